// Answers are compressed for clients that accept it: JSON on the fly, the web app's files from
// the .br/.gz the build wrote beside them (with their long cache lifetime kept), and nothing for
// a client that does not ask.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';

const SCRIPT = `console.log(${JSON.stringify('a recipe '.repeat(400))});`;

let webRoot: string;
let server: TestServer;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  const script = path.join(webRoot, 'assets', 'app-1234.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  const worker = path.join(webRoot, 'sw.js');
  fs.writeFileSync(worker, SCRIPT);
  fs.writeFileSync(`${worker}.br`, zlib.brotliCompressSync(SCRIPT));
  server = await startTestServer({}, { webRoot });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** A GET whose body is read as sent (no decoding), with its headers. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('compression', () => {
  it('sends the build’s brotli or gzip file of an asset, still cached for a year', async () => {
    const url = `${server.baseUrl}/assets/app-1234.js`;
    const br = await rawGet(url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends the service worker compressed and still never from a cache', async () => {
    const worker = await rawGet(`${server.baseUrl}/sw.js`, { 'accept-encoding': 'br' });
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('compresses JSON answers for clients that accept it, and only those', async () => {
    const cook = await createUser(server, { account_type: 'premium' });
    for (let i = 0; i < 5; i++) {
      await createRecipe(cook.client, { title: `Soup ${i}`, description: 'Warm '.repeat(100) });
    }
    const cookie = cook.client.cookieHeader;
    const url = `${server.baseUrl}/api/recipes`;
    const br = await rawGet(url, { cookie, 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await rawGet(url, { cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(
      JSON.parse(plain.body.toString()),
    );
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
  });

  it('sends kept list answers compressed, and the new answer after a change', async () => {
    const cook = await createUser(server, { account_type: 'premium' });
    const recipe = await createRecipe(cook.client, {
      title: 'Stew',
      description: 'Slow '.repeat(400),
      visibility: 'public',
    });
    const cookie = cook.client.cookieHeader;
    for (const route of ['/api/recipes', '/api/recipes/cards', '/api/recipes/discover']) {
      const url = `${server.baseUrl}${route}`;
      const plain = await rawGet(url, { cookie });
      expect(plain.headers['content-encoding'], route).toBeUndefined();
      expect(plain.headers.vary, route).toBe('accept-encoding');
      const first = await rawGet(url, { cookie, 'accept-encoding': 'gzip, deflate, br' });
      const again = await rawGet(url, { cookie, 'accept-encoding': 'br;q=1, gzip;q=0.5' });
      expect(first.headers['content-encoding'], route).toBe('br');
      expect(first.headers.vary, route).toBe('accept-encoding');
      expect(zlib.brotliDecompressSync(first.body).toString(), route).toBe(plain.body.toString());
      expect(again.body.equals(first.body), route).toBe(true);
      for (const accepted of ['gzip', 'x-gzip', '*']) {
        const gz = await rawGet(url, { cookie, 'accept-encoding': accepted });
        expect(gz.headers['content-encoding'], `${route} ${accepted}`).toBe('gzip');
        expect(zlib.gunzipSync(gz.body).toString(), route).toBe(plain.body.toString());
      }
      const refused = await rawGet(url, { cookie, 'accept-encoding': 'br;q=0, gzip;q=0' });
      expect(refused.headers['content-encoding'], route).toBeUndefined();
    }
    await cook.client.put(`/api/recipes/${recipe.id}`, { title: 'Stew for six' });
    const changed = await rawGet(`${server.baseUrl}/api/recipes/cards`, {
      cookie,
      'accept-encoding': 'br',
    });
    expect(zlib.brotliDecompressSync(changed.body).toString()).toContain('Stew for six');
  });
});
