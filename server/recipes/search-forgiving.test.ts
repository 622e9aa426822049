// A forgiving search finds plurals and other forms of a word, small typos, any case and accents,
// ranks exact matches first, then stem matches, then typos, and finds only what its scope may
// find, on SQLite (FTS5) and on PostgreSQL (tsvector) alike. SQLite always runs; PostgreSQL too
// under `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeSort } from '../../contract/recipes';
import { DEFAULT_FORGIVING_WORDS } from '../../contract/search/forgiving';
import { connectDatabase, type DatabaseHandle } from '../db/connect';
import { newId } from '../lib/ids';
import { selectPublicRecipes, type DiscoverPosition } from '../sharing/queries';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database';
import { insertRecipe, positionAfter, selectRecipeList, selectRecipeListKeys } from './queries';
import { planForgivingSearch } from './search-vocabulary';

interface Doc {
  title: string;
  ingredients?: string[];
  owner?: 'me' | 'other';
  visibility?: 'private' | 'public';
}

/** Oldest first: each is a minute newer than the one before. */
const DOCS: Doc[] = [
  { title: 'Lasagnas for a crowd', visibility: 'public' },
  { title: 'Weeknight Spinach Lasagna', ingredients: ['lasagna sheets', 'spinach'] },
  { title: 'Lasagne verdi', ingredients: ['nutmeg'], visibility: 'public' },
  { title: 'Crème brûlée', ingredients: ['cream', 'sugar'] },
  { title: 'Berry crumble', ingredients: ['oats'] },
  { title: 'Slow cooked beans', ingredients: ['beans'] },
  { title: 'Peach cobbler', ingredients: ['peaches'] },
  { title: 'Nice biscuits', ingredients: ['rich butter'] },
  { title: 'Tomato paste', ingredients: ['tomatoes'], visibility: 'public' },
  { title: 'Green salad', ingredients: ['pasta shells'], visibility: 'public' },
  { title: 'Spinach pie', owner: 'other' },
  { title: 'Spinach soup', owner: 'other', visibility: 'public' },
];

const engines: Array<'sqlite' | 'postgres'> =
  testDialect === 'postgres' ? ['sqlite', 'postgres'] : ['sqlite'];

describe.each(engines)('forgiving search on %s', (engine) => {
  let database: DatabaseHandle;
  let testDatabase: TestDatabase | undefined;
  const me = newId();
  const other = newId();
  const limits = { forgivingWords: DEFAULT_FORGIVING_WORDS, stemScanWords: 500 };

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
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    await database.db
      .insertInto('users')
      .values(
        [me, other].map((id) => ({
          id,
          email: `${id}@example.com`,
          created_at: new Date(start).toISOString(),
          updated_at: new Date(start).toISOString(),
        })),
      )
      .execute();
    for (const [index, doc] of DOCS.entries()) {
      const at = new Date(start + index * 60_000).toISOString();
      await insertRecipe(
        database.db,
        {
          id: newId(),
          owner_uid: doc.owner === 'other' ? other : me,
          title: doc.title,
          description: null,
          ingredients: JSON.stringify(doc.ingredients ?? []),
          steps: '[]',
          tags: '[]',
          visibility: doc.visibility ?? 'private',
          editors: '[]',
          viewers: '[]',
          created_at: at,
          updated_at: at,
        },
        { tags: [], editors: [], viewers: [] },
      );
    }
  });
  afterAll(async () => {
    await database.close();
    await testDatabase?.drop();
  });

  const plan = (text: string) => planForgivingSearch(database.db, database.dialect, text, limits);
  const search = async (text: string, sort?: RecipeSort) =>
    (
      await selectRecipeList(database.db, me, {
        dialect: database.dialect,
        tagKeys: [],
        search: await plan(text),
        sort,
      })
    ).map((row) => row.title);
  const discover = async (text: string, after: DiscoverPosition | null = null, limit = 50) =>
    selectPublicRecipes(database.db, { tagKeys: [], search: await plan(text), after, limit });

  it.each([
    // plurals and other forms of a word (stems)
    ['lasagnas', ['Lasagnas for a crowd', 'Weeknight Spinach Lasagna', 'Lasagne verdi']],
    ['berries', ['Berry crumble']],
    ['cooking beans', ['Slow cooked beans']],
    ['tomatoes', ['Tomato paste']],
    // case and a typo
    ['Lasagne', ['Lasagne verdi', 'Weeknight Spinach Lasagna']],
    ['spinch', ['Weeknight Spinach Lasagna']],
    ['SPINCH lasagne', ['Weeknight Spinach Lasagna']],
    ['Weeknigth', ['Weeknight Spinach Lasagna']],
    // accents, with a plural
    ['cremes BRULEES', ['Crème brûlée']],
    // short words are never read as typos, and a stem is not a prefix
    ['peas', []],
    ['rice', []],
    ['nice', ['Nice biscuits']],
    // two edits are no typo
    ['spnch', []],
  ])('%j finds %j, best matches first', async (text, expected) => {
    expect(await search(text)).toEqual(expected);
  });

  it('ranks exact matches first, then stem matches, then typos, in every sort', async () => {
    // "Lasagne verdi" is the newest and has the typo in its title; the exact match is oldest.
    const order = ['Lasagnas for a crowd', 'Weeknight Spinach Lasagna', 'Lasagne verdi'];
    for (const sort of [undefined, 'recent', 'created', 'alphabetical'] as const) {
      expect(await search('lasagnas', sort)).toEqual(order);
    }
    // An exact match in the ingredients comes before a typo in the title.
    expect((await discover('pasta')).map((row) => row.title)).toEqual([
      'Green salad',
      'Tomato paste',
    ]);
  });

  it('pages through the tiers without losing or repeating a recipe', async () => {
    const filter = {
      dialect: database.dialect,
      tagKeys: [],
      search: await plan('lasagnas'),
      sort: 'recent' as const,
    };
    const seen: string[] = [];
    let after = null;
    for (let page = 0; page < 5; page += 1) {
      const keys = await selectRecipeListKeys(database.db, me, filter, { after, limit: 1 });
      if (keys.length === 0) break;
      seen.push(keys[0]!.id);
      after = positionAfter('recent', keys[0]!, seen.length);
    }
    const all = await selectRecipeListKeys(database.db, me, filter);
    expect(seen).toEqual(all.map((key) => key.id));
    expect(seen).toHaveLength(3);

    const pages: string[] = [];
    let position: DiscoverPosition | null = null;
    for (let page = 0; page < 5; page += 1) {
      const [row] = await discover('pasta', position, 1);
      if (!row) break;
      pages.push(row.title);
      position = { createdAt: row.created_at, id: row.id, tier: Number(row.search_tier) };
    }
    expect(pages).toEqual(['Green salad', 'Tomato paste']);
  });

  it('finds only what its scope may find, typos and stems included', async () => {
    // Another person's private "Spinach pie" and public "Spinach soup" are not in My Recipes.
    expect(await search('spinch')).toEqual(['Weeknight Spinach Lasagna']);
    expect(await search('spinaches')).toEqual(['Weeknight Spinach Lasagna']);
    // Discover finds public recipes only, anybody's.
    expect((await discover('spinch')).map((row) => row.title)).toEqual(['Spinach soup']);
    expect((await discover('lasagnas')).map((row) => row.title)).toEqual([
      'Lasagnas for a crowd',
      'Lasagne verdi',
    ]);
  });

  it('finds the words of recipes written or changed later', async () => {
    await database.db
      .updateTable('recipes')
      .set({ title: 'Weeknight Spinach Cannelloni' })
      .where('title', '=', 'Weeknight Spinach Lasagna')
      .execute();
    expect(await search('canneloni')).toEqual(['Weeknight Spinach Cannelloni']);
    expect(await search('spinch')).toEqual(['Weeknight Spinach Cannelloni']);
  });
});
