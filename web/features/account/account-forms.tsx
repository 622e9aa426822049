// The settings page's forms for what identifies a person: name, e-mail and password.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { User } from '../../../contract';
import { Button } from '../../components/ui/button';
import { FormField, fieldMessageId } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { answerMessageText } from '../../lib/error-messages';
import { failedToast } from '../../lib/error-toast';
import { toast } from '../../lib/toast';
import { PASSWORD_MIN_LENGTH, isLongEnoughPassword } from '../../../contract/auth-values';
import { passwordTooShort } from '../auth/auth-form';
import { useConnectionGuard } from '../offline/connection-guard';
import { SettingsSection } from './settings-section';
import { isWrongPassword, useChangeEmail, useChangePassword, useUpdateName } from './use-account';

const WRONG_PASSWORD = msg`Your current password is not correct`;

/** Props for an input that may show `error` (or a hint) below it. */
const describedBy = (id: string, error: string | undefined, hasHint = false) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error || hasHint ? fieldMessageId(id) : undefined,
});

export function NameForm({ user }: { user: User }) {
  const { t } = useLingui();
  const save = useUpdateName();
  const connection = useConnectionGuard();
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const isChanged =
    firstName.trim() !== (user.firstName ?? '') || lastName.trim() !== (user.lastName ?? '');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next = {
      firstName: firstName.trim() ? undefined : t`Enter your first name`,
      lastName: lastName.trim() ? undefined : t`Enter your last name`,
    };
    setErrors(next);
    if (next.firstName || next.lastName) return;
    save.mutate(
      { firstName: firstName.trim(), lastName: lastName.trim() },
      {
        onSuccess: () =>
          toast({ title: t`Name saved`, description: t`Your name has been updated.` }),
        onError: failedToast(t`Could not save your name`),
      },
    );
  }

  return (
    <SettingsSection id="name" title={t`Name`} description={t`Shown to the people you share with.`}>
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="first-name" label={t`First Name`} error={errors.firstName}>
            <Input
              {...describedBy('first-name', errors.firstName)}
              autoComplete="given-name"
              maxLength={100}
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
            />
          </FormField>
          <FormField id="last-name" label={t`Last Name`} error={errors.lastName}>
            <Input
              {...describedBy('last-name', errors.lastName)}
              autoComplete="family-name"
              maxLength={100}
              value={lastName}
              onChange={(event) => setLastName(event.target.value)}
            />
          </FormField>
        </div>
        <Button
          type="submit"
          pending={save.isPending}
          pendingLabel={t`Saving`}
          disabled={!isChanged || connection.isOffline}
          {...connection.reasonProps}
        >
          <Trans>Save Name</Trans>
        </Button>
      </form>
    </SettingsSection>
  );
}

export function EmailForm({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const change = useChangeEmail();
  const connection = useConnectionGuard();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  // An address reads left to right inside a sentence in any language.
  const currentEmail = (
    <span dir="ltr" translate="no">
      {user.email}
    </span>
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    const next = {
      email: !trimmed
        ? t`Enter the new address`
        : !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)
          ? t`Please enter a valid email address.`
          : trimmed.toLowerCase() === user.email
            ? t`This is already your address`
            : undefined,
      password: password ? undefined : t`Enter your current password`,
    };
    setErrors(next);
    if (next.email || next.password) return;
    change.mutate(
      { email: trimmed, password },
      {
        onSuccess: (answer) => {
          setEmail('');
          setPassword('');
          setPendingEmail(answer.pendingEmail);
          const newEmail = answer.pendingEmail;
          // The message's text, without the page's left-to-right wrapper.
          const currentEmail = user.email;
          toast({
            title: t`Check your email`,
            description: answerMessageText(
              answer.message,
              msg`We sent a link to ${newEmail}. Open it to finish; until then you sign in with ${currentEmail}.`,
            ),
          });
        },
        onError: (error) => {
          if (isWrongPassword(error)) setErrors({ password: i18n._(WRONG_PASSWORD) });
          else failedToast(t`Could not change your email`)(error);
        },
      },
    );
  }

  return (
    <SettingsSection
      id="email"
      title={t`Email`}
      description={
        <Trans>
          You sign in with{' '}
          <span className="font-medium break-all text-stone-900">{currentEmail}</span>.
        </Trans>
      }
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="new-email" label={t`New Email`} error={errors.email}>
            <Input
              {...describedBy('new-email', errors.email)}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <FormField id="email-password" label={t`Current Password`} error={errors.password}>
            <Input
              {...describedBy('email-password', errors.password)}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
        </div>
        {pendingEmail ? (
          <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900" role="status">
            <Trans>
              Open the link we sent to{' '}
              <span dir="ltr" translate="no" className="font-medium break-all">
                {pendingEmail}
              </span>{' '}
              to finish. Until then you sign in with {currentEmail}.
            </Trans>
          </p>
        ) : null}
        <Button
          type="submit"
          pending={change.isPending}
          pendingLabel={t`Sending the link`}
          disabled={connection.isOffline}
          {...connection.reasonProps}
        >
          <Trans>Change Email</Trans>
        </Button>
      </form>
    </SettingsSection>
  );
}

export function PasswordForm() {
  const { t, i18n } = useLingui();
  const change = useChangePassword();
  const connection = useConnectionGuard();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      current: current ? undefined : t`Enter your current password`,
      next: isLongEnoughPassword(next) ? undefined : passwordTooShort(i18n),
      confirm: confirm === next ? undefined : t`New password and confirmation don't match`,
    };
    setErrors(found);
    if (found.current || found.next || found.confirm) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          toast({
            title: t`Password changed`,
            description: t`Your other devices have been signed out.`,
          });
        },
        onError: (error) => {
          if (isWrongPassword(error)) setErrors({ current: i18n._(WRONG_PASSWORD) });
          else failedToast(t`Could not change your password`)(error);
        },
      },
    );
  }

  return (
    <SettingsSection
      id="password"
      title={t`Password`}
      description={t`Changing it signs out your other devices. This one stays signed in.`}
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="current-password" label={t`Current Password`} error={errors.current}>
            <Input
              {...describedBy('current-password', errors.current)}
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
          </FormField>
          <FormField
            id="new-password"
            label={t`New Password`}
            error={errors.next}
            hint={t`At least ${PASSWORD_MIN_LENGTH} characters`}
          >
            <Input
              {...describedBy('new-password', errors.next, true)}
              type="password"
              autoComplete="new-password"
              value={next}
              onChange={(event) => setNext(event.target.value)}
            />
          </FormField>
          <FormField id="confirm-password" label={t`Confirm New Password`} error={errors.confirm}>
            <Input
              {...describedBy('confirm-password', errors.confirm)}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
          </FormField>
        </div>
        <Button
          type="submit"
          pending={change.isPending}
          pendingLabel={t`Changing the password`}
          disabled={connection.isOffline}
          {...connection.reasonProps}
        >
          <Trans>Change Password</Trans>
        </Button>
      </form>
    </SettingsSection>
  );
}
