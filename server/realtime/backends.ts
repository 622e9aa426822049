// Chooses what the hub runs on: this process only (the default), or Redis (REDIS_URL) for the
// broker and presence, so several processes behind a load balancer share one live view.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { connectRedis } from '../lib/redis';
import { createInProcessBroker, type Broker } from './broker';
import { CHANNELS, type PresenceNotice } from './notices';
import { createMemoryPresenceStore, type PresenceStore } from './presence';
import { createRedisBroker } from './redis-broker';
import { createRedisPresenceStore } from './redis-presence';

export interface RealtimeBackends {
  broker: Broker;
  presence: PresenceStore;
}

/** `redis` is the process's command connection when REDIS_URL is set, else null. */
export function createRealtimeBackends(
  config: Config,
  log: FastifyBaseLogger,
  redis: Redis | null,
): RealtimeBackends {
  if (!redis || !config.REDIS_URL) {
    return { broker: createInProcessBroker(log), presence: createMemoryPresenceStore() };
  }
  const settings = {
    url: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    timeoutMs: config.REDIS_TIMEOUT_MS,
  };
  const broker = createRedisBroker({
    publisher: redis,
    subscriber: connectRedis(settings, log, 'subscriber'),
    channelPrefix: config.REDIS_KEY_PREFIX,
    log,
  });
  const presence = createRedisPresenceStore({
    redis,
    keyPrefix: config.REDIS_KEY_PREFIX,
    ttlMs: config.PRESENCE_TTL_SECONDS * 1000,
    // A user whose process died without saying goodbye leaves like anyone else.
    onExpired: (gone) => {
      const notice: PresenceNotice = { action: 'leave', ...gone };
      broker
        .publish(CHANNELS.presence, notice)
        .catch((err: unknown) => log.error({ err }, 'presence leave publish failed'));
    },
  });
  return { broker, presence };
}
