// The session reader keeps what a session read found only while the database is unchanged: any
// write through the app's connection, or through another connection to the same file, is read
// again; an expired session is refused from the kept row too. On SQLite: PostgreSQL's stamp is
// tested with its notices (db/change-notices.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../db/connect';
import { insertUser } from '../test/factories';
import { createSession, createSessionReader, destroySession } from './sessions';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-session-reader-'));
const file = path.join(dir, 'potluck.db');
const handle: DatabaseHandle = await connectDatabase({ sqliteFile: file });
const { db } = handle;
afterAll(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => vi.useRealTimers());

async function signedInCook(ttlSeconds = 3600) {
  const { id } = await insertUser(db, { first_name: 'Kept' });
  return { id, token: await createSession(db, id, ttlSeconds) };
}

const reader = () => createSessionReader(db, handle.readStamp, 100);

describe('createSessionReader', () => {
  it('reuses a read while nothing is written, and reads again after any write', async () => {
    const cook = await signedInCook();
    const sessions = reader();
    expect((await sessions.find(cook.token))?.user.first_name).toBe('Kept');
    const stamp = handle.readStamp();
    expect((await sessions.find(cook.token))?.user.first_name).toBe('Kept');
    expect(handle.readStamp()).toBe(stamp);

    await db
      .updateTable('users')
      .set({ first_name: 'Renamed' })
      .where('id', '=', cook.id)
      .execute();
    expect(handle.readStamp()).not.toBe(stamp);
    expect((await sessions.find(cook.token))?.user.first_name).toBe('Renamed');
  });

  it('keeps rows: with a stamp that never moves, a deleted session is still found', async () => {
    // The control for the test above: the row is reused, not read every time.
    const cook = await signedInCook();
    const frozen = createSessionReader(db, () => 'frozen', 100);
    expect(await frozen.find(cook.token)).not.toBeNull();
    await destroySession(db, cook.token);
    expect(await frozen.find(cook.token)).not.toBeNull();
    expect(await reader().find(cook.token)).toBeNull();
  });

  it('refuses at once a session signed out, or an account disabled', async () => {
    const cook = await signedInCook();
    const other = await signedInCook();
    const sessions = reader();
    expect(await sessions.find(cook.token)).not.toBeNull();
    expect(await sessions.find(other.token)).not.toBeNull();
    await destroySession(db, cook.token);
    expect(await sessions.find(cook.token)).toBeNull();
    await db.updateTable('users').set({ is_active: 0 }).where('id', '=', other.id).execute();
    expect(await sessions.find(other.token)).toBeNull();
  });

  it('follows the list versions a write moves', async () => {
    const cook = await signedInCook();
    const sessions = reader();
    const before = (await sessions.find(cook.token))!.listVersions.own;
    await db
      .insertInto('list_versions')
      .values({ scope: cook.id, version: before + 5 })
      .onConflict((oc) => oc.column('scope').doUpdateSet({ version: before + 5 }))
      .execute();
    expect((await sessions.find(cook.token))!.listVersions.own).toBe(before + 5);
  });

  it('refuses a kept session once it has expired, with nothing written', async () => {
    const cook = await signedInCook(60);
    const sessions = reader();
    expect(await sessions.find(cook.token)).not.toBeNull();
    const stamp = handle.readStamp();
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    expect(await sessions.find(cook.token)).toBeNull();
    expect(handle.readStamp()).toBe(stamp);
  });

  it('sees what another connection to the same file wrote', async () => {
    const cook = await signedInCook();
    const sessions = reader();
    expect(await sessions.find(cook.token)).not.toBeNull();
    const elsewhere = await connectDatabase({ sqliteFile: file });
    try {
      await destroySession(elsewhere.db, cook.token);
    } finally {
      await elsewhere.close();
    }
    expect(await sessions.find(cook.token)).toBeNull();
  });

  it("with SQLITE_CHANGE_CHECK_MS, sees another connection's writes once that time has passed, its own at once", async () => {
    const cook = await signedInCook();
    vi.useFakeTimers({ toFake: ['performance'] });
    const checking = await connectDatabase({ sqliteFile: file, sqliteChangeCheckMs: 60_000 });
    const elsewhere = await connectDatabase({ sqliteFile: file });
    try {
      const sessions = createSessionReader(checking.db, checking.readStamp, 100);
      expect(await sessions.find(cook.token)).not.toBeNull();
      await destroySession(elsewhere.db, cook.token);
      expect(await sessions.find(cook.token)).not.toBeNull();
      vi.advanceTimersByTime(60_000);
      expect(await sessions.find(cook.token)).toBeNull();

      const other = await signedInCook();
      expect(await sessions.find(other.token)).not.toBeNull();
      await destroySession(checking.db, other.token);
      expect(await sessions.find(other.token)).toBeNull();
    } finally {
      await elsewhere.close();
      await checking.close();
    }
  });

  it('gives no stamp inside a transaction, and keeps nothing read there', async () => {
    const cook = await signedInCook();
    await db.transaction().execute(async () => {
      expect(handle.readStamp()).toBeNull();
    });
    expect(handle.readStamp()).not.toBeNull();
    expect(await reader().find(cook.token)).not.toBeNull();
  });

  it('hands each request its own copy of the caller', async () => {
    const cook = await signedInCook();
    const sessions = reader();
    const first = (await sessions.find(cook.token))!;
    first.user.first_name = 'Changed by a request';
    first.listVersions.own = -1;
    const second = (await sessions.find(cook.token))!;
    expect(second.user.first_name).toBe('Kept');
    expect(second.listVersions.own).not.toBe(-1);
  });

  it('reads every time with no room to keep anything', async () => {
    const cook = await signedInCook();
    const uncached = createSessionReader(db, () => 'frozen', 0);
    expect(await uncached.find(cook.token)).not.toBeNull();
    await destroySession(db, cook.token);
    expect(await uncached.find(cook.token)).toBeNull();
  });
});
