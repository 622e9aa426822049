import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/errors';

/**
 * A named budget of attempts per key (an IP, an account) per window. The default store is this
 * process's memory; a shared store (Redis) slots in behind the same interface.
 */
export interface RateLimiter {
  /** Spends one attempt for `key`; throws a 429 AppError (with Retry-After) when none are left. */
  consume(key: string): Promise<void>;
  /** Forgets `key`'s attempts (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(
  name: string,
  points: number,
  windowSeconds: number,
): RateLimiter {
  return wrap(new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds }));
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
  };
}
