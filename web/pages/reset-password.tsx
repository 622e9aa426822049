import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { AuthShell } from '../components/auth-shell';
import { Button } from '../components/ui/button';
import { FormField, fieldMessageId } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { PASSWORD_MIN_LENGTH, isValidEmail } from '../features/auth/auth-form';
import { useRequestPasswordReset, useResetPassword } from '../features/auth/use-auth';
import { useSupportEmail } from '../features/settings/use-public-settings';
import { toastError } from '../lib/error-toast';
import { toast } from '../lib/toast';

type Step = 'request' | 'reset';

export default function ResetPasswordPage() {
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState('');
  const supportEmail = useSupportEmail();

  return (
    <AuthShell
      title={step === 'request' ? 'Reset your password' : 'Choose a new password'}
      description={
        step === 'request' ? (
          <>
            Enter your email and we'll send you a <span className="whitespace-nowrap">6-digit</span>{' '}
            code from {supportEmail ?? 'our support address'}.
          </>
        ) : (
          <>
            Enter the <span className="whitespace-nowrap">6-digit</span> code we sent to {email} and
            your new password.
          </>
        )
      }
    >
      {step === 'request' ? (
        <RequestStep email={email} onEmailChange={setEmail} onSent={() => setStep('reset')} />
      ) : (
        <ResetStep email={email} onBack={() => setStep('request')} />
      )}
      <p className="mt-8 text-center">
        <Link
          href="/login"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Sign In
        </Link>
      </p>
    </AuthShell>
  );
}

function RequestStep({
  email,
  onEmailChange,
  onSent,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
}) {
  const request = useRequestPasswordReset();
  const [error, setError] = useState<string>();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return setError('Email is required');
    if (!isValidEmail(trimmed)) return setError('Please enter a valid email address.');
    setError(undefined);
    try {
      const answer = await request.mutateAsync(trimmed);
      if (answer?.resetCode) {
        toast({ title: 'Reset code', description: `Your reset code is: ${answer.resetCode}` });
      } else {
        toast({ title: 'Check your email', description: answer?.message });
      }
      onEmailChange(trimmed);
      onSent();
    } catch (failure) {
      toastError({
        title: 'Reset Request Failed',
        error: failure,
        fallback: 'Reset request failed',
      });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <FormField id="reset-email" label="Email" error={error}>
        <Input
          id="reset-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldMessageId('reset-email') : undefined}
        />
      </FormField>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        pending={request.isPending}
        pendingLabel="Please wait"
      >
        Send Reset Code
      </Button>
    </form>
  );
}

function ResetStep({ email, onBack }: { email: string; onBack: () => void }) {
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const [resetCode, setResetCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [codeError, setCodeError] = useState<string>();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const code = resetCode.trim();
    if (!code) return setCodeError('Reset code is required');
    setCodeError(undefined);
    if (newPassword !== confirmation) {
      toast({
        title: 'Password Mismatch',
        description: "New password and confirmation don't match",
        variant: 'destructive',
      });
      return;
    }
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      toast({
        title: 'Password Too Short',
        description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
        variant: 'destructive',
      });
      return;
    }
    try {
      const answer = await reset.mutateAsync({ email, resetCode: code, newPassword });
      toast({ title: 'Password updated', description: answer?.message, variant: 'success' });
      navigate('/login');
    } catch (failure) {
      toastError({ title: 'Reset Failed', error: failure, fallback: 'Password reset failed' });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <FormField id="reset-code" label="Reset Code" error={codeError}>
        <Input
          id="reset-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="6-digit code"
          value={resetCode}
          onChange={(event) => setResetCode(event.target.value)}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? fieldMessageId('reset-code') : undefined}
          className="tracking-[0.3em] placeholder:tracking-normal"
        />
      </FormField>
      <FormField id="new-password" label="New Password">
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
      </FormField>
      <FormField id="confirm-password" label="Confirm New Password">
        <Input
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </FormField>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        pending={reset.isPending}
        pendingLabel="Please wait"
      >
        Reset Password
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="w-full rounded text-sm text-stone-600 hover:text-stone-900"
      >
        Use a different email
      </button>
    </form>
  );
}
