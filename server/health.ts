// GET /healthz: the process is alive and serving (a load balancer restarts it otherwise).
// GET /readyz: the engines behind it answer — database, broker, object store — so a load
// balancer sends traffic here; 503 names the parts that failed (details go to the log only).
// While the app is shutting down Fastify answers 503 to everything, /readyz included.
import { pingDatabase } from './db/connect';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps';

export type ReadinessPart = 'database' | 'broker' | 'objects';
export type ReadinessAnswer = {
  status: 'ready' | 'unavailable';
  checks: Record<ReadinessPart, 'ok' | 'failed'>;
};

/** Runs `check`, failing it after `timeoutMs`. */
async function within(check: () => Promise<unknown>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply): Promise<ReadinessAnswer> => {
    const parts: Record<ReadinessPart, () => Promise<unknown>> = {
      database: () => pingDatabase(deps.db),
      broker: () => deps.broker.ping(),
      objects: () => deps.objects.ping(),
    };
    const results = await Promise.all(
      Object.entries(parts).map(async ([part, check]) => {
        try {
          await within(check, deps.config.READY_CHECK_TIMEOUT_MS);
          return [part, 'ok'] as const;
        } catch (err) {
          request.log.warn({ err, part }, 'readiness check failed');
          return [part, 'failed'] as const;
        }
      }),
    );
    const checks = Object.fromEntries(results) as ReadinessAnswer['checks'];
    const ready = results.every(([, result]) => result === 'ok');
    reply.status(ready ? 200 : 503).header('Cache-Control', 'no-store');
    return { status: ready ? 'ready' : 'unavailable', checks };
  });
}
