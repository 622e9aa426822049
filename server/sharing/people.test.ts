import { describe, expect, it } from 'vitest';
import { copyTitle } from '../recipes/service';
import { displayNameOf, maskEmail } from './people';

describe('displayNameOf (SPEC §2 fallbacks)', () => {
  it.each([
    [{ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }, 'Ada Lovelace'],
    [{ first_name: ' Ada ', last_name: null, email: 'ada@example.com' }, 'Ada'],
    [{ first_name: null, last_name: 'Lovelace', email: 'ada@example.com' }, 'Lovelace'],
    [{ first_name: '', last_name: '  ', email: 'ada.l@example.com' }, 'ada.l'],
    [{ first_name: null, last_name: null, email: '@example.com' }, 'Anonymous Chef'],
    [{ first_name: null, last_name: null, email: null }, 'Anonymous Chef'],
    [null, 'Anonymous Chef'],
  ])('%j → %s', (person, name) => {
    expect(displayNameOf(person)).toBe(name);
  });
});

describe('maskEmail', () => {
  it.each([
    ['jane@example.com', 'j***@example.com'],
    ['j@example.com', 'j***@example.com'],
    ['émile@example.fr', 'é***@example.fr'],
    ['a@b@example.com', 'a***@example.com'],
    ['no-at-sign', '***'],
    ['@example.com', '***'],
    ['jane@', '***'],
    [null, null],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('copyTitle', () => {
  it('adds the suffix, cutting the original so the whole fits 200 characters', () => {
    expect(copyTitle('Pie')).toBe('Pie (Copy)');
    expect(copyTitle('x'.repeat(193))).toBe(`${'x'.repeat(193)} (Copy)`);
    expect(copyTitle('x'.repeat(200))).toHaveLength(200);
    expect(copyTitle(`${'x'.repeat(191)}  abcdef`)).toBe(`${'x'.repeat(191)} (Copy)`);
  });

  it('never splits an emoji in two', () => {
    const title = `${'x'.repeat(192)}🍰🍰`;
    const copy = copyTitle(title);
    expect(copy).toBe(`${'x'.repeat(192)} (Copy)`);
    expect(copy.length).toBeLessThanOrEqual(200);
  });
});
