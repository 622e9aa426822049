import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathOf } from './return-path';

describe('coming back after signing in', () => {
  it('keeps the screen and its query through the login page', () => {
    const login = loginPathFor('/households/join?token=abc_DEF-123');
    expect(login).toBe('/login?next=%2Fhouseholds%2Fjoin%3Ftoken%3Dabc_DEF-123');
    expect(returnPathOf(login.split('?')[1]!)).toBe('/households/join?token=abc_DEF-123');
  });

  it('sends home screens to the plain login page', () => {
    expect(loginPathFor('/dashboard')).toBe('/login');
    expect(returnPathOf('')).toBe('/');
  });

  it('never leaves the app', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'plan']) {
      expect(returnPathOf(`next=${encodeURIComponent(next)}`)).toBe('/');
    }
  });
});
