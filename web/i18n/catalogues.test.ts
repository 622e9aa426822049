// Every catalogue against English (web/locales/en, which `npm run i18n:extract` writes from the
// code): the same messages, each translation a message that parses, with English's placeholders
// and tags; a language offered to people has every message translated.
import { describe, expect, it } from 'vitest';
import type { CatalogType } from '@lingui/conf';
import { LOCALES, SOURCE_LOCALE } from '../../contract/i18n/locales';
import { readCatalogue } from './catalogue-files';
import { slots, translationProblem } from './catalogue-checks';

const english: CatalogType = await readCatalogue(SOURCE_LOCALE);
const others = LOCALES.filter((locale) => locale.code !== SOURCE_LOCALE);

describe('the English catalogue', () => {
  it('holds messages, each of which parses', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    for (const entry of Object.values(english)) expect(() => slots(entry.message!)).not.toThrow();
  });
});

describe.each(others)('the $code catalogue', (locale) => {
  it('has exactly the English messages (none missing, none the code no longer uses)', async () => {
    const catalogue = await readCatalogue(locale.code);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
  });

  it('has translations that parse, keep the placeholders and tags of English, and give each plural the language’s forms', async () => {
    const catalogue = await readCatalogue(locale.code);
    const problems = Object.entries(catalogue).flatMap(([id, entry]) => {
      if (!entry.translation) return [];
      const source = english[id]!.message!;
      const problem = translationProblem(source, entry.translation, locale.code);
      return problem ? [{ source, problem }] : [];
    });
    expect(problems).toEqual([]);
  });

  it.runIf(locale.offered)('translates every message, as an offered language must', async () => {
    const catalogue = await readCatalogue(locale.code);
    const untranslated = Object.values(catalogue)
      .filter((entry) => !entry.translation)
      .map((entry) => entry.message);
    expect(untranslated).toEqual([]);
  });
});

describe('the catalogues and the code', () => {
  it('hold every message the code uses and no other (run npm run i18n:extract after a change)', async () => {
    const { getCatalogs } = await import('@lingui/cli/api');
    const { getConfig } = await import('@lingui/conf');
    const config = getConfig({ cwd: process.cwd(), skipValidation: true });
    const inCode = new Set<string>();
    for (const catalog of await getCatalogs(config)) {
      for (const [id, entry] of Object.entries((await catalog.collect()) ?? {})) {
        if ((entry.origin ?? []).length > 0) inCode.add(id);
      }
    }
    expect([...inCode].sort()).toEqual(Object.keys(english).sort());
  }, 120_000);
});
