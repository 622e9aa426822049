// GET /api/recipes/duplicates: "you already have this recipe" for copies and for imports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, RecipeDuplicate } from '../../contract/recipes';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';
import { sourceKey } from './duplicates';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const duplicates = async (client: TestClient, query: string) => {
  const res = await client.get<RecipeDuplicate[]>(`/api/recipes/duplicates?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
};

describe('sourceKey', () => {
  it('names the same page alike whatever its scheme, www, case, slash, fragment or tracking', () => {
    const key = sourceKey('https://example.com/recipes/soup?id=3');
    for (const same of [
      'http://example.com/recipes/soup?id=3',
      'https://WWW.Example.COM/recipes/soup/?id=3#comments',
      'https://example.com:443/recipes/soup?utm_source=news&id=3&fbclid=abc',
    ]) {
      expect(sourceKey(same), same).toBe(key);
    }
    for (const other of [
      'https://example.com/recipes/stew?id=3',
      'https://example.com/recipes/soup?id=4',
      'https://example.org/recipes/soup?id=3',
      'https://example.com/Recipes/soup?id=3',
    ]) {
      expect(sourceKey(other), other).not.toBe(key);
    }
    expect(sourceKey('https://example.com/a?b=2&a=1')).toBe(
      sourceKey('https://example.com/a?a=1&b=2'),
    );
    expect(sourceKey('ftp://example.com/soup')).toBeNull();
    expect(sourceKey('not a url')).toBeNull();
  });
});

describe('copies', () => {
  it('finds my copies of a recipe, not trashed ones, not other people’s', async () => {
    const owner = await createUser(server);
    const me = await createUser(server, { account_type: 'premium' });
    const other = await createUser(server);
    const source = await createRecipe(owner.client, { title: 'Focaccia', visibility: 'public' });
    expect(await duplicates(me.client, `copyOf=${source.id}`)).toEqual([]);

    const first = await me.client.post<Recipe>(`/api/recipes/copy/${source.id}`);
    expect(first.status).toBe(201);
    await other.client.post(`/api/recipes/copy/${source.id}`);
    expect(await duplicates(me.client, `copyOf=${source.id}`)).toEqual([
      { id: first.body.id, title: 'Focaccia (Copy)' },
    ]);
    const second = await me.client.post<Recipe>(`/api/recipes/copy/${source.id}`);
    expect((await duplicates(me.client, `copyOf=${source.id}`)).map((r) => r.id)).toEqual([
      second.body.id,
      first.body.id,
    ]);
    // The copy is the user's own recipe: nothing of the link shows in what it answers.
    expect(Object.keys(first.body)).not.toContain('copiedFrom');

    await me.client.delete(`/api/recipes/${first.body.id}`);
    await me.client.delete(`/api/recipes/${second.body.id}`);
    expect(await duplicates(me.client, `copyOf=${source.id}`)).toEqual([]);
  });
});

describe('imports', () => {
  it('finds recipes in my list from the same page, my own and those shared with me', async () => {
    const me = await createUser(server);
    const friend = await createUser(server);
    const mine = await createRecipe(me.client, {
      title: 'Mine',
      sourceUrl: 'https://www.Example.com/soup/?utm_source=feed#top',
    });
    const shared = await createRecipe(friend.client, {
      title: 'Shared',
      sourceUrl: 'http://example.com/soup',
    });
    await createRecipe(friend.client, {
      title: 'Not shared',
      sourceUrl: 'https://example.com/soup',
    });
    await createRecipe(me.client, { title: 'Other page', sourceUrl: 'https://example.com/stew' });
    await friend.client.put(`/api/recipes/${shared.id}`, { viewers: [me.user.id] });

    const found = await duplicates(
      me.client,
      `sourceUrl=${encodeURIComponent('https://example.com/soup')}`,
    );
    expect(found.map((r) => r.title).sort()).toEqual(['Mine', 'Shared']);
    expect(found.find((r) => r.title === 'Mine')?.id).toBe(mine.id);
    expect(
      await duplicates(me.client, `sourceUrl=${encodeURIComponent('https://example.com/pie')}`),
    ).toEqual([]);
  });

  it('takes a host with LIKE wildcards literally', async () => {
    const me = await createUser(server);
    await createRecipe(me.client, { title: 'X', sourceUrl: 'https://a-b.example/soup' });
    expect(
      await duplicates(me.client, `sourceUrl=${encodeURIComponent('https://a_b.example/soup')}`),
    ).toEqual([]);
  });
});

describe('bad requests', () => {
  it('answers 400 without exactly one of copyOf and sourceUrl, 401 signed out', async () => {
    const me = await createUser(server);
    expect((await me.client.get('/api/recipes/duplicates')).status).toBe(400);
    expect(
      (await me.client.get('/api/recipes/duplicates?copyOf=a&sourceUrl=https%3A%2F%2Fa.b%2F'))
        .status,
    ).toBe(400);
    expect((await me.client.get('/api/recipes/duplicates?sourceUrl=javascript:1')).status).toBe(
      400,
    );
    expect(
      (await new TestClient(server.baseUrl).get('/api/recipes/duplicates?copyOf=a')).status,
    ).toBe(401);
  });
});
