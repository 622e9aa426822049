// Start-up with many replicas: four real app processes started at the same moment on one database,
// new or a schema version behind, migrate it exactly once (the one that migrates says so in its
// log; the others wait and find it up to date), and all four then serve /readyz. On the embedded
// SQLite file always; on PostgreSQL when the suite runs there (npm run test:pg).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresMigrations } from './db/migrations/postgres';
import { sqliteMigrations } from './db/migrations/sqlite';
import type { Database } from './db/schema';
import { registerSearchVocabulary } from './db/search-vocabulary';
import { startAppProcess, type AppProcess } from './test/app-process';
import { createTestDatabase, testDialect, type TestDatabase } from './test/test-database';

const PROCESSES = 4;
/** Four processes compiling and starting at once on two busy cores have taken over 45 s. */
const START_TIMEOUT_MS = 150_000;
const dataDirs: string[] = [];
const started: AppProcess[] = [];

afterAll(async () => {
  await Promise.all(started.map((process) => process.stop()));
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function newDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-start-'));
  dataDirs.push(dir);
  return dir;
}

/** Every migration but the last: a database one release behind. */
function allButLast(migrations: Record<string, Migration>) {
  const names = Object.keys(migrations).sort();
  return {
    previous: Object.fromEntries(names.slice(0, -1).map((name) => [name, migrations[name]!])),
    last: names.at(-1)!,
    all: names,
  };
}

async function migrateWith(
  db: Kysely<Database>,
  migrations: Record<string, Migration>,
  schema?: string,
) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error } = await migrator.migrateToLatest();
  expect(error).toBeUndefined();
}

/**
 * Starts `PROCESSES` app processes at once with `env` (each given its own DATA_DIR unless `env`
 * names one), checks that all serve /readyz, and answers the migrations each one applied.
 */
async function startTogether(env: (index: number) => Record<string, string>) {
  const starts = await Promise.allSettled(
    Array.from({ length: PROCESSES }, (_, index) =>
      startAppProcess(
        { LOG_LEVEL: 'info', PASSWORD_HASH_COST: '1024', DATA_DIR: newDataDir(), ...env(index) },
        START_TIMEOUT_MS,
      ),
    ),
  );
  // Those that started are stopped after the file even when another one failed to.
  const processes = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  started.push(...processes);
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) throw failed.reason;
  for (const process of processes) {
    const ready = await fetch(`${process.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  }
  return processes.map((process) => {
    const reports = process.logLines.filter(
      (line) => line.msg === 'database migrated' || line.msg === 'database up to date',
    );
    expect(reports).toHaveLength(1);
    return reports[0]!.applied as string[];
  });
}

/** Exactly one process applied `expected`; every other one applied nothing. */
function expectOneMigrated(applied: string[][], expected: string[]) {
  const migrated = applied.filter((names) => names.length > 0);
  expect(migrated).toEqual([expected]);
  expect(applied.filter((names) => names.length === 0)).toHaveLength(PROCESSES - 1);
}

describe.runIf(testDialect === 'sqlite')('processes starting together on one SQLite file', () => {
  const { previous, last, all } = allButLast(sqliteMigrations);

  it('a new file is migrated by exactly one of them, and all four serve', async () => {
    const shared = newDataDir();
    const applied = await startTogether(() => ({ DATA_DIR: shared }));
    expectOneMigrated(applied, all);
  }, 240_000);

  it('a file one version behind is migrated by exactly one of them, and all four serve', async () => {
    const shared = newDataDir();
    const sqlite = new SQLite(path.join(shared, 'potluck.db'));
    sqlite.pragma('journal_mode = WAL');
    registerSearchVocabulary(sqlite);
    const old = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    await migrateWith(old, previous);
    await old.destroy();

    const applied = await startTogether(() => ({ DATA_DIR: shared }));
    expectOneMigrated(applied, [last]);
  }, 240_000);
});

describe.runIf(testDialect === 'postgres')('processes starting together on PostgreSQL', () => {
  const { previous, last, all } = allButLast(postgresMigrations);
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    // The processes hold connections to the schemas: stopped first.
    await Promise.all(started.splice(0).map((process) => process.stop()));
    await Promise.all(databases.map((database) => database.drop()));
  });

  function settingsOf(database: TestDatabase) {
    return Object.fromEntries(
      Object.entries(database.overrides).map(([key, value]) => [key, String(value)]),
    );
  }

  it('an empty database is migrated by exactly one of them, and all four serve', async () => {
    const database = createTestDatabase();
    databases.push(database);
    const applied = await startTogether(() => settingsOf(database));
    expectOneMigrated(applied, all);
  }, 240_000);

  it('a database one version behind is migrated by exactly one of them, and all four serve', async () => {
    const database = createTestDatabase();
    databases.push(database);
    const { DATABASE_URL: url, DATABASE_SCHEMA: schema } = settingsOf(database);
    const old = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` }),
      }),
    });
    await sql`create schema ${sql.id(schema!)}`.execute(old);
    await migrateWith(old, previous, schema);
    await old.destroy();

    const applied = await startTogether(() => settingsOf(database));
    expectOneMigrated(applied, [last]);
  }, 240_000);
});
