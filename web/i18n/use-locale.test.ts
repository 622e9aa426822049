import { describe, expect, it } from 'vitest';
import { findLocale, offeredLocales } from '../../contract/i18n/locales';
import { menuLocales } from './use-locale';

describe('menuLocales', () => {
  it('lists the offered languages when one of them is active', () => {
    expect(menuLocales(findLocale('en')!)).toEqual(offeredLocales());
  });

  it('adds the active language when it is not offered, so the menu can show it', () => {
    const pseudo = findLocale('pseudo')!;
    expect(menuLocales(pseudo)).toEqual([...offeredLocales(), pseudo]);
  });
});
