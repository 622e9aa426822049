// GET /metrics: this process's figures in Prometheus' text format (prom-client), for an operator's
// Prometheus to scrape from each replica. Off unless METRICS_ENABLED; when on, only a caller
// sending METRICS_TOKEN as a bearer token reads it (401 otherwise). The figures: requests and
// their latency per route pattern (never the raw URL, whose ids would make a series per recipe),
// requests in flight, answers with a server error, open real-time sockets, sync documents held in
// memory, sync updates stored, and the photo import queue; plus Node's own (memory, event loop,
// garbage collection) from prom-client's defaults. docs/decisions/017-metrics-and-start-up.md.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppDeps } from '../deps';
import type { ReadingName } from './readings';
import { countPendingSyncUpdates } from './queries';

/** Latency buckets in seconds: most answers take milliseconds; imports and exports take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** The route label of a request no route matched (the web app's pages, unknown paths). */
const UNMATCHED_ROUTE = 'unmatched';

const READING_GAUGES: Record<ReadingName, { name: string; help: string }> = {
  realtimeSockets: {
    name: 'potluck_realtime_sockets',
    help: 'Real-time (/ws) sockets open on this process',
  },
  photoImportsWaiting: {
    name: 'potluck_import_photo_queue_waiting',
    help: 'Photos waiting for a recogniser (at most IMPORT_PHOTO_QUEUE_LENGTH)',
  },
  photoImportsReading: {
    name: 'potluck_import_photo_queue_reading',
    help: 'Photos being read now (at most IMPORT_PHOTO_CONCURRENCY)',
  },
};

/** The route pattern a request matched (`/api/recipes/:id`), or `unmatched`. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/** Whether `authorization` carries `token` as a bearer token; compared in constant time. */
function carriesToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (given === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Adds GET /metrics and the hooks that measure every request, when METRICS_ENABLED. Call on the
 * root instance before the routes are registered, so the hooks see every route.
 */
export function registerMetrics(app: FastifyInstance, deps: AppDeps): void {
  const { config } = deps;
  if (!config.METRICS_ENABLED) return;
  const token = config.METRICS_TOKEN!;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'potluck_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const requestDuration = new Histogram({
    name: 'potluck_http_request_duration_seconds',
    help: 'How long HTTP requests took to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'potluck_http_requests_in_flight',
    help: 'HTTP requests being answered now, by route pattern (URL and pasted imports included)',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'potluck_http_server_errors_total',
    help: 'HTTP answers with a server error (5xx), by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  for (const [reading, { name, help }] of Object.entries(READING_GAUGES)) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(deps.readings.read(reading as ReadingName) ?? 0);
      },
    });
  }
  new Gauge({
    name: 'potluck_sync_documents_open',
    help: 'Sync documents (recipes, plans, lists) this process holds in memory',
    registers: [registry],
    collect() {
      this.set(deps.documents.cachedCount);
    },
  });
  let countedUpdates = 0;
  new Counter({
    name: 'potluck_sync_updates_stored_total',
    help: 'Sync document updates this process has stored',
    registers: [registry],
    collect() {
      this.inc(deps.documents.storedUpdateCount - countedUpdates);
      countedUpdates = deps.documents.storedUpdateCount;
    },
  });
  new Gauge({
    name: 'potluck_sync_updates_pending',
    help: 'Sync updates stored and not yet folded into their document (the whole database)',
    registers: [registry],
    async collect() {
      try {
        this.set(await countPendingSyncUpdates(deps.db));
      } catch (err) {
        // The other figures are still worth a scrape; /readyz reports the database.
        deps.log.warn({ err }, 'metrics: counting stored sync updates failed');
      }
    },
  });

  // Callback hooks: they run on every request, and a promise per request costs more.
  app.addHook('onRequest', (request, reply, done) => {
    // An upgraded socket never finishes as an answer; the sockets gauge counts it instead.
    if (request.headers.upgrade) return done();
    const labels = { route: routeOf(request) };
    inFlight.inc(labels);
    // 'close' comes for every answer, sent or aborted, where onResponse misses the aborted.
    reply.raw.once('close', () => inFlight.dec(labels));
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status_code: String(status) });
    requestDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status >= 500) serverErrors.inc({ method: request.method, route });
    done();
  });

  app.get('/metrics', async (request, reply) => {
    if (!carriesToken(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .header('Cache-Control', 'no-store')
        .send({ message: 'Unauthorized', code: 'unauthorized' });
    }
    const body = await registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(body);
  });
}
