import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { DialectName } from './db/connect';
import type { Mailer } from './mail/mailer';
import type { RateLimiter, RateLimiterFactory } from './lib/rate-limit';
import type { EventBus } from './lib/events';
import type { ObjectStore } from './objects/store';
import type { Broker } from './realtime/broker';
import type { ListAnswers } from './recipes/list-answers';
import type { KeptEncodings } from './http/kept-encodings';
import type { DocumentStore } from './sync/documents';
import type { LiveReadings } from './metrics/readings';

/** Everything a feature needs from the outside world, built once in buildApp(). */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Domain events, published after commit. */
  events: EventBus;
  /** Uploaded and processed images (local folder by default; S3-compatible with S3_*). */
  objects: ObjectStore;
  /** Sync-engine documents (recipes' content), stored in the database. */
  documents: DocumentStore;
  /** Real-time fan-out between processes (in-process by default; Redis with REDIS_URL). */
  broker: Broker;
  /** List answers kept ready to send, each valid for one version of its list. */
  listAnswers: ListAnswers;
  /** Sends a kept answer's bytes compressed from a copy made once (http/kept-encodings.ts). */
  keptEncodings: KeptEncodings;
  /** Live figures features offer for /metrics (open sockets, photos waiting to be read). */
  readings: LiveReadings;
  /** Makes a rate limiter: in memory by default, shared through Redis with REDIS_URL. */
  createRateLimiter: RateLimiterFactory;
  rateLimits: {
    loginPerIp: RateLimiter;
    loginPerAccount: RateLimiter;
    resetPerIp: RateLimiter;
    resetPerAccount: RateLimiter;
    registerPerIp: RateLimiter;
    accountPasswordPerUser: RateLimiter;
  };
}
