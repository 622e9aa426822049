// POST /api/recipes/copy/{id} (Discover's 'Add') and GET /api/recipes/shared/{id} (the shared
// recipe page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, SharedRecipe } from '../../contract/recipes';
import { SharedRecipeSchema } from '../../contract/recipes';
import { countOwnedRecipes } from '../recipes/service';
import { createImageRecord, createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const anonymous = () => new TestClient(server.baseUrl);

describe('POST /api/recipes/copy/{id}', () => {
  it('makes a private copy owned by the caller, with no editors or viewers', async () => {
    const author = await createUser(server);
    const editor = await createUser(server);
    const taker = await createUser(server);
    const photo = await createImageRecord(server, author.user);
    const original = await createRecipe(author.client, {
      title: 'Grandma’s pie',
      description: 'Flaky',
      ingredients: ['flour', 'butter'],
      steps: ['Mix', 'Bake'],
      tags: ['Dessert'],
      imageUrl: photo,
      sourceUrl: 'https://example.com/pie',
      tipVideoUrl: 'https://example.com/pie.mp4',
      prepTime: 20,
      cookTime: 45,
      servings: '8',
      visibility: 'public',
    });
    await author.client.put(`/api/recipes/${original.id}`, { editors: [editor.user.id] });

    const res = await taker.client.post<Recipe>(`/api/recipes/copy/${original.id}`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ownerUid: taker.user.id,
      title: 'Grandma’s pie (Copy)',
      description: 'Flaky',
      ingredients: ['flour', 'butter'],
      steps: ['Mix', 'Bake'],
      tags: ['Dessert'],
      imageUrl: photo,
      sourceUrl: 'https://example.com/pie',
      tipVideoUrl: 'https://example.com/pie.mp4',
      prepTime: 20,
      cookTime: 45,
      servings: '8',
      visibility: 'private',
      editors: [],
      viewers: [],
      abilities: { edit: true, delete: true, share: true },
    });
    expect(res.body.id).not.toBe(original.id);
    const list = await taker.client.get<Recipe[]>('/api/recipes');
    expect(list.body.map((r) => r.id)).toEqual([res.body.id]);
    // The original is untouched.
    const after = (await author.client.get<Recipe>(`/api/recipes/${original.id}`)).body;
    expect(after).toMatchObject({
      title: original.title,
      editors: [editor.user.id],
      updatedAt: after.updatedAt,
    });
  });

  it('keeps the title within 200 characters: the original is cut before the suffix', async () => {
    const author = await createUser(server);
    const taker = await createUser(server);
    const original = await createRecipe(author.client, {
      title: 'x'.repeat(200),
      visibility: 'public',
    });
    const copy = (await taker.client.post<Recipe>(`/api/recipes/copy/${original.id}`)).body;
    expect(copy.title).toBe(`${'x'.repeat(193)} (Copy)`);
    expect(copy.title).toHaveLength(200);
  });

  it('counts toward the free plan with the same 403 body, creating nothing', async () => {
    const author = await createUser(server);
    const taker = await createUser(server);
    const original = await createRecipe(author.client, { visibility: 'public' });
    for (let i = 0; i < 5; i += 1) await createRecipe(taker.client);
    const res = await taker.client.post(`/api/recipes/copy/${original.id}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message:
        "You've reached your limit of 5 recipes. Upgrade to Pro for just $2/month or $50 lifetime!",
      code: 'recipe_limit_reached',
      upgradeRequired: true,
      limit: 5,
    });
    expect(await countOwnedRecipes(server.deps.db, taker.user.id)).toBe(5);
  });

  it('answers 401 signed out, 404 for what the caller may not read, 201 for a listed viewer', async () => {
    const author = await createUser(server);
    const viewer = await createUser(server);
    const stranger = await createUser(server);
    const secret = await createRecipe(author.client);
    const linked = await createRecipe(author.client, { visibility: 'link-view' });
    await author.client.put(`/api/recipes/${secret.id}`, { viewers: [viewer.user.id] });

    expect((await anonymous().post(`/api/recipes/copy/${linked.id}`)).status).toBe(401);
    const hidden = await stranger.client.post(`/api/recipes/copy/${secret.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ message: 'Recipe not found' });
    expect((await stranger.client.post('/api/recipes/copy/no-such-recipe')).status).toBe(404);
    expect(await countOwnedRecipes(server.deps.db, stranger.user.id)).toBe(0);
    expect((await stranger.client.post(`/api/recipes/copy/${linked.id}`)).status).toBe(201);
    expect((await viewer.client.post(`/api/recipes/copy/${secret.id}`)).status).toBe(201);
  });
});

describe('GET /api/recipes/shared/{id}', () => {
  it('answers the shared recipe shape to anyone for link and public recipes', async () => {
    const author = await createUser(server, { first_name: 'June', last_name: 'Cook' });
    const stranger = await createUser(server);
    const photo = await createImageRecord(server, author.user);
    for (const visibility of ['link-view', 'link-edit', 'public'] as const) {
      const recipe = await createRecipe(author.client, {
        title: 'Soup',
        description: 'Warm',
        ingredients: ['water'],
        steps: ['Boil', 'Serve'],
        tags: ['Easy'],
        prepTime: 5,
        cookTime: 10,
        servings: '2',
        imageUrl: photo,
        sourceUrl: 'https://example.com/soup',
        visibility,
      });
      for (const client of [anonymous(), stranger.client]) {
        const res = await client.get<SharedRecipe>(`/api/recipes/shared/${recipe.id}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          id: recipe.id,
          title: 'Soup',
          description: 'Warm',
          prepTime: 5,
          cookTime: 10,
          servings: '2',
          ownerName: 'June Cook',
          tags: ['Easy'],
          imageUrl: photo,
          ingredients: ['water'],
          instructions: ['Boil', 'Serve'],
          sourceUrl: 'https://example.com/soup',
          visibility,
        });
        expect(SharedRecipeSchema.strict().safeParse(res.body).success).toBe(true);
      }
    }
  });

  it('falls back to the e-mail name, never sending the address', async () => {
    const author = await createUser(server, { first_name: null, last_name: '  ' });
    const recipe = await createRecipe(author.client, { visibility: 'public' });
    const res = await anonymous().get<SharedRecipe>(`/api/recipes/shared/${recipe.id}`);
    expect(res.body.ownerName).toBe(author.user.email.split('@')[0]);
    expect(res.text).not.toContain(author.user.email);
  });

  it('is 404 "Recipe not found or not accessible" for private recipes, except to their people', async () => {
    const author = await createUser(server);
    const editor = await createUser(server);
    const viewer = await createUser(server);
    const stranger = await createUser(server);
    const recipe = await createRecipe(author.client);
    await author.client.put(`/api/recipes/${recipe.id}`, {
      editors: [editor.user.id],
      viewers: [viewer.user.id],
    });
    for (const client of [anonymous(), stranger.client]) {
      for (const id of [recipe.id, 'no-such-recipe', 'x'.repeat(100)]) {
        const res = await client.get(`/api/recipes/shared/${id}`);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ message: 'Recipe not found or not accessible' });
      }
    }
    for (const client of [author.client, editor.client, viewer.client]) {
      expect((await client.get(`/api/recipes/shared/${recipe.id}`)).status).toBe(200);
    }
  });
});

describe('GET /api/recipes/{id} for a signed-out link holder', () => {
  it('answers the recipe, with no abilities', async () => {
    const author = await createUser(server);
    const recipe = await createRecipe(author.client, { visibility: 'link-view' });
    const res = await anonymous().get<Recipe>(`/api/recipes/${recipe.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: recipe.id,
      abilities: { edit: false, delete: false, share: false },
    });
  });
});
