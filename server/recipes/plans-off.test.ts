// A private install with the paid plans off (PLANS=off): a free account has no recipe limit on
// any path that counts toward it (create, copy, restore from the trash), GET /api/settings tells
// the web so, and the default stays SPEC's plans (the limit itself: routes.test.ts and others).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_RECIPE_LIMIT } from '../../contract/plans';
import type { Recipe } from '../../contract/recipes';
import { loadConfig } from '../config';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';

describe('PLANS=off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PLANS: 'off' });
  });
  afterAll(() => server?.close());

  it('lets a free account create, copy and restore past the free limit', async () => {
    const { user, client } = await createUser(server);
    expect(user.account_type).toBe('free');
    expect(user.subscription_plan).toBe('free');
    const created: Recipe[] = [];
    for (let n = 0; n < FREE_RECIPE_LIMIT + 2; n += 1) {
      const res = await client.post<Recipe>('/api/recipes', {
        title: `Dish ${n}`,
        ingredients: [],
      });
      expect(res.status).toBe(201);
      created.push(res.body);
    }

    const other = await createUser(server);
    const shared = await createRecipe(other.client, { visibility: 'public' });
    const copy = await client.post<Recipe>(`/api/recipes/copy/${shared.id}`);
    expect(copy.status).toBe(201);

    expect((await client.delete(`/api/recipes/${created[0]!.id}`)).status).toBe(200);
    await client.post('/api/recipes', { title: 'One more', ingredients: [] });
    expect((await client.post(`/api/recipes/${created[0]!.id}/restore`)).status).toBe(200);
    expect((await client.get<Recipe[]>('/api/recipes')).body).toHaveLength(FREE_RECIPE_LIMIT + 4);
  });

  it('says so in the public settings; the current-user payload stays as SPEC has it', async () => {
    const settings = await new TestClient(server.baseUrl).get('/api/settings');
    expect(settings.body.plansEnabled).toBe(false);
    const { client } = await createUser(server);
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ accountType: 'free', subscriptionPlan: 'free' });
  });
});

describe('PLANS (the setting)', () => {
  it('defaults to SPEC’s plans and takes only on or off', () => {
    expect(loadConfig().PLANS).toBe('on');
    expect(loadConfig({ PLANS: 'off' }).PLANS).toBe('off');
    expect(() => loadConfig({ PLANS: 'none' })).toThrow(/PLANS/);
  });

  it('on, the free limit still holds', async () => {
    const server = await startTestServer();
    try {
      const { client } = await createUser(server);
      for (let n = 0; n < FREE_RECIPE_LIMIT; n += 1) await createRecipe(client);
      const refused = await client.post('/api/recipes', { title: 'Too many', ingredients: [] });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'recipe_limit_reached', upgradeRequired: true });
      expect((await client.get('/api/settings')).body.plansEnabled).toBe(true);
    } finally {
      await server.close();
    }
  });
});
