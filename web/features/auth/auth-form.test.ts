import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { validateAuthForm } from './auth-form';

// English, the language the messages are written in, needs no catalogue.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const empty = { email: '', password: '', firstName: '', lastName: '' };

describe('validateAuthForm', () => {
  it('requires e-mail and password when signing in, not names', () => {
    expect(validateAuthForm(empty, 'signin', i18n)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('checks the e-mail format and the password length', () => {
    expect(
      validateAuthForm({ ...empty, email: 'not an email', password: '12345' }, 'signin', i18n),
    ).toEqual({
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 6 characters',
    });
  });

  it('requires names when signing up', () => {
    const errors = validateAuthForm(
      { ...empty, email: 'a@b.co', password: '123456', firstName: ' ' },
      'signup',
      i18n,
    );
    expect(errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('accepts a complete form', () => {
    const values = {
      email: ' cook@example.com ',
      password: '123456',
      firstName: 'Ada',
      lastName: 'L',
    };
    expect(validateAuthForm(values, 'signup', i18n)).toEqual({});
  });
});
