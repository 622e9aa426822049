import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { AuthShell } from '../shell/auth-shell';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { validateAuthForm, type AuthFormValues, type AuthMode } from '../features/auth/auth-form';
import { useLogin, useRegister } from '../features/auth/use-auth';
import { toastError } from '../lib/error-toast';
import { returnPathOf } from '../lib/return-path';
import { toast } from '../lib/toast';
import { useForm } from '../lib/use-form';

const EMPTY: AuthFormValues = { email: '', password: '', firstName: '', lastName: '' };

export default function LoginPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const search = useSearch();
  // `mode=signup` opens the sign-up form (an invitation's landing offers Create Account).
  const [mode, setMode] = useState<AuthMode>(() =>
    new URLSearchParams(search).get('mode') === 'signup' ? 'signup' : 'signin',
  );
  const login = useLogin();
  const register = useRegister();
  const isSignUp = mode === 'signup';
  const isPending = login.isPending || register.isPending;
  const form = useForm({
    initialValues: EMPTY,
    validate: (values) => validateAuthForm(values, mode, i18n),
    onValid: signInOrUp,
  });
  const { errors, field } = form;

  const toggleMode = () => {
    setMode(isSignUp ? 'signin' : 'signup');
    form.clearErrors();
  };

  async function signInOrUp(values: AuthFormValues) {
    const email = values.email.trim();
    try {
      if (isSignUp) {
        await register.mutateAsync({
          email,
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
        });
        toast({
          title: t`Account created!`,
          description: t`Your account has been created and you're now logged in.`,
          variant: 'success',
        });
      } else {
        await login.mutateAsync({ email, password: values.password });
        toast({
          title: t`Welcome back!`,
          description: t`You've successfully logged in.`,
          variant: 'success',
        });
      }
      navigate(returnPathOf(search));
    } catch (error) {
      toastError({
        title: t`Authentication Failed`,
        error,
        fallback: t`Authentication failed`,
      });
    }
  }

  return (
    <AuthShell
      title={isSignUp ? t`Create your account` : t`Welcome back`}
      description={
        isSignUp ? t`Start your recipe collection for free.` : t`Sign in to your recipe collection.`
      }
    >
      <form onSubmit={form.handleSubmit} noValidate className="space-y-5">
        {isSignUp ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="firstName" label={t`First Name`} error={errors.firstName}>
              <Input {...field('firstName')} autoComplete="given-name" />
            </FormField>
            <FormField id="lastName" label={t`Last Name`} error={errors.lastName}>
              <Input {...field('lastName')} autoComplete="family-name" />
            </FormField>
          </div>
        ) : null}
        <FormField id="email" label={t`Email`} error={errors.email}>
          <Input
            {...field('email')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
          />
        </FormField>
        <FormField id="password" label={t`Password`} error={errors.password}>
          <Input
            {...field('password')}
            type="password"
            autoComplete={isSignUp ? 'new-password' : 'current-password'}
          />
        </FormField>
        {isSignUp ? null : (
          <div className="-mt-2 text-end">
            <Link
              href="/reset-password"
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              <Trans>Forgot your password?</Trans>
            </Link>
          </div>
        )}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          pending={isPending}
          pendingLabel={t`Please wait`}
        >
          {isSignUp ? <Trans>Create Account</Trans> : <Trans>Sign In</Trans>}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-600">
        {isSignUp ? (
          <Trans>Already have an account?</Trans>
        ) : (
          <Trans>Don&apos;t have an account?</Trans>
        )}{' '}
        <button
          type="button"
          onClick={toggleMode}
          className="rounded font-semibold text-brand-700 hover:underline"
        >
          {isSignUp ? <Trans>Sign in</Trans> : <Trans>Sign up</Trans>}
        </button>
      </p>
    </AuthShell>
  );
}
