// GET /api/recipes/discover and /discover/tags: public recipes of everyone, newest first, paged
// by cursor, with owner names and masked addresses only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverRecipe } from '../../contract/recipes';
import { NEXT_CURSOR_HEADER } from '../../contract/recipes';
import { newId } from '../lib/ids';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DISCOVER_PAGE_SIZE: 4 });
});
afterAll(() => server.close());

/** Every test tags its recipes with a tag of its own, so tests never see each other's. */
const uniqueTag = () => `t${newId().slice(0, 8)}`;
const q = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

async function discover(client: TestClient, params: Record<string, string | number>) {
  const res = await client.get<DiscoverRecipe[]>(`/api/recipes/discover${q(params)}`);
  expect(res.status, res.text).toBe(200);
  return res;
}

/** Follows the cursor header to the end. */
async function allPages(client: TestClient, params: Record<string, string | number>) {
  const pages: DiscoverRecipe[][] = [];
  let cursor: string | null = null;
  do {
    const res = await discover(client, cursor ? { ...params, cursor } : params);
    pages.push(res.body);
    cursor = res.headers.get(NEXT_CURSOR_HEADER);
  } while (cursor && pages.length < 50);
  return pages;
}

/** Public recipes with given created_at values, inserted directly (ties and order are the point). */
async function insertPublic(ownerId: string, tag: string, createdAts: string[]) {
  const ids = [];
  for (const [i, createdAt] of createdAts.entries()) {
    const id = newId();
    ids.push(id);
    await server.deps.db
      .insertInto('recipes')
      .values({
        id,
        owner_uid: ownerId,
        title: `Inserted ${i}`,
        description: null,
        ingredients: '[]',
        steps: '[]',
        tags: JSON.stringify([tag]),
        image_url: null,
        tip_video_url: null,
        source_url: null,
        prep_time: null,
        cook_time: null,
        servings: null,
        visibility: 'public',
        editors: '[]',
        viewers: '[]',
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    await server.deps.db.insertInto('recipe_tags').values({ recipe_id: id, tag }).execute();
  }
  return ids;
}

describe('GET /api/recipes/discover', () => {
  it('answers 401 when signed out (Discover needs an account)', async () => {
    const res = await new TestClient(server.baseUrl).get('/api/recipes/discover');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Unauthorized' });
  });

  it('lists public recipes of every user, newest first, and nothing else', async () => {
    const tag = uniqueTag();
    const alice = await createUser(server, { first_name: 'Alice', last_name: 'Baker' });
    const bob = await createUser(server, {
      first_name: null,
      last_name: null,
      email: `bob.${tag}@example.com`,
    });
    const viewer = await createUser(server);
    await createRecipe(alice.client, { title: 'A public', tags: [tag], visibility: 'public' });
    for (const visibility of ['private', 'link-view', 'link-edit'] as const) {
      await createRecipe(alice.client, { title: `A ${visibility}`, tags: [tag], visibility });
    }
    await createRecipe(bob.client, { title: 'B public', tags: [tag], visibility: 'public' });

    const res = await discover(viewer.client, { tags: tag });
    expect(res.body.map((r) => r.title)).toEqual(['B public', 'A public']);
    expect(res.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    const [fromBob, fromAlice] = res.body;
    expect(fromAlice).toMatchObject({
      ownerName: 'Alice Baker',
      visibility: 'public',
      editors: [],
      viewers: [],
    });
    // Owners appear by name, and by id as SPEC's Recipe has it.
    expect(fromAlice!.ownerUid).toBe(alice.user.id);
    expect(fromAlice!.ownerEmail).toMatch(/^c\*\*\*@example\.com$/);
    expect(fromBob).toMatchObject({ ownerName: `bob.${tag}`, ownerEmail: 'b***@example.com' });
    expect(fromAlice!.abilities).toEqual({ edit: false, delete: false, share: false });
    // No full address of anyone leaves the server.
    expect(res.text).not.toContain(alice.user.email);
    expect(res.text).not.toContain(bob.user.email);
  });

  it('includes the signed-in user’s own public recipes, with their abilities', async () => {
    const tag = uniqueTag();
    const me = await createUser(server);
    await createRecipe(me.client, { tags: [tag], visibility: 'public' });
    const [mine] = (await discover(me.client, { tags: tag })).body;
    expect(mine?.abilities).toEqual({ edit: true, delete: true, share: true });
  });

  it('pages with a cursor: every recipe once, in order, ties broken by id', async () => {
    const tag = uniqueTag();
    const owner = await createUser(server);
    const stamps = [
      '2024-01-05T00:00:00.000Z',
      '2024-01-04T00:00:00.000Z',
      '2024-01-04T00:00:00.000Z',
      '2024-01-04T00:00:00.000Z',
      '2024-01-03T00:00:00.000Z',
      '2024-01-02T00:00:00.000Z',
      '2024-01-02T00:00:00.000Z',
      '2024-01-01T00:00:00.000Z',
      '2023-12-31T00:00:00.000Z',
    ];
    await insertPublic(owner.user.id, tag, stamps);

    const pages = await allPages(owner.client, { tags: tag });
    expect(pages.map((page) => page.length)).toEqual([4, 4, 1]);
    const listed = pages.flat();
    expect(new Set(listed.map((r) => r.id)).size).toBe(stamps.length);
    const order = listed.map((r) => [r.createdAt, r.id] as const);
    const expected = [...order].sort((a, b) =>
      a[0] === b[0] ? b[1].localeCompare(a[1]) : b[0].localeCompare(a[0]),
    );
    expect(order).toEqual(expected);

    const small = await allPages(owner.client, { tags: tag, limit: 2 });
    expect(small.flat().map((r) => r.id)).toEqual(listed.map((r) => r.id));
  });

  it('a recipe created while paging does not shift the pages already read', async () => {
    const tag = uniqueTag();
    const owner = await createUser(server, { account_type: 'premium' });
    for (let i = 0; i < 5; i += 1)
      await createRecipe(owner.client, { tags: [tag], visibility: 'public' });
    const first = await discover(owner.client, { tags: tag, limit: 3 });
    await createRecipe(owner.client, { title: 'Newest', tags: [tag], visibility: 'public' });
    const cursor = first.headers.get(NEXT_CURSOR_HEADER)!;
    const second = await discover(owner.client, { tags: tag, limit: 3, cursor });
    expect(second.body).toHaveLength(2);
    const seen = [...first.body, ...second.body].map((r) => r.id);
    expect(new Set(seen).size).toBe(5);
  });

  it('searches full text and filters by every listed tag', async () => {
    const tag = uniqueTag();
    const other = uniqueTag();
    const owner = await createUser(server);
    await createRecipe(owner.client, {
      title: 'Lemon tart',
      tags: [tag, other],
      visibility: 'public',
    });
    await createRecipe(owner.client, { title: 'Lemon soup', tags: [tag], visibility: 'public' });
    await createRecipe(owner.client, { title: 'Lemon secret', tags: [tag, other] });
    const titles = async (params: Record<string, string>) =>
      (await discover(owner.client, params)).body.map((r) => r.title).sort();
    expect(await titles({ tags: tag, search: 'lem' })).toEqual(['Lemon soup', 'Lemon tart']);
    expect(await titles({ tags: `${tag}, ${other.toUpperCase()}` })).toEqual(['Lemon tart']);
    expect(await titles({ tags: tag, search: 'tart' })).toEqual(['Lemon tart']);
    expect(await titles({ tags: tag, search: '%%' })).toEqual([]);
    expect(await titles({ tags: `${tag},${uniqueTag()}` })).toEqual([]);
  });

  it('uses DISCOVER_PAGE_SIZE by default and refuses bad paging input', async () => {
    const tag = uniqueTag();
    const owner = await createUser(server, { account_type: 'premium' });
    for (let i = 0; i < 5; i += 1)
      await createRecipe(owner.client, { tags: [tag], visibility: 'public' });
    expect((await discover(owner.client, { tags: tag })).body).toHaveLength(4);
    const badQueries: Array<Record<string, string | number>> = [
      { limit: 0 },
      { limit: 101 },
      { limit: 'x' },
      { cursor: 'garbage' },
      { cursor: Buffer.from('{"a":1}').toString('base64url') },
    ];
    for (const params of badQueries) {
      const res = await owner.client.get(`/api/recipes/discover${q(params)}`);
      expect(res.status, JSON.stringify(params)).toBe(400);
    }
  });
});

describe('GET /api/recipes/discover/tags', () => {
  it('answers the 20 most used tags among public recipes, most used first', async () => {
    const fresh = await startTestServer();
    try {
      const owner = await createUser(fresh, { account_type: 'premium' });
      for (let i = 0; i < 3; i += 1)
        await createRecipe(owner.client, { tags: ['Soup', 'Quick'], visibility: 'public' });
      await createRecipe(owner.client, { tags: ['Soup'], visibility: 'link-view' });
      await createRecipe(owner.client, { tags: ['Secret', 'Hidden'] });
      await createRecipe(owner.client, {
        tags: Array.from({ length: 25 }, (_, i) => `tag${String(i).padStart(2, '0')}`),
        visibility: 'public',
      });

      const res = await owner.client.get('/api/recipes/discover/tags');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(20);
      expect(res.body.slice(0, 3)).toEqual([
        { tag: 'quick', count: 3 },
        { tag: 'soup', count: 3 },
        { tag: 'tag00', count: 1 },
      ]);
      expect(res.body.map((t: { tag: string }) => t.tag)).not.toContain('secret');

      // A change to a public recipe shows at once (the cache is dropped).
      await createRecipe(owner.client, { tags: ['Brand new'], visibility: 'public' });
      for (let i = 0; i < 4; i += 1)
        await createRecipe(owner.client, { tags: ['Brand new'], visibility: 'public' });
      const after = await owner.client.get('/api/recipes/discover/tags');
      expect(after.body[0]).toEqual({ tag: 'brand new', count: 5 });
      expect((await new TestClient(fresh.baseUrl).get('/api/recipes/discover/tags')).status).toBe(
        401,
      );
    } finally {
      await fresh.close();
    }
  });
});
