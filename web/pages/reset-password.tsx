import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { AuthShell } from '../shell/auth-shell';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { RESET_CODE_LENGTH, isLongEnoughPassword } from '../../contract/auth-values';
import { isValidEmail, passwordTooShort } from '../features/auth/auth-form';
import { useRequestPasswordReset, useResetPassword } from '../features/auth/use-auth';
import { useSupportEmail } from '../features/settings/use-public-settings';
import { answerMessageText } from '../lib/error-messages';
import { toastError } from '../lib/error-toast';
import { toast } from '../lib/toast';
import { useForm } from '../lib/use-form';

type Step = 'request' | 'reset';

export default function ResetPasswordPage() {
  const [step, setStep] = useState<Step>('request');
  const [address, setAddress] = useState('');
  const supportEmail = useSupportEmail();
  const { t } = useLingui();
  // Addresses read left to right inside a sentence in any language.
  const sender = supportEmail ? (
    <span dir="ltr" translate="no">
      {supportEmail}
    </span>
  ) : (
    t`our support address`
  );
  const email = (
    <span dir="ltr" translate="no">
      {address}
    </span>
  );

  return (
    <AuthShell
      title={step === 'request' ? t`Reset your password` : t`Choose a new password`}
      description={
        step === 'request' ? (
          <Trans>
            Enter your email and we&apos;ll send you a{' '}
            <span className="whitespace-nowrap">6-digit</span> code from {sender}.
          </Trans>
        ) : (
          <Trans>
            Enter the <span className="whitespace-nowrap">6-digit</span> code we sent to {email} and
            your new password.
          </Trans>
        )
      }
    >
      {step === 'request' ? (
        <RequestStep
          initialEmail={address}
          onSent={(sentTo) => {
            setAddress(sentTo);
            setStep('reset');
          }}
        />
      ) : (
        <ResetStep email={address} onBack={() => setStep('request')} />
      )}
      <p className="mt-8 text-center">
        <Link
          href="/login"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <Trans>Back to Sign In</Trans>
        </Link>
      </p>
    </AuthShell>
  );
}

function RequestStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
}) {
  const request = useRequestPasswordReset();
  const { t } = useLingui();
  const form = useForm({
    initialValues: { email: initialEmail },
    fieldId: (field) => `reset-${field}`,
    validate: ({ email }) => {
      const trimmed = email.trim();
      if (!trimmed) return { email: t`Email is required` };
      if (!isValidEmail(trimmed)) return { email: t`Please enter a valid email address.` };
      return {};
    },
    onValid: sendCode,
  });

  async function sendCode({ email }: { email: string }) {
    const trimmed = email.trim();
    try {
      const answer = await request.mutateAsync(trimmed);
      if (answer?.resetCode) {
        const resetCode = answer.resetCode;
        toast({ title: t`Reset code`, description: t`Your reset code is: ${resetCode}` });
      } else {
        toast({
          title: t`Check your email`,
          description: answerMessageText(
            answer?.message,
            msg`If an account exists for that email, a reset code has been sent.`,
          ),
        });
      }
      onSent(trimmed);
    } catch (failure) {
      toastError({
        title: t`Reset Request Failed`,
        error: failure,
        fallback: t`Reset request failed`,
      });
    }
  }

  return (
    <form onSubmit={form.handleSubmit} noValidate className="space-y-5">
      <FormField id="reset-email" label={t`Email`} error={form.errors.email}>
        <Input
          {...form.field('email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
      </FormField>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        pending={request.isPending}
        pendingLabel={t`Please wait`}
      >
        <Trans>Send Reset Code</Trans>
      </Button>
    </form>
  );
}

interface ResetValues {
  code: string;
  newPassword: string;
  confirmation: string;
}

const RESET_FIELD_IDS: Record<keyof ResetValues, string> = {
  code: 'reset-code',
  newPassword: 'new-password',
  confirmation: 'confirm-password',
};

function ResetStep({ email, onBack }: { email: string; onBack: () => void }) {
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const { t, i18n } = useLingui();
  const form = useForm<ResetValues>({
    initialValues: { code: '', newPassword: '', confirmation: '' },
    fieldId: (field) => RESET_FIELD_IDS[field],
    validate: ({ code }) => (code.trim() ? {} : { code: t`Reset code is required` }),
    onValid: resetPassword,
  });

  async function resetPassword({ code, newPassword, confirmation }: ResetValues) {
    if (newPassword !== confirmation) {
      toast({
        title: t`Password Mismatch`,
        description: t`New password and confirmation don't match`,
        variant: 'destructive',
      });
      return;
    }
    if (!isLongEnoughPassword(newPassword)) {
      toast({
        title: t`Password Too Short`,
        description: passwordTooShort(i18n),
        variant: 'destructive',
      });
      return;
    }
    try {
      const answer = await reset.mutateAsync({ email, resetCode: code.trim(), newPassword });
      toast({
        title: t`Password updated`,
        description: answerMessageText(
          answer?.message,
          msg`Password has been reset. Please sign in.`,
        ),
        variant: 'success',
      });
      navigate('/login');
    } catch (failure) {
      toastError({ title: t`Reset Failed`, error: failure, fallback: t`Password reset failed` });
    }
  }

  return (
    <form onSubmit={form.handleSubmit} noValidate className="space-y-5">
      <FormField id="reset-code" label={t`Reset Code`} error={form.errors.code}>
        <Input
          {...form.field('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={RESET_CODE_LENGTH}
          placeholder={t`6-digit code`}
          className="tracking-[0.3em] placeholder:tracking-normal"
        />
      </FormField>
      <FormField id="new-password" label={t`New Password`}>
        <Input {...form.field('newPassword')} type="password" autoComplete="new-password" />
      </FormField>
      <FormField id="confirm-password" label={t`Confirm New Password`}>
        <Input {...form.field('confirmation')} type="password" autoComplete="new-password" />
      </FormField>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        pending={reset.isPending}
        pendingLabel={t`Please wait`}
      >
        <Trans>Reset Password</Trans>
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="w-full rounded text-sm text-stone-600 hover:text-stone-900"
      >
        <Trans>Use a different email</Trans>
      </button>
    </form>
  );
}
