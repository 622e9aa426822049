// Redis connections for the scale-out configuration (REDIS_URL): the real-time broker, shared
// presence and the rate-limit counters all use one command connection per process, and the
// broker adds a subscriber connection (a connection in subscribe mode can run nothing else).
import { createRequire } from 'node:module';
import type * as IoRedis from 'ioredis';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

const require = createRequire(import.meta.url);

/**
 * ioredis, loaded with the first connection: about 11 MiB that a process on the embedded broker
 * never needs. Required, not imported, so connecting stays synchronous.
 */
const redisClass = (): typeof Redis => (require('ioredis') as typeof IoRedis).Redis;

export interface RedisSettings {
  url: string;
  /** Prepended to every key and channel. */
  keyPrefix: string;
  timeoutMs: number;
}

/**
 * A connection that reconnects by itself (with capped backoff) and fails commands after
 * `timeoutMs` instead of queueing them for ever while Redis is away.
 */
export function connectRedis(settings: RedisSettings, log: FastifyBaseLogger, role: string): Redis {
  const client = new (redisClass())(settings.url, {
    connectTimeout: settings.timeoutMs,
    commandTimeout: settings.timeoutMs,
    maxRetriesPerRequest: 2,
    lazyConnect: false,
    retryStrategy: (attempt) => Math.min(2000, 50 * 2 ** attempt),
  });
  let isDown = false;
  client.on('error', (err: Error) => {
    if (!isDown) log.error({ err, role }, 'redis connection failed');
    isDown = true;
  });
  client.on('ready', () => {
    if (isDown) log.info({ role }, 'redis connection restored');
    isDown = false;
  });
  return client;
}

/** Closes a connection politely, or at once if Redis does not answer. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
