import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
const MISSING_FIELDS = msg`Please fill in all required fields.`;
const INVALID_EMAIL = msg`Please enter a valid email address.`;

/** SPEC §5: name, e-mail and message filled in, then the e-mail well-formed. */
function validateContact(form: ContactInput, i18n: I18n): FieldErrors<ContactInput> {
  const missing = REQUIRED_FIELDS.filter((field) => !form[field].trim());
  if (missing.length > 0) {
    const text = i18n._(MISSING_FIELDS);
    return Object.fromEntries(missing.map((field) => [field, text]));
  }
  return isValidEmail(form.email) ? {} : { email: i18n._(INVALID_EMAIL) };
}

/** The dialog says what is wrong in a toast, not under the fields. */
function toastContactErrors(errors: FieldErrors<ContactInput>, i18n: I18n) {
  const invalidEmail = i18n._(INVALID_EMAIL);
  toast({
    ...(errors.email === invalidEmail
      ? { title: i18n._(msg`Invalid Email`), description: invalidEmail }
      : { title: i18n._(msg`Missing Information`), description: i18n._(MISSING_FIELDS) }),
    variant: 'destructive',
  });
}

/** Contact Support (SPEC §2, §5, §8): Name *, Email *, Subject, Message *. */
export function ContactSupportDialog({ open, onOpenChange, defaults }: ContactSupportDialogProps) {
  const empty: ContactInput = { ...defaults, subject: '', message: '' };
  const { t, i18n } = useLingui();
  const form = useForm({
    initialValues: empty,
    fieldId: (field) => `contact-${field}`,
    validate: (values) => validateContact(values, i18n),
    announceErrors: (errors) => toastContactErrors(errors, i18n),
    onValid: send,
  });
  // The message is sent to the server; offline it stays in the form until the user sends it.
  const connection = useConnectionGuard();

  async function send(values: ContactInput) {
    try {
      await apiRequest('POST', '/api/contact', values);
      toast({
        title: t`Message Sent!`,
        description: t`Thanks for reaching out. We'll get back to you soon.`,
        variant: 'success',
      });
      form.reset(empty);
      onOpenChange(false);
    } catch {
      toastError({
        title: t`Send Failed`,
        description: t`There was an error sending your message. Please try again later.`,
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Contact Support</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Questions about plans or your account? Write to us.</Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <form id={FORM_ID} onSubmit={form.handleSubmit} noValidate className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="contact-name" label={t`Name *`}>
                <Input {...form.field('name')} autoComplete="name" />
              </FormField>
              <FormField id="contact-email" label={t`Email *`}>
                <Input {...form.field('email')} type="email" autoComplete="email" />
              </FormField>
            </div>
            <FormField id="contact-subject" label={t`Subject`}>
              <Input {...form.field('subject')} />
            </FormField>
            <FormField id="contact-message" label={t`Message *`}>
              <Textarea {...form.field('message')} rows={5} />
            </FormField>
          </form>
        </DialogBody>
        <DialogFooter>
          <OfflineReason guard={connection} visible className="me-auto self-center">
            <Trans>Sending needs a connection</Trans>
          </OfflineReason>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            pending={form.isSubmitting}
            pendingLabel={t`Sending`}
            disabled={connection.isOffline}
            {...connection.reasonProps}
          >
            <Trans>Send Message</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
