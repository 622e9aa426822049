// The database seam: both migration sets make the same schema, the readiness ping, and what
// PostgreSQL refuses. The PostgreSQL parts run under `npm run test:pg`.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database';
import { connectDatabase, pingDatabase, type DatabaseHandle } from './connect';
import { postgresMigrations } from './migrations/postgres';
import { sqliteMigrations } from './migrations/sqlite';

/** Tables and indexes of the full-text search, which each engine builds its own way. */
const SEARCH_OBJECTS = /^(recipes_fts.*|recipe_search.*)$/;

interface SchemaShape {
  /** table → "column type-class null|not null", sorted */
  columns: Record<string, string[]>;
  indexes: string[];
}

async function sqliteShape(database: DatabaseHandle): Promise<SchemaShape> {
  const tables = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
  `.execute(database.db);
  const columns: SchemaShape['columns'] = {};
  for (const { name } of tables.rows) {
    if (SEARCH_OBJECTS.test(name)) continue;
    const info = await sql<{ name: string; type: string; notnull: number; pk: number }>`
      select name, type, "notnull", pk from pragma_table_info(${name})
    `.execute(database.db);
    columns[name] = info.rows
      .map((c) => `${c.name} ${c.type.toLowerCase()} ${c.notnull || c.pk ? 'not null' : 'null'}`)
      .sort();
  }
  const indexes = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'index' and name not like 'sqlite_autoindex_%' and sql is not null
  `.execute(database.db);
  return { columns, indexes: indexes.rows.map((r) => r.name).sort() };
}

async function postgresShape(database: DatabaseHandle): Promise<SchemaShape> {
  const rows = await sql<{ table: string; column: string; type: string; nullable: string }>`
    select table_name as table, column_name as column, data_type as type, is_nullable as nullable
    from information_schema.columns
    where table_schema = current_schema() and table_name not like 'kysely_%'
  `.execute(database.db);
  const columns: SchemaShape['columns'] = {};
  for (const row of rows.rows) {
    if (SEARCH_OBJECTS.test(row.table)) continue;
    (columns[row.table] ??= []).push(
      `${row.column} ${row.type} ${row.nullable === 'YES' ? 'null' : 'not null'}`,
    );
  }
  for (const list of Object.values(columns)) list.sort();
  // Explicitly created indexes: not the ones behind primary keys and unique constraints.
  const indexes = await sql<{ name: string }>`
    select indexname as name from pg_indexes
    where schemaname = current_schema()
      and indexname not like '%\_pkey' and indexname not like '%\_key'
      and indexname not like '%\_pk' and tablename not like 'kysely_%'
  `.execute(database.db);
  return {
    columns,
    indexes: indexes.rows
      .map((r) => r.name)
      .filter((name) => !SEARCH_OBJECTS.test(name))
      .sort(),
  };
}

describe('migration sets', () => {
  it('name the same steps on both engines, as migrate:to-postgres requires', () => {
    expect(Object.keys(sqliteMigrations)).toEqual(Object.keys(postgresMigrations));
  });
});

describe('pingDatabase', () => {
  it('answers while the database is open and throws once it is closed', async () => {
    const database = await connectDatabase({ sqliteFile: ':memory:' });
    await expect(pingDatabase(database.db)).resolves.toBeUndefined();
    await database.close();
    await expect(pingDatabase(database.db)).rejects.toThrow();
  });
});

describe('connectDatabase on PostgreSQL', () => {
  it('fails clearly when the server cannot be reached', async () => {
    await expect(
      connectDatabase({
        sqliteFile: ':memory:',
        postgres: {
          url: 'postgres://nobody@127.0.0.1:1/none',
          poolSize: 1,
          connectTimeoutMs: 2000,
        },
      }),
    ).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});

describe.runIf(testDialect === 'postgres')('on PostgreSQL', () => {
  let testDatabase: TestDatabase;
  let postgres: DatabaseHandle;
  let sqlite: DatabaseHandle;
  beforeAll(async () => {
    testDatabase = createTestDatabase();
    const overrides = testDatabase.overrides;
    postgres = await connectDatabase({
      sqliteFile: ':memory:',
      postgres: {
        url: String(overrides.DATABASE_URL),
        schema: String(overrides.DATABASE_SCHEMA),
        poolSize: 2,
        connectTimeoutMs: 10_000,
      },
    });
    sqlite = await connectDatabase({ sqliteFile: ':memory:' });
  });
  afterAll(async () => {
    await postgres.close();
    await sqlite.close();
    await testDatabase.drop();
  });

  it('both migration sets make the same tables, columns and indexes', async () => {
    const [fromSqlite, fromPostgres] = await Promise.all([
      sqliteShape(sqlite),
      postgresShape(postgres),
    ]);
    expect(Object.keys(fromPostgres.columns).sort()).toEqual(
      Object.keys(fromSqlite.columns).sort(),
    );
    // Same columns with the same nullability; types are the engines' names for text, integer and
    // bytes.
    const withoutType = (list: string[]) => list.map((entry) => entry.replace(/ \S+ /, ' '));
    for (const [table, columns] of Object.entries(fromSqlite.columns)) {
      expect(withoutType(fromPostgres.columns[table]!), table).toEqual(withoutType(columns));
      const typeOf = (list: string[]) =>
        list.map((entry) =>
          entry.split(' ')[1]!.replace('character varying', 'text').replace('bytea', 'blob'),
        );
      expect(typeOf(fromPostgres.columns[table]!), table).toEqual(typeOf(columns));
    }
    expect(fromPostgres.indexes).toEqual(fromSqlite.indexes);
    expect(await pingDatabase(postgres.db)).toBeUndefined();
  });

  it('the migrations ran once and a second start finds nothing to do', async () => {
    const overrides = testDatabase.overrides;
    const again = await connectDatabase({
      sqliteFile: ':memory:',
      postgres: {
        url: String(overrides.DATABASE_URL),
        schema: String(overrides.DATABASE_SCHEMA),
        poolSize: 1,
        connectTimeoutMs: 10_000,
      },
    });
    const names = await sql<{ name: string }>`select name from kysely_migration order by name`
      .execute(again.db)
      .then((result) => result.rows.map((row) => row.name));
    await again.close();
    expect(names).toEqual(Object.keys(postgresMigrations).sort());
  });
});

describe.runIf(testDialect === 'postgres')('several processes starting at once', () => {
  it('all connect to a new schema, which is created and migrated once', async () => {
    const testDatabase = createTestDatabase();
    const options = {
      url: String(testDatabase.overrides.DATABASE_URL),
      schema: String(testDatabase.overrides.DATABASE_SCHEMA),
      poolSize: 2,
      connectTimeoutMs: 10_000,
    };
    const started = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        connectDatabase({ sqliteFile: ':memory:', postgres: options }),
      ),
    );
    const handles = started.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    try {
      expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(
        handles[0]!.db,
      );
      expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(postgresMigrations).sort());
      for (const handle of handles) await pingDatabase(handle.db);
    } finally {
      for (const handle of handles) await handle.close();
      await testDatabase.drop();
    }
  });
});

describe.runIf(testDialect === 'postgres')('text PostgreSQL cannot store', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('a NUL character is bad input (400) and changes nothing', async () => {
    const { user, client } = await createUser(server);
    const res = await client.post('/api/recipes', { title: 'Nul\u0000pie', ingredients: ['a'] });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/NUL/);
    const recipe = await createRecipe(client, { title: 'Fine' });
    const edit = await client.put(`/api/recipes/${recipe.id}`, { description: 'a\u0000b' });
    expect(edit.status).toBe(400);
    const rows = await server.deps.db
      .selectFrom('recipes')
      .select(['title', 'description'])
      .where('owner_uid', '=', user.id)
      .execute();
    expect(rows).toEqual([{ title: 'Fine', description: null }]);
  });
});
