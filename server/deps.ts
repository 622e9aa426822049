import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { DialectName } from './db/connect';
import type { Mailer } from './mail/mailer';
import type { RateLimiter } from './lib/rate-limit';
import type { EventBus } from './lib/events';

/** Everything a feature needs from the outside world, built once in buildApp(). */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Domain events, published after commit. */
  events: EventBus;
  rateLimits: {
    loginPerIp: RateLimiter;
    loginPerAccount: RateLimiter;
    resetPerIp: RateLimiter;
    resetPerAccount: RateLimiter;
    registerPerIp: RateLimiter;
  };
}
