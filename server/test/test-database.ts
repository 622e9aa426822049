// The database a test server runs on: a SQLite file in its data folder by default, or, when
// TEST_DATABASE_URL is set (`npm run test:pg`), a fresh PostgreSQL schema of that database, so
// vitest's parallel files and their servers never see each other's rows. The schema is dropped
// when the server that made it closes.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Config } from '../config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** TEST_DATABASE_URL, handed over by vitest.config.ts; empty for SQLite. */
    testDatabaseUrl: string;
  }
}

// The test runner's own setting, not the app's: the app reads DATABASE_URL through config.ts.
const testDatabaseUrl = inject('testDatabaseUrl') || undefined;

/** Connections each PostgreSQL test server keeps: enough for its concurrency tests, few enough
 *  that a parallel run of every file stays well under the server's max_connections. */
const TEST_POOL_SIZE = 4;

export interface TestDatabase {
  dialect: 'sqlite' | 'postgres';
  /** Configuration that points an app at this database. */
  overrides: Partial<Record<keyof Config, unknown>>;
  /** Removes what was made for it (the PostgreSQL schema; a SQLite file goes with its folder). */
  drop(): Promise<void>;
}

export const testDialect: TestDatabase['dialect'] = testDatabaseUrl ? 'postgres' : 'sqlite';

export function createTestDatabase(): TestDatabase {
  if (!testDatabaseUrl) return { dialect: 'sqlite', overrides: {}, drop: async () => {} };
  const url = testDatabaseUrl;
  const schema = `potluck_test_${randomBytes(8).toString('hex')}`;
  return {
    dialect: 'postgres',
    overrides: { DATABASE_URL: url, DATABASE_SCHEMA: schema, DATABASE_POOL_SIZE: TEST_POOL_SIZE },
    drop: () => dropSchema(url, schema),
  };
}

async function dropSchema(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
