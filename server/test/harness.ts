// Test harness: a real app on a temporary database (a SQLite file, or a PostgreSQL schema when
// TEST_DATABASE_URL is set: see test-database.ts), listening on a real port, and a small HTTP
// client that keeps cookies like a browser. Each test makes its own users (factories below), so
// tests never depend on each other.
//
// Scale-out services (scaleout-setup.ts): with TEST_REDIS_URL each test server uses Redis under
// its own key prefix; with TEST_S3 the s3rver bucket under its own key prefix; with TEST_SMTP
// mail goes through the recording SMTP server (and is kept in `mail` once it was accepted).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { inject } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { connectDatabase, databaseOptions } from '../db/connect';
import type { AppDeps } from '../deps';
import { createSmtpMailer, type MailMessage, type Mailer } from '../mail/mailer';
import { TEST_S3_CREDENTIALS } from './services';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestServer {
  app: FastifyInstance;
  deps: AppDeps;
  baseUrl: string;
  /** Every message the app sent, newest last. */
  mail: MailMessage[];
  dataDir: string;
  database: TestDatabase;
  /** The scale-out service settings (Redis, S3, SMTP) this server runs with, if any. */
  scaleout: Partial<Record<keyof Config, unknown>>;
  close(): Promise<void>;
}

/** Settings that point a test server at the scale-out services the suite was started with. */
function scaleoutOverrides(): Partial<Record<keyof Config, unknown>> {
  const services = inject('scaleout');
  if (!services) return {};
  const isolation = randomUUID();
  return {
    ...(services.redisUrl
      ? { REDIS_URL: services.redisUrl, REDIS_KEY_PREFIX: `potluck-test:${isolation}:` }
      : {}),
    ...(services.s3
      ? {
          S3_ENDPOINT: services.s3.endpoint,
          S3_BUCKET: services.s3.bucket,
          S3_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
          S3_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
          S3_REGION: TEST_S3_CREDENTIALS.region,
          S3_FORCE_PATH_STYLE: true,
          S3_KEY_PREFIX: `t-${isolation}/`,
        }
      : {}),
    ...(services.smtp ? { SMTP_URL: `smtp://127.0.0.1:${services.smtp.smtpPort}` } : {}),
  };
}

/** Deletes every Redis key under `prefix` (a test server's own); an unreachable Redis has none. */
async function deleteRedisKeys(url: string, prefix: string) {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch {
    return;
  }
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

const silentLog = pino({ level: 'silent' });

export interface TestServerOptions {
  /**
   * Run as a second app process on `server`'s data (same database and data folder), as behind a
   * load balancer. Close it before `server`, which owns and removes the data.
   */
  shareDataWith?: TestServer;
  /** Plugins on every query this server makes (e.g. to make concurrent requests interleave). */
  plugins?: readonly KyselyPlugin[];
  /** A folder with a built web app to serve (index.html and assets); none by default. */
  webRoot?: string;
}

export async function startTestServer(
  overrides: Partial<Record<keyof Config, unknown>> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const owner = options.shareDataWith;
  const dataDir = owner?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-test-'));
  const database = owner?.database ?? createTestDatabase();
  const scaleout = owner?.scaleout ?? scaleoutOverrides();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: 1024,
    ...database.overrides,
    ...scaleout,
    ...overrides,
  });
  const mail: MailMessage[] = [];
  const smtp = config.SMTP_URL
    ? createSmtpMailer(
        {
          url: config.SMTP_URL,
          from: config.MAIL_FROM,
          retries: config.SMTP_RETRIES,
          retryDelayMs: config.SMTP_RETRY_DELAY_MS,
          timeoutMs: config.SMTP_TIMEOUT_MS,
        },
        silentLog,
      )
    : null;
  // `mail` holds what the app handed over, at once (some mail is sent without waiting for it).
  // With SMTP each message also goes through the recording server; close() fails if any did not.
  const deliveries: Array<Promise<void>> = [];
  const undelivered: unknown[] = [];
  const mailer: Mailer = {
    async send(message) {
      mail.push(message);
      if (!smtp) return;
      const delivery = smtp.send(message);
      deliveries.push(delivery.catch((err: unknown) => void undelivered.push(err)));
      await delivery;
    },
    close: () => smtp?.close(),
  };
  const connection = await connectDatabase(databaseOptions(config));
  const removeData = async () => {
    await connection.close();
    if (owner) return;
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const db = (options.plugins ?? []).reduce(
    (plugged, plugin) => plugged.withPlugin(plugin),
    connection.db,
  );
  let built: Awaited<ReturnType<typeof buildApp>>;
  try {
    built = await buildApp({
      config,
      database: { ...connection, db },
      mailer,
      webRoot: options.webRoot ?? null,
      logger: false,
    });
  } catch (error) {
    await removeData();
    throw error;
  }
  const { app, deps } = built;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    app,
    deps,
    mail,
    dataDir,
    database,
    scaleout,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await Promise.all(deliveries);
      await app.close();
      if (config.REDIS_URL && !owner) {
        await deleteRedisKeys(config.REDIS_URL, config.REDIS_KEY_PREFIX);
      }
      await removeData();
      if (undelivered.length > 0) {
        throw new Error(`SMTP did not take ${undelivered.length} message(s): ${undelivered[0]}`);
      }
    },
  };
}

/**
 * What a test reads from an answer it has not typed: any JSON. Tests assert on its shape, so the
 * looseness stays in test code.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type UntypedBody = any;

export interface TestResponse<T = UntypedBody> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A cookie-keeping client, like one browser. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** Sets a cookie as if the server had sent it (factories sign a client in this way). */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = UntypedBody>(
    method: string,
    urlPath: string,
    options: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    let body: string | undefined = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (body !== undefined && !headers['content-type']) {
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(this.baseUrl + urlPath, { method, headers, body, redirect: 'manual' });
    for (const setCookie of res.headers.getSetCookie()) {
      const [pair, ...attributes] = setCookie.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = UntypedBody>(urlPath: string, headers?: Record<string, string>) {
    return this.request<T>('GET', urlPath, { headers });
  }
  post<T = UntypedBody>(urlPath: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', urlPath, { json, headers });
  }
  put<T = UntypedBody>(urlPath: string, json?: unknown) {
    return this.request<T>('PUT', urlPath, { json });
  }
  patch<T = UntypedBody>(urlPath: string, json?: unknown) {
    return this.request<T>('PATCH', urlPath, { json });
  }
  delete<T = UntypedBody>(urlPath: string) {
    return this.request<T>('DELETE', urlPath);
  }
}

let counter = 0;
/** A unique e-mail address for a test user. */
export function uniqueEmail(prefix = 'cook') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}
