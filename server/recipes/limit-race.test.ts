// The free plan's limit under concurrent creates, on servers whose every query yields to the
// event loop. better-sqlite3 is synchronous, so on the plain test server one request's queries
// tend to finish before the next request is even parsed and a check-then-insert race would go
// unseen; here requests really interleave. `npm run test:pg` runs the same tests on PostgreSQL,
// and adds two app processes' worth of servers (separate connection pools) on one database.
import { setTimeout as sleep } from 'node:timers/promises';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../contract/recipes';
import { SESSION_COOKIE, createSession } from '../auth/sessions';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';
import { testDialect } from '../test/test-database';
import { countOwnedRecipes } from './service';

const yieldAfterEveryQuery: KyselyPlugin = {
  transformQuery: (args) => args.node,
  async transformResult(args) {
    await sleep(2);
    return args.result;
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { plugins: [yieldAfterEveryQuery] });
});
afterAll(() => server.close());

it('6 creates at once from 4 recipes → exactly 1 more, 5 refused', async () => {
  const { user, client } = await createUser(server);
  for (let i = 0; i < 4; i += 1) await createRecipe(client);
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      client.post('/api/recipes', { title: `Race ${i}`, ingredients: ['a'] }),
    ),
  );
  expect(answers.map((res) => res.status).sort()).toEqual([201, 403, 403, 403, 403, 403]);
  expect(answers.find((res) => res.status === 403)?.body).toMatchObject({
    code: 'recipe_limit_reached',
    upgradeRequired: true,
    limit: 5,
  });
  expect(await countOwnedRecipes(server.deps.db, user.id)).toBe(5);
  expect((await client.get<Recipe[]>('/api/recipes')).body).toHaveLength(5);
});

it('lets concurrent creates of a premium user all through', async () => {
  const { user, client } = await createUser(server, { account_type: 'premium' });
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      client.post('/api/recipes', { title: `Many ${i}`, ingredients: ['a'] }),
    ),
  );
  expect(answers.every((res) => res.status === 201)).toBe(true);
  expect(await countOwnedRecipes(server.deps.db, user.id)).toBe(8);
});

// Two SQLite connections in one process would wait on each other's write lock synchronously (a
// blocked event loop), so the several-process case is PostgreSQL's, where it matters most.
describe.runIf(testDialect === 'postgres')('two app processes on one database', () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await startTestServer({}, { shareDataWith: server, plugins: [yieldAfterEveryQuery] });
  });
  afterAll(() => second.close());

  it('10 clients creating at once through both never pass the limit', async () => {
    const { user } = await createUser(server);
    const clients = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const target = i % 2 === 0 ? server : second;
        const client = new TestClient(target.baseUrl);
        const token = await createSession(
          target.deps.db,
          user.id,
          target.deps.config.SESSION_TTL_SECONDS,
        );
        client.setCookie(SESSION_COOKIE, token);
        return client;
      }),
    );
    const answers = await Promise.all(
      clients.map((client, i) =>
        client.post('/api/recipes', { title: `Both ${i}`, ingredients: ['a'] }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 403, 403, 403, 403, 403]);
    expect(await countOwnedRecipes(second.deps.db, user.id)).toBe(5);
  });

  it('sees a recipe created through one process from the other', async () => {
    const { user, client } = await createUser(server);
    const created = await createRecipe(client, { title: 'Seen elsewhere' });
    const other = new TestClient(second.baseUrl);
    other.setCookie(
      SESSION_COOKIE,
      await createSession(second.deps.db, user.id, second.deps.config.SESSION_TTL_SECONDS),
    );
    const res = await other.get<Recipe>(`/api/recipes/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Seen elsewhere');
  });
});
