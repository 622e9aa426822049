import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH as CONTRACT_PASSWORD_MIN_LENGTH } from '../../../contract/auth';
import { PASSWORD_MIN_LENGTH, validateAuthForm } from './auth-form';

const empty = { email: '', password: '', firstName: '', lastName: '' };

describe('validateAuthForm', () => {
  it('requires e-mail and password when signing in, not names', () => {
    expect(validateAuthForm(empty, 'signin')).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('checks the e-mail format and the password length', () => {
    expect(
      validateAuthForm({ ...empty, email: 'not an email', password: '12345' }, 'signin'),
    ).toEqual({
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 6 characters',
    });
  });

  it('requires names when signing up', () => {
    const errors = validateAuthForm(
      { ...empty, email: 'a@b.co', password: '123456', firstName: ' ' },
      'signup',
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
    expect(validateAuthForm(values, 'signup')).toEqual({});
  });
});

it('uses the contract password length', () => {
  expect(PASSWORD_MIN_LENGTH).toBe(CONTRACT_PASSWORD_MIN_LENGTH);
});
