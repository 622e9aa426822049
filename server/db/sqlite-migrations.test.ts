// Upgrading an embedded installation: recipes written before a migration are still found after
// it. 003 rebuilt the full-text index with the words that scope a search; 014 filled the search
// vocabulary that plurals and typos are looked up in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import { selectRecipeList } from '../recipes/queries';
import { planSearch } from '../recipes/search';
import { planForgivingSearch } from '../recipes/search-vocabulary';
import { selectPublicRecipes } from '../sharing/queries';
import { connectDatabase, type DatabaseHandle } from './connect';
import { sqliteMigrations } from './migrations/sqlite';
import type { Database } from './schema';

describe('SQLite 003_search_scope on a populated database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-migrate-'));
  const file = path.join(dir, 'potluck.db');
  const owner = newId();
  const editor = newId();
  let database: DatabaseHandle;

  beforeAll(async () => {
    const before: Record<string, Migration> = {
      '001_core': sqliteMigrations['001_core']!,
      '002_objects_admin_contact': sqliteMigrations['002_objects_admin_contact']!,
    };
    const old = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(file) }),
    });
    const migrator = new Migrator({ db: old, provider: { getMigrations: async () => before } });
    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    const now = nowIso();
    await old
      .insertInto('users')
      .values(
        [owner, editor].map((id) => ({
          id,
          email: `${id}@example.com`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const recipe = (title: string, visibility: string, editors: string[]) => ({
      id: newId(),
      owner_uid: owner,
      title,
      description: null,
      ingredients: '["2 quinces"]',
      steps: '[]',
      tags: '["Autumn"]',
      visibility,
      editors: JSON.stringify(editors),
      viewers: '[]',
      created_at: now,
      updated_at: now,
    });
    const shared = recipe('Quince jelly', 'private', [editor]);
    await old
      .insertInto('recipes')
      .values([shared, recipe('Quince tart', 'public', [])])
      .execute();
    await old
      .insertInto('recipe_members')
      .values({ recipe_id: shared.id, user_id: editor, role: 'editor' })
      .execute();
    await old.destroy();

    database = await connectDatabase({ sqliteFile: file });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const titles = (rows: Array<{ title: string }>) => rows.map((row) => row.title).sort();
  const mine = async (userId: string, text: string) =>
    titles(
      await selectRecipeList(database.db, userId, {
        dialect: 'sqlite',
        tagKeys: [],
        search: planSearch(text, 'sqlite'),
      }),
    );

  it('finds the recipes written before it, for their owner and their editors', async () => {
    expect(await mine(owner, 'quince')).toEqual(['Quince jelly', 'Quince tart']);
    expect(await mine(owner, 'autumn')).toEqual(['Quince jelly', 'Quince tart']);
    expect(await mine(editor, 'quin')).toEqual(['Quince jelly']);
  });

  it('finds the public ones in Discover', async () => {
    const page = await selectPublicRecipes(database.db, {
      tagKeys: [],
      search: planSearch('quince', 'sqlite'),
      after: null,
      limit: 10,
    });
    expect(titles(page)).toEqual(['Quince tart']);
  });
});

describe('SQLite 015_search_vocabulary on a populated database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-migrate-'));
  const file = path.join(dir, 'potluck.db');
  const owner = newId();
  let database: DatabaseHandle;

  beforeAll(async () => {
    const before = Object.fromEntries(
      Object.entries(sqliteMigrations).filter(([name]) => name < '015'),
    );
    const old = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(file) }),
    });
    const migrator = new Migrator({ db: old, provider: { getMigrations: async () => before } });
    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    const now = nowIso();
    await old
      .insertInto('users')
      .values({ id: owner, email: `${owner}@example.com`, created_at: now, updated_at: now })
      .execute();
    await old
      .insertInto('recipes')
      .values({
        id: newId(),
        owner_uid: owner,
        title: 'Weeknight Spinach Lasagna',
        description: null,
        ingredients: '["9 lasagna sheets"]',
        steps: '[]',
        tags: '["Dinner"]',
        visibility: 'private',
        editors: '[]',
        viewers: '[]',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await old.destroy();

    database = await connectDatabase({ sqliteFile: file });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds the plurals and typos of the words of recipes written before it', async () => {
    for (const text of ['lasagnas', 'spinch', 'dinners']) {
      const rows = await selectRecipeList(database.db, owner, {
        dialect: 'sqlite',
        tagKeys: [],
        search: await planForgivingSearch(database.db, 'sqlite', text, {
          forgivingWords: 8,
          stemScanWords: 500,
        }),
      });
      expect(rows.map((row) => row.title)).toEqual(['Weeknight Spinach Lasagna']);
    }
  });
});
