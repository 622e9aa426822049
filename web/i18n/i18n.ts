// The language the app speaks, and the one place that changes it. Messages live in the code
// (Lingui's macros: `t`, `<Trans>`, `plural`), already compiled in English by the build
// (scripts/lingui-macros.ts), so English loads no catalogue; any other language loads its one
// compiled catalogue (web/locales/<code>/messages.po) before it is shown. `<html lang dir>`
// follow the active language. The choice: a person's saved one on this device, else the
// browser's languages (contract/i18n/locales.ts negotiates).
import { i18n, type Messages } from '@lingui/core';
import {
  PSEUDO_LOCALE,
  SOURCE_LOCALE,
  findLocale,
  negotiateLocale,
  type LocaleInfo,
} from '../../contract/i18n/locales';

/** Where a visitor's choice is kept on this device. */
export const DEVICE_LOCALE_KEY = 'potluck:locale';

// Every message reaching `i18n._` is compiled already (the build, or the catalogue plugin): a
// string is plain text, so no compiler ships to the browser.
i18n.setMessagesCompiler((message) => [message]);

const catalogues = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po');

async function loadCatalogue(code: string): Promise<Messages> {
  if (code === SOURCE_LOCALE) return {};
  const load = catalogues[`../locales/${code}/messages.po`];
  if (!load) throw new Error(`No catalogue for ${code}`);
  return (await load()).messages;
}

/** `locale` as an HTML `lang`: the pseudo-locale is English in the range kept for it. */
export function htmlLang(locale: LocaleInfo): string {
  return locale.code === PSEUDO_LOCALE ? 'en-XA' : locale.code;
}

function applyToDocument(locale: LocaleInfo) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLang(locale);
  document.documentElement.dir = locale.dir;
}

/** Loads `code`'s catalogue (unless English) and makes it the app's language. */
export async function activateLocale(code: string): Promise<LocaleInfo> {
  const locale = findLocale(code) ?? findLocale(SOURCE_LOCALE)!;
  const messages = await loadCatalogue(locale.code);
  i18n.loadAndActivate({ locale: locale.code, messages });
  applyToDocument(locale);
  return locale;
}

function readDeviceChoice(): string | null {
  try {
    return localStorage.getItem(DEVICE_LOCALE_KEY);
  } catch {
    return null;
  }
}

/** Keeps `code` as this device's language (a visitor's choice; a signed-in one is saved too). */
export function rememberDeviceLocale(code: string) {
  try {
    localStorage.setItem(DEVICE_LOCALE_KEY, code);
  } catch {
    // Storage refused: the choice lasts for this visit.
  }
}

/**
 * The language to start in: the device's saved choice when it names a catalogue, else the
 * browser's languages among those offered.
 */
export function initialLocale(): LocaleInfo {
  const saved = readDeviceChoice();
  const savedLocale = saved ? findLocale(saved) : undefined;
  if (savedLocale) return savedLocale;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  return negotiateLocale(preferred);
}

/**
 * Before the first render: English at once (nothing to load), another language once its
 * catalogue is in, so the first screen never flashes in the wrong language.
 */
export function startLocale(): Promise<LocaleInfo> | LocaleInfo {
  const locale = initialLocale();
  if (locale.code === SOURCE_LOCALE) {
    i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: {} });
    applyToDocument(locale);
    return locale;
  }
  return activateLocale(locale.code).catch(() => {
    i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: {} });
    return findLocale(SOURCE_LOCALE)!;
  });
}

export { i18n };
