import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ImportFile } from '../types';
import { IMPORT_FORMATS } from './index';
import { fixtureEntries, fixtureJson, uploadOf, zipOf } from './test-openers';

/** Each format's fixture uploaded the way its app exports it. */
const uploads: Record<string, () => Promise<ImportFile[]>> = {
  potluck: () => uploadOf(fixtureEntries('potluck')),
  paprika: () =>
    uploadOf({
      'Shakshuka.paprikarecipe': zlib.gzipSync(
        JSON.stringify(fixtureJson('paprika/shakshuka.json')),
      ),
    }),
  tandoor: async () =>
    uploadOf({
      'Pizza Dough.zip': await zipOf(fixtureEntries('tandoor/Pizza Dough')),
      'Green Salad.zip': await zipOf(fixtureEntries('tandoor/Green Salad')),
    }),
  mealie: () => uploadOf(fixtureEntries('mealie')),
  nextcloud: () => uploadOf(fixtureEntries('nextcloud')),
  recipesage: () => uploadOf(fixtureEntries('recipesage')),
  'schema-org': () => uploadOf(fixtureEntries('schema-org')),
};

/** Which formats accept each upload: its own, and only the general reader of what it is built on. */
const accepting: Record<string, string[]> = {
  potluck: ['potluck', 'schema-org'],
  paprika: ['paprika'],
  tandoor: ['tandoor'],
  mealie: ['mealie'],
  nextcloud: ['nextcloud', 'schema-org'],
  recipesage: ['recipesage', 'schema-org'],
  'schema-org': ['schema-org'],
};

describe('IMPORT_FORMATS', () => {
  it('has a fixture upload for every format', () => {
    expect(IMPORT_FORMATS.map((format) => format.id).sort()).toEqual(Object.keys(uploads).sort());
  });

  it.each(Object.keys(uploads))('detects a %s export as exactly its own format', async (id) => {
    const files = await uploads[id]!();

    expect(IMPORT_FORMATS.find((format) => format.matches(files))?.id).toBe(id);
    expect(
      IMPORT_FORMATS.filter((format) => format.matches(files)).map((format) => format.id),
    ).toEqual(accepting[id]);
  });
});
