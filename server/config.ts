import { z } from 'zod';
import { DEFAULT_TRASH_RETENTION_DAYS } from '../contract/recipe-values';
import { DEFAULT_FORGIVING_WORDS } from '../contract/search/forgiving';
import type { PlansSetting } from '../contract/plans';

/**
 * Environment → typed configuration. The only module that reads process.env; every limit is a
 * named setting with a default, so operators, tests and benchmarks tune it without code changes.
 */
const flag = z.preprocess(
  (value) => (typeof value === 'boolean' ? value : value === '1' || value === 'true'),
  z.boolean(),
);
const int = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
/** A duration in seconds; fractions are allowed so tests can run timers fast. */
const seconds = (fallback: number) => z.coerce.number().min(0.01).default(fallback);

export const ConfigSchema = z.object({
  /** `production` refuses settings meant for development only (DEV_EXPOSE_RESET_CODE). */
  NODE_ENV: z.string().default('development'),
  PORT: int(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /**
   * Where backups are written (`potluck backup`, the admin dashboard's button): a folder, created
   * if missing; unset, DATA_DIR/backups. See README "Backups".
   */
  BACKUP_DIR: z.string().optional(),
  /** PostgreSQL instead of the embedded SQLite file (postgres://user:pass@host:5432/db). */
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL: connections each app process keeps open at most. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  /** SQLite: prepared statements kept for reuse by their SQL (server/db/connect.ts); 0 keeps none. */
  SQLITE_STATEMENT_CACHE_SIZE: int(500),
  /**
   * SQLite: how long one look at what other processes committed to the file stands for, in
   * milliseconds, before kept session reads are trusted again; 0 looks on every request.
   */
  SQLITE_CHANGE_CHECK_MS: int(1),
  /** PostgreSQL: how long a query waits for a free connection (or a new one), in milliseconds. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /**
   * PostgreSQL: run the queries every request makes (the session read) as named prepared
   * statements, parsed and planned once per connection. Turn off (0) behind a pooler that hands a
   * session's statements to another server connection (PgBouncer in transaction mode before 1.21).
   */
  DATABASE_PREPARED_STATEMENTS: z.preprocess(
    (value) => (value === undefined ? true : value === true || value === '1' || value === 'true'),
    z.boolean(),
  ),
  /**
   * PostgreSQL: listen on one more connection for the database's notices of changed sessions,
   * users and list versions (server/db/change-notices.ts), so that session reads can be reused as
   * on SQLite (SESSION_CACHE_ENTRIES). Turn off (0) behind a pooler that cannot hold a LISTEN
   * (PgBouncer in transaction mode); every signed-in request then reads its session.
   */
  DATABASE_CHANGE_NOTICES: z.preprocess(
    (value) => (value === undefined ? true : value === true || value === '1' || value === 'true'),
    z.boolean(),
  ),
  /**
   * PostgreSQL: every this many milliseconds the connection listening for changes sends itself a
   * notice, and is taken for lost (and session reads for unsure) unless it hears it back within
   * as long again.
   */
  DATABASE_CHANGE_NOTICES_CHECK_MS: z.coerce.number().int().min(10).default(2_000),
  /**
   * Seconds a starting process waits while another one (started at the same moment) migrates
   * the database, before it gives up and exits; only one process migrates at a time.
   */
  DATABASE_MIGRATION_WAIT_SECONDS: seconds(300),
  /** PostgreSQL: the schema Potluck's tables live in (created if missing); unset, the server's search_path. */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'lower-case letters, digits and _ only')
    .optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Potluck <no-reply@potluck.local>'),
  /** Where contact messages go; also the support address the web shows (GET /api/settings). */
  SUPPORT_EMAIL: z.string().default('support@potluck.local'),
  SESSION_SECRET: z.string().min(16).optional(),
  /** Session lifetime in seconds (default 30 days). */
  SESSION_TTL_SECONDS: int(30 * 24 * 3600),
  /**
   * Session reads kept while the database is unchanged (server/auth/sessions.ts), at most this
   * many sessions; 0 reads every time. On PostgreSQL only with DATABASE_CHANGE_NOTICES.
   */
  SESSION_CACHE_ENTRIES: int(10_000),
  /** Serve cookies with `Secure` (set when the app is behind https). */
  COOKIE_SECURE: flag,
  /** Trust X-Forwarded-* headers from a proxy in front (true, a hop count, or addresses). */
  TRUST_PROXY: z.preprocess(
    (value) =>
      value === '1' || value === 'true'
        ? true
        : value === undefined || value === '' || value === '0' || value === 'false'
          ? false
          : value,
    z.union([z.boolean(), z.string()]),
  ),
  /** Extra origins allowed to make state-changing calls (comma separated). */
  ALLOWED_ORIGINS: z.string().default(''),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  IMPORT_ALLOW_PRIVATE_NETWORK: flag,
  DEV_EXPOSE_RESET_CODE: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  /** Largest JSON body accepted, in bytes. */
  BODY_LIMIT_BYTES: int(1_048_576),
  /**
   * Bytes of a refused body (413) still read before the answer, so a client that is still sending
   * can read it; past this the connection is closed without reading the rest.
   */
  BODY_DRAIN_MAX_BYTES: int(8_388_608),
  /**
   * HTTP timeouts, for a process exposed without a proxy in front. A request (headers and body)
   * must arrive whole within HTTP_REQUEST_TIMEOUT_SECONDS, its headers within
   * HTTP_HEADERS_TIMEOUT_SECONDS, or it is answered 408 and the connection closed: a client that
   * trickles bytes cannot hold a connection. A kept-alive connection idle for
   * HTTP_KEEP_ALIVE_TIMEOUT_SECONDS is closed; behind a proxy, keep it above the proxy's own idle
   * timeout. A photo upload (MAX_UPLOAD_BYTES) must fit in the request timeout.
   */
  HTTP_REQUEST_TIMEOUT_SECONDS: seconds(60),
  HTTP_HEADERS_TIMEOUT_SECONDS: seconds(10),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: seconds(5),
  /** Login attempts per IP per window, and per account per window. */
  RATE_LIMIT_LOGIN_PER_IP: int(20),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: int(10),
  /** Reset requests and reset attempts per IP per window, and per account per window. */
  RATE_LIMIT_RESET_PER_IP: int(10),
  RATE_LIMIT_RESET_PER_ACCOUNT: int(5),
  /** Registrations per IP per window. */
  RATE_LIMIT_REGISTER_PER_IP: int(20),
  /**
   * Current-password checks on the settings page (changing the e-mail or password, deleting the
   * account) per signed-in user per window; a right password restores the budget.
   */
  RATE_LIMIT_ACCOUNT_PASSWORD_PER_USER: int(10),
  /** Minutes the link confirming a new sign-in address works. */
  EMAIL_CHANGE_LINK_MINUTES: int(60),
  /** Length of every rate-limit window, in seconds. */
  RATE_LIMIT_WINDOW_SECONDS: int(900),
  /** Reset codes: minutes valid, and wrong tries before the code dies. */
  RESET_CODE_TTL_MINUTES: int(15),
  RESET_CODE_MAX_ATTEMPTS: int(5),
  /** scrypt cost (N); 16384 is OWASP's floor. Tests may lower it. */
  PASSWORD_HASH_COST: int(16384),
  /** How often expired sessions are swept, in seconds. */
  SESSION_SWEEP_SECONDS: int(3600),

  // Photos (server/objects/).
  /** Largest image upload accepted, in bytes (SPEC §9: 10 MB); bigger uploads get a 413. */
  MAX_UPLOAD_BYTES: int(10_485_760),
  /** Largest image accepted, in pixels (width × height), checked before any decoding. */
  MAX_IMAGE_PIXELS: int(40_000_000),
  /** How long a signed upload URL stays valid, in seconds; processing must follow within as long again. */
  UPLOAD_URL_TTL_SECONDS: int(600),
  /** Upload URLs issued per user per rate-limit window. */
  RATE_LIMIT_UPLOAD_PER_USER: int(30),
  /** How often expired uploads and abandoned images are swept, in seconds. */
  UPLOAD_SWEEP_SECONDS: int(900),
  /** How long a processed image may stay unattached to any recipe before the sweep deletes it, in seconds. */
  UNATTACHED_IMAGE_TTL_SECONDS: int(24 * 3600),

  // Recipe lists (server/recipes/).
  /** My Recipes' card pages: cards per page when the client asks none (it may ask up to 100). */
  RECIPE_CARDS_PAGE_SIZE: z.coerce.number().int().min(1).max(100).default(48),
  /**
   * Recipes kept serialized in memory for lists, checked against each recipe's updatedAt (about
   * 1 KiB each); 0 keeps none. See server/recipes/recipe-json.ts.
   */
  RECIPE_JSON_CACHE_ENTRIES: z.coerce.number().int().min(0).default(20_000),
  /**
   * Megabytes of list answers (My Recipes, its card pages, Discover) kept ready to send, each
   * valid for one version of its list (server/recipes/list-answers.ts); 0 keeps none.
   */
  LIST_ANSWER_CACHE_MB: z.coerce.number().min(0).default(32),

  // The trash (server/recipes/trash.ts).
  /** Days a deleted recipe stays in its owner's trash, restorable, before it is deleted for good. */
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).default(DEFAULT_TRASH_RETENTION_DAYS),
  /** How often recipes past TRASH_RETENTION_DAYS are deleted for good, in minutes (fractions allowed). */
  TRASH_PURGE_INTERVAL_MINUTES: z.coerce.number().min(0.01).default(60),

  // Contact form (server/contact/).
  /** Contact messages per IP per rate-limit window. */
  RATE_LIMIT_CONTACT_PER_IP: int(5),

  // Sharing, Discover and real-time (server/sharing/, server/realtime/).
  /**
   * The app's public address (e.g. https://potluck.example), used for links in e-mails. Unset, the
   * link is built from the request's protocol and Host header; set it in production, so a forged
   * Host header can never put another site's address into a mail Potluck sends.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Recipe invitations (POST /api/recipes/invite) per user per rate-limit window. */
  RATE_LIMIT_INVITES_PER_USER: int(30),
  /** Days an invitation link to edit a recipe, sent to an address with no account, stays valid. */
  RECIPE_INVITE_DAYS: int(14),
  /** Personal API tokens one user may hold at once. */
  API_TOKENS_PER_USER: int(20),
  /** Requests one person's API tokens may make, together, per RATE_LIMIT_API_TOKEN_WINDOW_SECONDS. */
  RATE_LIMIT_API_TOKEN_REQUESTS: int(300),
  RATE_LIMIT_API_TOKEN_WINDOW_SECONDS: seconds(60),
  /**
   * Unknown or revoked API tokens one address may send per RATE_LIMIT_WINDOW_SECONDS; past it
   * every token from that address is refused (429) until the window ends.
   */
  RATE_LIMIT_API_TOKEN_FAILURES_PER_IP: int(20),
  /** Discover: recipes per page when the client does not ask for a size (it may ask up to 100). */
  DISCOVER_PAGE_SIZE: z.coerce.number().int().min(1).max(100).default(24),
  /**
   * Search (My Recipes, Discover): typed words, from the first, that also find words of the same
   * stem and, from five letters, words one edit away (server/recipes/search-vocabulary.ts); 0
   * makes search literal. The app's search on the device forgives the first 8.
   */
  SEARCH_FORGIVING_WORDS: z.coerce.number().int().min(0).max(32).default(DEFAULT_FORGIVING_WORDS),
  /** Search: vocabulary words read per typed word when looking for the words of its stem. */
  SEARCH_STEM_SCAN_WORDS: z.coerce.number().int().min(1).max(10_000).default(500),
  /** Discover: how long the most-used-tags answer is cached, in seconds. */
  DISCOVER_TAGS_CACHE_SECONDS: seconds(30),
  /** Real-time (/ws): largest client message in bytes; a bigger one closes the socket with 1009. */
  WS_MAX_MESSAGE_BYTES: z.coerce.number().int().min(256).default(16_384),
  /** Real-time: recipes one socket may have joined at once. */
  WS_MAX_JOINS_PER_SOCKET: int(50),
  /** Real-time: open sockets per user (tabs and devices together), and for the whole process. */
  WS_MAX_SOCKETS_PER_USER: int(20),
  WS_MAX_SOCKETS: int(20_000),
  /** Real-time: messages a socket may send per second; past that it is closed with 1008. */
  WS_MESSAGES_PER_SECOND: int(60),
  /** Real-time: outgoing bytes queued for a socket that does not read; past that it is dropped. */
  WS_MAX_BUFFERED_BYTES: int(1_048_576),
  /** Real-time: seconds between pings; a socket that missed the last pong is dropped. */
  WS_HEARTBEAT_SECONDS: seconds(30),
  /**
   * Real-time: seconds between checks that each socket's session still stands (not logged out,
   * expired or disabled); a socket whose session is gone is closed with 4001.
   */
  WS_REVALIDATE_SECONDS: seconds(5),

  // The sync engine (server/sync/, docs/decisions/004-sync-engine.md).
  /**
   * Largest document update a client may send, in bytes: over /ws an update must also fit in
   * WS_MAX_MESSAGE_BYTES (base64 in JSON); a bigger one (a long offline session) is sent to
   * POST /api/recipes/{id}/doc, which this caps.
   */
  SYNC_MAX_UPDATE_BYTES: int(1_048_576),
  /** Updates a document keeps beside its compacted state before they are folded into it. */
  SYNC_COMPACT_AFTER_UPDATES: int(200),
  /** Minutes without a change after which the next change starts a new session in the history. */
  SYNC_HISTORY_SESSION_GAP_MINUTES: z.coerce.number().min(0).default(10),
  /** Editing sessions kept in a document's history; older ones are dropped. */
  SYNC_HISTORY_MAX_VERSIONS: int(100),
  /** Documents one process keeps in memory (least recently used are dropped, and reloaded). */
  SYNC_MAX_CACHED_DOCUMENTS: int(2_000),
  /**
   * The most characters one text of a document may hold (a title, a line, a note, a value, a
   * key); a field's own lower limit (a title's 200) still applies. docs/decisions/015.
   */
  SYNC_DOC_MAX_TEXT_CHARS: int(10_000),
  /**
   * The most content one document (recipe, plan, list) may hold, measured as its JSON text; a
   * meal plan at MEAL_PLAN_MAX_ENTRIES weighs about 1.5 MB.
   */
  SYNC_DOC_MAX_BYTES: int(2_097_152),

  // Households, the meal plan and shopping lists (server/households/).
  /** People in one household, the owner included. */
  HOUSEHOLD_MAX_MEMBERS: int(20),
  /** Days an invitation link to join a household stays valid. */
  HOUSEHOLD_INVITE_DAYS: int(14),
  /** Household invitations (POST /api/households/{id}/invites) per user per rate-limit window. */
  RATE_LIMIT_HOUSEHOLD_INVITES_PER_USER: int(30),
  /** Shopping lists one household may have. */
  SHOPPING_LISTS_PER_HOUSEHOLD: int(20),
  /** Items one shopping list may hold (checked ones included, until cleared). */
  SHOPPING_LIST_MAX_ITEMS: int(500),
  /** Entries a household's meal plan may hold (past weeks included). */
  MEAL_PLAN_MAX_ENTRIES: int(5_000),
  /**
   * Store sections a household remembers for foods it moved (the least recently chosen are
   * forgotten beyond this).
   */
  HOUSEHOLD_MAX_REMEMBERED_SECTIONS: int(500),
  /** Calendar feed requests (GET /ical/{token}) per address per rate-limit window. */
  RATE_LIMIT_CALENDAR_FEED_PER_IP: int(120),
  /** Weeks before today the calendar feed includes (and it shows every planned day after). */
  CALENDAR_FEED_PAST_WEEKS: int(8),

  // Scale-out engines: Redis (REDIS_URL), an S3-compatible store (S3_*), SMTP (SMTP_URL).
  /** Prefix of every Redis key and pub/sub channel, so several installations (or tests) share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('potluck:'),
  /** Milliseconds to wait for a Redis connection or command before it counts as failed. */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(10).default(5000),
  /**
   * With Redis: seconds a presence entry lives unless its socket's heartbeat renews it, so the
   * entries of a process that died expire. Keep it well above WS_HEARTBEAT_SECONDS (2–3 times).
   */
  PRESENCE_TTL_SECONDS: seconds(90),
  /** S3-compatible object store: endpoint URL (e.g. https://s3.eu-west-1.amazonaws.com). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Address the bucket as <endpoint>/<bucket> (MinIO, Garage) instead of <bucket>.<endpoint>. */
  S3_FORCE_PATH_STYLE: flag,
  /** Prefix of every object key in the bucket (lets installations or tests share a bucket). */
  S3_KEY_PREFIX: z
    .string()
    .regex(/^([a-z0-9][a-z0-9-]*\/)*$/, 'lowercase path segments, each ending in /')
    .default(''),
  /** Milliseconds one S3 request may take. */
  S3_TIMEOUT_MS: z.coerce.number().int().min(10).default(15_000),
  /** SMTP: sends retried after a temporary failure (4xx answer, connection trouble); 5xx is final. */
  SMTP_RETRIES: int(3),
  /** SMTP: wait before the first retry, in milliseconds; it doubles for each further retry. */
  SMTP_RETRY_DELAY_MS: int(1000),
  /** SMTP: milliseconds to wait for a connection, a greeting or an answer. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(10).default(10_000),

  // Compression (server/app.ts): answers smaller than this many bytes go out as they are.
  COMPRESS_MIN_BYTES: int(1024),
  /** Brotli quality (0–11) for answers compressed on the fly; the web app's files use 11 at build. */
  COMPRESS_BROTLI_QUALITY: z.coerce.number().int().min(0).max(11).default(4),

  /**
   * `on`: SPEC's plans (free up to 5 recipes, Pro unlimited, upgrade prompts and plan badges).
   * `off` for a private install: no recipe limit for anyone, no upgrade prompts, no plan badges.
   */
  PLANS: z.enum(['on', 'off']).default('on'),

  // Metrics (server/metrics/): GET /metrics in Prometheus' text format.
  /** Serve GET /metrics (off: it is a 404 like any unknown path). Needs METRICS_TOKEN. */
  METRICS_ENABLED: flag,
  /** The bearer token Prometheus sends to read /metrics; a wrong or missing one is a 401. */
  METRICS_TOKEN: z.string().min(32, 'at least 32 characters').optional(),

  // Health and shutdown.
  /** Milliseconds each readiness check (database, broker, store) may take on GET /readyz. */
  READY_CHECK_TIMEOUT_MS: z.coerce.number().int().min(10).default(2000),
  /** On SIGTERM/SIGINT: seconds to let requests in flight finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: seconds(25),

  // Importing another app's export, or Potluck's own (server/import-files/). The file is untrusted
  // input: it is opened in memory under these bounds, and refused whole past any of them.
  /**
   * Largest file accepted, in bytes; a bigger one is a 413. Sent like a photo upload, so it must
   * arrive within HTTP_REQUEST_TIMEOUT_SECONDS.
   */
  IMPORT_FILE_MAX_BYTES: z.coerce.number().int().min(1024).default(67_108_864),
  /** Files an import may hold, counting those inside archives inside it. */
  IMPORT_FILE_MAX_ENTRIES: z.coerce.number().int().min(1).default(10_000),
  /** Bytes an import may unpack to in all (archives inside it and gzip members included). */
  IMPORT_FILE_MAX_UNPACKED_BYTES: z.coerce.number().int().min(1024).default(268_435_456),
  /** How many times its compressed size one file inside may unpack to (judged above 1 MiB). */
  IMPORT_FILE_MAX_RATIO: z.coerce.number().int().min(1).default(100),
  /** Recipes one import may hold, in all its files; as many as one import may choose. */
  IMPORT_FILE_MAX_RECIPES: z.coerce.number().int().min(1).max(10_000).default(10_000),
  /** Archives inside the import: 1 lets a zip hold zips (Tandoor's export), which hold none. */
  IMPORT_FILE_MAX_NESTING: z.coerce.number().int().min(0).max(4).default(1),
  /** How long an uploaded import waits for its recipes to be chosen, in seconds. */
  IMPORT_FILE_TTL_SECONDS: seconds(3600),
  /** Imports of a file (uploads, previews and imports together) per user per rate-limit window. */
  RATE_LIMIT_IMPORT_FILES_PER_USER: int(30),
  /** Downloads of everything a user owns (GET /api/export) per user per rate-limit window. */
  RATE_LIMIT_EXPORTS_PER_USER: int(10),
  /**
   * How long after an export starts its later parts may be asked for (a library bigger than one
   * import comes in parts); they count as that one export against RATE_LIMIT_EXPORTS_PER_USER.
   */
  EXPORT_PARTS_TTL_SECONDS: seconds(86_400),
  /** Later parts of exports (GET /api/export?after=…) per user per rate-limit window. */
  RATE_LIMIT_EXPORT_PARTS_PER_USER: int(40),

  // Recipe import (server/import/). IMPORT_ALLOW_PRIVATE_NETWORK (above) lifts the address and
  // port checks for tests and benchmarks only.
  /** Largest page the importer reads, in bytes after decompression; a bigger page is refused. */
  IMPORT_MAX_BYTES: z.coerce.number().int().min(1024).default(5_242_880),
  /** Total time for one import fetch (every redirect and the whole body), in milliseconds. */
  IMPORT_TIMEOUT_MS: z.coerce.number().int().min(10).default(15_000),
  /** Redirects followed per import; each one is checked like the first address. */
  IMPORT_MAX_REDIRECTS: int(5),
  /** Imports (URL and pasted) per user per rate-limit window. */
  RATE_LIMIT_IMPORT_PER_USER: int(60),
  /** Largest body of POST /api/recipes/import/paste (a pasted page or text), in bytes; more is a 413. */
  IMPORT_PASTE_MAX_BYTES: z.coerce.number().int().min(1024).default(3_145_728),
  /**
   * Largest picture copied from an imported page into the object store, in bytes after
   * decompression; a bigger one is refused and the recipe is saved without it.
   */
  IMPORT_IMAGE_MAX_BYTES: z.coerce.number().int().min(1024).default(10_485_760),

  // Import from a photo (server/import/ocr/): text recognition runs in this process, on the CPU.
  /**
   * Languages read in photos, as tesseract codes joined by `+` (`eng+fra`); each needs its
   * language-data package installed (`npm install @tesseract.js-data/fra`), checked at start.
   */
  IMPORT_PHOTO_LANGUAGES: z
    .string()
    .regex(/^[a-z_]{3,12}(?:\+[a-z_]{3,12})*$/, 'tesseract codes joined by +, e.g. eng+fra')
    .default('eng'),
  /** Largest photo of POST /api/recipes/import/photo, in bytes; more is a 413. */
  IMPORT_PHOTO_MAX_BYTES: z.coerce.number().int().min(1024).default(10_485_760),
  /** Photos read at once, one recogniser (and about one core) each; more wait their turn. */
  IMPORT_PHOTO_CONCURRENCY: z.coerce.number().int().min(1).default(1),
  /** Photos that may wait for a recogniser; past that the import is answered 503. */
  IMPORT_PHOTO_QUEUE_LENGTH: int(8),
  /** Longest a photo may take, waiting included, in seconds; then it is answered 503. */
  IMPORT_PHOTO_TIMEOUT_SECONDS: seconds(60),
  /** A recogniser unused this long, in seconds, is stopped to give its memory (~100 MB) back. */
  IMPORT_PHOTO_IDLE_SECONDS: seconds(300),
});

export type Config = z.infer<typeof ConfigSchema>;

/** A configuration the app refuses, with every problem found (one line each). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

/** Reads the configuration; `overrides` (tests) win over the environment. */
export function loadConfig(overrides: Partial<Record<keyof Config, unknown>> = {}): Config {
  const fromEnv = Object.fromEntries(
    Object.keys(ConfigSchema.shape).map((key) => [key, process.env[key] || undefined]),
  );
  const parsed = ConfigSchema.safeParse({ ...fromEnv, ...overrides });
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const config = parsed.data;
  const s3 = [
    config.S3_ENDPOINT,
    config.S3_BUCKET,
    config.S3_ACCESS_KEY_ID,
    config.S3_SECRET_ACCESS_KEY,
  ];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new ConfigError([
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    ]);
  }
  if (config.DEV_EXPOSE_RESET_CODE && config.NODE_ENV === 'production') {
    throw new Error(
      'Refusing to start: DEV_EXPOSE_RESET_CODE puts reset codes in API answers and must never be set with NODE_ENV=production',
    );
  }
  if (config.METRICS_ENABLED && !config.METRICS_TOKEN) {
    throw new ConfigError([
      'METRICS_ENABLED needs METRICS_TOKEN (at least 32 characters), the bearer token Prometheus sends',
    ]);
  }
  if (config.HTTP_HEADERS_TIMEOUT_SECONDS > config.HTTP_REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError([
      'HTTP_HEADERS_TIMEOUT_SECONDS may not be longer than HTTP_REQUEST_TIMEOUT_SECONDS',
    ]);
  }
  if (config.REDIS_URL && config.PRESENCE_TTL_SECONDS <= config.WS_HEARTBEAT_SECONDS) {
    throw new ConfigError([
      'PRESENCE_TTL_SECONDS must be longer than WS_HEARTBEAT_SECONDS, or presence flickers',
    ]);
  }
  return config;
}

/** The PLANS setting as the plan rules (contract/plans.ts) take it. */
export function plansOf(config: Pick<Config, 'PLANS'>): PlansSetting {
  return { plansEnabled: config.PLANS === 'on' };
}

/** The folder backups go to: BACKUP_DIR, or DATA_DIR/backups. */
export function backupDir(config: Pick<Config, 'BACKUP_DIR' | 'DATA_DIR'>): string {
  return config.BACKUP_DIR || `${config.DATA_DIR.replace(/\/+$/, '')}/backups`;
}

/** The scale-out services the test suite should use (TEST_REDIS_URL, TEST_S3, TEST_SMTP). */
export interface TestServicesConfig {
  redisUrl: string | null;
  s3: boolean;
  smtp: boolean;
}

/** Read by the test setup only: which external services the suite runs against. */
export function loadTestServicesConfig(): TestServicesConfig {
  const on = (value: string | undefined) => value === '1' || value === 'true';
  return {
    redisUrl: process.env.TEST_REDIS_URL || null,
    s3: on(process.env.TEST_S3),
    smtp: on(process.env.TEST_SMTP),
  };
}
