// Every catalogue (the web's and the server's) against its English (which `npm run i18n:extract`
// writes from the code): the same messages, each translation a message that parses, with
// English's placeholders and tags and its language's plural forms; a language offered to people
// has every message translated.
import { describe, expect, it } from 'vitest';
import type { CatalogType } from '@lingui/conf';
import { LOCALES, SOURCE_LOCALE } from '../../contract/i18n/locales';
import { CATALOGUE_NAMES, catalogueFile, englishOf, readCatalogue } from './catalogue-files';
import { slots, translationProblem } from './catalogue-checks';

const englishOfEach = Object.fromEntries(
  await Promise.all(
    CATALOGUE_NAMES.map(
      async (name) =>
        [name, await readCatalogue(SOURCE_LOCALE, catalogueFile(SOURCE_LOCALE, name))] as const,
    ),
  ),
) as Record<(typeof CATALOGUE_NAMES)[number], CatalogType>;
const others = LOCALES.filter((locale) => locale.code !== SOURCE_LOCALE);

describe.each(CATALOGUE_NAMES)('the %s catalogues', (name) => {
  const english = englishOfEach[name];
  const read = (code: string) => readCatalogue(code, catalogueFile(code, name));

  it('have English messages, each of which parses', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    for (const entry of Object.values(english)) expect(() => slots(englishOf(entry))).not.toThrow();
  });

  describe.each(others)('in $code', (locale) => {
    it('has exactly the English messages (none missing, none the code no longer uses)', async () => {
      const catalogue = await read(locale.code);
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    });

    it('has translations that parse, keep the placeholders and tags of English, and give each plural the language’s forms', async () => {
      const catalogue = await read(locale.code);
      const problems = Object.entries(catalogue).flatMap(([id, entry]) => {
        if (!entry.translation) return [];
        const source = englishOf(english[id]);
        const problem = translationProblem(source, entry.translation, locale.code);
        return problem ? [{ source, problem }] : [];
      });
      expect(problems).toEqual([]);
    });

    it.runIf(locale.offered)('translates every message, as an offered language must', async () => {
      const catalogue = await read(locale.code);
      const untranslated = Object.entries(catalogue)
        .filter(([, entry]) => !entry.translation)
        .map(([id]) => englishOf(english[id]));
      expect(untranslated).toEqual([]);
    });
  });
});

describe('the catalogues and the code', () => {
  it('hold every message the code uses and no other (run npm run i18n:extract after a change)', async () => {
    const { getCatalogs } = await import('@lingui/cli/api');
    const { getConfig } = await import('@lingui/conf');
    const config = getConfig({ cwd: process.cwd(), skipValidation: true });
    const catalogs = await getCatalogs(config);
    expect(catalogs.map((catalog) => catalog.path)).toEqual(
      CATALOGUE_NAMES.map((name) => catalogueFile('{locale}', name).replace(/\.po$/, '')),
    );
    for (const [index, catalog] of catalogs.entries()) {
      const inCode = new Set<string>();
      for (const [id, entry] of Object.entries((await catalog.collect()) ?? {})) {
        if ((entry.origin ?? []).length > 0) inCode.add(id);
      }
      const name = CATALOGUE_NAMES[index]!;
      expect({ name, ids: [...inCode].sort() }).toEqual({
        name,
        ids: Object.keys(englishOfEach[name]).sort(),
      });
    }
  }, 120_000);
});
