// PostgreSQL's read stamp (db/change-notices.ts, migration 013): it holds while nothing a session
// read depends on changes, moves at once for this process's own writes and when another
// process's notice arrives, and is null while the listening connection is down, so that the
// session reader keeps nothing it could not see change.
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createSessionReader, destroySession } from '../auth/sessions';
import { insertUser } from '../test/factories';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database';
import { listenForChanges } from './change-notices';
import { connectDatabase, type DatabaseHandle, type PostgresOptions } from './connect';

describe.runIf(testDialect === 'postgres')('change notices on PostgreSQL', () => {
  let testDatabase: TestDatabase;
  let options: PostgresOptions;
  /** This process. */
  let here: DatabaseHandle;
  /** Another app process on the same schema. */
  let elsewhere: DatabaseHandle;
  beforeAll(async () => {
    testDatabase = createTestDatabase();
    options = {
      url: String(testDatabase.overrides.DATABASE_URL),
      schema: String(testDatabase.overrides.DATABASE_SCHEMA),
      poolSize: 2,
      connectTimeoutMs: 10_000,
      changeNotices: true,
    };
    here = await connectDatabase({ sqliteFile: ':memory:', postgres: options });
    elsewhere = await connectDatabase({ sqliteFile: ':memory:', postgres: options });
  });
  afterAll(async () => {
    await here?.close();
    await elsewhere?.close();
    await testDatabase.drop();
  });

  async function signedInCook() {
    const { id } = await insertUser(here.db, { first_name: 'Kept' });
    return { id, token: await createSession(here.db, id, 3600) };
  }

  /** Waits until the notices of earlier writes have come: the stamp unchanged for 100 ms. */
  async function settled(handle: DatabaseHandle) {
    for (let last = handle.readStamp(); ;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (handle.readStamp() === last && last !== null) return last;
      last = handle.readStamp();
    }
  }

  /** The part of a stamp that notices move (the rest counts this process's own writes). */
  const noticeMark = (stamp: string | null) => stamp?.slice(0, stamp.lastIndexOf('.')) ?? null;

  /** Waits until `handle`'s stamp is other than `before` (a notice arrived), or fails. */
  const movedFrom = async (handle: DatabaseHandle, before: string | null) =>
    expect.poll(() => handle.readStamp(), { timeout: 5_000, interval: 5 }).not.toBe(before);

  it('holds while only reads happen, and reuses the session read meanwhile', async () => {
    const cook = await signedInCook();
    await settled(here);
    const sessions = createSessionReader(here.db, here.readStamp, 100);
    await sessions.find(cook.token);
    const stamp = here.readStamp();
    for (let i = 0; i < 5; i += 1) expect(await sessions.find(cook.token)).not.toBeNull();
    await here.db.selectFrom('recipes').select('id').execute();
    expect(here.readStamp()).toBe(stamp);
    // Reused, not read again: a row deleted behind the stamp's back is still found. (A change
    // that sends no notice: the trigger is taken away for the length of the check.)
    const raw = new pg.Client({ connectionString: options.url });
    await raw.connect();
    try {
      await raw.query(`set search_path to ${options.schema}`);
      await raw.query('begin');
      await raw.query('alter table sessions disable trigger sessions_change_notice');
      await raw.query('delete from sessions where user_id = $1', [cook.id]);
      await raw.query('alter table sessions enable trigger sessions_change_notice');
      await raw.query('commit');
    } finally {
      await raw.end();
    }
    expect(await sessions.find(cook.token)).not.toBeNull();
    expect(await createSessionReader(here.db, here.readStamp, 0).find(cook.token)).toBeNull();
  });

  it("moves at once with this process's own writes", async () => {
    const cook = await signedInCook();
    const sessions = createSessionReader(here.db, here.readStamp, 100);
    expect(await sessions.find(cook.token)).not.toBeNull();
    const stamp = here.readStamp();
    await destroySession(here.db, cook.token);
    expect(here.readStamp()).not.toBe(stamp);
    expect(await sessions.find(cook.token)).toBeNull();
  });

  it("moves when another process's change to a session, a user or a list version commits", async () => {
    const sessions = createSessionReader(here.db, here.readStamp, 100);
    const writes = [
      (cook: { id: string; token: string }) => destroySession(elsewhere.db, cook.token),
      (cook: { id: string }) =>
        elsewhere.db.updateTable('users').set({ is_active: 0 }).where('id', '=', cook.id).execute(),
    ];
    for (const write of writes) {
      const cook = await signedInCook();
      expect(await sessions.find(cook.token)).not.toBeNull();
      const stamp = here.readStamp();
      await write(cook);
      await movedFrom(here, stamp);
      expect(await sessions.find(cook.token)).toBeNull();
    }
    const cook = await signedInCook();
    const before = (await sessions.find(cook.token))!.listVersions.own;
    const stamp = here.readStamp();
    await elsewhere.db
      .insertInto('list_versions')
      .values({ scope: cook.id, version: before + 3 })
      .onConflict((oc) => oc.column('scope').doUpdateSet({ version: before + 3 }))
      .execute();
    await movedFrom(here, stamp);
    expect((await sessions.find(cook.token))!.listVersions.own).toBe(before + 3);
  });

  it('ignores notices of other schemas on the same database', async () => {
    const other = createTestDatabase();
    const third = await connectDatabase({
      sqliteFile: ':memory:',
      postgres: { ...options, schema: String(other.overrides.DATABASE_SCHEMA) },
    });
    try {
      const stamp = await settled(here);
      const thirdNotices = noticeMark(await settled(third));
      await insertUser(third.db, { first_name: 'Elsewhere' });
      // The other schema's own listener hears it (its notice part moves, which may be before the
      // insert's answer is back); this one, given the time, does not.
      await expect
        .poll(() => noticeMark(third.readStamp()), { timeout: 5_000, interval: 5 })
        .not.toBe(thirdNotices);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(here.readStamp()).toBe(stamp);
    } finally {
      await third.close();
      await other.drop();
    }
  });

  it('gives no stamp while its listening connection is lost, and a new one when it is back', async () => {
    const stamp = here.readStamp();
    expect(stamp).not.toBeNull();
    const raw = new pg.Client({ connectionString: options.url });
    await raw.connect();
    try {
      const { rowCount } = await raw.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [`potluck notices ${options.schema}`],
      );
      // Both processes' listeners bear the schema's name.
      expect(rowCount).toBe(2);
    } finally {
      await raw.end();
    }
    await expect.poll(() => here.readStamp(), { timeout: 5_000, interval: 5 }).toBeNull();
    await expect.poll(() => here.readStamp(), { timeout: 10_000, interval: 20 }).not.toBeNull();
    expect(here.readStamp()).not.toBe(stamp);
  });

  it('gives no stamp when told not to listen', async () => {
    const quiet = await connectDatabase({
      sqliteFile: ':memory:',
      postgres: { ...options, changeNotices: false },
    });
    try {
      expect(quiet.readStamp()).toBeNull();
    } finally {
      await quiet.close();
    }
  });

  it('gives no stamp once its connection stops answering without a word, until one answers again', async () => {
    // A connection that goes quiet without closing (a firewall's idle drop): a proxy in between
    // that stops passing bytes on.
    const target = new URL(options.url);
    let passing = true;
    const proxy = net.createServer((inbound) => {
      const outbound = net.connect(Number(target.port || 5432), target.hostname);
      inbound.on('data', (bytes) => passing && outbound.write(bytes));
      outbound.on('data', (bytes) => passing && inbound.write(bytes));
      inbound.on('error', () => outbound.destroy());
      outbound.on('error', () => inbound.destroy());
      inbound.on('close', () => outbound.destroy());
      outbound.on('close', () => inbound.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxied = new URL(options.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String((proxy.address() as net.AddressInfo).port);
    const errors: Error[] = [];
    const notices = await listenForChanges({
      connection: { connectionString: proxied.toString() },
      schema: options.schema!,
      checkMs: 250,
      onError: (error) => errors.push(error),
    });
    try {
      const first = notices.mark();
      expect(first).not.toBeNull();
      // Notices arrive through it, and the checks go on answering.
      await insertUser(elsewhere.db, { first_name: 'Heard' });
      await expect.poll(() => notices.mark(), { timeout: 5_000, interval: 5 }).not.toBe(first);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(notices.mark()).not.toBeNull();
      expect(errors).toEqual([]);

      passing = false;
      await expect.poll(() => notices.mark(), { timeout: 3_000, interval: 5 }).toBeNull();
      expect(errors.map((error) => error.message)).toContain(
        'The connection listening for changes stopped answering',
      );
      passing = true;
      await expect.poll(() => notices.mark(), { timeout: 5_000, interval: 10 }).not.toBeNull();
    } finally {
      await notices.close();
      proxy.close();
    }
  });

  it('starts without a stamp when it cannot listen, and tries again', async () => {
    const errors: Error[] = [];
    const unreachable = new URL(options.url);
    unreachable.port = '1';
    const notices = await listenForChanges({
      connection: { connectionString: unreachable.toString(), connectionTimeoutMillis: 1_000 },
      schema: options.schema!,
      checkMs: 50,
      onError: (error) => errors.push(error),
    });
    try {
      expect(notices.mark()).toBeNull();
      expect(errors.length).toBe(1);
      await expect.poll(() => errors.length, { timeout: 3_000 }).toBeGreaterThan(1);
      expect(notices.mark()).toBeNull();
    } finally {
      await notices.close();
    }
  });
});
