import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { AuthShell } from '../components/auth-shell';
import { Button } from '../components/ui/button';
import { FormField, fieldMessageId } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import {
  validateAuthForm,
  type AuthFormErrors,
  type AuthFormValues,
  type AuthMode,
} from '../features/auth/auth-form';
import { useLogin, useRegister } from '../features/auth/use-auth';
import { toastError } from '../lib/error-toast';
import { returnPathOf } from '../lib/return-path';
import { toast } from '../lib/toast';

const EMPTY: AuthFormValues = { email: '', password: '', firstName: '', lastName: '' };

export default function LoginPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const [mode, setMode] = useState<AuthMode>('signin');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<AuthFormErrors>({});
  const login = useLogin();
  const register = useRegister();
  const isSignUp = mode === 'signup';
  const isPending = login.isPending || register.isPending;

  const update = (field: keyof AuthFormValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const toggleMode = () => {
    setMode(isSignUp ? 'signin' : 'signup');
    setErrors({});
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateAuthForm(values, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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
          title: 'Account created!',
          description: "Your account has been created and you're now logged in.",
          variant: 'success',
        });
      } else {
        await login.mutateAsync({ email, password: values.password });
        toast({
          title: 'Welcome back!',
          description: "You've successfully logged in.",
          variant: 'success',
        });
      }
      navigate(returnPathOf(search));
    } catch (error) {
      toastError({ title: 'Authentication Failed', error, fallback: 'Authentication failed' });
    }
  }

  const fieldProps = (field: keyof AuthFormValues) => ({
    id: field,
    name: field,
    value: values[field],
    onChange: update(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? fieldMessageId(field) : undefined,
  });

  return (
    <AuthShell
      title={isSignUp ? 'Create your account' : 'Welcome back'}
      description={
        isSignUp ? 'Start your recipe collection for free.' : 'Sign in to your recipe collection.'
      }
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-5">
        {isSignUp ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="firstName" label="First Name" error={errors.firstName}>
              <Input {...fieldProps('firstName')} autoComplete="given-name" />
            </FormField>
            <FormField id="lastName" label="Last Name" error={errors.lastName}>
              <Input {...fieldProps('lastName')} autoComplete="family-name" />
            </FormField>
          </div>
        ) : null}
        <FormField id="email" label="Email" error={errors.email}>
          <Input
            {...fieldProps('email')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
          />
        </FormField>
        <FormField id="password" label="Password" error={errors.password}>
          <Input
            {...fieldProps('password')}
            type="password"
            autoComplete={isSignUp ? 'new-password' : 'current-password'}
          />
        </FormField>
        {isSignUp ? null : (
          <div className="-mt-2 text-right">
            <Link
              href="/reset-password"
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              Forgot your password?
            </Link>
          </div>
        )}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          pending={isPending}
          pendingLabel="Please wait"
        >
          {isSignUp ? 'Create Account' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-600">
        {isSignUp ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button
          type="button"
          onClick={toggleMode}
          className="rounded font-semibold text-brand-700 hover:underline"
        >
          {isSignUp ? 'Sign in' : 'Sign up'}
        </button>
      </p>
    </AuthShell>
  );
}
