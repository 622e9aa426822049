import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { DialectName } from './db/connect';
import type { Mailer } from './mail/mailer';
import type { RateLimiter } from './lib/rate-limit';
import type { EventBus } from './lib/events';
import type { ObjectStore } from './objects/store';

/** Everything a feature needs from the outside world, built once in buildApp(). */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Domain events, published after commit. */
  events: EventBus;
  /** Uploaded and processed images (local folder by default; S3-compatible later). */
  objects: ObjectStore;
  rateLimits: {
    loginPerIp: RateLimiter;
    loginPerAccount: RateLimiter;
    resetPerIp: RateLimiter;
    resetPerAccount: RateLimiter;
    registerPerIp: RateLimiter;
  };
}
