// The headers every answer carries (the app's HTML, static files, API answers, 404s and errors),
// the per-answer style nonce of the single-page app, and the cross-site refusal beside Origin.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '../../contract/csp';
import { loadConfig } from '../config';
import { refusedUpgradeStatus } from '../realtime/testing';
import { createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';
import { uploadOrigins } from './security-headers';

/** A stand-in for the built web app: an index.html with the build's nonce placeholders. */
function makeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">` +
      `<script type="module" src="/assets/app.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>` +
      `</head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log("app")');
  fs.writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  fs.writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"Potluck"}');
  return root;
}

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(header: string | null): Map<string, string[]> {
  expect(header).toBeTruthy();
  return new Map(
    header!.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

function expectStandardHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('same-origin');
  expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(headers.get('x-powered-by')).toBeNull();
  expect(headers.get('strict-transport-security')).toBeNull();
  const csp = directivesOf(headers.get('content-security-policy'));
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
}

let server: TestServer;
let webRoot: string;
beforeAll(async () => {
  webRoot = makeWebRoot();
  server = await startTestServer({}, { webRoot });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('security headers', () => {
  it('are on the app’s HTML, with a strict policy and a fresh style nonce each time', async () => {
    const client = new TestClient(server.baseUrl);
    const nonces = new Set<string>();
    for (const url of ['/', '/index.html', '/recipes/unknown-route']) {
      const res = await client.get(url);
      // A path that is no screen is a 404, still the app's page with the same headers.
      expect(res.status).toBe(url === '/recipes/unknown-route' ? 404 : 200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expectStandardHeaders(res.headers);
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      const csp = directivesOf(res.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      const styles = csp.get('style-src')!;
      expect(styles[0]).toBe("'self'");
      const nonce = /^'nonce-([A-Za-z0-9+/=]{16,})'$/.exec(styles[1] ?? '')?.[1];
      expect(nonce).toBeDefined();
      // The page carries the same nonce for the dialogs' injected styles; no placeholder is left.
      expect(res.text).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(res.text).not.toContain(CSP_NONCE_PLACEHOLDER);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
    // Uptime checks ask with HEAD: the same answer without the body.
    const head = await client.request('HEAD', '/');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    expect(head.headers.get('x-frame-options')).toBe('DENY');
  });

  it('serve the offline app’s worker uncached and its manifest as a manifest', async () => {
    const client = new TestClient(server.baseUrl);
    const worker = await client.get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    // A cached worker script would hold back every new version of the app.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expectStandardHeaders(worker.headers);
    // The worker runs under the document policy: it fetches from this origin only.
    expect(directivesOf(worker.headers.get('content-security-policy')).get('default-src')).toEqual([
      "'self'",
    ]);
    const manifest = await client.get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expectStandardHeaders(manifest.headers);
  });

  it('let the bookmarklet’s receive page keep the window that opened it', async () => {
    const res = await new TestClient(server.baseUrl).get('/import/receive?via=bookmarklet');
    expect(res.status).toBe(200);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('are on static files, API answers, 404s and error answers', async () => {
    const anonymous = new TestClient(server.baseUrl);
    const { client } = await createUser(server);
    const answers = [
      [await anonymous.get('/assets/app.js'), 200],
      [await anonymous.get('/healthz'), 200],
      [await client.get('/api/auth/user'), 200],
      [await anonymous.get('/api/auth/user'), 401],
      [await anonymous.get('/api/nope'), 404],
      [await client.request('POST', '/api/recipes', { body: '{"title":' }), 400],
      [await client.post('/api/recipes', {}, { origin: 'https://evil.example' }), 403],
    ] as const;
    for (const [res, status] of answers) {
      expect(res.status).toBe(status);
      expectStandardHeaders(res.headers);
    }
    // API answers load nothing at all.
    for (const [res] of answers.slice(2)) {
      const csp = directivesOf(res.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'none'"]);
    }
  });

  it('add HSTS only when cookies are marked Secure (the app is behind https)', async () => {
    const secure = await startTestServer({ COOKIE_SECURE: true });
    try {
      const res = await new TestClient(secure.baseUrl).get('/api/auth/user');
      expect(res.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await secure.close();
    }
  });

  it('allow photo uploads straight to an S3-compatible bucket', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(uploadOrigins(loadConfig(s3))).toEqual(['https://photos.s3.example.com']);
    expect(uploadOrigins(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' }))).toEqual([
      'https://s3.example.com',
    ]);
    expect(uploadOrigins(loadConfig({}))).toEqual([]);
  });
});

describe('requests a browser marks as cross-site', () => {
  it('are refused for state-changing calls without an Origin, changing nothing', async () => {
    const { client, user } = await createUser(server);
    const res = await client.post(
      '/api/recipes',
      { title: 'Forged', ingredients: [] },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('bad_origin');
    const stored = await server.deps.db
      .selectFrom('recipes')
      .select('id')
      .where('owner_uid', '=', user.id)
      .execute();
    expect(stored).toEqual([]);
    expect(
      await refusedUpgradeStatus(server, client, { headers: { 'sec-fetch-site': 'cross-site' } }),
    ).toBe(403);
  });

  it('still pass when same-origin or same-site, and for reads', async () => {
    const { client } = await createUser(server);
    for (const site of ['same-origin', 'same-site', 'none']) {
      const res = await client.post(
        '/api/recipes',
        { title: `From ${site}`, ingredients: [] },
        { 'sec-fetch-site': site },
      );
      expect(res.status).toBe(201);
    }
    const read = await client.get('/api/recipes', { 'sec-fetch-site': 'cross-site' });
    expect(read.status).toBe(200);
  });
});
