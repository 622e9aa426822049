// PUT /api/recipes/{id}: partial updates, and who may change which fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, Visibility } from '../../contract/recipes';
import { createImageRecord, createRecipe, createUser, type TestUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const anonymous = () => new TestClient(server.baseUrl);

/** An owner's recipe with a listed editor and viewer, plus a stranger who holds the link. */
async function sharedRecipe(visibility: Visibility = 'private') {
  const owner = await createUser(server);
  const editor = await createUser(server);
  const viewer = await createUser(server);
  const stranger = await createUser(server);
  const created = await createRecipe(owner.client, {
    title: 'Original',
    description: 'Original description',
    tags: ['Dinner'],
    visibility,
  });
  const res = await owner.client.put<Recipe>(`/api/recipes/${created.id}`, {
    editors: [editor.user.id],
    viewers: [viewer.user.id],
  });
  expect(res.status).toBe(200);
  return { owner, editor, viewer, stranger, recipe: res.body };
}

/** The recipe as its owner reads it now. */
async function current(owner: TestUser, id: string) {
  return (await owner.client.get<Recipe>(`/api/recipes/${id}`)).body;
}

describe('PUT /api/recipes/{id} by the owner', () => {
  it('changes only the fields sent and moves updatedAt forward', async () => {
    const { client } = await createUser(server);
    const before = await createRecipe(client, {
      title: 'Soup',
      description: 'Hot',
      tags: ['a'],
      prepTime: 5,
    });
    const res = await client.put<Recipe>(`/api/recipes/${before.id}`, { title: 'Better soup' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...before, title: 'Better soup', updatedAt: res.body.updatedAt });
    expect(res.body.updatedAt > before.updatedAt).toBe(true);
    expect(res.body.createdAt).toBe(before.createdAt);
    expect((await client.get<Recipe>(`/api/recipes/${before.id}`)).body).toEqual(res.body);
  });

  it('clears nullable fields sent as null', async () => {
    const { client } = await createUser(server);
    const recipe = await createRecipe(client, { description: 'x', prepTime: 5 });
    const res = await client.put<Recipe>(`/api/recipes/${recipe.id}`, {
      description: null,
      prepTime: null,
    });
    expect(res.body).toMatchObject({ description: null, prepTime: null });
  });

  it('changes visibility and the sharing lists', async () => {
    const { recipe, editor, viewer } = await sharedRecipe();
    expect(recipe.editors).toEqual([editor.user.id]);
    expect(recipe.viewers).toEqual([viewer.user.id]);
  });

  it('refuses unknown users and the owner in the lists, changing nothing', async () => {
    const { owner, recipe } = await sharedRecipe();
    for (const [body, field] of [
      [{ editors: ['no-such-user'] }, 'editors'],
      [{ viewers: [recipe.viewers[0], 'no-such-user'] }, 'viewers'],
      [{ editors: [owner.user.id] }, 'editors'],
      [{ title: 'Changed', viewers: [owner.user.id] }, 'viewers'],
    ] as const) {
      const res = await owner.client.put(`/api/recipes/${recipe.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect(await current(owner, recipe.id)).toEqual(recipe);
  });

  it('refuses fields nobody may set, and bad input, changing nothing', async () => {
    const { client } = await createUser(server);
    const recipe = await createRecipe(client);
    const refused = [
      { ownerUid: 'someone' },
      { id: 'other' },
      { createdAt: '2020-01-01T00:00:00.000Z' },
      { title: '' },
      { title: 'x'.repeat(201) },
      { ingredients: Array.from({ length: 501 }, () => 'a') },
      { steps: ['x'.repeat(2001)] },
      { tags: Array.from({ length: 31 }, (_, i) => `t${i}`) },
      { visibility: 'everyone' },
      { editors: 'someone' },
      { prepTime: 1.5 },
    ];
    for (const body of refused) {
      const res = await client.put(`/api/recipes/${recipe.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe(Object.keys(body)[0]);
    }
    const invalidJson = await client.request('PUT', `/api/recipes/${recipe.id}`, { body: '{' });
    expect(invalidJson.status).toBe(400);
    expect((await client.get<Recipe>(`/api/recipes/${recipe.id}`)).body).toEqual(recipe);
  });

  it('keeps the tag index in step', async () => {
    const { client } = await createUser(server);
    const recipe = await createRecipe(client, { tags: ['Old'] });
    await client.put(`/api/recipes/${recipe.id}`, { tags: ['New', 'Other'] });
    const rows = await server.deps.db
      .selectFrom('recipe_tags')
      .select('tag')
      .where('recipe_id', '=', recipe.id)
      .orderBy('tag')
      .execute();
    expect(rows.map((row) => row.tag)).toEqual(['new', 'other']);
  });
});

describe('PUT /api/recipes/{id} by others', () => {
  it('answers 401 signed out, even on a link-edit recipe', async () => {
    const { owner, recipe } = await sharedRecipe('link-edit');
    const res = await anonymous().put(`/api/recipes/${recipe.id}`, { title: 'Anon' });
    expect(res.status).toBe(401);
    expect(await current(owner, recipe.id)).toEqual(recipe);
  });

  it('answers 404 for an unknown id', async () => {
    const { client } = await createUser(server);
    const res = await client.put('/api/recipes/does-not-exist', { title: 'x' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Recipe not found' });
  });

  it("answers 404 for another user's private recipe and changes nothing", async () => {
    const { owner, stranger, recipe } = await sharedRecipe('private');
    for (const body of [{ title: 'Mine now' }, { visibility: 'public' }, {}]) {
      const res = await stranger.client.put(`/api/recipes/${recipe.id}`, body);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Recipe not found' });
    }
    expect(await current(owner, recipe.id)).toEqual(recipe);
  });

  it('lets a listed editor change content fields', async () => {
    const { owner, editor, recipe } = await sharedRecipe('private');
    const photo = await createImageRecord(server, editor.user);
    const res = await editor.client.put<Recipe>(`/api/recipes/${recipe.id}`, {
      title: 'Edited',
      description: 'By the editor',
      ingredients: ['salt'],
      steps: ['stir'],
      tags: ['Quick'],
      prepTime: 3,
      cookTime: 4,
      servings: '2',
      sourceUrl: 'https://example.com/',
      imageUrl: photo,
      tipVideoUrl: 'https://example.com/video',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Edited',
      tags: ['Quick'],
      visibility: 'private',
      abilities: { edit: true, delete: false, share: false },
    });
    // An editor learns the owner's id (SPEC's Recipe) and their own place, not who else has access.
    expect(res.body.ownerUid).toBe(owner.user.id);
    expect(res.body.editors).toEqual([editor.user.id]);
    expect(res.body.viewers).toEqual([]);
  });

  it.each([
    ['visibility', { visibility: 'public' }],
    ['editors', { editors: [] }],
    ['viewers', { viewers: [] }],
    ['content with visibility', { title: 'Sneaky', visibility: 'public' }],
    ['content with editors', { description: 'Sneaky', editors: [] }],
  ])('refuses a listed editor %s with 403 and changes nothing', async (_label, body) => {
    const { owner, editor, recipe } = await sharedRecipe('link-view');
    const res = await editor.client.put(`/api/recipes/${recipe.id}`, body);
    expect(res.status).toBe(403);
    expect(await current(owner, recipe.id)).toEqual(recipe);
  });

  it('refuses ownerUid from anyone but the owner with 403, whatever the value', async () => {
    const { owner, editor, stranger, recipe } = await sharedRecipe('link-edit');
    for (const client of [editor.client, stranger.client]) {
      for (const body of [
        { ownerUid: client === editor.client ? editor.user.id : stranger.user.id },
        { title: 'x', ownerUid: 42 },
      ]) {
        const res = await client.put(`/api/recipes/${recipe.id}`, body);
        expect(res.status).toBe(403);
      }
    }
    // The owner may not move ownership either: the field does not exist (400).
    const own = await owner.client.put(`/api/recipes/${recipe.id}`, { ownerUid: editor.user.id });
    expect(own.status).toBe(400);
    expect(await current(owner, recipe.id)).toEqual(recipe);
  });

  it('refuses a listed viewer with 403', async () => {
    const { owner, viewer, recipe } = await sharedRecipe('private');
    for (const body of [{ title: 'Viewer edit' }, {}]) {
      expect((await viewer.client.put(`/api/recipes/${recipe.id}`, body)).status).toBe(403);
    }
    expect(await current(owner, recipe.id)).toEqual(recipe);
  });

  it.each(['link-view', 'public'] as const)(
    'refuses a link holder on a %s recipe with 403',
    async (visibility) => {
      const { owner, stranger, recipe } = await sharedRecipe(visibility);
      const res = await stranger.client.put(`/api/recipes/${recipe.id}`, { title: 'Nope' });
      expect(res.status).toBe(403);
      expect(await current(owner, recipe.id)).toEqual(recipe);
    },
  );

  it('lets any signed-in user edit content on a link-edit recipe, and nothing more', async () => {
    const { owner, stranger, recipe } = await sharedRecipe('link-edit');
    const edited = await stranger.client.put<Recipe>(`/api/recipes/${recipe.id}`, {
      title: 'Link edit',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('Link edit');
    for (const body of [{ visibility: 'private' }, { editors: [stranger.user.id] }]) {
      expect((await stranger.client.put(`/api/recipes/${recipe.id}`, body)).status).toBe(403);
    }
    expect(await current(owner, recipe.id)).toMatchObject({
      title: 'Link edit',
      visibility: 'link-edit',
      editors: recipe.editors,
      viewers: recipe.viewers,
    });
  });

  it('keeps both changes when an owner and an editor update different fields at once', async () => {
    const { owner, editor, recipe } = await sharedRecipe('private');
    await Promise.all([
      owner.client.put(`/api/recipes/${recipe.id}`, { title: 'From owner' }),
      editor.client.put(`/api/recipes/${recipe.id}`, { description: 'From editor' }),
    ]);
    expect(await current(owner, recipe.id)).toMatchObject({
      title: 'From owner',
      description: 'From editor',
    });
  });
});

describe('PUT /api/recipes/{id}: links and images', () => {
  it.each([
    ['imageUrl', 'https://evil.example/x.png'],
    ['imageUrl', '//evil.example/x.png'],
    ['imageUrl', '/objects/../secret'],
    ['imageUrl', '/uploads/x.png'],
    ['imageUrl', 'javascript:alert(1)'],
    ['imageUrl', '/objects/a.png'],
    ['imageUrl', '/objects/uploads/abc.png'],
    ['imageUrl', '/objects/images/not-a-uuid'],
    ['imageUrl', '/objects/images/6f1c2a4e-8b3d-4c5e-9a7f-0123456789ab/card.webp'],
    ['imageUrl', '/objects/images/6F1C2A4E-8B3D-4C5E-9A7F-0123456789AB'],
    ['imageUrl', '/objects/images/6f1c2a4e-8b3d-4c5e-9a7f-0123456789ab?x=1'],
    ['imageUrl', 'https://evil.example/objects/images/6f1c2a4e-8b3d-4c5e-9a7f-0123456789ab'],
    ['imageUrl', '/api/objects/raw/uploads/6f1c2a4e-8b3d-4c5e-9a7f-0123456789ab'],
    ['sourceUrl', 'javascript:alert(1)'],
    ['sourceUrl', 'data:text/html,<script>alert(1)</script>'],
    ['sourceUrl', 'ftp://example.com/x'],
    ['sourceUrl', 'not a url'],
    ['tipVideoUrl', 'javascript:alert(1)'],
    ['tipVideoUrl', 'file:///etc/passwd'],
  ])('refuses %s = %j with 400, changing nothing', async (field, value) => {
    const { owner, recipe } = await sharedRecipe('private');
    const res = await owner.client.put(`/api/recipes/${recipe.id}`, { [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(await current(owner, recipe.id)).toEqual(recipe);
  });

  it("refuses an image the editor may not show (unknown, or another user's), changing nothing", async () => {
    const { owner, editor, stranger, recipe } = await sharedRecipe('private');
    const theirs = await createImageRecord(server, stranger.user);
    for (const imageUrl of [theirs, '/objects/images/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d']) {
      const res = await editor.client.put(`/api/recipes/${recipe.id}`, { imageUrl });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'imageUrl' });
    }
    expect(await current(owner, recipe.id)).toEqual(recipe);
  });

  it('accepts a processed image path and http(s) links, and null to clear them', async () => {
    const { owner, recipe } = await sharedRecipe('private');
    const res = await owner.client.put<Recipe>(`/api/recipes/${recipe.id}`, {
      imageUrl: await createImageRecord(server, owner.user),
      sourceUrl: 'http://example.com/a',
      tipVideoUrl: 'https://example.com/v',
    });
    expect(res.status).toBe(200);
    const cleared = await owner.client.put<Recipe>(`/api/recipes/${recipe.id}`, {
      imageUrl: null,
      sourceUrl: null,
      tipVideoUrl: null,
    });
    expect(cleared.body).toMatchObject({ imageUrl: null, sourceUrl: null, tipVideoUrl: null });
  });
});
