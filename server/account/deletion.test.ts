// DELETE /api/account: the account and what it owns go in one transaction; what others share
// with it stays theirs; a household with other members stays with one of them.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../auth/testing';
import { addLines, addMember, createList, ownHousehold } from '../households/testing';
import { openSocket } from '../realtime/testing';
import { createImageRecord, createRecipe, createUser, type TestUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.deps.db;
const deleteAccount = (client: TestClient, password: string) =>
  client.request('DELETE', '/api/account', { json: { password } });
const count = async (table: 'recipes' | 'sessions' | 'api_tokens', column: string, id: string) => {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${id}`.execute(db());
  return Number(rows[0]?.n);
};

/** A signed-up user, as a TestUser for the household helpers. */
async function asTestUser(account: SignedUpUser): Promise<TestUser> {
  const user = await db()
    .selectFrom('users')
    .selectAll()
    .where('id', '=', account.user.id)
    .executeTakeFirstOrThrow();
  return { user, client: account.client };
}

describe('DELETE /api/account', () => {
  it('deletes the account with its recipes, sessions and tokens; shared recipes vanish live', async () => {
    const leaving = await signUp(server);
    const friend = await createUser(server);
    const photo = await createImageRecord(server, (await asTestUser(leaving)).user);
    const shared = await createRecipe(leaving.client, { visibility: 'link-view', imageUrl: photo });
    const trashed = await createRecipe(leaving.client);
    expect((await leaving.client.delete(`/api/recipes/${trashed.id}`)).status).toBe(200);
    const token = await leaving.client.post('/api/tokens', { name: 'script', scope: 'read' });
    expect(token.status).toBe(201);
    // The friend's own recipe, which the leaving person may edit.
    const friendsRecipe = await createRecipe(friend.client, { title: 'Friend’s stew' });
    const invite = await friend.client.post('/api/recipes/invite', {
      recipeId: friendsRecipe.id,
      email: leaving.email,
      inviteType: 'email',
    });
    expect(invite.body.isExistingUser).toBe(true);
    // Edited once, so the recipe has its sync document (and history) to go with it.
    expect(
      (await leaving.client.put(`/api/recipes/${shared.id}`, { title: 'Shared pie' })).status,
    ).toBe(200);
    const docsOf = (ids: string[]) =>
      db().selectFrom('sync_docs').select('doc_id').where('doc_id', 'in', ids).execute();
    expect(await docsOf([shared.id])).toHaveLength(1);
    // The friend has the shared recipe open.
    const socket = await openSocket(server, friend.client);
    expect(await socket.join(shared.id)).toMatchObject({ type: 'presence_state' });

    const res = await deleteAccount(leaving.client, leaving.password);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.getSetCookie().join()).toMatch(/potluck_sid=;/);

    expect(
      await socket.next((m) => m.type === 'recipe_deleted' && m.recipeId === shared.id),
    ).toEqual({
      type: 'recipe_deleted',
      recipeId: shared.id,
    });
    await socket.close();
    expect((await friend.client.get(`/api/recipes/shared/${shared.id}`)).status).toBe(404);
    expect(await count('recipes', 'owner_uid', leaving.user.id)).toBe(0);
    expect(await docsOf([shared.id, trashed.id])).toEqual([]);
    expect(await count('sessions', 'user_id', leaving.user.id)).toBe(0);
    expect(await count('api_tokens', 'user_id', leaving.user.id)).toBe(0);
    const bearer = await new TestClient(server.baseUrl).get('/api/recipes', {
      authorization: `Bearer ${token.body.token}`,
    });
    expect(bearer.status).toBe(401);
    expect((await leaving.client.get('/api/auth/user')).status).toBe(401);
    const login = await new TestClient(server.baseUrl).post('/api/auth/login', {
      email: leaving.email,
      password: leaving.password,
    });
    expect(login.status).toBe(401);
    // The photo nothing else shows is gone.
    await expect
      .poll(async () => db().selectFrom('images').select('id').where('path', '=', photo).execute())
      .toEqual([]);

    // The friend's recipe is still theirs, without the leaving person on it.
    const kept = await friend.client.get(`/api/recipes/${friendsRecipe.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.title).toBe('Friend’s stew');
    const people = await friend.client.get(`/api/recipes/${friendsRecipe.id}/people`);
    expect(JSON.stringify(people.body)).not.toContain(leaving.user.id);
    const members = await db()
      .selectFrom('recipe_members')
      .select('user_id')
      .where('recipe_id', '=', friendsRecipe.id)
      .execute();
    expect(members).toEqual([]);
    // The address may sign up again, as a new account.
    const again = await new TestClient(server.baseUrl).post('/api/auth/register', {
      email: leaving.email,
      password: 'a new start',
      firstName: 'New',
      lastName: 'Start',
    });
    expect(again.status).toBe(201);
  });

  it('refuses a wrong or missing password and deletes nothing', async () => {
    const account = await signUp(server);
    const recipe = await createRecipe(account.client);
    for (const body of [{ password: 'not it' }, {}, { password: account.password, extra: 1 }]) {
      const res = await account.client.request('DELETE', '/api/account', { json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await account.client.get(`/api/recipes/${recipe.id}`)).status).toBe(200);
    expect((await account.client.get('/api/auth/user')).status).toBe(200);
  });

  it('keeps a household with other members, handed to one of them; a lone one goes', async () => {
    const owner = await asTestUser(await signUp(server));
    const member = await createUser(server);
    const household = await ownHousehold(owner.client);
    // The member has opened Plan once (their own household exists, untouched).
    const membersOwn = await ownHousehold(member.client);
    await addMember(owner.client, household.id, member);
    const list = await createList(owner.client, household.id, 'Weekend');

    // The owner also belongs to a friend's household.
    const friend = await createUser(server);
    const friendsHousehold = await ownHousehold(friend.client);
    await addMember(friend.client, friendsHousehold.id, owner);

    const res = await deleteAccount(owner.client, 'correct horse battery');
    expect(res.status, res.text).toBe(200);

    const after = await member.client.get(`/api/households/${household.id}`);
    expect(after.status, after.text).toBe(200);
    expect(after.body.role).toBe('owner');
    expect(JSON.stringify(after.body)).not.toContain(owner.user.id);
    expect((await member.client.get(`/api/lists/${list.id}`)).status).toBe(200);
    // Their untouched household gave way to the one they now own.
    const own = await member.client.get('/api/households');
    expect(own.body.households.map((h: { id: string }) => h.id)).toEqual([household.id]);
    expect(membersOwn.id).not.toBe(household.id);

    const friends = await friend.client.get(`/api/households/${friendsHousehold.id}`);
    expect(friends.status).toBe(200);
    expect(JSON.stringify(friends.body)).not.toContain(owner.user.id);
  });

  it('deletes a household the person alone belongs to, with its lists', async () => {
    const account = await signUp(server);
    const household = await ownHousehold(account.client);
    const list = await createList(account.client, household.id);
    await addLines(account.client, list.id, ['2 eggs']);
    const docsOf = () =>
      db()
        .selectFrom('sync_docs')
        .select('doc_id')
        .where('doc_id', 'in', [household.id, list.id])
        .execute();
    expect(await docsOf()).toHaveLength(1);
    expect((await deleteAccount(account.client, account.password)).status).toBe(200);
    const rows = await db()
      .selectFrom('households')
      .select('id')
      .where('id', '=', household.id)
      .execute();
    expect(rows).toEqual([]);
    expect(await docsOf()).toEqual([]);
  });

  it('refuses to delete the only administrator (409)', async () => {
    const account = await signUp(server);
    const others = await db()
      .selectFrom('users')
      .select('id')
      .where('account_type', '=', 'admin')
      .execute();
    expect(others).toEqual([]);
    await db()
      .updateTable('users')
      .set({ account_type: 'admin' })
      .where('id', '=', account.user.id)
      .execute();
    const res = await deleteAccount(account.client, account.password);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('last_admin_leaving');
    expect((await account.client.get('/api/auth/user')).status).toBe(200);
    await db()
      .updateTable('users')
      .set({ account_type: 'free' })
      .where('id', '=', account.user.id)
      .execute();
  });
});
