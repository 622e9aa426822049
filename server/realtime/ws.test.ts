// /ws over a real socket: the upgrade's checks, presence, fan-out of committed changes, and bad
// input (the process stays up and other sockets are unaffected).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../contract/recipes';
import { SESSION_COOKIE } from '../auth/sessions';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';
import { openSocket, refusedUpgradeStatus, type ReceivedMessage, type TestSocket } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    WS_MAX_JOINS_PER_SOCKET: 3,
    WS_MAX_SOCKETS_PER_USER: 3,
    WS_HEARTBEAT_SECONDS: 0.2,
  });
});
afterAll(() => server.close());

const isUpdateOf = (id: string, title?: string) => (m: ReceivedMessage) =>
  m.type === 'recipe_update' &&
  m.recipe.id === id &&
  (title === undefined || m.recipe.title === title);

async function userWithSocket(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(server, { account_type: 'premium', ...overrides });
  return { ...user, socket: await openSocket(server, user.client) };
}

describe('the upgrade', () => {
  it('is refused with 403 for a foreign Origin, even with a valid session', async () => {
    const { client } = await createUser(server);
    expect(await refusedUpgradeStatus(server, client, { origin: 'https://evil.example' })).toBe(
      403,
    );
  });

  it('is refused with 401 without a session, or with an unknown one', async () => {
    expect(await refusedUpgradeStatus(server, null)).toBe(401);
    expect(await refusedUpgradeStatus(server, null, { cookie: `${SESSION_COOKIE}=forged` })).toBe(
      401,
    );
  });

  it('is accepted from the same origin and from clients that send no Origin', async () => {
    const { client } = await createUser(server);
    const sameOrigin = await openSocket(server, client, { origin: server.baseUrl });
    const noOrigin = await openSocket(server, client);
    await Promise.all([sameOrigin.close(), noOrigin.close()]);
  });

  it('is refused with 429 past the per-user socket limit', async () => {
    const { client } = await createUser(server);
    const open = await Promise.all([1, 2, 3].map(() => openSocket(server, client)));
    expect(await refusedUpgradeStatus(server, client)).toBe(429);
    await Promise.all(open.map((socket) => socket.close()));
  });
});

describe('presence', () => {
  it('tells the others who joins and leaves, once per user however many tabs', async () => {
    const owner = await userWithSocket({ first_name: 'Ada', last_name: 'Owner' });
    const guest = await createUser(server, { first_name: 'Bo', last_name: 'Guest' });
    const recipe = await createRecipe(owner.client, { visibility: 'link-edit' });

    const ownerState = await owner.socket.join(recipe.id);
    expect(ownerState).toMatchObject({
      type: 'presence_state',
      recipeId: recipe.id,
      users: [{ userId: owner.user.id, name: 'Ada Owner' }],
      recipe: { id: recipe.id, title: recipe.title },
    });

    const tab1 = await openSocket(server, guest.client);
    const tab2 = await openSocket(server, guest.client);
    const guestState = await tab1.join(recipe.id);
    expect(guestState.users).toEqual([
      { userId: owner.user.id, name: 'Ada Owner' },
      { userId: guest.user.id, name: 'Bo Guest' },
    ]);
    expect(await owner.socket.next((m) => m.type === 'presence')).toEqual({
      type: 'presence',
      action: 'join',
      userId: guest.user.id,
      recipeId: recipe.id,
      name: 'Bo Guest',
    });
    const beforeSecondTab = owner.socket.mark();
    expect((await tab2.join(recipe.id)).users).toHaveLength(2);
    await tab1.close();

    // A third person's join is the fence: anything about the guest's second tab or first
    // tab's close would have arrived before it.
    const third = await userWithSocket({ first_name: 'Cy' });
    await third.socket.join(recipe.id);
    await owner.socket.next((m) => m.type === 'presence' && m.userId === third.user.id);
    expect(
      owner.socket.since(
        beforeSecondTab,
        (m) => m.type === 'presence' && m.userId === guest.user.id,
      ),
    ).toEqual([]);
    // The guest's own tab hears about the others, never about the guest.
    expect(tab2.received.some((m) => m.type === 'presence' && m.userId === guest.user.id)).toBe(
      false,
    );

    await tab2.close();
    expect(await owner.socket.next((m) => m.type === 'presence')).toMatchObject({
      action: 'leave',
      userId: guest.user.id,
    });
    third.socket.send({ type: 'leave', recipeId: recipe.id });
    expect(await owner.socket.next((m) => m.type === 'presence')).toMatchObject({
      action: 'leave',
      userId: third.user.id,
    });
    await Promise.all([owner.socket.close(), third.socket.close()]);
  });

  it('ignores a userId in messages: the session decides who joins', async () => {
    const owner = await userWithSocket();
    const spoofer = await userWithSocket();
    const recipe = await createRecipe(owner.client, { visibility: 'public' });
    await owner.socket.join(recipe.id);
    spoofer.socket.send({ type: 'join', recipeId: recipe.id, userId: owner.user.id });
    const state = await spoofer.socket.next((m) => m.type === 'presence_state');
    expect(state.users.map((u: { userId: string }) => u.userId)).toEqual([
      owner.user.id,
      spoofer.user.id,
    ]);
    expect(await owner.socket.next((m) => m.type === 'presence')).toMatchObject({
      action: 'join',
      userId: spoofer.user.id,
    });
    // A spoofed leave cannot remove the owner either.
    spoofer.socket.send({ type: 'leave', recipeId: recipe.id, userId: owner.user.id });
    expect(await owner.socket.next((m) => m.type === 'presence')).toMatchObject({
      action: 'leave',
      userId: spoofer.user.id,
    });
    await Promise.all([owner.socket.close(), spoofer.socket.close()]);
  });
});

describe('recipe_update fan-out', () => {
  it('sends every committed change, in commit order, to everyone joined, with their abilities', async () => {
    const owner = await userWithSocket();
    const editor = await userWithSocket();
    const reader = await userWithSocket();
    const recipe = await createRecipe(owner.client, { visibility: 'link-view' });
    await owner.client.put(`/api/recipes/${recipe.id}`, { editors: [editor.user.id] });
    for (const person of [owner, editor, reader]) await person.socket.join(recipe.id);

    const titles = ['One', 'Two', 'Three', 'Four', 'Five'];
    for (const title of titles) {
      const res = await editor.client.put(`/api/recipes/${recipe.id}`, { title });
      expect(res.status).toBe(200);
    }
    for (const person of [owner, editor, reader]) {
      const updates = [];
      for (const title of titles)
        updates.push(await person.socket.next(isUpdateOf(recipe.id, title)));
      const stamps = updates.map((m) => m.recipe.updatedAt as string);
      expect([...stamps].sort()).toEqual(stamps);
      expect(new Set(stamps).size).toBe(stamps.length);
    }
    const last = (person: { socket: TestSocket }) =>
      person.socket.received.filter(isUpdateOf(recipe.id)).at(-1)!.recipe as Recipe;
    expect(last(owner).abilities).toEqual({ edit: true, delete: true, share: true });
    expect(last(editor).abilities).toEqual({ edit: true, delete: false, share: false });
    expect(last(reader).abilities).toEqual({ edit: false, delete: false, share: false });
    // Each is sent what the same GET sends them: the owner the lists, a reader no ids.
    for (const person of [owner, reader]) {
      const stored = (await person.client.get<Recipe>(`/api/recipes/${recipe.id}`)).body;
      expect(last(person)).toEqual(stored);
    }
    await Promise.all([owner, editor, reader].map((p) => p.socket.close()));
  });

  it('keeps both changes when two people edit different fields at once, and both converge', async () => {
    const owner = await userWithSocket();
    const guest = await userWithSocket();
    const recipe = await createRecipe(owner.client, { visibility: 'link-edit' });
    await owner.socket.join(recipe.id);
    await guest.socket.join(recipe.id);
    await Promise.all([
      owner.client.put(`/api/recipes/${recipe.id}`, { title: 'Owner title' }),
      guest.client.put(`/api/recipes/${recipe.id}`, { description: 'Guest description' }),
    ]);
    // Each write sends the recipe as it read it after committing; on a busy machine the first
    // write's message can arrive last. A client keeps the newest by updatedAt
    // (web/features/realtime/merge-recipe.ts), and so does this.
    const latest = async (socket: TestSocket) => {
      await socket.next(isUpdateOf(recipe.id));
      await socket.next(isUpdateOf(recipe.id));
      return socket.received
        .filter(isUpdateOf(recipe.id))
        .map((message) => message.recipe)
        .reduce((newest, seen) =>
          Date.parse(seen.updatedAt) >= Date.parse(newest.updatedAt) ? seen : newest,
        );
    };
    const [seenByOwner, seenByGuest] = await Promise.all([
      latest(owner.socket),
      latest(guest.socket),
    ]);
    for (const seen of [seenByOwner, seenByGuest]) {
      expect(seen).toMatchObject({ title: 'Owner title', description: 'Guest description' });
    }
    expect(seenByOwner.updatedAt).toBe(seenByGuest.updatedAt);
    await Promise.all([owner.socket.close(), guest.socket.close()]);
  });

  it('tells joined sockets when the recipe is deleted, and forgets their joins', async () => {
    const owner = await userWithSocket();
    const guest = await userWithSocket();
    const recipe = await createRecipe(owner.client, { visibility: 'public' });
    await owner.socket.join(recipe.id);
    await guest.socket.join(recipe.id);
    expect((await owner.client.delete(`/api/recipes/${recipe.id}`)).status).toBe(200);
    for (const person of [owner, guest]) {
      expect(await person.socket.next((m) => m.type === 'recipe_deleted')).toEqual({
        type: 'recipe_deleted',
        recipeId: recipe.id,
      });
    }
    // Joining it again is the same answer as for any unknown recipe.
    expect(await guest.socket.join(recipe.id)).toMatchObject({ type: 'error', code: 'not_found' });
    await Promise.all([owner.socket.close(), guest.socket.close()]);
  });

  it('refuses a join on a recipe the user may not read, and sends it nothing afterwards', async () => {
    const owner = await userWithSocket();
    const stranger = await userWithSocket();
    const secret = await createRecipe(owner.client, { title: 'Secret' });
    const fence = await createRecipe(owner.client, { visibility: 'public' });
    await owner.socket.join(secret.id);
    expect(await stranger.socket.join(secret.id)).toEqual({
      type: 'error',
      code: 'not_found',
      message: 'Recipe not found or not accessible',
      recipeId: secret.id,
    });
    expect(await stranger.socket.join('no-such-recipe')).toMatchObject({ code: 'not_found' });
    await stranger.socket.join(fence.id);

    await owner.client.put(`/api/recipes/${secret.id}`, { title: 'Secret 2' });
    await owner.client.put(`/api/recipes/${fence.id}`, { title: 'Fence' });
    await stranger.socket.next(isUpdateOf(fence.id, 'Fence'));
    await owner.socket.next(isUpdateOf(secret.id, 'Secret 2'));
    expect(
      stranger.socket.received.some(
        (m) => JSON.stringify(m).includes(secret.id) && m.type !== 'error',
      ),
    ).toBe(false);
    expect(
      owner.socket.received.some((m) => m.type === 'presence' && m.userId === stranger.user.id),
    ).toBe(false);
    await Promise.all([owner.socket.close(), stranger.socket.close()]);
  });

  it('limits how many recipes one socket joins', async () => {
    const owner = await userWithSocket();
    const recipes = [];
    for (let i = 0; i < 4; i += 1) recipes.push(await createRecipe(owner.client));
    for (const recipe of recipes.slice(0, 3)) {
      expect((await owner.socket.join(recipe.id)).type).toBe('presence_state');
    }
    expect(await owner.socket.join(recipes[3]!.id)).toMatchObject({
      type: 'error',
      code: 'too_many_joins',
    });
    owner.socket.send({ type: 'leave', recipeId: recipes[0]!.id });
    expect((await owner.socket.join(recipes[3]!.id)).type).toBe('presence_state');
    await owner.socket.close();
  });
});

describe('open lists', () => {
  it('watch_list: changes to recipes the user owns or edits, and removal when access goes', async () => {
    const owner = await userWithSocket();
    const editor = await userWithSocket();
    for (const person of [owner, editor]) person.socket.send({ type: 'watch_list' });
    const recipe = await createRecipe(owner.client, { title: 'Listed' });
    await owner.socket.next(isUpdateOf(recipe.id, 'Listed'));

    await owner.client.put(`/api/recipes/${recipe.id}`, { editors: [editor.user.id] });
    expect((await editor.socket.next(isUpdateOf(recipe.id))).recipe.editors).toEqual([
      editor.user.id,
    ]);
    await owner.client.put(`/api/recipes/${recipe.id}`, { editors: [] });
    expect(await editor.socket.next((m) => m.type === 'recipe_removed')).toEqual({
      type: 'recipe_removed',
      recipeId: recipe.id,
    });
    await owner.client.delete(`/api/recipes/${recipe.id}`);
    await owner.socket.next((m) => m.type === 'recipe_deleted' && m.recipeId === recipe.id);
    await Promise.all([owner.socket.close(), editor.socket.close()]);
  });

  it('watch_discover: public recipes of anyone, and removal when one stops being readable', async () => {
    const author = await userWithSocket();
    const browser = await userWithSocket();
    browser.socket.send({ type: 'watch_discover' });
    await browser.socket.join((await createRecipe(author.client, { visibility: 'public' })).id);
    const recipe = await createRecipe(author.client, { title: 'Community', visibility: 'public' });
    await browser.socket.next(isUpdateOf(recipe.id, 'Community'));
    const hidden = await createRecipe(author.client, { title: 'Hidden' });
    await author.client.put(`/api/recipes/${recipe.id}`, { visibility: 'private' });
    expect(await browser.socket.next((m) => m.type === 'recipe_removed')).toEqual({
      type: 'recipe_removed',
      recipeId: recipe.id,
    });
    expect(browser.socket.received.some((m) => JSON.stringify(m).includes(hidden.id))).toBe(false);
    await Promise.all([author.socket.close(), browser.socket.close()]);
  });
});

describe('bad input', () => {
  it('answers malformed JSON, unknown types and binary frames with an error, and goes on', async () => {
    const me = await userWithSocket();
    const other = await userWithSocket();
    const recipe = await createRecipe(me.client, { visibility: 'public' });
    await other.socket.join(recipe.id);
    me.socket.send('{"type": "join",');
    expect(await me.socket.next((m) => m.type === 'error')).toMatchObject({ code: 'bad_json' });
    for (const bad of [
      { type: 'explode' },
      { type: 'join' },
      { type: 'join', recipeId: 42 },
      [],
      'null',
    ]) {
      me.socket.send(bad);
      expect(await me.socket.next((m) => m.type === 'error')).toMatchObject({
        code: 'bad_message',
      });
    }
    me.socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await me.socket.next((m) => m.type === 'error')).toMatchObject({ code: 'bad_message' });

    expect((await me.socket.join(recipe.id)).type).toBe('presence_state');
    await other.socket.next((m) => m.type === 'presence' && m.userId === me.user.id);
    await Promise.all([me.socket.close(), other.socket.close()]);
  });

  it('closes a socket that sends more than WS_MAX_MESSAGE_BYTES with 1009; others carry on', async () => {
    const me = await userWithSocket();
    const other = await userWithSocket();
    const recipe = await createRecipe(me.client, { visibility: 'public' });
    await other.socket.join(recipe.id);
    me.socket.send({ type: 'join', recipeId: recipe.id, padding: 'x'.repeat(17_000) });
    expect((await me.socket.closed).code).toBe(1009);

    expect((await new TestClient(server.baseUrl).get('/healthz')).status).toBe(200);
    await me.client.put(`/api/recipes/${recipe.id}`, { title: 'Still here' });
    await other.socket.next(isUpdateOf(recipe.id, 'Still here'));
    await other.socket.close();
  });

  it('closes a socket that floods messages with 1008', async () => {
    const me = await userWithSocket();
    const limit = server.deps.config.WS_MESSAGES_PER_SECOND;
    for (let i = 0; i < limit * 2; i += 1) me.socket.send({ type: 'watch_list' });
    expect((await me.socket.closed).code).toBe(1008);
  });
});

describe('heartbeat', () => {
  it('drops a socket that stops answering pings', async () => {
    const { client } = await createUser(server);
    // Never answers pings, like a peer that vanished without closing.
    const silent = await openSocket(server, client, { autoPong: false });
    const answering = await openSocket(server, client);
    expect((await silent.closed).code).toBe(1006);
    expect(answering.ws.readyState).toBe(answering.ws.OPEN);
    await answering.close();
  });
});
