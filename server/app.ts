import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import zlib from 'node:zlib';
import { loadConfig, type Config } from './config';
import { connectDatabase, databaseOptions, type DatabaseHandle } from './db/connect';
import type { AppDeps } from './deps';
import { AppError, registerErrorHandling } from './http/errors';
import { registerSecurityHeaders } from './http/security-headers';
import { assertSafeRequestText } from './http/text-safety';
import { CSP_NONCE_PLACEHOLDER } from '../contract/csp';
import { createMemoryRateLimiter, redisRateLimiterFactory } from './lib/rate-limit';
import { closeRedis, connectRedis } from './lib/redis';
import { healthRoutes } from './health';
import { createRealtimeBackends } from './realtime/backends';
import { createListAnswers } from './recipes/list-answers';
import { createKeptEncodings } from './http/kept-encodings';
import { loadAppShell, withDocumentLanguage } from './http/app-shell';
import { negotiateLocale, parseAcceptLanguage } from '../contract/i18n/locales';
import { isAppRoute } from '../contract/app-routes';
import { EventBus } from './lib/events';
import { DocumentStore } from './sync/documents';
import { RECIPE_DOC_KIND, recipeDocKind } from './recipes/recipe-document';
import { createMailer, type Mailer } from './mail/mailer';
import { SESSION_COOKIE, createSessionReader, sweepExpiredSessions } from './auth/sessions';
import { registerRequestIdentity } from './auth/request-identity';
import { sweepDeadResetCodes } from './auth/queries';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { recipeRoutes } from './recipes/routes';
import { recipeDocumentRoutes } from './recipes/document-routes';
import { importRoutes } from './import/routes';
import { sharingRoutes } from './sharing/routes';
import { householdRoutes } from './households/routes';
import { MEAL_PLAN_DOC_KIND, mealPlanDocKind } from './plan/plan-document';
import { planRoutes } from './plan/routes';
import { SHOPPING_LIST_DOC_KIND, shoppingListDocKind } from './shopping/list-document';
import { shoppingRoutes } from './shopping/routes';
import { realtimeRoutes, websocketOptions } from './realtime/routes';
import { ensureAdmin } from './auth/service';
import { createObjectStore } from './objects/create-store';
import { objectRoutes } from './objects/routes';
import { adminRoutes } from './admin/routes';
import { contactRoutes } from './contact/routes';
import { settingsRoutes } from './settings/routes';
import { drainRequestBody } from './http/drain-body';
import { tokenRoutes } from './tokens/routes';
import { exportRoutes } from './export/routes';
import { importFileRoutes } from './import-files/routes';
import { openApiRoutes } from './openapi/routes';
import { LiveReadings } from './metrics/readings';
import { registerMetrics } from './metrics/routes';

export interface BuildAppOptions {
  config?: Config;
  database?: DatabaseHandle;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; served with an SPA fallback when it exists. */
  webRoot?: string | null;
}

const REQUEST_ID_HEADER = 'x-request-id';
/** The bookmarklet's receive page (web/features/help/bookmarklet.ts). */
const RECEIVE_PATH = '/import/receive';
/** The app's page as a file: never served as it is, always with a fresh nonce (below). */
const APP_SHELL_FILE = '/index.html';
/** The offline app's service worker, from the web build (web/features/offline/pwa-options.ts). */
const SERVICE_WORKER_FILE = 'sw.js';
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
    // Slow clients: a request must arrive whole within the request timeout and its headers
    // within the headers timeout (each answered 408); idle kept-alive connections close.
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      // Node enforces both timeouts when it sweeps its connections; sweep often enough that a
      // timeout holds to within a quarter of the headers timeout (Node's default is every 30 s).
      connectionsCheckingInterval: Math.max(
        100,
        Math.min(5000, (config.HTTP_HEADERS_TIMEOUT_SECONDS * 1000) / 4),
      ),
    },
    // Every request log line (and error log) carries reqId: the caller's X-Request-Id when it is
    // a plain token (a proxy in front may have set it), else a new one; it is echoed back.
    requestIdHeader: false,
    // A URL that does not decode (/ws/%, /api/%ED%A0%80) is answered before any hook runs. The
    // answer keeps the API's error shape, and a WebSocket upgrade's socket, which nothing else
    // would close (the websocket plugin closes refused upgrades from a hook), is closed after it.
    frameworkErrors(error, request, reply) {
      if (request.headers.upgrade) {
        reply.raw.once('finish', () => request.raw.socket.destroy());
      }
      return (reply as FastifyReply)
        .status(400)
        .send({ message: 'Bad request address', code: error.code });
    },
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
  const documentPolicy = registerSecurityHeaders(app, config);
  const database =
    options.database ??
    (await connectDatabase(
      databaseOptions(
        config,
        (err) => app.log.error({ err }, 'database connection lost'),
        (report) =>
          app.log.info(report, report.applied.length ? 'database migrated' : 'database up to date'),
      ),
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
    documents: new DocumentStore({
      db: database.db,
      kinds: {
        [RECIPE_DOC_KIND]: recipeDocKind,
        [MEAL_PLAN_DOC_KIND]: mealPlanDocKind(config.MEAL_PLAN_MAX_ENTRIES),
        [SHOPPING_LIST_DOC_KIND]: shoppingListDocKind(config.SHOPPING_LIST_MAX_ITEMS),
      },
      limits: {
        compactAfterUpdates: config.SYNC_COMPACT_AFTER_UPDATES,
        historySessionGapMs: config.SYNC_HISTORY_SESSION_GAP_MINUTES * 60_000,
        historyMaxVersions: config.SYNC_HISTORY_MAX_VERSIONS,
        maxCachedDocuments: config.SYNC_MAX_CACHED_DOCUMENTS,
        docCaps: {
          maxTextChars: config.SYNC_DOC_MAX_TEXT_CHARS,
          maxBytes: config.SYNC_DOC_MAX_BYTES,
        },
      },
    }),
    objects: createObjectStore(config),
    broker: realtime.broker,
    listAnswers: createListAnswers(database.db, config.LIST_ANSWER_CACHE_MB * 1024 * 1024),
    keptEncodings: createKeptEncodings({
      minBytes: config.COMPRESS_MIN_BYTES,
      brotliQuality: config.COMPRESS_BROTLI_QUALITY,
    }),
    createRateLimiter,
    readings: new LiveReadings(),
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
      accountPasswordPerUser: createRateLimiter(
        'account-password',
        config.RATE_LIMIT_ACCOUNT_PASSWORD_PER_USER,
        window,
      ),
    },
  };

  registerErrorHandling(app);
  registerMetrics(app, deps);
  // Answers go out compressed when the client accepts it: JSON and the app's HTML on the fly
  // (brotli at a quality that costs little time), the web app's files as compressed at build
  // time (scripts/precompress-web.mjs, served by the static plugin below).
  await app.register(compress, {
    threshold: config.COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: config.COMPRESS_BROTLI_QUALITY },
    },
  });
  await app.register(cookie);
  await app.register(websocket, websocketOptions(config));

  const sessions = createSessionReader(
    database.db,
    database.readStamp,
    config.SESSION_CACHE_ENTRIES,
  );
  registerRequestIdentity(app, deps, sessions);

  // A GET or HEAD that carries a body (nothing reads one) has it read to its end before the
  // answer goes out: closing a connection with unread bytes resets it, and a reset can take a
  // large answer (the API document, an export) down with it before the client has read it. One
  // over BODY_LIMIT_BYTES is refused, as on any other call.
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.raw.complete || !request.headers['content-length']) return;
    if (Number(request.headers['content-length']) > config.BODY_LIMIT_BYTES) {
      throw new AppError(413, 'Request body is too large', 'body_too_large');
    }
    await new Promise<void>((resolve) => {
      request.raw.on('end', resolve);
      request.raw.on('error', () => resolve());
      request.raw.resume();
    });
  });

  // A body refused as too large is read to its end (up to BODY_DRAIN_MAX_BYTES) before the 413
  // goes out, so a client still sending reads the answer rather than a reset (drain-body.ts).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode !== 413) return done(null, payload);
    void drainRequestBody(request.raw, config.BODY_DRAIN_MAX_BYTES).then(() => done(null, payload));
  });

  // NUL characters and unpaired surrogates are refused wherever text comes in (text-safety.ts).
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertSafeRequestText(request);
      done();
    } catch (err) {
      done(err as Error);
    }
  });

  await app.register(async (scope) => healthRoutes(scope, deps));

  await app.register(async (scope) => authRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => accountRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => recipeRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => recipeDocumentRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => importRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => sharingRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => householdRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => planRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => shoppingRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) =>
    realtimeRoutes(scope, deps, { broker: realtime.broker, presence: realtime.presence }),
  );
  await app.register(async (scope) => objectRoutes(scope, deps));
  await app.register(async (scope) => adminRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => contactRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => settingsRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => tokenRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => exportRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => importFileRoutes(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => openApiRoutes(scope, deps));

  const webRoot = options.webRoot === undefined ? defaultWebRoot : options.webRoot;
  const appShell = webRoot === null ? null : loadAppShell(webRoot);
  const hasWeb = appShell !== null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot!,
      wildcard: false,
      // The .br and .gz files the build wrote beside each asset, when the client accepts them.
      preCompressed: true,
      // index.html is answered below, with a fresh CSP nonce each time.
      index: false,
      allowedPath: (pathName) => pathName !== APP_SHELL_FILE,
      setHeaders(res, servedPath) {
        // The file asked for, whether it is sent as it is or as its .br/.gz.
        const filePath = servedPath.replace(/\.(?:br|gz)$/, '');
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (path.basename(filePath) === SERVICE_WORKER_FILE) {
          // The browser checks the worker for a new version on every visit; never from a cache.
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }
  /** Whether a session is current; a database that cannot answer now leaves the page unnamed. */
  const isSignedIn = async (token: string) => {
    try {
      return (await sessions.find(token)) !== null;
    } catch (err) {
      app.log.warn({ err }, 'session read for the app page failed; page sent without hints');
      return false;
    }
  };
  app.setNotFoundHandler(async (request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({ message: 'Not found', code: 'not_found' });
    }
    // Any other path is the single-page app. A path that is none of its screens still gets the
    // app (its router shows the 404 page), answered as 404 so browsers and crawlers know.
    const { nonce, policy } = documentPolicy.withNonce();
    const pathname = request.url.split('?')[0]!;
    // The service worker keeps /index.html itself for offline use: it must be a 200.
    const status = isAppRoute(pathname) || pathname === APP_SHELL_FILE ? 200 : 404;
    if (request.url.startsWith(RECEIVE_PATH)) {
      // The bookmarklet's page is opened by a recipe site and answers it through
      // window.opener, which a same-origin opener policy would cut.
      reply.header('cross-origin-opener-policy', 'unsafe-none');
    }
    // The page names what a signed-in cook's screens need (server/http/app-shell.ts), so it is
    // this person's own: never kept by a shared cache. Only a page load is told apart: the copy
    // the service worker stores for offline use (fetched, not navigated to) is everyone's page.
    const token = request.cookies[SESSION_COOKIE];
    const isPageLoad = (request.headers['sec-fetch-dest'] ?? 'document') === 'document';
    const signedIn = token && isPageLoad ? await isSignedIn(token) : false;
    return reply
      .status(status)
      .header('Cache-Control', 'private, no-cache')
      .header('content-security-policy', policy)
      .type('text/html; charset=utf-8')
      .send(
        withDocumentLanguage(
          appShell!.page(request.url, signedIn),
          negotiateLocale(parseAcceptLanguage(request.headers['accept-language'])),
        ).replaceAll(CSP_NONCE_PLACEHOLDER, nonce),
      );
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
