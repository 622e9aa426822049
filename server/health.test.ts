// Liveness, readiness and request ids: /healthz answers while the process runs, /readyz names the
// engine that fails, and every request's log lines carry its id.
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { startTestServer, type TestServer } from './test/harness';
import os from 'node:os';
import path from 'node:path';

describe('/healthz and /readyz', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers healthz and readyz with every part ok', async () => {
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', broker: 'ok', objects: 'ok' },
    });
  });

  it('answers 503 naming the part that fails, and ready again once it is back', async () => {
    const broker = server.deps.broker;
    const ping = broker.ping;
    broker.ping = () => Promise.reject(new Error('broker down'));
    try {
      const res = await fetch(`${server.baseUrl}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', broker: 'failed', objects: 'ok' },
      });
    } finally {
      broker.ping = ping;
    }
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
  });

  it('fails the check that does not answer in READY_CHECK_TIMEOUT_MS', async () => {
    const slow = await startTestServer({ READY_CHECK_TIMEOUT_MS: 50 });
    try {
      slow.deps.objects.ping = () => new Promise(() => {});
      const started = Date.now();
      const res = await fetch(`${slow.baseUrl}/readyz`);
      expect(res.status).toBe(503);
      expect((await res.json()).checks).toEqual({
        database: 'ok',
        broker: 'ok',
        objects: 'failed',
      });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await slow.close();
    }
  });

  it('reports an unreachable Redis as a failed broker without failing the start', async () => {
    const unreachable = await startTestServer({
      REDIS_URL: 'redis://127.0.0.1:9',
      REDIS_TIMEOUT_MS: 100,
      READY_CHECK_TIMEOUT_MS: 500,
    });
    try {
      expect((await fetch(`${unreachable.baseUrl}/healthz`)).status).toBe(200);
      const res = await fetch(`${unreachable.baseUrl}/readyz`);
      expect(res.status).toBe(503);
      expect((await res.json()).checks.broker).toBe('failed');
    } finally {
      await unreachable.close();
    }
  });
});

describe('request ids in logs', () => {
  const lines: Array<Record<string, unknown>> = [];
  let dataDir: string;
  let baseUrl: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-log-'));
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        callback();
      },
    });
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', PASSWORD_HASH_COST: 1024 });
    const { app } = await buildApp({
      config,
      webRoot: null,
      logger: { level: 'info', stream },
    });
    app.get('/api/test-failure', async () => {
      throw new Error('something broke');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    baseUrl = `http://127.0.0.1:${address.port}`;
    close = async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it("puts the caller's X-Request-Id (or a new id) on every line of the request, and answers it", async () => {
    const given = await fetch(`${baseUrl}/healthz`, { headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(given.headers.get('x-request-id')).toBe('lb-1234.abc');
    const ofGiven = lines.filter((l) => l.reqId === 'lb-1234.abc');
    expect(ofGiven.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);

    const hostile = await fetch(`${baseUrl}/healthz`, {
      headers: { 'x-request-id': 'x'.repeat(300) },
    });
    const fresh = hostile.headers.get('x-request-id')!;
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.filter((l) => l.reqId === fresh)).toHaveLength(2);
  });

  it('logs an error with its request id and the error, and answers without the details', async () => {
    const res = await fetch(`${baseUrl}/api/test-failure`);
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('something broke');
    const id = res.headers.get('x-request-id');
    const errorLine = lines.find((l) => l.reqId === id && l.level === 50);
    expect(errorLine).toBeDefined();
    expect((errorLine!.err as { message: string }).message).toBe('something broke');
    expect(lines.filter((l) => l.msg === 'request completed').every((l) => l.reqId)).toBe(true);
  });
});
