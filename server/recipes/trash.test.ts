// The trash over real HTTP and WebSockets: a deleted recipe reads as deleted on every path (lists,
// search, tags, Discover, the shared page, single reads, writes, copies, invites, real-time joins,
// photos, admin counts), waits in its owner's trash, comes back with a restore (which the plan's
// limit holds like a create), and goes for good on request or after TRASH_RETENTION_DAYS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats, AdminUser } from '../../contract/admin';
import type { DiscoverTag, Recipe, TrashList } from '../../contract/recipes';
import type { DomainEvent } from '../lib/events';
import { fetchObject, makeImage, uploadImage } from '../objects/testing';
import { openSocket, type ReceivedMessage } from '../realtime/testing';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';
import { countOwnedRecipes } from './service';
import { purgeExpiredTrash } from './trash';

let server: TestServer;
let events: DomainEvent[];
beforeAll(async () => {
  server = await startTestServer();
  events = [];
  server.deps.events.subscribe((event) => {
    events.push(event);
  });
});
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const anonymous = () => new TestClient(server.baseUrl);
const stored = (id: string) =>
  server.deps.db.selectFrom('recipes').selectAll().where('id', '=', id).executeTakeFirst();
const ids = (recipes: ReadonlyArray<{ id: string }>) => recipes.map((recipe) => recipe.id);
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

async function trashOf(client: TestClient): Promise<TrashList> {
  const res = await client.get<TrashList>('/api/recipes/trash');
  expect(res.status).toBe(200);
  return res.body;
}

async function trash(client: TestClient, id: string) {
  expect((await client.delete(`/api/recipes/${id}`)).status).toBe(200);
}

/** Moves the recipe's deletion `days` into the past, as if it had been in the trash that long. */
async function backdateDeletion(id: string, days: number) {
  await server.deps.db
    .updateTable('recipes')
    .set({ deleted_at: new Date(Date.now() - days * DAY_MS).toISOString() })
    .where('id', '=', id)
    .execute();
}

/** A sync document for the recipe with one update, as the sync engine keeps them. */
async function addSyncDocument(recipeId: string) {
  const now = new Date().toISOString();
  const { db } = server.deps;
  await db
    .insertInto('sync_docs')
    .values({
      doc_id: recipeId,
      kind: 'recipe',
      state: Buffer.from([0, 0]),
      state_seq: 0,
      seq: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('sync_updates')
    .values({ doc_id: recipeId, seq: 1, data: Buffer.from([1]), user_id: null, created_at: now })
    .execute();
}

async function syncRows(recipeId: string) {
  const { db } = server.deps;
  const docs = await db.selectFrom('sync_docs').select('doc_id').where('doc_id', '=', recipeId);
  const updates = db.selectFrom('sync_updates').select('seq').where('doc_id', '=', recipeId);
  return (await docs.execute()).length + (await updates.execute()).length;
}

describe('DELETE /api/recipes/{id} moves the recipe to the trash', () => {
  it('hides it from every read path, as if it were deleted', async () => {
    const owner = await createUser(server, { account_type: 'premium' });
    const editor = await createUser(server);
    const stranger = await createUser(server);
    const word = `trashword${Date.now()}`;
    const tag = `trashtag${Date.now()}`;
    const recipe = await createRecipe(owner.client, {
      title: `Quince && ${word} tart`,
      tags: [tag],
      visibility: 'public',
    });
    const keeper = await createRecipe(owner.client, {
      title: `Quince && ${word} jam`,
      tags: [tag],
    });
    await owner.client.put(`/api/recipes/${recipe.id}`, { editors: [editor.user.id] });
    await owner.client.put(`/api/recipes/${keeper.id}`, { editors: [editor.user.id] });

    const readers = [owner.client, editor.client];
    const lists = (client: TestClient) => [
      client.get<Recipe[]>('/api/recipes'),
      client.get<Recipe[]>(`/api/recipes?search=${word}`),
      client.get<Recipe[]>(`/api/recipes?search=${encodeURIComponent(`quin ${word}`)}`),
      // No words at all: the title-substring path.
      client.get<Recipe[]>(`/api/recipes?search=${encodeURIComponent('&&')}`),
      client.get<Recipe[]>(`/api/recipes?tags=${tag}`),
    ];
    const discover = () => [
      stranger.client.get<Recipe[]>('/api/recipes/discover'),
      stranger.client.get<Recipe[]>(`/api/recipes/discover?search=${word}`),
      stranger.client.get<Recipe[]>(`/api/recipes/discover?tags=${tag}`),
    ];
    // Before: every path finds it.
    for (const client of readers) {
      for (const res of await Promise.all(lists(client)))
        expect(ids(res.body)).toContain(recipe.id);
    }
    for (const res of await Promise.all(discover())) expect(ids(res.body)).toContain(recipe.id);
    const tagsBefore = await stranger.client.get<DiscoverTag[]>('/api/recipes/discover/tags');
    expect(tagsBefore.body.map((chip) => chip.tag)).toContain(tag);

    await trash(owner.client, recipe.id);

    for (const client of readers) {
      for (const res of await Promise.all(lists(client))) {
        expect(res.status).toBe(200);
        expect(ids(res.body)).not.toContain(recipe.id);
      }
      for (const res of await Promise.all(lists(client)))
        expect(ids(res.body)).toContain(keeper.id);
    }
    for (const res of await Promise.all(discover())) {
      expect(res.status).toBe(200);
      expect(ids(res.body)).not.toContain(recipe.id);
    }
    // The chips are cached, but the deletion of a public recipe drops the cache.
    const tagsAfter = await stranger.client.get<DiscoverTag[]>('/api/recipes/discover/tags');
    expect(tagsAfter.body.map((chip) => chip.tag)).not.toContain(tag);

    for (const client of [owner.client, editor.client, stranger.client, anonymous()]) {
      expect((await client.get(`/api/recipes/${recipe.id}`)).status).toBe(404);
      expect((await client.get(`/api/recipes/shared/${recipe.id}`)).status).toBe(404);
    }
    expect((await owner.client.put(`/api/recipes/${recipe.id}`, { title: 'x' })).status).toBe(404);
    expect((await editor.client.put(`/api/recipes/${recipe.id}`, { title: 'x' })).status).toBe(404);
    expect((await stranger.client.post(`/api/recipes/copy/${recipe.id}`)).status).toBe(404);
    const invite = await owner.client.post('/api/recipes/invite', {
      recipeId: recipe.id,
      email: stranger.user.email,
    });
    expect(invite.status).toBe(404);
    expect((await stored(recipe.id))?.title).toBe(`Quince && ${word} tart`);
  });

  it('refuses real-time joins and tells list watchers it is gone', async () => {
    const owner = await createUser(server);
    const recipe = await createRecipe(owner.client, { visibility: 'public' });
    const socket = await openSocket(server, owner.client);
    socket.send({ type: 'watch_list' });
    await settle();
    await trash(owner.client, recipe.id);
    expect(
      await socket.next((m) => m.type === 'recipe_deleted' && m.recipeId === recipe.id),
    ).toEqual({ type: 'recipe_deleted', recipeId: recipe.id });
    expect(await socket.join(recipe.id)).toMatchObject({ type: 'error', code: 'not_found' });
    await socket.close();
  });

  it('opens its photo to nobody but the uploader', async () => {
    const owner = await createUser(server);
    const viewer = await createUser(server);
    const objectPath = await uploadImage(server, owner.client, await makeImage('png'));
    const recipe = await createRecipe(owner.client, { imageUrl: objectPath, visibility: 'public' });
    expect((await fetchObject(server, objectPath, viewer.client)).status).toBe(200);
    await trash(owner.client, recipe.id);
    expect((await fetchObject(server, objectPath, viewer.client)).status).toBe(404);
    expect((await fetchObject(server, objectPath)).status).toBe(404);
    // Another user cannot put the photo on a recipe of their own through the trashed one.
    const reuse = await viewer.client.post('/api/recipes', {
      title: 'Borrowed',
      ingredients: [],
      imageUrl: objectPath,
    });
    expect(reuse.status).toBe(400);
  });

  it('no longer counts in the admin statistics or the user list', async () => {
    const admin = await createUser(server, { account_type: 'admin' });
    const owner = await createUser(server);
    const recipe = await createRecipe(owner.client);
    await createRecipe(owner.client);
    const stats = async () => (await admin.client.get<AdminStats>('/api/admin/stats')).body;
    const recipeCount = async () => {
      const res = await admin.client.get<AdminUser[]>(
        `/api/admin/users?search=${encodeURIComponent(owner.user.email)}`,
      );
      return res.body.find((row) => row.id === owner.user.id)?.recipeCount;
    };
    const before = await stats();
    expect(await recipeCount()).toBe(2);
    await trash(owner.client, recipe.id);
    expect((await stats()).totalRecipes).toBe(before.totalRecipes - 1);
    expect(await recipeCount()).toBe(1);
  });

  it('frees a slot of the free plan: 5 recipes, one in the trash, one more fits', async () => {
    const { user, client } = await createUser(server);
    const recipes: Recipe[] = [];
    for (let i = 0; i < 5; i += 1) recipes.push(await createRecipe(client));
    expect((await client.post('/api/recipes', { title: 'Sixth', ingredients: [] })).status).toBe(
      403,
    );
    await trash(client, recipes[0]!.id);
    expect(await countOwnedRecipes(server.deps.db, user.id)).toBe(4);
    const sixth = await client.post<Recipe>('/api/recipes', { title: 'Sixth', ingredients: [] });
    expect(sixth.status).toBe(201);
    expect((await client.get<Recipe[]>('/api/recipes')).body).toHaveLength(5);
  });
});

describe('GET /api/recipes/trash', () => {
  it("lists the user's own trashed recipes, newest deletion first, with purge times", async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const first = await createRecipe(owner.client, { title: 'First gone' });
    const second = await createRecipe(owner.client, { title: 'Second gone' });
    const kept = await createRecipe(owner.client, { title: 'Kept' });
    const othersRecipe = await createRecipe(other.client);
    await trash(owner.client, first.id);
    await backdateDeletion(first.id, 2);
    await trash(owner.client, second.id);
    await trash(other.client, othersRecipe.id);

    const list = await trashOf(owner.client);
    expect(list.retentionDays).toBe(30);
    expect(ids(list.recipes)).toEqual([second.id, first.id]);
    expect(ids(list.recipes)).not.toContain(kept.id);
    const [newest, oldest] = list.recipes;
    expect(newest).toMatchObject({
      id: second.id,
      title: 'Second gone',
      ownerUid: owner.user.id,
      ingredients: second.ingredients,
    });
    for (const item of list.recipes) {
      expect(new Date(item.deletedAt).toISOString()).toBe(item.deletedAt);
      expect(Date.parse(item.purgeAt) - Date.parse(item.deletedAt)).toBe(30 * DAY_MS);
    }
    expect(Date.now() - Date.parse(oldest!.deletedAt)).toBeGreaterThan(2 * DAY_MS - 60_000);
    expect(ids((await trashOf(other.client)).recipes)).toEqual([othersRecipe.id]);
  });

  it('answers 401 signed out', async () => {
    expect((await anonymous().get('/api/recipes/trash')).status).toBe(401);
  });
});

describe('POST /api/recipes/{id}/restore', () => {
  it('moves the recipe back, newer than before, and tells open lists', async () => {
    const owner = await createUser(server);
    const recipe = await createRecipe(owner.client, { title: 'Back again', tags: ['again'] });
    const socket = await openSocket(server, owner.client);
    socket.send({ type: 'watch_list' });
    await settle();
    await trash(owner.client, recipe.id);
    await socket.next((m) => m.type === 'recipe_deleted' && m.recipeId === recipe.id);
    events.length = 0;

    const res = await owner.client.post<Recipe>(`/api/recipes/${recipe.id}/restore`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: recipe.id, title: 'Back again', tags: ['again'] });
    expect(res.body.updatedAt > recipe.updatedAt).toBe(true);
    expect(res.body).not.toHaveProperty('deletedAt');
    expect((await stored(recipe.id))?.deleted_at).toBeNull();

    const update = await socket.next(
      (m: ReceivedMessage) => m.type === 'recipe_update' && m.recipe.id === recipe.id,
    );
    expect(update).toMatchObject({ recipe: { title: 'Back again' } });
    await settle();
    expect(events).toEqual([
      expect.objectContaining({
        type: 'recipe.updated',
        actorId: owner.user.id,
        recipe: expect.objectContaining({ id: recipe.id, deleted_at: null }),
        previous: expect.objectContaining({ deleted_at: expect.any(String) }),
      }),
    ]);

    expect(ids((await owner.client.get<Recipe[]>('/api/recipes')).body)).toContain(recipe.id);
    expect(ids((await owner.client.get<Recipe[]>('/api/recipes?tags=again')).body)).toEqual([
      recipe.id,
    ]);
    expect((await owner.client.get(`/api/recipes/${recipe.id}`)).status).toBe(200);
    expect((await trashOf(owner.client)).recipes).toEqual([]);
    // Nothing left to restore.
    expect((await owner.client.post(`/api/recipes/${recipe.id}/restore`)).status).toBe(404);
    await socket.close();
  });

  it('refuses with the create 403 when the free plan is full, and changes nothing', async () => {
    const { user, client } = await createUser(server);
    const recipes: Recipe[] = [];
    for (let i = 0; i < 5; i += 1) recipes.push(await createRecipe(client));
    await trash(client, recipes[0]!.id);
    await createRecipe(client);
    await settle();
    events.length = 0;

    const res = await client.post(`/api/recipes/${recipes[0]!.id}/restore`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message:
        "You've reached your limit of 5 recipes. Upgrade to Pro for just $2/month or $50 lifetime!",
      code: 'recipe_limit_reached',
      upgradeRequired: true,
      limit: 5,
    });
    expect(await countOwnedRecipes(server.deps.db, user.id)).toBe(5);
    expect(ids((await trashOf(client)).recipes)).toEqual([recipes[0]!.id]);
    await settle();
    expect(events).toEqual([]);

    // With a slot free again, it comes back.
    await trash(client, recipes[1]!.id);
    expect((await client.post(`/api/recipes/${recipes[0]!.id}/restore`)).status).toBe(200);
    expect(ids((await trashOf(client)).recipes)).toEqual([recipes[1]!.id]);
  });

  it('holds the limit under concurrent restores: 2 at once with one slot → exactly 1', async () => {
    const { user, client } = await createUser(server);
    const recipes: Recipe[] = [];
    for (let i = 0; i < 5; i += 1) recipes.push(await createRecipe(client));
    await trash(client, recipes[0]!.id);
    await trash(client, recipes[1]!.id);
    await createRecipe(client);
    const answers = await Promise.all(
      [recipes[0]!, recipes[1]!].map((recipe) => client.post(`/api/recipes/${recipe.id}/restore`)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 403]);
    expect(await countOwnedRecipes(server.deps.db, user.id)).toBe(5);
  });

  it('is 404 to anyone but the owner, 401 signed out, 404 for a recipe not in the trash', async () => {
    const owner = await createUser(server);
    const editor = await createUser(server);
    const stranger = await createUser(server);
    const recipe = await createRecipe(owner.client, { visibility: 'public' });
    const live = await createRecipe(owner.client);
    await owner.client.put(`/api/recipes/${recipe.id}`, { editors: [editor.user.id] });
    await trash(owner.client, recipe.id);

    for (const client of [editor.client, stranger.client]) {
      const res = await client.post(`/api/recipes/${recipe.id}/restore`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Recipe not found' });
      expect((await trashOf(client)).recipes).toEqual([]);
    }
    expect((await anonymous().post(`/api/recipes/${recipe.id}/restore`)).status).toBe(401);
    expect((await owner.client.post(`/api/recipes/${live.id}/restore`)).status).toBe(404);
    expect((await owner.client.post('/api/recipes/not-an-id/restore')).status).toBe(404);
    expect((await stored(recipe.id))?.deleted_at).toEqual(expect.any(String));
  });
});

describe('DELETE /api/recipes/{id}/trash', () => {
  it('deletes a trashed recipe for good, with its sync document', async () => {
    const owner = await createUser(server);
    const recipe = await createRecipe(owner.client, { tags: ['forever'] });
    await addSyncDocument(recipe.id);
    await trash(owner.client, recipe.id);
    expect(await syncRows(recipe.id)).toBe(2);
    events.length = 0;

    const res = await owner.client.delete(`/api/recipes/${recipe.id}/trash`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Recipe deleted forever' });
    expect(await stored(recipe.id)).toBeUndefined();
    expect(await syncRows(recipe.id)).toBe(0);
    expect((await trashOf(owner.client)).recipes).toEqual([]);
    expect((await owner.client.post(`/api/recipes/${recipe.id}/restore`)).status).toBe(404);
    expect((await owner.client.delete(`/api/recipes/${recipe.id}/trash`)).status).toBe(404);
    await settle();
    // The photo clean-up listens for this one.
    expect(events).toEqual([
      expect.objectContaining({ type: 'recipe.deleted', actorId: owner.user.id }),
    ]);
  });

  it('leaves a recipe outside the trash alone, and is 404 to anyone but the owner', async () => {
    const owner = await createUser(server);
    const editor = await createUser(server);
    const stranger = await createUser(server);
    const live = await createRecipe(owner.client, { visibility: 'public' });
    const trashed = await createRecipe(owner.client, { visibility: 'public' });
    await owner.client.put(`/api/recipes/${trashed.id}`, { editors: [editor.user.id] });
    await trash(owner.client, trashed.id);

    expect((await owner.client.delete(`/api/recipes/${live.id}/trash`)).status).toBe(404);
    expect((await owner.client.get(`/api/recipes/${live.id}`)).status).toBe(200);
    for (const client of [editor.client, stranger.client]) {
      expect((await client.delete(`/api/recipes/${trashed.id}/trash`)).status).toBe(404);
    }
    expect((await anonymous().delete(`/api/recipes/${trashed.id}/trash`)).status).toBe(401);
    expect(await stored(trashed.id)).toBeDefined();
  });
});

describe('the purge', () => {
  it('deletes for good what has been in the trash longer than TRASH_RETENTION_DAYS', async () => {
    const owner = await createUser(server);
    const old = await createRecipe(owner.client, { title: 'Old' });
    const recent = await createRecipe(owner.client, { title: 'Recent' });
    const live = await createRecipe(owner.client, { title: 'Live' });
    await addSyncDocument(old.id);
    await addSyncDocument(live.id);
    await trash(owner.client, old.id);
    await trash(owner.client, recent.id);
    await backdateDeletion(old.id, 31);
    await backdateDeletion(recent.id, 29);

    expect(await purgeExpiredTrash(server.deps)).toBeGreaterThanOrEqual(1);
    expect(await stored(old.id)).toBeUndefined();
    expect(await syncRows(old.id)).toBe(0);
    expect((await stored(recent.id))?.deleted_at).toEqual(expect.any(String));
    expect(await stored(live.id)).toBeDefined();
    expect(await syncRows(live.id)).toBe(2);
    expect(ids((await trashOf(owner.client)).recipes)).toEqual([recent.id]);

    // Two days on (an injected clock), the other one's time has come too.
    const later = new Date(Date.now() + 2 * DAY_MS);
    expect(await purgeExpiredTrash(server.deps, later)).toBeGreaterThanOrEqual(1);
    expect(await stored(recent.id)).toBeUndefined();
    expect(await stored(live.id)).toBeDefined();
  });

  it('skips a recipe restored before its time came', async () => {
    const owner = await createUser(server, { account_type: 'premium' });
    const recipe = await createRecipe(owner.client);
    await trash(owner.client, recipe.id);
    expect((await owner.client.post(`/api/recipes/${recipe.id}/restore`)).status).toBe(200);
    await purgeExpiredTrash(server.deps, new Date(Date.now() + 40 * DAY_MS));
    expect((await stored(recipe.id))?.deleted_at).toBeNull();
  });

  it('runs by itself every TRASH_PURGE_INTERVAL_MINUTES, and stops when the app closes', async () => {
    const quick = await startTestServer({
      TRASH_PURGE_INTERVAL_MINUTES: 0.01,
      TRASH_RETENTION_DAYS: 7,
    });
    try {
      const owner = await createUser(quick);
      const recipe = await createRecipe(owner.client);
      expect((await owner.client.delete(`/api/recipes/${recipe.id}`)).status).toBe(200);
      const list = await owner.client.get<TrashList>('/api/recipes/trash');
      expect(list.body.retentionDays).toBe(7);
      await quick.deps.db
        .updateTable('recipes')
        .set({ deleted_at: new Date(Date.now() - 8 * DAY_MS).toISOString() })
        .where('id', '=', recipe.id)
        .execute();
      const row = () =>
        quick.deps.db.selectFrom('recipes').select('id').where('id', '=', recipe.id);
      for (let i = 0; i < 100 && (await row().executeTakeFirst()); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await row().executeTakeFirst()).toBeUndefined();
    } finally {
      await quick.close();
    }
  });
});
