import type { ContactInput } from '../../../contract/contact';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { apiRequest } from '../../lib/api';
import { isValidEmail } from '../../lib/email';
import { toastError } from '../../lib/error-toast';
import { toast } from '../../lib/toast';
import { useForm, type FieldErrors } from '../../lib/use-form';
import { OfflineReason, useConnectionGuard } from '../offline/connection-guard';

const FORM_ID = 'contact-support-form';

interface ContactSupportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults: { name: string; email: string };
}

const REQUIRED_FIELDS = ['name', 'email', 'message'] as const;
const MISSING_FIELDS = 'Please fill in all required fields.';
const INVALID_EMAIL = 'Please enter a valid email address.';

/** SPEC §5: name, e-mail and message filled in, then the e-mail well-formed. */
function validateContact(form: ContactInput): FieldErrors<ContactInput> {
  const missing = REQUIRED_FIELDS.filter((field) => !form[field].trim());
  if (missing.length > 0) {
    return Object.fromEntries(missing.map((field) => [field, MISSING_FIELDS]));
  }
  return isValidEmail(form.email) ? {} : { email: INVALID_EMAIL };
}

/** The dialog says what is wrong in a toast, not under the fields. */
function toastContactErrors(errors: FieldErrors<ContactInput>) {
  toast({
    ...(errors.email === INVALID_EMAIL
      ? { title: 'Invalid Email', description: INVALID_EMAIL }
      : { title: 'Missing Information', description: MISSING_FIELDS }),
    variant: 'destructive',
  });
}

/** Contact Support (SPEC §2, §5, §8): Name *, Email *, Subject, Message *. */
export function ContactSupportDialog({ open, onOpenChange, defaults }: ContactSupportDialogProps) {
  const empty: ContactInput = { ...defaults, subject: '', message: '' };
  const form = useForm({
    initialValues: empty,
    fieldId: (field) => `contact-${field}`,
    validate: validateContact,
    announceErrors: toastContactErrors,
    onValid: send,
  });
  // The message is sent to the server; offline it stays in the form until the user sends it.
  const connection = useConnectionGuard();

  async function send(values: ContactInput) {
    try {
      await apiRequest('POST', '/api/contact', values);
      toast({
        title: 'Message Sent!',
        description: "Thanks for reaching out. We'll get back to you soon.",
        variant: 'success',
      });
      form.reset(empty);
      onOpenChange(false);
    } catch {
      toastError({
        title: 'Send Failed',
        description: 'There was an error sending your message. Please try again later.',
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Contact Support</DialogTitle>
          <DialogDescription>Questions about plans or your account? Write to us.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <form id={FORM_ID} onSubmit={form.handleSubmit} noValidate className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="contact-name" label="Name *">
                <Input {...form.field('name')} autoComplete="name" />
              </FormField>
              <FormField id="contact-email" label="Email *">
                <Input {...form.field('email')} type="email" autoComplete="email" />
              </FormField>
            </div>
            <FormField id="contact-subject" label="Subject">
              <Input {...form.field('subject')} />
            </FormField>
            <FormField id="contact-message" label="Message *">
              <Textarea {...form.field('message')} rows={5} />
            </FormField>
          </form>
        </DialogBody>
        <DialogFooter>
          <OfflineReason guard={connection} visible className="mr-auto self-center">
            Sending needs a connection
          </OfflineReason>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            pending={form.isSubmitting}
            pendingLabel="Sending"
            disabled={connection.isOffline}
            {...connection.reasonProps}
          >
            Send Message
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
