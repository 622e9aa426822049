import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { createMemoryRateLimiter, redisRateLimiterFactory } from './rate-limit';
import { closeRedis, connectRedis } from './redis';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe('rate limiters', () => {
  const unreachable = connectRedis(
    { url: 'redis://127.0.0.1:9', keyPrefix: 'potluck-test:', timeoutMs: 100 },
    pino({ level: 'silent' }),
    'test',
  );
  afterAll(() => closeRedis(unreachable));

  it('allow `points` attempts per key per window, then refuse with 429 and Retry-After', async () => {
    const limiter = createMemoryRateLimiter('test', 2, 60);
    await limiter.consume('a');
    await limiter.consume('a');
    const refused = await refusal(limiter.consume('a'));
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(429);
    await limiter.consume('b');
    await limiter.reset('a');
    await expect(limiter.consume('a')).resolves.toBeUndefined();
  });

  it('check a budget without spending it, refusing once it is spent', async () => {
    const limiter = createMemoryRateLimiter('test-check', 2, 60);
    await limiter.check('a');
    await limiter.check('a');
    await limiter.consume('a');
    await limiter.check('a');
    await limiter.consume('a');
    const refused = await refusal(limiter.check('a'));
    expect((refused as AppError).statusCode).toBe(429);
    await limiter.check('b');
  });

  it('keep limiting in memory while Redis cannot be reached', async () => {
    const limiter = redisRateLimiterFactory(unreachable, 'potluck-test:')('test-outage', 2, 60);
    await limiter.consume('a');
    await limiter.consume('a');
    const refused = await refusal(limiter.consume('a'));
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(429);
  });
});
