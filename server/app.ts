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
import { createMemoryRateLimiter } from './lib/rate-limit';
import { EventBus } from './lib/events';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { SESSION_COOKIE, findSessionUser, sweepExpiredSessions } from './auth/sessions';
import './auth/current-user';
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
    genReqId: () => crypto.randomUUID(),
  });
  const database =
    options.database ??
    (await connectDatabase(
      databaseOptions(config, (err) => app.log.error({ err }, 'database connection lost')),
    ));
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  const deps: AppDeps = {
    config,
    db: database.db,
    dialect: database.dialect,
    log: app.log,
    events: new EventBus(app.log),
    objects: createObjectStore(config),
    mailer:
      options.mailer ??
      (config.SMTP_URL
        ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM, app.log)
        : createOutboxMailer(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM, app.log)),
    rateLimits: {
      loginPerIp: createMemoryRateLimiter('login-ip', config.RATE_LIMIT_LOGIN_PER_IP, window),
      loginPerAccount: createMemoryRateLimiter(
        'login-account',
        config.RATE_LIMIT_LOGIN_PER_ACCOUNT,
        window,
      ),
      resetPerIp: createMemoryRateLimiter('reset-ip', config.RATE_LIMIT_RESET_PER_IP, window),
      resetPerAccount: createMemoryRateLimiter(
        'reset-account',
        config.RATE_LIMIT_RESET_PER_ACCOUNT,
        window,
      ),
      registerPerIp: createMemoryRateLimiter(
        'register-ip',
        config.RATE_LIMIT_REGISTER_PER_IP,
        window,
      ),
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

  // Liveness: the process is up and serving. (Readiness of the engines behind it is /readyz's job.)
  app.get('/healthz', async () => ({ status: 'ok' }));

  await app.register(async (scope) => authRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => recipeRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => importRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => sharingRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => realtimeRoutes(scope, deps));
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
    },
    Math.max(1, config.SESSION_SWEEP_SECONDS) * 1000,
  );
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    if (!options.database) await database.close();
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
