// The languages Potluck speaks: one row each. Adding a language is one row here and one catalogue
// (web/locales/<code>/messages.po, made by `npm run i18n:extract`); docs/i18n.md says how.
// Plain data, no zod: the server (e-mails, the saved choice) and the web read the same table.

export interface LocaleInfo {
  /** BCP 47 tag, as `<html lang>` and Intl take it. */
  readonly code: string;
  /** The language's own name, as the language menu shows it. */
  readonly name: string;
  readonly dir: 'ltr' | 'rtl';
  /**
   * Offered to people (menus, the browser's languages): only a catalogue with every message
   * translated is. An incomplete one is reachable only by its code, for translators and tests.
   */
  readonly offered: boolean;
}

export const SOURCE_LOCALE = 'en';

/** Accented and about 40% longer: finds text that escaped translation and layouts that clip. */
export const PSEUDO_LOCALE = 'pseudo';

export const LOCALES: readonly LocaleInfo[] = [
  { code: 'en', name: 'English', dir: 'ltr', offered: true },
  { code: 'de', name: 'Deutsch', dir: 'ltr', offered: true },
  { code: 'fr', name: 'Français', dir: 'ltr', offered: true },
  { code: 'es', name: 'Español', dir: 'ltr', offered: true },
  { code: 'it', name: 'Italiano', dir: 'ltr', offered: true },
  { code: 'nl', name: 'Nederlands', dir: 'ltr', offered: true },
  { code: 'sv', name: 'Svenska', dir: 'ltr', offered: true },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr', offered: true },
  { code: 'pl', name: 'Polski', dir: 'ltr', offered: true },
  { code: 'ja', name: '日本語', dir: 'ltr', offered: true },
  { code: 'zh-Hans', name: '简体中文', dir: 'ltr', offered: true },
  { code: 'ar', name: 'العربية', dir: 'rtl', offered: true },
  { code: PSEUDO_LOCALE, name: 'Pseudo', dir: 'ltr', offered: false },
];

const byCode = new Map(LOCALES.map((locale) => [locale.code.toLowerCase(), locale]));

/** The table's row for `code` (any case), if Potluck has that catalogue at all. */
export function findLocale(code: string): LocaleInfo | undefined {
  return byCode.get(code.toLowerCase());
}

/** Languages a person may choose. */
export function offeredLocales(): LocaleInfo[] {
  return LOCALES.filter((locale) => locale.offered);
}

/**
 * The offered language that best fits `preferred`, in the person's order (the browser's
 * `navigator.languages`, or an Accept-Language header already split): an exact tag first, then
 * the same language with another region or script ("de-AT" → "de", "pt" → "pt-BR",
 * "zh-CN" → "zh-Hans"); English when nothing fits.
 */
export function negotiateLocale(preferred: readonly string[]): LocaleInfo {
  const offered = offeredLocales();
  for (const tag of preferred) {
    const wanted = tag.trim().toLowerCase();
    if (!wanted) continue;
    const exact = offered.find((locale) => locale.code.toLowerCase() === wanted);
    if (exact) return exact;
    const language = wanted.split('-')[0];
    const sameLanguage = offered.find(
      (locale) => locale.code.toLowerCase().split('-')[0] === language,
    );
    if (sameLanguage) return sameLanguage;
  }
  return findLocale(SOURCE_LOCALE)!;
}

/** An Accept-Language header's tags, most wanted first (q=0 dropped). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1_000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
