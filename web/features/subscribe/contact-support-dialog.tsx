import { useState, type FormEvent } from 'react';
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
import { OfflineReason, useConnectionGuard } from '../offline/connection-guard';

const FORM_ID = 'contact-support-form';

interface ContactSupportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults: { name: string; email: string };
}

/** Contact Support (SPEC §2, §5, §8): Name *, Email *, Subject, Message *. */
export function ContactSupportDialog({ open, onOpenChange, defaults }: ContactSupportDialogProps) {
  const empty: ContactInput = { ...defaults, subject: '', message: '' };
  const [form, setForm] = useState<ContactInput>(empty);
  const [sending, setSending] = useState(false);
  // The message is sent to the server; offline it stays in the form until the user sends it.
  const connection = useConnectionGuard();

  const bind = (field: keyof ContactInput) => ({
    id: `contact-${field}`,
    value: form[field],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [field]: event.target.value })),
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.name.trim() || !form.email.trim() || !form.message.trim()) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      });
      return;
    }
    if (!isValidEmail(form.email)) {
      toast({
        title: 'Invalid Email',
        description: 'Please enter a valid email address.',
        variant: 'destructive',
      });
      return;
    }
    setSending(true);
    try {
      await apiRequest('POST', '/api/contact', form);
      toast({
        title: 'Message Sent!',
        description: "Thanks for reaching out. We'll get back to you soon.",
        variant: 'success',
      });
      setForm(empty);
      onOpenChange(false);
    } catch {
      toastError({
        title: 'Send Failed',
        description: 'There was an error sending your message. Please try again later.',
      });
    } finally {
      setSending(false);
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
          <form id={FORM_ID} onSubmit={handleSubmit} noValidate className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="contact-name" label="Name *">
                <Input {...bind('name')} autoComplete="name" />
              </FormField>
              <FormField id="contact-email" label="Email *">
                <Input {...bind('email')} type="email" autoComplete="email" />
              </FormField>
            </div>
            <FormField id="contact-subject" label="Subject">
              <Input {...bind('subject')} />
            </FormField>
            <FormField id="contact-message" label="Message *">
              <Textarea {...bind('message')} rows={5} />
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
            pending={sending}
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
