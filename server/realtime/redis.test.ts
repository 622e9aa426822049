// Scale-out on Redis (run with TEST_REDIS_URL): the broker, presence with expiring entries and
// the shared rate-limit counters, each seen from two "processes" (separate connections), and
// two whole apps sharing one database and one Redis the way processes behind a load balancer do.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { AppError } from '../http/errors';
import { redisRateLimiterFactory } from '../lib/rate-limit';
import { closeRedis, connectRedis } from '../lib/redis';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, uniqueEmail, type TestServer } from '../test/harness';
import { createRedisBroker } from './redis-broker';
import { createRedisPresenceStore } from './redis-presence';
import { openSocket } from './testing';

const redisUrl = inject('scaleout')?.redisUrl ?? null;
const log = pino({ level: 'silent' });
const prefix = `potluck-test:${randomUUID()}:`;
const connections: Redis[] = [];

function connect(url = redisUrl!, timeoutMs = 2000) {
  const client = connectRedis({ url, keyPrefix: prefix, timeoutMs }, log, 'test');
  connections.push(client);
  return client;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

describe.skipIf(!redisUrl)('Redis scale-out', () => {
  afterAll(async () => {
    const cleaner = connections[0];
    if (cleaner && cleaner.status === 'ready') {
      const keys = await cleaner.keys(`${prefix}*`);
      if (keys.length > 0) await cleaner.unlink(...keys);
    }
    await Promise.all(connections.map((c) => closeRedis(c)));
  });

  describe('broker', () => {
    it("delivers one process's messages to every process, in order, and nothing across prefixes", async () => {
      const a = createRedisBroker({
        publisher: connect(),
        subscriber: connect(),
        channelPrefix: prefix,
        log,
      });
      const b = createRedisBroker({
        publisher: connect(),
        subscriber: connect(),
        channelPrefix: prefix,
        log,
      });
      const elsewhere = createRedisBroker({
        publisher: connect(),
        subscriber: connect(),
        channelPrefix: `${prefix}other:`,
        log,
      });
      const seenA: unknown[] = [];
      const seenB: unknown[] = [];
      const seenElsewhere: unknown[] = [];
      a.subscribe('recipes', (m) => seenA.push(m));
      const stopB = b.subscribe('recipes', (m) => seenB.push(m));
      elsewhere.subscribe('recipes', (m) => seenElsewhere.push(m));
      await Promise.all([a.ready(), b.ready(), elsewhere.ready()]);

      for (let n = 1; n <= 20; n += 1) await a.publish('recipes', { n });
      await eventually(() => seenB.length === 20 && seenA.length === 20);
      expect(seenB).toEqual(Array.from({ length: 20 }, (_, i) => ({ n: i + 1 })));
      expect(seenA).toEqual(seenB);

      stopB();
      await b.ready();
      await b.publish('recipes', { n: 21 });
      await eventually(() => seenA.length === 21);
      expect(seenB).toHaveLength(20);
      expect(seenElsewhere).toEqual([]);
      await expect(a.ping()).resolves.toBeUndefined();
      await Promise.all([a.close(), b.close(), elsewhere.close()]);
    });

    it('fails ping when Redis cannot be reached', async () => {
      const broker = createRedisBroker({
        publisher: connect('redis://127.0.0.1:9', 300),
        subscriber: connect('redis://127.0.0.1:9', 300),
        channelPrefix: prefix,
        log,
      });
      await expect(broker.ping()).rejects.toThrow();
      await broker.close();
    });
  });

  describe('presence', () => {
    const entry = (recipeId: string, userId: string, connectionId: string) => ({
      recipeId,
      userId,
      name: userId.toUpperCase(),
      connectionId,
    });

    it('is shared: a user counts once across processes and leaves with their last connection', async () => {
      const a = createRedisPresenceStore({ redis: connect(), keyPrefix: prefix, ttlMs: 60_000 });
      const b = createRedisPresenceStore({ redis: connect(), keyPrefix: prefix, ttlMs: 60_000 });
      const recipe = randomUUID();
      expect(await a.add(entry(recipe, 'ann', 'a1'))).toBe(true);
      expect(await b.add(entry(recipe, 'bob', 'b1'))).toBe(true);
      expect(await b.add(entry(recipe, 'ann', 'b2'))).toBe(false);
      expect(await a.list(recipe)).toEqual([
        { userId: 'ann', name: 'ANN' },
        { userId: 'bob', name: 'BOB' },
      ]);
      expect(await b.list(recipe)).toEqual(await a.list(recipe));
      expect(await a.remove(entry(recipe, 'ann', 'a1'))).toBe(false);
      expect(await a.remove(entry(recipe, 'ann', 'a1'))).toBe(false);
      expect(await b.remove(entry(recipe, 'ann', 'b2'))).toBe(true);
      expect(await a.remove(entry(recipe, 'bob', 'b1'))).toBe(true);
      expect(await b.list(recipe)).toEqual([]);
      expect(await a.remove(entry(recipe, 'nobody', 'x'))).toBe(false);
    });

    it("expires a dead process's entries, announcing each user gone once; heartbeats keep the living", async () => {
      const gone: unknown[] = [];
      const dying = createRedisPresenceStore({ redis: connect(), keyPrefix: prefix, ttlMs: 300 });
      const living = createRedisPresenceStore({
        redis: connect(),
        keyPrefix: prefix,
        ttlMs: 300,
        onExpired: (user) => gone.push(user),
      });
      const recipe = randomUUID();
      await dying.add(entry(recipe, 'ann', 'd1'));
      await dying.add(entry(recipe, 'bob', 'd2'));
      await living.add(entry(recipe, 'bob', 'l1'));
      await living.add(entry(recipe, 'cat', 'l2'));

      // The living process's heartbeat renews its own connections; the dying one's never again.
      for (let i = 0; i < 6; i += 1) {
        await sleep(100);
        await living.refresh(['l1', 'l2']);
      }
      expect(await living.list(recipe)).toEqual([
        { userId: 'bob', name: 'BOB' },
        { userId: 'cat', name: 'CAT' },
      ]);
      // Ann had no other connection: she is announced gone; Bob still has one here: he is not.
      expect(gone).toEqual([{ recipeId: recipe, userId: 'ann', name: 'ANN' }]);
      await living.sweep();
      expect(gone).toHaveLength(1);
      // A connection that expired is not "last" twice: removing it later announces nothing.
      expect(await dying.remove(entry(recipe, 'ann', 'd1'))).toBe(false);
      // With no heartbeat at all, everyone expires.
      await sleep(400);
      expect(await living.list(recipe)).toEqual([]);
    });
  });

  describe('rate limits', () => {
    it('share one budget between processes', async () => {
      const a = redisRateLimiterFactory(connect(), prefix)('test-shared', 2, 60);
      const b = redisRateLimiterFactory(connect(), prefix)('test-shared', 2, 60);
      const key = randomUUID();
      await a.consume(key);
      await b.consume(key);
      const refused = await a.consume(key).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).statusCode).toBe(429);
      await b.reset(key);
      await expect(a.consume(key)).resolves.toBeUndefined();
    });
  });

  describe('two apps on one database and one Redis', () => {
    const appPrefix = `${prefix}apps:`;
    let one: TestServer;
    let two: TestServer;

    const settings = {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: appPrefix,
      RATE_LIMIT_LOGIN_PER_IP: 3,
    };

    beforeAll(async () => {
      one = await startTestServer(settings);
      two = await startTestServer(settings, { shareDataWith: one });
    });
    afterAll(async () => {
      await two?.close();
      await one?.close();
    });

    it("shows each process's presence and edits on the other", async () => {
      const owner = await createUser(one);
      const guest = await createUser(one);
      const recipe = await createRecipe(owner.client, { visibility: 'link-edit' });
      const ownerSocket = await openSocket(one, owner.client);
      const guestSocket = await openSocket(two, new TestClient(two.baseUrl), {
        cookie: guest.client.cookieHeader,
      });
      try {
        expect((await ownerSocket.join(recipe.id)).type).toBe('presence_state');
        const joined = await guestSocket.join(recipe.id);
        expect(joined.type).toBe('presence_state');
        expect(joined.users.map((u: { userId: string }) => u.userId).sort()).toEqual(
          [owner.user.id, guest.user.id].sort(),
        );
        const arrival = await ownerSocket.next((m) => m.type === 'presence');
        expect(arrival).toMatchObject({
          action: 'join',
          recipeId: recipe.id,
          userId: guest.user.id,
        });

        // An edit through process two reaches the socket on process one, and the other way.
        const guestApi = new TestClient(two.baseUrl);
        guestApi.setCookie(...(guest.client.cookieHeader.split('=') as [string, string]));
        expect(
          (await guestApi.put(`/api/recipes/${recipe.id}`, { title: 'Edited on two' })).status,
        ).toBe(200);
        const update = await ownerSocket.next((m) => m.type === 'recipe_update');
        expect(update.recipe.title).toBe('Edited on two');
        expect(
          (await owner.client.put(`/api/recipes/${recipe.id}`, { title: 'Edited on one' })).status,
        ).toBe(200);
        const back = await guestSocket.next(
          (m) => m.type === 'recipe_update' && m.recipe.title === 'Edited on one',
        );
        expect(back.recipe.id).toBe(recipe.id);

        // Revocation crosses too: the owner makes it private on one, the guest on two is told.
        await owner.client.put(`/api/recipes/${recipe.id}`, { visibility: 'private' });
        await guestSocket.next(
          (m) =>
            (m.type === 'recipe_deleted' || m.type === 'access_revoked') &&
            m.recipeId === recipe.id,
        );

        guestSocket.ws.close();
        const left = await ownerSocket.next((m) => m.type === 'presence' && m.action === 'leave');
        expect(left.userId).toBe(guest.user.id);
      } finally {
        ownerSocket.ws.close();
        guestSocket.ws.close();
      }
    });

    it('on shutdown of one process, tells its sockets 1001 and the others that its users left', async () => {
      const owner = await createUser(one);
      const guest = await createUser(one);
      const recipe = await createRecipe(owner.client, { visibility: 'link-edit' });
      const three = await startTestServer(settings, { shareDataWith: one });
      const ownerSocket = await openSocket(one, owner.client);
      const guestSocket = await openSocket(three, null, { cookie: guest.client.cookieHeader });
      try {
        await ownerSocket.join(recipe.id);
        await guestSocket.join(recipe.id);
        await ownerSocket.next((m) => m.type === 'presence' && m.action === 'join');

        await three.close();
        expect((await guestSocket.closed).code).toBe(1001);
        const left = await ownerSocket.next((m) => m.type === 'presence' && m.action === 'leave');
        expect(left.userId).toBe(guest.user.id);
        const rejoined = await openSocket(one, owner.client);
        const state = await rejoined.join(recipe.id);
        expect(state.users.map((u: { userId: string }) => u.userId)).toEqual([owner.user.id]);
        rejoined.ws.close();
      } finally {
        ownerSocket.ws.close();
        guestSocket.ws.close();
      }
    });

    it('holds a rate limit across processes', async () => {
      const attempt = (server: TestServer) =>
        new TestClient(server.baseUrl).post('/api/auth/login', {
          email: uniqueEmail(),
          password: 'wrong1',
        });
      expect((await attempt(one)).status).toBe(401);
      expect((await attempt(two)).status).toBe(401);
      expect((await attempt(one)).status).toBe(401);
      expect((await attempt(two)).status).toBe(429);
    });

    it('reports the broker in /readyz', async () => {
      const res = await fetch(`${two.baseUrl}/readyz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', broker: 'ok', objects: 'ok' },
      });
    });
  });
});
