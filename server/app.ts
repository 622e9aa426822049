import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import fastifyStatic from '@fastify/static';
import { loadConfig, type Config } from './config';
import { connectDatabase, databaseOptions, type DatabaseHandle } from './db/connect';
import type { AppDeps } from './deps';
import { registerErrorHandling, forbidden } from './http/errors';
import { createMemoryRateLimiter, redisRateLimiterFactory } from './lib/rate-limit';
import { closeRedis, connectRedis } from './lib/redis';
import { healthRoutes } from './health';
import { createRealtimeBackends } from './realtime/backends';
import { EventBus } from './lib/events';
import { createMailer, type Mailer } from './mail/mailer';
import { SESSION_COOKIE, findSessionUser, sweepExpiredSessions } from './auth/sessions';
import './auth/current-user';
import { sweepDeadResetCodes } from './auth/queries';
import { authRoutes } from './auth/routes';
import { recipeRoutes } from './recipes/routes';
import { importRoutes } from './import/routes';
import { sharingRoutes } from './sharing/routes';
import { realtimeRoutes, websocketOptions } from './realtime/routes';
import { ensureAdmin } from './auth/service';
import { createObjectStore } from './objects/create-store';
import { objectRoutes } from './objects/routes';
import { adminRoutes } from './admin/routes';
import { contactRoutes } from './contact/routes';

export interface BuildAppOptions {
  config?: Config;
  database?: DatabaseHandle;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; served with an SPA fallback when it exists. */
  webRoot?: string | null;
}

const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web');

/** Builds the whole app; tests call this with a temporary database and listen on port 0. */
export async function buildApp(
  options: BuildAppOptions = {},
): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  const config = options.config ?? loadConfig();
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Every request log line (and error log) carries reqId: the caller's X-Request-Id when it is
    // a plain token (a proxy in front may have set it), else a new one; it is echoed back.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given)
        ? given
        : crypto.randomUUID();
    },
  });
  // A callback hook, not an async one: it runs on every request, and a promise per request
  // costs more than setting one header.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  const database =
    options.database ??
    (await connectDatabase(
      databaseOptions(config, (err) => app.log.error({ err }, 'database connection lost')),
    ));
  const redis = config.REDIS_URL
    ? connectRedis(
        {
          url: config.REDIS_URL,
          keyPrefix: config.REDIS_KEY_PREFIX,
          timeoutMs: config.REDIS_TIMEOUT_MS,
        },
        app.log,
        'commands',
      )
    : null;
  const realtime = createRealtimeBackends(config, app.log, redis);
  const createRateLimiter = redis
    ? redisRateLimiterFactory(redis, config.REDIS_KEY_PREFIX)
    : createMemoryRateLimiter;
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  const deps: AppDeps = {
    config,
    db: database.db,
    dialect: database.dialect,
    log: app.log,
    events: new EventBus(app.log),
    objects: createObjectStore(config),
    broker: realtime.broker,
    createRateLimiter,
    mailer: options.mailer ?? createMailer(config, app.log),
    rateLimits: {
      loginPerIp: createRateLimiter('login-ip', config.RATE_LIMIT_LOGIN_PER_IP, window),
      loginPerAccount: createRateLimiter(
        'login-account',
        config.RATE_LIMIT_LOGIN_PER_ACCOUNT,
        window,
      ),
      resetPerIp: createRateLimiter('reset-ip', config.RATE_LIMIT_RESET_PER_IP, window),
      resetPerAccount: createRateLimiter(
        'reset-account',
        config.RATE_LIMIT_RESET_PER_ACCOUNT,
        window,
      ),
      registerPerIp: createRateLimiter('register-ip', config.RATE_LIMIT_REGISTER_PER_IP, window),
    },
  };

  registerErrorHandling(app);
  await app.register(cookie);
  await app.register(websocket, websocketOptions(config));

  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  const allowedOrigins = new Set(
    config.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/ws')) return;
    // Cross-site request forgery: a browser always sends Origin on state-changing calls and
    // WebSocket upgrades; refuse any that come from a page on another site.
    const origin = request.headers.origin;
    const isSafeMethod =
      request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    if (
      origin &&
      (!isSafeMethod || request.url.startsWith('/ws')) &&
      !isSameOrigin(origin, request.headers.host) &&
      !allowedOrigins.has(origin)
    ) {
      throw forbidden('Cross-origin request refused', 'bad_origin');
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      request.sessionToken = token;
      request.user = await findSessionUser(deps.db, token);
    }
  });

  await app.register(async (scope) => healthRoutes(scope, deps));

  await app.register(async (scope) => authRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => recipeRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => importRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => sharingRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) =>
    realtimeRoutes(scope, deps, { broker: realtime.broker, presence: realtime.presence }),
  );
  await app.register(async (scope) => objectRoutes(scope, deps));
  await app.register(async (scope) => adminRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => contactRoutes(scope, deps), { prefix: '/api' });

  const webRoot = options.webRoot === undefined ? defaultWebRoot : options.webRoot;
  const hasWeb = webRoot !== null && fs.existsSync(path.join(webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      !hasWeb ||
      request.method !== 'GET'
    ) {
      return reply.status(404).send({ message: 'Not found', code: 'not_found' });
    }
    // Any other path is the single-page app; its router shows the 404 page for unknown routes.
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  await ensureAdmin(deps);
  const sweep = setInterval(
    () => {
      sweepExpiredSessions(deps.db).catch((err) => app.log.error({ err }, 'session sweep failed'));
      sweepDeadResetCodes(deps.db, config.RESET_CODE_MAX_ATTEMPTS).catch((err) =>
        app.log.error({ err }, 'reset code sweep failed'),
      );
    },
    Math.max(1, config.SESSION_SWEEP_SECONDS) * 1000,
  );
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    if (redis) await closeRedis(redis);
    await deps.objects.close?.();
    await deps.mailer.close?.();
    if (!options.database) await database.close();
  });
  // Subscriptions made while building are active before the first request is served. An engine
  // that is down does not stop the start: /readyz reports it until it answers.
  await realtime.broker.ping().catch((err: unknown) => {
    app.log.error({ err }, 'real-time broker not reachable at start');
  });

  return { app, deps };
}

function isSameOrigin(origin: string, host: string | undefined) {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
