import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../contract/recipes';
import { createImageRecord, createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';
import { countOwnedRecipes } from './service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const anonymous = () => new TestClient(server.baseUrl);
const stored = (id: string) =>
  server.deps.db.selectFrom('recipes').selectAll().where('id', '=', id).executeTakeFirst();

describe('POST /api/recipes', () => {
  it('creates a private recipe owned by the session user', async () => {
    const { user, client } = await createUser(server);
    const res = await client.post<Recipe>('/api/recipes', {
      title: '  Tomato soup ',
      description: 'Warm',
      ingredients: ['4 tomatoes', '', '  1 onion  '],
      steps: ['Chop', 'Simmer'],
      tags: ['Soup', 'soup', ' Vegan '],
      prepTime: 10,
      servings: '4',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ownerUid: user.id,
      title: 'Tomato soup',
      description: 'Warm',
      ingredients: ['4 tomatoes', '1 onion'],
      steps: ['Chop', 'Simmer'],
      tags: ['Soup', 'Vegan'],
      visibility: 'private',
      editors: [],
      viewers: [],
      prepTime: 10,
      cookTime: null,
      servings: '4',
      imageUrl: null,
      sourceUrl: null,
      tipVideoUrl: null,
      abilities: { edit: true, delete: true, share: true },
    });
    expect(res.body.id).toEqual(expect.any(String));
    expect(res.body.createdAt).toBe(res.body.updatedAt);
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
  });

  it('stores text as given, without escaping', async () => {
    const { client } = await createUser(server);
    const title = `<script>alert("x")</script> & 'quotes'`;
    const recipe = await createRecipe(client, { title, ingredients: ['<b>bold</b>'] });
    expect(recipe.title).toBe(title);
    expect((await client.get<Recipe>(`/api/recipes/${recipe.id}`)).body.ingredients).toEqual([
      '<b>bold</b>',
    ]);
  });

  it('takes visibility, image and source from the body', async () => {
    const { client, user } = await createUser(server);
    const photo = await createImageRecord(server, user);
    const recipe = await createRecipe(client, {
      visibility: 'public',
      imageUrl: photo,
      sourceUrl: 'https://example.com/pie',
    });
    expect(recipe).toMatchObject({
      visibility: 'public',
      imageUrl: photo,
      sourceUrl: 'https://example.com/pie',
    });
  });

  it("refuses an image the user may not show: unknown, or another user's unattached upload", async () => {
    const { client } = await createUser(server);
    const other = await createUser(server);
    const theirs = await createImageRecord(server, other.user);
    for (const imageUrl of [theirs, '/objects/images/6f1c2a4e-8b3d-4c5e-9a7f-0123456789ab']) {
      const res = await client.post('/api/recipes', { title: 'Mine', ingredients: [], imageUrl });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'imageUrl: Upload the image first',
        code: 'image_not_uploaded',
        field: 'imageUrl',
      });
    }
    expect(
      await countOwnedRecipes(
        server.deps.db,
        (await client.get<{ id: string }>('/api/auth/user')).body.id,
      ),
    ).toBe(0);
  });

  it('accepts an image shown by a recipe the user may read, and not one shown only privately', async () => {
    const author = await createUser(server);
    const { client } = await createUser(server);
    const shown = await createImageRecord(server, author.user);
    const hidden = await createImageRecord(server, author.user);
    await createRecipe(author.client, { title: 'Out', imageUrl: shown, visibility: 'public' });
    await createRecipe(author.client, { title: 'In', imageUrl: hidden });
    const ok = await client.post('/api/recipes', {
      title: 'Same',
      ingredients: [],
      imageUrl: shown,
    });
    expect(ok.status).toBe(201);
    const refused = await client.post('/api/recipes', {
      title: 'Peek',
      ingredients: [],
      imageUrl: hidden,
    });
    expect(refused.status).toBe(400);
  });

  it('answers 401 when signed out', async () => {
    const res = await anonymous().post('/api/recipes', { title: 'x', ingredients: [] });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Unauthorized' });
  });

  it.each([
    ['ownerUid', { ownerUid: 'someone-else' }],
    ['id', { id: 'chosen-id' }],
    ['createdAt', { createdAt: '2020-01-01T00:00:00.000Z' }],
    ['updatedAt', { updatedAt: '2020-01-01T00:00:00.000Z' }],
    ['editors', { editors: [] }],
    ['viewers', { viewers: [] }],
  ])('refuses %s in the body and creates nothing', async (field, extra) => {
    const { user, client } = await createUser(server);
    const res = await client.post('/api/recipes', { title: 'x', ingredients: ['a'], ...extra });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(await countOwnedRecipes(server.deps.db, user.id)).toBe(0);
  });

  it('answers 400 on invalid JSON', async () => {
    const { client } = await createUser(server);
    const res = await client.request('POST', '/api/recipes', { body: '{"title": "x",' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Invalid JSON body' });
  });

  it.each([
    ['title', { title: 123, ingredients: [] }],
    ['ingredients', { title: 'x', ingredients: 'flour' }],
    ['ingredients', { title: 'x', ingredients: [1, 2] }],
    ['prepTime', { title: 'x', ingredients: [], prepTime: '10' }],
    ['prepTime', { title: 'x', ingredients: [], prepTime: -1 }],
    ['visibility', { title: 'x', ingredients: [], visibility: 'everyone' }],
    ['tags', { title: 'x', ingredients: [], tags: 'a,b' }],
    ['imageUrl', { title: 'x', ingredients: [], imageUrl: 'https://evil.example/x.png' }],
    ['imageUrl', { title: 'x', ingredients: [], imageUrl: '/objects/uploads/abc.png' }],
    ['imageUrl', { title: 'x', ingredients: [], imageUrl: '/objects/images/abc.png' }],
    ['sourceUrl', { title: 'x', ingredients: [], sourceUrl: 'javascript:alert(1)' }],
  ])('answers 400 naming %s on a wrong type or value', async (field, body) => {
    const { client } = await createUser(server);
    const res = await client.post('/api/recipes', body);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it.each([
    ['title', {}],
    ['title', { title: '   ' }],
    ['ingredients', { title: 'x' }],
  ])('answers 400 naming %s when it is missing', async (field, body) => {
    const { client } = await createUser(server);
    const res = await client.post('/api/recipes', body);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('answers 400 for a body that is not an object, or no body at all', async () => {
    const { client } = await createUser(server);
    for (const body of ['[]', '"x"', '42', 'null']) {
      expect((await client.request('POST', '/api/recipes', { body })).status).toBe(400);
    }
    expect((await client.request('POST', '/api/recipes')).status).toBe(400);
  });

  const lines = (count: number, length = 5) =>
    Array.from({ length: count }, () => 'x'.repeat(length));
  it.each([
    ['title', { title: 'x'.repeat(201) }],
    ['description', { description: 'x'.repeat(5001) }],
    ['ingredients', { ingredients: lines(501) }],
    ['ingredients', { ingredients: [...lines(1), 'x'.repeat(2001)] }],
    ['steps', { steps: lines(501) }],
    ['steps', { steps: ['x'.repeat(2001)] }],
    ['tags', { tags: Array.from({ length: 31 }, (_, i) => `tag${i}`) }],
    ['tags', { tags: ['x'.repeat(51)] }],
    ['servings', { servings: 'x'.repeat(101) }],
  ])('answers 400 naming %s when it is too large', async (field, oversize) => {
    const { client } = await createUser(server);
    const res = await client.post('/api/recipes', { title: 'x', ingredients: ['a'], ...oversize });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('accepts fields exactly at their limits', async () => {
    const { client } = await createUser(server);
    const recipe = await createRecipe(client, {
      title: 't'.repeat(200),
      ingredients: lines(500, 2000),
      steps: lines(500),
      tags: Array.from({ length: 30 }, (_, i) => `t${i}`.padEnd(50, 'x')),
    });
    expect(recipe.ingredients).toHaveLength(500);
    expect(recipe.tags).toHaveLength(30);
  });

  it('answers 413 for a body over the size limit', async () => {
    const { client } = await createUser(server);
    const res = await client.post('/api/recipes', {
      title: 'x',
      ingredients: lines(450, 2000).concat(lines(100, 2000)),
    });
    expect(res.status).toBe(413);
  });
});

describe('the free plan limit', () => {
  const limitBody = {
    message:
      "You've reached your limit of 5 recipes. Upgrade to Pro for just $2/month or $50 lifetime!",
    code: 'recipe_limit_reached',
    upgradeRequired: true,
    limit: 5,
  };

  it('allows 5 recipes and refuses the 6th with the exact body', async () => {
    const { user, client } = await createUser(server);
    for (let i = 0; i < 5; i += 1) await createRecipe(client);
    const res = await client.post('/api/recipes', { title: 'Sixth', ingredients: ['a'] });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(limitBody);
    expect(await countOwnedRecipes(server.deps.db, user.id)).toBe(5);
  });

  it('frees a slot when a recipe is deleted (the trash does not count)', async () => {
    const { client } = await createUser(server);
    const recipes = [];
    for (let i = 0; i < 5; i += 1) recipes.push(await createRecipe(client));
    expect((await client.delete(`/api/recipes/${recipes[0]!.id}`)).status).toBe(200);
    await createRecipe(client);
  });

  it('counts only recipes the user owns, not those they edit', async () => {
    const { user: editor, client } = await createUser(server);
    const { client: owner } = await createUser(server, { account_type: 'premium' });
    const shared = await createRecipe(owner);
    await owner.put(`/api/recipes/${shared.id}`, { editors: [editor.id] });
    for (let i = 0; i < 5; i += 1) await createRecipe(client);
    expect((await client.get<Recipe[]>('/api/recipes')).body).toHaveLength(6);
  });

  it.each([
    ['premium account', { account_type: 'premium' }],
    ['admin account', { account_type: 'admin' }],
    ['paid plan', { subscription_plan: 'pro-monthly' }],
  ])('does not limit a %s', async (_label, overrides) => {
    const { client } = await createUser(server, overrides);
    for (let i = 0; i < 7; i += 1) await createRecipe(client);
    expect((await client.get<Recipe[]>('/api/recipes')).body).toHaveLength(7);
  });

  // limit-race.test.ts runs the same race on a database whose queries really interleave.
  it('holds under concurrent creates: 6 at once from 4 → exactly 1 more', async () => {
    const { user, client } = await createUser(server);
    for (let i = 0; i < 4; i += 1) await createRecipe(client);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        client.post('/api/recipes', { title: `Race ${i}`, ingredients: ['a'] }),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    const refused = answers.filter((res) => res.status === 403);
    expect(refused).toHaveLength(5);
    for (const res of refused) expect(res.body).toEqual(limitBody);
    expect(await countOwnedRecipes(server.deps.db, user.id)).toBe(5);
    expect((await client.get<Recipe[]>('/api/recipes')).body).toHaveLength(5);
  });
});

describe('GET /api/recipes/{id}', () => {
  it('answers the owner with full abilities', async () => {
    const { client } = await createUser(server);
    const recipe = await createRecipe(client);
    const res = await client.get<Recipe>(`/api/recipes/${recipe.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(recipe);
  });

  it("answers 404 for someone else's private recipe, signed in or not", async () => {
    const { client } = await createUser(server);
    const { client: other } = await createUser(server);
    const recipe = await createRecipe(client);
    for (const stranger of [other, anonymous()]) {
      const res = await stranger.get(`/api/recipes/${recipe.id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Recipe not found' });
    }
  });

  it('answers anyone for a public or link recipe, with their abilities', async () => {
    const { client } = await createUser(server);
    const { client: other } = await createUser(server);
    const linkEdit = await createRecipe(client, { visibility: 'link-edit' });
    const publicRecipe = await createRecipe(client, { visibility: 'public' });
    const asOther = await other.get<Recipe>(`/api/recipes/${linkEdit.id}`);
    expect(asOther.body.abilities).toEqual({ edit: true, delete: false, share: false });
    const asAnonymous = await anonymous().get<Recipe>(`/api/recipes/${publicRecipe.id}`);
    expect(asAnonymous.status).toBe(200);
    expect(asAnonymous.body.abilities).toEqual({ edit: false, delete: false, share: false });
  });

  it('answers 404 for unknown and impossible ids', async () => {
    const { client } = await createUser(server);
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', 'x'.repeat(90), '%27%22']) {
      const res = await client.get(`/api/recipes/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Recipe not found' });
    }
  });
});

describe('DELETE /api/recipes/{id}', () => {
  it('lets the owner delete: the recipe reads as deleted and waits in the trash', async () => {
    const { client } = await createUser(server);
    const { user: editor, client: editorClient } = await createUser(server);
    const recipe = await createRecipe(client, { tags: ['gone'] });
    await client.put(`/api/recipes/${recipe.id}`, { editors: [editor.id] });
    const res = await client.delete(`/api/recipes/${recipe.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Recipe deleted' });
    expect((await client.get(`/api/recipes/${recipe.id}`)).status).toBe(404);
    expect((await editorClient.get(`/api/recipes/${recipe.id}`)).status).toBe(404);
    expect((await client.delete(`/api/recipes/${recipe.id}`)).status).toBe(404);
    expect((await stored(recipe.id))?.deleted_at).toEqual(expect.any(String));
    const trash = await client.get<{ recipes: Recipe[] }>('/api/recipes/trash');
    expect(trash.body.recipes.map((item) => item.id)).toEqual([recipe.id]);
  });

  it('deleting for good from the trash takes the index rows with it', async () => {
    const { client } = await createUser(server);
    const { user: editor } = await createUser(server);
    const recipe = await createRecipe(client, { tags: ['gone'] });
    await client.put(`/api/recipes/${recipe.id}`, { editors: [editor.id] });
    expect((await client.delete(`/api/recipes/${recipe.id}`)).status).toBe(200);
    expect((await client.delete(`/api/recipes/${recipe.id}/trash`)).status).toBe(200);
    expect(await stored(recipe.id)).toBeUndefined();
    const { db } = server.deps;
    const tags = await db
      .selectFrom('recipe_tags')
      .selectAll()
      .where('recipe_id', '=', recipe.id)
      .execute();
    const members = await db
      .selectFrom('recipe_members')
      .selectAll()
      .where('recipe_id', '=', recipe.id)
      .execute();
    expect(tags).toEqual([]);
    expect(members).toEqual([]);
  });

  it('answers 401 signed out, 404 unknown or unreadable, 403 readable but not owned', async () => {
    const { client } = await createUser(server);
    const { user: editor, client: editorClient } = await createUser(server);
    const { client: stranger } = await createUser(server);
    const privateRecipe = await createRecipe(client);
    const publicRecipe = await createRecipe(client, { visibility: 'public' });
    await client.put(`/api/recipes/${privateRecipe.id}`, { editors: [editor.id] });

    expect((await anonymous().delete(`/api/recipes/${publicRecipe.id}`)).status).toBe(401);
    expect((await client.delete('/api/recipes/unknown-id')).status).toBe(404);
    const unreadable = await stranger.delete(`/api/recipes/${privateRecipe.id}`);
    expect(unreadable.status).toBe(404);
    expect(unreadable.body).toMatchObject({ message: 'Recipe not found' });
    expect((await stranger.delete(`/api/recipes/${publicRecipe.id}`)).status).toBe(403);
    expect((await editorClient.delete(`/api/recipes/${privateRecipe.id}`)).status).toBe(403);

    expect(await stored(privateRecipe.id)).toBeDefined();
    expect(await stored(publicRecipe.id)).toBeDefined();
  });
});
