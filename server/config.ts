import { z } from 'zod';

/**
 * Environment → typed configuration. The only module that reads process.env; every limit is a
 * named setting with a default, so operators, tests and benchmarks tune it without code changes.
 */
const flag = z.preprocess(
  (value) => (typeof value === 'boolean' ? value : value === '1' || value === 'true'),
  z.boolean(),
);
const int = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

export const ConfigSchema = z.object({
  PORT: int(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Potluck <no-reply@potluck.local>'),
  SUPPORT_EMAIL: z.string().default('support@potluck.local'),
  SESSION_SECRET: z.string().min(16).optional(),
  /** Session lifetime in seconds (default 30 days). */
  SESSION_TTL_SECONDS: int(30 * 24 * 3600),
  /** Serve cookies with `Secure` (set when the app is behind https). */
  COOKIE_SECURE: flag,
  /** Trust X-Forwarded-* headers from a proxy in front (true, a hop count, or addresses). */
  TRUST_PROXY: z.preprocess(
    (value) => (value === '1' || value === 'true' ? true : value === undefined || value === '' || value === '0' || value === 'false' ? false : value),
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
  /** Login attempts per IP per window, and per account per window. */
  RATE_LIMIT_LOGIN_PER_IP: int(20),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: int(10),
  /** Reset requests and reset attempts per IP per window, and per account per window. */
  RATE_LIMIT_RESET_PER_IP: int(10),
  RATE_LIMIT_RESET_PER_ACCOUNT: int(5),
  /** Registrations per IP per window. */
  RATE_LIMIT_REGISTER_PER_IP: int(20),
  /** Length of every rate-limit window, in seconds. */
  RATE_LIMIT_WINDOW_SECONDS: int(900),
  /** Reset codes: minutes valid, and wrong tries before the code dies. */
  RESET_CODE_TTL_MINUTES: int(15),
  RESET_CODE_MAX_ATTEMPTS: int(5),
  /** scrypt cost (N); 16384 is OWASP's floor. Tests may lower it. */
  PASSWORD_HASH_COST: int(16384),
  /** How often expired sessions are swept, in seconds. */
  SESSION_SWEEP_SECONDS: int(3600),
});

export type Config = z.infer<typeof ConfigSchema>;

/** Reads the configuration; `overrides` (tests) win over the environment. */
export function loadConfig(overrides: Partial<Record<keyof Config, unknown>> = {}): Config {
  const fromEnv = Object.fromEntries(
    Object.keys(ConfigSchema.shape).map((key) => [key, process.env[key] || undefined]),
  );
  const parsed = ConfigSchema.safeParse({ ...fromEnv, ...overrides });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}
