// The same search answers the same recipes on SQLite (FTS5) and on PostgreSQL (tsvector): case
// and accent folding, prefixes, how words split, and text that is query syntax to either engine.
// SQLite always runs; PostgreSQL too under `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../db/connect';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database';
import { selectPublicRecipes } from '../sharing/queries';
import { insertRecipe, selectRecipeList, updateRecipeRow } from './queries';
import { planSearch } from './search';

interface Doc {
  title: string;
  description?: string;
  ingredients?: string[];
  tags?: string[];
}

const DOCS: Doc[] = [
  { title: 'Crème brûlée', ingredients: ['cream', 'sugar'], tags: ['Dessert'] },
  { title: 'Cre\u0300me decomposed', ingredients: ['milk'] },
  {
    title: 'Pie-crust basics',
    description: 'See example.com/pie or write to cook@example.org',
    ingredients: ['flour'],
  },
  { title: 'Straße Strudel', ingredients: ['apples'] },
  { title: '寿司 rolls', ingredients: ['rice'] },
  { title: 'Beet soup', description: 'Борщ, as grandma made it', ingredients: ['beets'] },
  { title: 'Tomato & basil', ingredients: ['2 tomatoes', '1/2 cup basil'], tags: ['Summer'] },
  { title: "Grandma's v2 pie", ingredients: ['butter'] },
  { title: 'Basil oil', ingredients: ['oil', 'basil leaves'] },
  { title: '100% rye_bread', ingredients: ['rye'] },
  { title: 'Sugar cookies', ingredients: ['flour', 'butter'] },
];

/** [search text, titles expected (any order)] */
const SEARCHES: Array<[string, string[]]> = [
  ['creme', ['Crème brûlée', 'Cre\u0300me decomposed']],
  ['CRÈME', ['Crème brûlée', 'Cre\u0300me decomposed']],
  ['cre\u0300me', ['Crème brûlée', 'Cre\u0300me decomposed']],
  ['brul', ['Crème brûlée']],
  ['dessert', ['Crème brûlée']],
  ['crust', ['Pie-crust basics']],
  ['pie crust', ['Pie-crust basics']],
  ['org', ['Pie-crust basics']],
  ['cook example', ['Pie-crust basics']],
  ['straße', ['Straße Strudel']],
  ['strasse', []],
  ['寿', ['寿司 rolls']],
  ['БОРЩ', ['Beet soup']],
  ['tom bas', ['Tomato & basil']],
  ['summer tomato', ['Tomato & basil']],
  ['1 2 cup', ['Tomato & basil']],
  ['v2', ["Grandma's v2 pie"]],
  // 's' starts "soup" as well as the "s" of "Grandma's".
  ['grandma s', ["Grandma's v2 pie", 'Beet soup']],
  ['bread', ['100% rye_bread']],
  ['tomato OR pie', []],
  ['tomato & !basil', ['Tomato & basil']],
  ["basil:* | 'oil'", ['Basil oil']],
  ['\u0301', []],
  ['%', ['100% rye_bread']],
  ['_', ['100% rye_bread']],
  ['%_', []],
  ['nothing-like-it', []],
];

const engines: Array<'sqlite' | 'postgres'> =
  testDialect === 'postgres' ? ['sqlite', 'postgres'] : ['sqlite'];

describe.each(engines)('search on %s', (engine) => {
  let database: DatabaseHandle;
  let testDatabase: TestDatabase | undefined;
  const ownerId = newId();

  beforeAll(async () => {
    if (engine === 'postgres') {
      testDatabase = createTestDatabase();
      const overrides = testDatabase.overrides;
      database = await connectDatabase({
        sqliteFile: ':memory:',
        postgres: {
          url: String(overrides.DATABASE_URL),
          schema: String(overrides.DATABASE_SCHEMA),
          poolSize: 2,
          connectTimeoutMs: 10_000,
        },
      });
    } else {
      database = await connectDatabase({ sqliteFile: ':memory:' });
    }
    const now = nowIso();
    await database.db
      .insertInto('users')
      .values({ id: ownerId, email: `${ownerId}@example.com`, created_at: now, updated_at: now })
      .execute();
    for (const doc of DOCS) {
      await insertRecipe(
        database.db,
        {
          id: newId(),
          owner_uid: ownerId,
          title: doc.title,
          description: doc.description ?? null,
          ingredients: JSON.stringify(doc.ingredients ?? []),
          steps: '[]',
          tags: JSON.stringify(doc.tags ?? []),
          visibility: 'private',
          editors: '[]',
          viewers: '[]',
          created_at: now,
          updated_at: now,
        },
        { tags: doc.tags ?? [], editors: [], viewers: [] },
      );
    }
  });
  afterAll(async () => {
    await database.close();
    await testDatabase?.drop();
  });

  const search = async (text: string) =>
    (
      await selectRecipeList(database.db, ownerId, {
        dialect: database.dialect,
        tagKeys: [],
        search: planSearch(text, database.dialect),
      })
    ).map((row) => row.title);

  it.each(SEARCHES)('%j finds %j', async (text, expected) => {
    expect((await search(text)).sort()).toEqual([...expected].sort());
  });

  it('ranks a title match above an ingredient match', async () => {
    expect(await search('sugar')).toEqual(['Sugar cookies', 'Crème brûlée']);
  });

  it('finds only the recipes its scope may find, following sharing and visibility', async () => {
    const otherId = newId();
    const now = nowIso();
    await database.db
      .insertInto('users')
      .values({ id: otherId, email: `${otherId}@example.com`, created_at: now, updated_at: now })
      .execute();
    const recipeId = newId();
    await insertRecipe(
      database.db,
      {
        id: recipeId,
        owner_uid: otherId,
        title: 'Quince paste',
        description: null,
        ingredients: '["quinces"]',
        steps: '[]',
        tags: '[]',
        visibility: 'private',
        editors: '[]',
        viewers: '[]',
        created_at: now,
        updated_at: now,
      },
      { tags: [], editors: [], viewers: [] },
    );
    const discover = async (text: string) =>
      (
        await selectPublicRecipes(database.db, {
          tagKeys: [],
          search: planSearch(text, database.dialect),
          after: null,
          limit: 50,
        })
      ).map((row) => row.title);
    const change = (changes: { editors?: string[]; visibility?: string }) =>
      updateRecipeRow(
        database.db,
        recipeId,
        {
          ...(changes.editors && { editors: JSON.stringify(changes.editors) }),
          ...(changes.visibility && { visibility: changes.visibility }),
        },
        changes.editors ? { editors: changes.editors } : {},
      );

    expect(await search('quince')).toEqual([]);
    expect(await discover('quince')).toEqual([]);
    await change({ editors: [ownerId] });
    expect(await search('quince')).toEqual(['Quince paste']);
    await change({ visibility: 'public' });
    expect(await discover('quince')).toEqual(['Quince paste']);
    await change({ editors: [] });
    expect(await search('quince')).toEqual([]);
    await change({ visibility: 'private' });
    expect(await discover('quince')).toEqual([]);
  });

  it('does not match the words the index keeps to scope a search', async () => {
    const hex = ownerId.replaceAll('-', '');
    expect(await search(`u${hex.slice(0, 6)}`)).toEqual([]);
    expect(await search(ownerId)).toEqual([]);
    expect(await search('public')).toEqual([]);
  });

  it('follows edits and deletes', async () => {
    const [row] = await database.db
      .selectFrom('recipes')
      .select('id')
      .where('title', '=', 'Straße Strudel')
      .execute();
    await database.db
      .updateTable('recipes')
      .set({ title: 'Apfelstrudel', ingredients: JSON.stringify(['Äpfel']) })
      .where('id', '=', row!.id)
      .execute();
    expect(await search('apfelst')).toEqual(['Apfelstrudel']);
    expect(await search('strudel')).toEqual([]);
    expect(await search('apfel')).toEqual(['Apfelstrudel']);
    await database.db.deleteFrom('recipes').where('id', '=', row!.id).execute();
    expect(await search('apfel')).toEqual([]);
  });
});
