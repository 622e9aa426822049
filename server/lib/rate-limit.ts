import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/errors';

/**
 * A named budget of attempts per key (an IP, an account) per window. The default store is this
 * process's memory; with REDIS_URL the counters live in Redis, so a limit holds across processes.
 */
export interface RateLimiter {
  /** Spends one attempt for `key`; throws a 429 AppError (with Retry-After) when none are left. */
  consume(key: string): Promise<void>;
  /** Forgets `key`'s attempts (e.g. after a successful login). */
  reset(key: string): Promise<void>;
  /**
   * Throws the same 429 as `consume` when `key` has no attempts left, spending none: for budgets
   * of failures, checked before an attempt whose failure alone is counted.
   */
  check(key: string): Promise<void>;
}

/** Makes a limiter: a name (unique per budget), attempts allowed, and the window in seconds. */
export type RateLimiterFactory = (
  name: string,
  points: number,
  windowSeconds: number,
) => RateLimiter;

export function createMemoryRateLimiter(
  name: string,
  points: number,
  windowSeconds: number,
): RateLimiter {
  return wrap(new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds }));
}

/**
 * Counters in Redis under `<keyPrefix>rl:<name>:<key>`, shared by every process. While Redis
 * cannot be reached each process counts in its own memory instead, so limits still hold (per
 * process) rather than every limited call failing.
 */
export function redisRateLimiterFactory(redis: Redis, keyPrefix: string): RateLimiterFactory {
  return (name, points, windowSeconds) =>
    wrap(
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${keyPrefix}rl:${name}`,
        points,
        duration: windowSeconds,
        insuranceLimiter: new RateLimiterMemory({
          keyPrefix: name,
          points,
          duration: windowSeconds,
        }),
      }),
    );
}

export function wrap(limiter: RateLimiterAbstract): RateLimiter {
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          throw tooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
        }
        throw rejection;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
    async check(key) {
      const used = await limiter.get(key);
      if (used && used.remainingPoints <= 0) {
        throw tooManyRequests(Math.max(1, Math.ceil(used.msBeforeNext / 1000)));
      }
    },
  };
}
