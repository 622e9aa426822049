import { describe, expect, it } from 'vitest';
import { LOCALES, findLocale, negotiateLocale, parseAcceptLanguage } from './locales';

describe('the languages table', () => {
  it('has one row per code, each a tag Intl accepts (the pseudo-locale aside)', () => {
    const codes = LOCALES.map((locale) => locale.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes.filter((code) => code !== 'pseudo')) {
      expect(Intl.getCanonicalLocales(code)).toEqual([code]);
    }
  });

  it('writes Arabic right to left and the rest left to right', () => {
    expect(LOCALES.filter((locale) => locale.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
  });

  it('finds a row whatever the case of the code', () => {
    expect(findLocale('PT-br')?.code).toBe('pt-BR');
    expect(findLocale('xx')).toBeUndefined();
  });
});

describe('negotiateLocale', () => {
  it('falls back to English when no offered language fits', () => {
    expect(negotiateLocale([]).code).toBe('en');
    expect(negotiateLocale(['xx-YY', 'zz']).code).toBe('en');
  });

  it('takes the first offered language in the order given, by tag or by language', () => {
    expect(negotiateLocale(['xx', 'en-GB', 'de']).code).toBe('en');
    expect(negotiateLocale(['EN']).code).toBe('en');
  });

  it('never picks a language that is not offered yet', () => {
    const unoffered = LOCALES.filter((locale) => !locale.offered).map((locale) => locale.code);
    for (const code of unoffered) expect(negotiateLocale([code]).code).toBe('en');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by weight, keeps the order of equal weights and drops q=0 and *', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ]);
    expect(parseAcceptLanguage('de;q=0, ja;q=0.3, nl')).toEqual(['nl', 'ja']);
  });

  it('reads nothing from an absent or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});
