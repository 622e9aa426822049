// Access removed ends the live feed: made private, editor removed, account disabled, logout,
// expiry. Re-validation runs every 0.2 s here (WS_REVALIDATE_SECONDS), so "within a few
// seconds" is checked without sleeping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../contract/recipes';
import { WS_CLOSE_CODES } from '../../contract/realtime';
import { SESSION_COOKIE, createSession } from '../auth/sessions';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';
import { openSocket, type ReceivedMessage } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ WS_REVALIDATE_SECONDS: 0.2 });
});
afterAll(() => server.close());

const isUpdateOf = (id: string, title?: string) => (m: ReceivedMessage) =>
  m.type === 'recipe_update' &&
  m.recipe.id === id &&
  (title === undefined || m.recipe.title === title);

async function person() {
  const user = await createUser(server, { account_type: 'premium' });
  return { ...user, socket: await openSocket(server, user.client) };
}

describe('revocation through recipe changes', () => {
  it('made private: a link holder gets access_revoked at once and nothing after', async () => {
    const owner = await person();
    const holder = await person();
    const recipe = await createRecipe(owner.client, { visibility: 'link-view' });
    await owner.socket.join(recipe.id);
    await holder.socket.join(recipe.id);
    await owner.socket.next((m) => m.type === 'presence' && m.action === 'join');

    expect(
      (await owner.client.put(`/api/recipes/${recipe.id}`, { visibility: 'private' })).status,
    ).toBe(200);
    expect(await holder.socket.next((m) => m.type === 'access_revoked')).toEqual({
      type: 'access_revoked',
      recipeId: recipe.id,
    });
    expect(await owner.socket.next((m) => m.type === 'presence')).toMatchObject({
      action: 'leave',
      userId: holder.user.id,
    });
    // The private version never reached the link holder, nor does any later change.
    await owner.client.put(`/api/recipes/${recipe.id}`, { title: 'Private now' });
    await owner.socket.next(isUpdateOf(recipe.id, 'Private now'));
    expect(holder.socket.received.filter(isUpdateOf(recipe.id))).toEqual([]);
    // And joining again is refused.
    expect(await holder.socket.join(recipe.id)).toMatchObject({ type: 'error', code: 'not_found' });
    await Promise.all([owner.socket.close(), holder.socket.close()]);
  });

  it('editor removed from a private recipe: access_revoked; their edits are refused', async () => {
    const owner = await person();
    const editor = await person();
    const recipe = await createRecipe(owner.client);
    await owner.client.put(`/api/recipes/${recipe.id}`, { editors: [editor.user.id] });
    await editor.socket.join(recipe.id);
    await owner.client.put(`/api/recipes/${recipe.id}`, { editors: [] });
    await editor.socket.next((m) => m.type === 'access_revoked' && m.recipeId === recipe.id);
    expect((await editor.client.put(`/api/recipes/${recipe.id}`, { title: 'Late' })).status).toBe(
      404,
    );
    await Promise.all([owner.socket.close(), editor.socket.close()]);
  });

  it('editor removed from a link-view recipe: still a reader, now without edit', async () => {
    const owner = await person();
    const editor = await person();
    const recipe = await createRecipe(owner.client, { visibility: 'link-view' });
    await owner.client.put(`/api/recipes/${recipe.id}`, { editors: [editor.user.id] });
    await editor.socket.join(recipe.id);
    const removal = await owner.client.put(`/api/recipes/${recipe.id}`, { editors: [] });
    // The notice of the removal itself: the one of adding them may still be on its way.
    const update = await editor.socket.next(
      (m) =>
        isUpdateOf(recipe.id)(m) &&
        (m.recipe as Recipe).updatedAt === (removal.body as Recipe).updatedAt,
    );
    expect((update.recipe as Recipe).abilities).toEqual({
      edit: false,
      delete: false,
      share: false,
    });
    await Promise.all([owner.socket.close(), editor.socket.close()]);
  });
});

describe('revocation of the session', () => {
  it('account disabled and user.disabled published: every socket of the user closes with 4001', async () => {
    const owner = await person();
    const victim = await person();
    const secondTab = await openSocket(server, victim.client);
    const recipe = await createRecipe(owner.client, { visibility: 'public' });
    await owner.socket.join(recipe.id);
    await victim.socket.join(recipe.id);

    await server.deps.db
      .updateTable('users')
      .set({ is_active: 0 })
      .where('id', '=', victim.user.id)
      .execute();
    server.deps.events.publish({ type: 'user.disabled', userId: victim.user.id });
    for (const socket of [victim.socket, secondTab]) {
      expect(await socket.closed).toEqual({
        code: WS_CLOSE_CODES.sessionEnded,
        reason: 'Account disabled',
      });
    }
    expect(
      await owner.socket.next((m) => m.type === 'presence' && m.action === 'leave'),
    ).toMatchObject({
      userId: victim.user.id,
    });
    await owner.socket.close();
  });

  it('account disabled with no event: the periodic check closes the socket', async () => {
    const victim = await person();
    await server.deps.db
      .updateTable('users')
      .set({ is_active: 0 })
      .where('id', '=', victim.user.id)
      .execute();
    expect(await victim.socket.closed).toEqual({
      code: WS_CLOSE_CODES.sessionEnded,
      reason: 'Session ended',
    });
  });

  it('session expired: the periodic check closes the socket', async () => {
    const victim = await person();
    await server.deps.db
      .updateTable('sessions')
      .set({ expire: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', victim.user.id)
      .execute();
    expect((await victim.socket.closed).code).toBe(WS_CLOSE_CODES.sessionEnded);
  });

  it('logout closes the sockets of that session only, not those of the same user elsewhere', async () => {
    const laptop = await createUser(server);
    const phone = new TestClient(server.baseUrl);
    phone.setCookie(SESSION_COOKIE, await createSession(server.deps.db, laptop.user.id, 3600));
    const laptopSocket = await openSocket(server, laptop.client);
    const phoneSocket = await openSocket(server, phone);

    expect((await laptop.client.post('/api/auth/logout')).status).toBe(200);
    expect((await laptopSocket.closed).code).toBe(WS_CLOSE_CODES.sessionEnded);
    server.deps.events.publish({ type: 'session.ended', userId: laptop.user.id });
    const recipe = await createRecipe(phone);
    expect((await phoneSocket.join(recipe.id)).type).toBe('presence_state');
    await phoneSocket.close();
  });

  it('session.ended re-checks that user at once (what logout publishes)', async () => {
    // A long periodic interval, so only the event can close the socket in time.
    const slow = await startTestServer({ WS_REVALIDATE_SECONDS: 3600 });
    try {
      const { client, user } = await createUser(slow);
      const socket = await openSocket(slow, client);
      await slow.deps.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      slow.deps.events.publish({ type: 'session.ended', userId: user.id });
      expect(await socket.closed).toEqual({
        code: WS_CLOSE_CODES.sessionEnded,
        reason: 'Session ended',
      });
    } finally {
      await slow.close();
    }
  });
});
