// The free plan's limit under concurrent creates, on a server whose every query yields to the
// event loop. better-sqlite3 is synchronous, so on the plain test server one request's queries
// tend to finish before the next request is even parsed and a check-then-insert race would go
// unseen; here requests really interleave, as they would on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Recipe } from '../../contract/recipes';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connectDatabase, type DatabaseHandle } from '../db/connect';
import { createRecipe, createUser } from '../test/factories';
import type { TestServer } from '../test/harness';
import { countOwnedRecipes } from './service';

const yieldAfterEveryQuery: KyselyPlugin = {
  transformQuery: (args) => args.node,
  async transformResult(args) {
    await sleep(2);
    return args.result;
  },
};

let server: TestServer;
let database: DatabaseHandle;
beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-race-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  database = await connectDatabase({ sqliteFile: path.join(dataDir, 'potluck.db') });
  const slow = { ...database, db: database.db.withPlugin(yieldAfterEveryQuery) };
  const { app, deps } = await buildApp({
    config,
    database: slow,
    mailer: { send: async () => {} },
    webRoot: null,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = (app as FastifyInstance).server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  server = {
    app,
    deps,
    mail: [],
    dataDir,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
