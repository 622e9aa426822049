import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSessionUser } from '../auth/sessions';
import { createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { findLiveSessionKeys } from './queries';
import { sessionKeyOf } from './sessions';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('socket session checks', () => {
  it('hash a token the way the sessions table keys it', async () => {
    const { user } = await createUser(server);
    const token = await createSession(server.deps.db, user.id, 60);
    const row = await server.deps.db
      .selectFrom('sessions')
      .select('user_id')
      .where('sid', '=', sessionKeyOf(token))
      .executeTakeFirst();
    expect(row?.user_id).toBe(user.id);
  });

  it('agree with findSessionUser: gone, expired and disabled sessions are not live', async () => {
    const { db } = server.deps;
    const tokens: Record<string, string> = {};
    for (const name of ['live', 'gone', 'expired', 'disabled']) {
      const { user } = await createUser(server);
      tokens[name] = await createSession(db, user.id, 60);
      if (name === 'gone') await db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      if (name === 'expired') {
        await db
          .updateTable('sessions')
          .set({ expire: '2000-01-01T00:00:00.000Z' })
          .where('user_id', '=', user.id)
          .execute();
      }
      if (name === 'disabled')
        await db.updateTable('users').set({ is_active: 0 }).where('id', '=', user.id).execute();
    }
    const live = await findLiveSessionKeys(db, Object.values(tokens).map(sessionKeyOf));
    for (const [name, token] of Object.entries(tokens)) {
      const isLive = live.has(sessionKeyOf(token));
      expect(isLive, name).toBe(name === 'live');
      expect(isLive, name).toBe((await findSessionUser(db, token)) !== null);
    }
  });

  it('check many sessions in batches', async () => {
    const { user } = await createUser(server);
    const tokens = await Promise.all(
      Array.from({ length: 600 }, () => createSession(server.deps.db, user.id, 60)),
    );
    const keys = [...tokens.map(sessionKeyOf), 'not-a-session'];
    const live = await findLiveSessionKeys(server.deps.db, keys);
    expect(live.size).toBe(600);
  });
});
