// The message catalogues as files, for the tools that read or write them in Node: the catalogue
// test, the pseudo-locale writer, the translators' tool. Not part of the app. Two catalogues:
// the web's (web/locales/<code>/messages.po) and the server's (server/i18n/locales/<code>/…).
import fs from 'node:fs';
import path from 'node:path';
import type { CatalogType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { SOURCE_LOCALE } from '../../contract/i18n/locales';

export const CATALOGUES = {
  web: path.resolve(import.meta.dirname, '../locales'),
  server: path.resolve(import.meta.dirname, '../../server/i18n/locales'),
} as const;
export type CatalogueName = keyof typeof CATALOGUES;
export const CATALOGUE_NAMES = Object.keys(CATALOGUES) as CatalogueName[];

// The same options as lingui.config.ts, so a catalogue written here reads as one extracted there.
const po = formatter({ lineNumbers: false });

export function catalogueFile(code: string, name: CatalogueName = 'web'): string {
  return path.join(CATALOGUES[name], code, 'messages.po');
}

/**
 * A message's English: its message, or for one with an explicit id (the server's) the source
 * catalogue's translation.
 */
export function englishOf(entry: CatalogType[string] | undefined): string {
  return entry?.message ?? entry?.translation ?? '';
}

/** The catalogue of `code` (from `filename`: a copy being translated elsewhere). */
export async function readCatalogue(
  code: string,
  filename = catalogueFile(code),
): Promise<CatalogType> {
  const content = fs.readFileSync(filename, 'utf8');
  return (await po.parse(content, { locale: code, sourceLocale: SOURCE_LOCALE, filename }))!;
}

export async function writeCatalogue(
  code: string,
  catalogue: CatalogType,
  filename = catalogueFile(code),
): Promise<void> {
  const existing = fs.readFileSync(filename, 'utf8');
  const content = await po.serialize(catalogue, {
    locale: code,
    sourceLocale: SOURCE_LOCALE,
    filename,
    existing,
  });
  fs.writeFileSync(filename, content);
}
