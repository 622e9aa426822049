// GET /metrics: off by default (a 404 like any unknown path); on, only with METRICS_TOKEN as a
// bearer token (401 otherwise). Its answer is read with a Prometheus text-format parser, and the
// figures move as requests, sockets and edits happen.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openSocket } from '../realtime/testing';
import { createRecipe, createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';

const TOKEN = 'metrics-token-for-the-test-0123456789abcdef';

describe('metrics off (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers 404, with or without a token', async () => {
    expect(server.deps.config.METRICS_ENABLED).toBe(false);
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404);
    const withToken = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).toBe(404);
  });
});

describe('metrics settings', () => {
  it('refuse METRICS_ENABLED without a token, or with a short one', () => {
    expect(() => loadConfig({ METRICS_ENABLED: 'true' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_ENABLED: 'true', METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN/,
    );
    expect(loadConfig({ METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN }).METRICS_ENABLED).toBe(
      true,
    );
  });
});

describe('metrics on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_ENABLED: true, METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server?.close());

  async function scrape(): Promise<ParsedFamily[]> {
    const res = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusTextFormat(await res.text());
  }

  function family(families: ParsedFamily[], name: string): ParsedFamily {
    const found = families.find((f) => f.name === name);
    if (!found) throw new Error(`no ${name} in the answer`);
    return found;
  }

  /** The single value of a counter or gauge without labels. */
  function valueOf(families: ParsedFamily[], name: string): number {
    return Number(family(families, name).metrics[0]!.value);
  }

  /** How many requests were answered to `method` `route` with `status`, 0 if none. */
  function requestsTo(families: ParsedFamily[], method: string, route: string, status: string) {
    const sample = family(families, 'potluck_http_requests_total').metrics.find(
      (m) =>
        m.labels?.method === method && m.labels.route === route && m.labels.status_code === status,
    );
    return Number(sample?.value ?? 0);
  }

  /**
   * The latency histogram's count for `method` `route`, read from the answer's own line: the
   * parser keeps a histogram's buckets, count and sum only for one without labels.
   */
  function timedRequestsTo(text: string, method: string, route: string) {
    const line = text
      .split('\n')
      .find((l) =>
        l.startsWith(
          `potluck_http_request_duration_seconds_count{method="${method}",route="${route}"}`,
        ),
      );
    return Number(line?.split(' ').at(-1) ?? 0);
  }

  async function scrapeText(): Promise<string> {
    const res = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    return res.text();
  }

  it('refuses a missing, malformed or wrong token with 401', async () => {
    const cases: Array<Record<string, string>> = [
      {},
      { authorization: TOKEN },
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
    ];
    for (const headers of cases) {
      const res = await fetch(`${server.baseUrl}/metrics`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await res.text()).not.toContain('potluck_');
    }
  });

  it('parses as Prometheus text, with Node’s own figures and every Potluck family', async () => {
    const families = await scrape();
    const names = families.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'process_cpu_user_seconds_total',
        'nodejs_eventloop_lag_seconds',
        'potluck_http_requests_total',
        'potluck_http_request_duration_seconds',
        'potluck_http_requests_in_flight',
        'potluck_http_server_errors_total',
        'potluck_realtime_sockets',
        'potluck_sync_documents_open',
        'potluck_sync_updates_stored_total',
        'potluck_sync_updates_pending',
        'potluck_import_photo_queue_waiting',
        'potluck_import_photo_queue_reading',
      ]),
    );
    expect(family(families, 'potluck_http_request_duration_seconds').type).toBe('HISTOGRAM');
    expect(family(families, 'potluck_sync_updates_stored_total').type).toBe('COUNTER');
    expect(valueOf(families, 'potluck_import_photo_queue_waiting')).toBe(0);
  });

  it('counts requests per route pattern, never per raw URL', async () => {
    const { client } = await createUser(server, { account_type: 'premium' });
    const first = await createRecipe(client);
    const second = await createRecipe(client);
    const before = await scrape();
    const route = '/api/recipes/:id';
    const okBefore = requestsTo(before, 'GET', route, '200');
    const missingBefore = requestsTo(before, 'GET', route, '404');
    const timedBefore = timedRequestsTo(await scrapeText(), 'GET', route);

    expect((await client.get(`/api/recipes/${first.id}`)).status).toBe(200);
    expect((await client.get(`/api/recipes/${second.id}`)).status).toBe(200);
    expect((await client.get(`/api/recipes/${'0'.repeat(first.id.length)}`)).status).toBe(404);

    const after = await scrape();
    expect(requestsTo(after, 'GET', route, '200')).toBe(okBefore + 2);
    expect(requestsTo(after, 'GET', route, '404')).toBe(missingBefore + 1);
    expect(requestsTo(after, 'POST', '/api/recipes', '201')).toBeGreaterThanOrEqual(2);
    const inFlight = family(after, 'potluck_http_requests_in_flight').metrics;
    expect(inFlight.find((m) => m.labels?.route === '/metrics')?.value).toBe('1');
    expect(Number(inFlight.find((m) => m.labels?.route === route)?.value ?? 0)).toBe(0);
    const text = await scrapeText();
    expect(timedRequestsTo(text, 'GET', route)).toBe(timedBefore + 3);
    expect(text).not.toContain(first.id);
    const routes = family(after, 'potluck_http_requests_total').metrics.map(
      (m) => m.labels?.route ?? '',
    );
    expect(routes.filter((r) => r.includes(first.id) || r.includes(second.id))).toEqual([]);
    // A path no route matches is counted as one label, whatever the path.
    await fetch(`${server.baseUrl}/api/no-such-thing-${first.id}`);
    expect(requestsTo(await scrape(), 'GET', 'unmatched', '404')).toBeGreaterThanOrEqual(1);
  });

  it('follows open sockets, stored sync updates and the documents in memory', async () => {
    const { client } = await createUser(server, { account_type: 'premium' });
    const recipe = await createRecipe(client);
    const before = await scrape();
    const socketsBefore = valueOf(before, 'potluck_realtime_sockets');
    const storedBefore = valueOf(before, 'potluck_sync_updates_stored_total');

    const socket = await openSocket(server, client);
    try {
      expect(valueOf(await scrape(), 'potluck_realtime_sockets')).toBe(socketsBefore + 1);
      expect(
        (await client.put(`/api/recipes/${recipe.id}`, { title: 'Measured stew' })).status,
      ).toBe(200);
      const after = await scrape();
      expect(valueOf(after, 'potluck_sync_updates_stored_total')).toBeGreaterThan(storedBefore);
      expect(valueOf(after, 'potluck_sync_updates_pending')).toBeGreaterThanOrEqual(1);
      expect(valueOf(after, 'potluck_sync_documents_open')).toBeGreaterThanOrEqual(1);
    } finally {
      await socket.close();
    }
    await expect
      .poll(async () => valueOf(await scrape(), 'potluck_realtime_sockets'))
      .toBe(socketsBefore);
  });

  it('the sample alert rules use only figures the app serves', async () => {
    const served = new Set(
      (await scrape()).flatMap((f) =>
        f.type === 'HISTOGRAM'
          ? [`${f.name}_bucket`, `${f.name}_count`, `${f.name}_sum`]
          : [f.name],
      ),
    );
    const rules = parse(
      fs.readFileSync(path.join(import.meta.dirname, '../../deploy/prometheus/alerts.yml'), 'utf8'),
    ) as { groups: Array<{ rules: Array<{ alert: string; expr: string }> }> };
    const alerts = rules.groups.flatMap((group) => group.rules);
    expect(alerts.length).toBeGreaterThanOrEqual(5);
    const used = alerts.flatMap(({ expr }) =>
      [...expr.matchAll(/\b((?:potluck|process|nodejs)_[a-z0-9_]+)/g)].map((m) => m[1]!),
    );
    expect(used.length).toBeGreaterThanOrEqual(alerts.length);
    expect(used.filter((name) => !served.has(name))).toEqual([]);
  });

  it('counts server errors per route', async () => {
    const { client } = await createUser(server, { account_type: 'premium' });
    const recipe = await createRecipe(client);
    const errorsTo = (families: ParsedFamily[]) =>
      Number(
        family(families, 'potluck_http_server_errors_total').metrics.find(
          (m) => m.labels?.route === '/api/recipes/:id/doc' && m.labels.method === 'GET',
        )?.value ?? 0,
      );
    const before = errorsTo(await scrape());
    // The document store failing stands for any fault the handler did not expect.
    const documents = server.deps.documents;
    const read = documents.read.bind(documents);
    documents.read = () => Promise.reject(new Error('disk on fire'));
    try {
      expect((await client.get(`/api/recipes/${recipe.id}/doc`)).status).toBe(500);
    } finally {
      documents.read = read;
    }
    expect(errorsTo(await scrape())).toBe(before + 1);
  });
});
