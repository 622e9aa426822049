// Searching every script (docs/decisions/020-searching-every-script.md): accents either way, and
// Chinese, Japanese and Korean found by any run of their characters, with the same answers on
// SQLite (FTS5), on PostgreSQL (tsvector) and in the app's search on the device. Migration 017
// reindexes the recipes written before it. PostgreSQL runs too under `npm run test:pg`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRecipes } from '../../web/features/offline/offline-search';
import { connectDatabase, type DatabaseHandle } from '../db/connect';
import { postgresMigrations } from '../db/migrations/postgres';
import { sqliteMigrations } from '../db/migrations/sqlite';
import type { Database } from '../db/schema';
import { registerSearchVocabulary } from '../db/search-vocabulary';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database';
import { insertRecipe, selectRecipeList } from './queries';
import { planSearch } from './search';
import { planForgivingSearch } from './search-vocabulary';

interface Doc {
  title: string;
  description?: string;
  ingredients: string[];
  tags?: string[];
}

const DOCS: Doc[] = [
  {
    title: '照り焼きチキン',
    ingredients: ['大さじ1醤油', 'みりん 大さじ2', '鶏もも肉 300g'],
    tags: ['和食'],
  },
  { title: '番茄炒蛋', ingredients: ['番茄 2个', '鸡蛋 3个', '盐 适量'], tags: ['家常菜'] },
  { title: 'Mapo tofu 麻婆豆腐', ingredients: ['tofu豆腐 400g', '豆瓣酱'] },
  { title: '김치찌개', ingredients: ['김치', '돼지고기'] },
  // A phrase is found within one field: "醤油" is not in this recipe.
  { title: 'Soy 醤', description: '油 glaze', ingredients: [] },
  { title: 'がんもどき', ingredients: [] },
  { title: 'Crème brûlée', ingredients: ['cream'] },
  { title: 'Creme anglaise', ingredients: ['milk'] },
  { title: 'Cre\u0300me frai\u0302che dip', ingredients: ['chives'] },
  { title: 'Müller Torte', ingredients: ['flour'] },
  { title: 'Tomato basil soup', ingredients: ['2 tomatoes'] },
];

const TERIYAKI = '照り焼きチキン';
const TOMATO_EGG = '番茄炒蛋';
const MAPO = 'Mapo tofu 麻婆豆腐';
const KIMCHI = '김치찌개';
const CRÈMES = ['Crème brûlée', 'Creme anglaise', 'Cre\u0300me frai\u0302che dip'];

/** [search text, titles expected (any order)] */
const SEARCHES: Array<[string, string[]]> = [
  // Accents either way, composed or decomposed.
  ['creme', CRÈMES],
  ['crème', CRÈMES],
  ['CRÈME', CRÈMES],
  ['cre\u0300me', CRÈMES],
  ['Creme', CRÈMES],
  ['fraiche', ['Cre\u0300me frai\u0302che dip']],
  ['fraîche', ['Cre\u0300me frai\u0302che dip']],
  ['muller', ['Müller Torte']],
  ['Müller', ['Müller Torte']],
  ['mu\u0308ller', ['Müller Torte']],
  // Japanese: the start, middle and end of a run, one character, numbers inside a run.
  ['大さじ', [TERIYAKI]],
  ['焼き', [TERIYAKI]],
  ['チキン', [TERIYAKI]],
  ['醤油', [TERIYAKI]],
  ['さじ1醤', [TERIYAKI]],
  ['鶏もも肉', [TERIYAKI]],
  ['和食', [TERIYAKI]],
  ['醤', [TERIYAKI, 'Soy 醤']],
  ['油醤', []],
  // A voiced kana is another character: "か" does not find "が".
  ['が', ['がんもどき']],
  ['か', []],
  ['もどき', ['がんもどき']],
  ['も', [TERIYAKI, 'がんもどき']],
  // Chinese.
  ['番茄', [TOMATO_EGG]],
  ['茄炒', [TOMATO_EGG]],
  ['炒蛋', [TOMATO_EGG]],
  ['蛋', [TOMATO_EGG]],
  ['鸡蛋 番茄', [TOMATO_EGG]],
  ['茄番', []],
  ['适量', [TOMATO_EGG]],
  ['家常', [TOMATO_EGG]],
  // Mixed scripts.
  ['豆腐', [MAPO]],
  ['tofu 豆腐', [MAPO]],
  ['tofu豆腐', [MAPO]],
  ['tof', [MAPO]],
  ['mapo 麻婆', [MAPO]],
  ['豆瓣', [MAPO]],
  ['豆 tomato', []],
  ['大さじ 300', [TERIYAKI]],
  // Korean.
  ['김치', [KIMCHI]],
  ['치찌', [KIMCHI]],
  ['돼지', [KIMCHI]],
  // Latin text as before.
  ['tom bas', ['Tomato basil soup']],
  ['glaze', ['Soy 醤']],
  ['brul', ['Crème brûlée']],
  ['soy', ['Soy 醤']],
];

const engines: Array<'sqlite' | 'postgres'> =
  testDialect === 'postgres' ? ['sqlite', 'postgres'] : ['sqlite'];

const LIMITS = { forgivingWords: 8, stemScanWords: 500 };

function recipeRow(owner: string, doc: Doc) {
  const now = nowIso();
  return {
    id: newId(),
    owner_uid: owner,
    title: doc.title,
    description: doc.description ?? null,
    ingredients: JSON.stringify(doc.ingredients),
    steps: '[]',
    tags: JSON.stringify(doc.tags ?? []),
    visibility: 'private',
    editors: '[]',
    viewers: '[]',
    created_at: now,
    updated_at: now,
  };
}

async function insertUser(db: Kysely<Database>, id: string) {
  const now = nowIso();
  await db
    .insertInto('users')
    .values({ id, email: `${id}@example.com`, created_at: now, updated_at: now })
    .execute();
}

async function searchTitles(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  owner: string,
  text: string,
) {
  const rows = await selectRecipeList(db, owner, {
    dialect,
    tagKeys: [],
    search: await planForgivingSearch(db, dialect, text, LIMITS),
  });
  return rows.map((row) => row.title).sort();
}

describe('search on the device', () => {
  const recipes = DOCS.map((doc) => ({ ...doc, description: doc.description ?? null }));
  it.each(SEARCHES)('%j finds %j', (text, expected) => {
    const found = searchRecipes(recipes, text, []).map((recipe) => recipe.title);
    expect(found.sort()).toEqual([...expected].sort());
  });
});

describe.each(engines)('search on %s', (engine) => {
  let database: DatabaseHandle;
  let testDatabase: TestDatabase | undefined;
  const owner = newId();

  beforeAll(async () => {
    testDatabase = engine === 'postgres' ? createTestDatabase() : undefined;
    const overrides = testDatabase?.overrides;
    database = await connectDatabase({
      sqliteFile: ':memory:',
      ...(overrides && {
        postgres: {
          url: String(overrides.DATABASE_URL),
          schema: String(overrides.DATABASE_SCHEMA),
          poolSize: 2,
          connectTimeoutMs: 10_000,
        },
      }),
    });
    await insertUser(database.db, owner);
    for (const doc of DOCS) {
      await insertRecipe(database.db, recipeRow(owner, doc), {
        tags: doc.tags ?? [],
        editors: [],
        viewers: [],
      });
    }
  });
  afterAll(async () => {
    await database.close();
    await testDatabase?.drop();
  });

  it.each(SEARCHES)('%j finds %j', async (text, expected) => {
    expect(await searchTitles(database.db, engine, owner, text)).toEqual([...expected].sort());
  });

  it('follows an edit into a script without spaces', async () => {
    await database.db
      .updateTable('recipes')
      .set({ title: '肉じゃが', ingredients: JSON.stringify(['じゃがいも 3個']) })
      .where('owner_uid', '=', owner)
      .where('title', '=', 'Tomato basil soup')
      .execute();
    expect(await searchTitles(database.db, engine, owner, 'じゃが')).toEqual(['肉じゃが']);
    expect(await searchTitles(database.db, engine, owner, 'がいも')).toEqual(['肉じゃが']);
    expect(await searchTitles(database.db, engine, owner, 'tomato')).toEqual([]);
  });
});

/** The migrations before 017, applied to a fresh database through `db`. */
async function migrateBefore017(
  db: Kysely<Database>,
  migrations: Record<string, Migration>,
  migrationTableSchema?: string,
) {
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '017'));
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => before },
    ...(migrationTableSchema && { migrationTableSchema }),
  });
  const { error } = await migrator.migrateToLatest();
  expect(error).toBeUndefined();
}

describe.each(engines)('017_search_every_script on a populated %s database', (engine) => {
  const owner = newId();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-migrate-'));
  const file = path.join(dir, 'potluck.db');
  let testDatabase: TestDatabase | undefined;
  let database: DatabaseHandle;
  let foundBefore: Record<string, string[]> = {};

  const TEXTS = ['醤油', '番茄', 'creme', 'tomato'];

  beforeAll(async () => {
    let old: Kysely<Database>;
    let postgres: { url: string; schema: string } | undefined;
    if (engine === 'postgres') {
      testDatabase = createTestDatabase();
      postgres = {
        url: String(testDatabase.overrides.DATABASE_URL),
        schema: String(testDatabase.overrides.DATABASE_SCHEMA),
      };
      old = new Kysely<Database>({
        dialect: new PostgresDialect({
          pool: new pg.Pool({
            connectionString: postgres.url,
            max: 1,
            options: `-c search_path=${postgres.schema}`,
          }),
        }),
      });
      await sql`create schema ${sql.id(postgres.schema)}`.execute(old);
      await migrateBefore017(old, postgresMigrations, postgres.schema);
    } else {
      const sqlite = new SQLite(file);
      registerSearchVocabulary(sqlite);
      old = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
      await migrateBefore017(old, sqliteMigrations);
    }
    await insertUser(old, owner);
    for (const doc of [DOCS[0]!, DOCS[1]!, DOCS[6]!, DOCS[10]!]) {
      await old.insertInto('recipes').values(recipeRow(owner, doc)).execute();
    }
    foundBefore = {};
    for (const text of TEXTS) {
      const rows = await selectRecipeList(old, owner, {
        dialect: engine,
        tagKeys: [],
        search: planSearch(text, engine),
      });
      foundBefore[text] = rows.map((row) => row.title);
    }
    await old.destroy();
    database = await connectDatabase({
      sqliteFile: file,
      ...(postgres && { postgres: { ...postgres, poolSize: 2, connectTimeoutMs: 10_000 } }),
    });
  });
  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds inside the runs of the recipes written before it, and the rest as before', async () => {
    // Before 017 the index held each run as one word, where no phrase of its characters is.
    expect(foundBefore['醤油']).toEqual([]);
    expect(foundBefore['番茄']).toEqual([]);
    expect(foundBefore['creme']).toEqual(['Crème brûlée']);
    expect(foundBefore['tomato']).toEqual(['Tomato basil soup']);
    expect(await searchTitles(database.db, engine, owner, '醤油')).toEqual([TERIYAKI]);
    expect(await searchTitles(database.db, engine, owner, '番茄')).toEqual([TOMATO_EGG]);
    expect(await searchTitles(database.db, engine, owner, '炒蛋')).toEqual([TOMATO_EGG]);
    expect(await searchTitles(database.db, engine, owner, 'creme')).toEqual(['Crème brûlée']);
    expect(await searchTitles(database.db, engine, owner, 'tomato')).toEqual(['Tomato basil soup']);
  });
});
