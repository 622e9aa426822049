// Upgrading a PostgreSQL installation: 015 fills the search vocabulary from the recipes written
// before it, so their plurals and typos are found. Runs under `npm run test:pg`.
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import { selectRecipeList } from '../recipes/queries';
import { planForgivingSearch } from '../recipes/search-vocabulary';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database';
import { connectDatabase, type DatabaseHandle } from './connect';
import { postgresMigrations } from './migrations/postgres';
import type { Database } from './schema';

describe.runIf(testDialect === 'postgres')(
  'PostgreSQL 015_search_vocabulary on a populated database',
  () => {
    let testDatabase: TestDatabase;
    let database: DatabaseHandle;
    const owner = newId();

    beforeAll(async () => {
      testDatabase = createTestDatabase();
      const url = String(testDatabase.overrides.DATABASE_URL);
      const schema = String(testDatabase.overrides.DATABASE_SCHEMA);
      const old = new Kysely<Database>({
        dialect: new PostgresDialect({
          pool: new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` }),
        }),
      });
      await sql`create schema ${sql.id(schema)}`.execute(old);
      const before = Object.fromEntries(
        Object.entries(postgresMigrations).filter(([name]) => name < '015'),
      );
      const migrator = new Migrator({
        db: old,
        provider: { getMigrations: async () => before },
        migrationTableSchema: schema,
      });
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

      database = await connectDatabase({
        sqliteFile: ':memory:',
        postgres: { url, schema, poolSize: 2, connectTimeoutMs: 10_000 },
      });
    });
    afterAll(async () => {
      await database?.close();
      await testDatabase?.drop();
    });

    it('finds the plurals and typos of the words of recipes written before it', async () => {
      for (const text of ['lasagnas', 'spinch', 'dinners']) {
        const rows = await selectRecipeList(database.db, owner, {
          dialect: 'postgres',
          tagKeys: [],
          search: await planForgivingSearch(database.db, 'postgres', text, {
            forgivingWords: 8,
            stemScanWords: 500,
          }),
        });
        expect(rows.map((row) => row.title)).toEqual(['Weeknight Spinach Lasagna']);
      }
    });
  },
);
