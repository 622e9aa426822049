import { PASSWORD_TOO_SHORT, isLongEnoughPassword } from '../../../contract/auth-values';

export type AuthMode = 'signin' | 'signup';

export interface AuthFormValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export type AuthFormErrors = Partial<Record<keyof AuthFormValues, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC §5: e-mail required and well-formed, password of at least 6, names only when signing up. */
export function validateAuthForm(values: AuthFormValues, mode: AuthMode): AuthFormErrors {
  const errors: AuthFormErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Please enter a valid email address.';
  if (!values.password) errors.password = 'Password is required';
  else if (!isLongEnoughPassword(values.password)) errors.password = PASSWORD_TOO_SHORT;
  if (mode === 'signup') {
    if (!values.firstName.trim()) errors.firstName = 'First name is required';
    if (!values.lastName.trim()) errors.lastName = 'Last name is required';
  }
  return errors;
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
