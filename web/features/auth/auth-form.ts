import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD_MIN_LENGTH, isLongEnoughPassword } from '../../../contract/auth-values';

export type AuthMode = 'signin' | 'signup';

export interface AuthFormValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export type AuthFormErrors = Partial<Record<keyof AuthFormValues, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * SPEC §5: e-mail required and well-formed, password of at least 6, names only when signing up;
 * the errors read in `i18n`'s language.
 */
export function validateAuthForm(
  values: AuthFormValues,
  mode: AuthMode,
  i18n: I18n,
): AuthFormErrors {
  const errors: AuthFormErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = i18n._(msg`Email is required`);
  else if (!EMAIL_PATTERN.test(email)) {
    errors.email = i18n._(msg`Please enter a valid email address.`);
  }
  if (!values.password) errors.password = i18n._(msg`Password is required`);
  else if (!isLongEnoughPassword(values.password)) errors.password = passwordTooShort(i18n);
  if (mode === 'signup') {
    if (!values.firstName.trim()) errors.firstName = i18n._(msg`First name is required`);
    if (!values.lastName.trim()) errors.lastName = i18n._(msg`Last name is required`);
  }
  return errors;
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** "Password must be at least 8 characters" (SPEC's words, with the contract's minimum). */
export function passwordTooShort(i18n: I18n): string {
  const minimum = PASSWORD_MIN_LENGTH;
  return i18n._(msg`Password must be at least ${minimum} characters`);
}
