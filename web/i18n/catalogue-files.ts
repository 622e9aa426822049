// The message catalogues as files (web/locales/<code>/messages.po), for the tools that read or
// write them in Node: the catalogue test and the pseudo-locale writer. Not part of the app.
import fs from 'node:fs';
import path from 'node:path';
import type { CatalogType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { SOURCE_LOCALE } from '../../contract/i18n/locales';

export const LOCALES_DIR = path.resolve(import.meta.dirname, '../locales');

// The same options as lingui.config.ts, so a catalogue written here reads as one extracted there.
const po = formatter({ lineNumbers: false });

export function catalogueFile(code: string): string {
  return path.join(LOCALES_DIR, code, 'messages.po');
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
