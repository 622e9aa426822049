// Test harness: a real app on a temporary database (a SQLite file, or a PostgreSQL schema when
// TEST_DATABASE_URL is set: see test-database.ts), listening on a real port, and a small HTTP
// client that keeps cookies like a browser. Each test makes its own users (factories below), so
// tests never depend on each other.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { connectDatabase, databaseOptions } from '../db/connect';
import type { AppDeps } from '../deps';
import type { MailMessage, Mailer } from '../mail/mailer';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestServer {
  app: FastifyInstance;
  deps: AppDeps;
  baseUrl: string;
  /** Every message the app sent, newest last. */
  mail: MailMessage[];
  dataDir: string;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /**
   * Run as a second app process on `server`'s data (same database and data folder), as behind a
   * load balancer. Close it before `server`, which owns and removes the data.
   */
  shareDataWith?: TestServer;
  /** Plugins on every query this server makes (e.g. to make concurrent requests interleave). */
  plugins?: readonly KyselyPlugin[];
}

export async function startTestServer(
  overrides: Partial<Record<keyof Config, unknown>> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const owner = options.shareDataWith;
  const dataDir = owner?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-test-'));
  const database = owner?.database ?? createTestDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: 1024,
    ...database.overrides,
    ...overrides,
  });
  const mail: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      mail.push(message);
    },
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
      webRoot: null,
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
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await removeData();
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
