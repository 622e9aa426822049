import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { validateInviteEmail } from './use-invite';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('validateInviteEmail', () => {
  it('asks for an address when empty', () => {
    expect(validateInviteEmail('  ', i18n)?.title).toBe('Email Required');
  });
  it('refuses a malformed address', () => {
    expect(validateInviteEmail('not-an-email', i18n)?.title).toBe('Invalid Email');
  });
  it('accepts a plain address', () => {
    expect(validateInviteEmail(' cook@example.com ', i18n)).toBeNull();
  });
});
