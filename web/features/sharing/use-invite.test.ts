import { describe, expect, it } from 'vitest';
import { validateInviteEmail } from './use-invite';

describe('validateInviteEmail', () => {
  it('asks for an address when empty', () => {
    expect(validateInviteEmail('  ')?.title).toBe('Email Required');
  });
  it('refuses a malformed address', () => {
    expect(validateInviteEmail('not-an-email')?.title).toBe('Invalid Email');
  });
  it('accepts a plain address', () => {
    expect(validateInviteEmail(' cook@example.com ')).toBeNull();
  });
});
