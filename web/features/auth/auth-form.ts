/**
 * contract/auth.ts's PASSWORD_MIN_LENGTH. Importing a value from that module would pull the whole
 * schema library into the sign-in screen, so the number is repeated here and a test keeps the two equal.
 */
export const PASSWORD_MIN_LENGTH = 6;

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
  else if (values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (mode === 'signup') {
    if (!values.firstName.trim()) errors.firstName = 'First name is required';
    if (!values.lastName.trim()) errors.lastName = 'Last name is required';
  }
  return errors;
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
