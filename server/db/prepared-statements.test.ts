// On PostgreSQL the session read, a prepared query, runs as a named statement on each connection
// (DATABASE_PREPARED_STATEMENTS), and as plain text when that is off. Runs under
// npm run test:scaleout; there is nothing to name on SQLite.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createSession, findSessionCaller } from '../auth/sessions';
import { insertUser } from '../test/factories';
import { createTestDatabase, testDialect } from '../test/test-database';
import { connectDatabase, type DatabaseHandle } from './connect';
import { preparedStatementNames } from './prepared';

const opened: Array<{ handle: DatabaseHandle; drop: () => Promise<void> }> = [];
afterAll(async () => {
  for (const { handle, drop } of opened) {
    await handle.close();
    await drop();
  }
});

/** A database of one connection, so the statements it has prepared can be listed. */
async function oneConnection(preparedStatements: boolean) {
  const test = createTestDatabase();
  const handle = await connectDatabase({
    sqliteFile: ':memory:',
    postgres: {
      url: test.overrides.DATABASE_URL as string,
      schema: test.overrides.DATABASE_SCHEMA as string,
      poolSize: 1,
      connectTimeoutMs: 10_000,
      preparedStatements,
    },
  });
  opened.push({ handle, drop: test.drop });
  return handle.db;
}

async function signIn(db: Awaited<ReturnType<typeof oneConnection>>) {
  const { id } = await insertUser(db, { first_name: 'Named' });
  return createSession(db, id, 3600);
}

const preparedNames = async (db: Awaited<ReturnType<typeof oneConnection>>) =>
  (await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db)).rows.map(
    (row) => row.name,
  );

describe.skipIf(testDialect !== 'postgres')('named statements on PostgreSQL', () => {
  it('prepares the session read once on a connection and answers as before', async () => {
    const db = await oneConnection(true);
    const token = await signIn(db);
    for (let i = 0; i < 3; i++) {
      expect((await findSessionCaller(db, token))?.user.first_name).toBe('Named');
    }
    expect(await findSessionCaller(db, 'not a session')).toBeNull();
    // The session read's names: the map also holds what other test files run in this worker
    // compiled for databases of their own (another schema, another name). This connection
    // prepared one of them.
    const names = [...preparedStatementNames]
      .filter(([text]) => /from "sessions"/.test(text))
      .map(([, name]) => name);
    expect((await preparedNames(db)).filter((name) => names.includes(name))).toHaveLength(1);
  });

  it('sends plain text when turned off', async () => {
    const db = await oneConnection(false);
    const token = await signIn(db);
    expect((await findSessionCaller(db, token))?.user.first_name).toBe('Named');
    expect((await preparedNames(db)).filter((name) => name.startsWith('potluck_'))).toEqual([]);
  });
});
