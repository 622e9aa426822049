import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../i18n/i18n';
import { isActiveEntry, navEntriesFor } from './app-nav';

describe('the signed-in navigation', () => {
  beforeAll(async () => {
    await activateLocale('en');
  });

  it('lists the screens, Admin only for admins', () => {
    expect(navEntriesFor({ accountType: 'free' }).map((entry) => i18n._(entry.label))).toEqual([
      'My Recipes',
      'Discover',
      'Plan',
      'Shopping',
      'Help',
    ]);
    expect(i18n._(navEntriesFor({ accountType: 'admin' }).at(-1)!.label)).toBe('Admin');
  });

  it('marks Shopping active on a list too', () => {
    const shopping = navEntriesFor({ accountType: 'free' }).find(
      (entry) => entry.href === '/shopping',
    )!;
    expect(isActiveEntry(shopping, '/shopping')).toBe(true);
    expect(isActiveEntry(shopping, '/shopping/c0ffee00-0000-4000-8000-000000000001')).toBe(true);
    expect(isActiveEntry(shopping, '/plan')).toBe(false);
  });
});
