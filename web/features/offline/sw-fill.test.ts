// web/public/sw-fill.js runs inside the service worker (imported by sw.js): here it runs in a
// sandbox with a fake worker global, against a worker script listing its precache as sw.js does.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const SOURCE = fs.readFileSync(path.join(import.meta.dirname, '../../public/sw-fill.js'), 'utf8');
const WORKER_URL = 'https://potluck.test/sw.js';
const HASHED = Array.from({ length: 20 }, (_, i) => `assets/chunk-${i}-Ab12Cd.js`);
const WORKER_SOURCE =
  'define(["./workbox-8faaa755"],(function(s){s.precacheAndRoute([' +
  '{url:"index.html",revision:"bd4008c59fb132503cc4cbe6880ef58d"},' +
  HASHED.map((url) => `{url:"${url}",revision:null}`).join(',') +
  '],{})}));';

async function install(fetchImpl: (url: string) => Promise<Response>) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { href: WORKER_URL },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
  };
  vm.runInNewContext(SOURCE, { self, fetch: fetchImpl, URL, Promise, Array });
  const waited: Promise<unknown>[] = [];
  listeners.get('install')!({ waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
  await Promise.all(waited);
}

describe('sw-fill', () => {
  it('asks for every hashed file of the precache as the worker installs, a few at a time', async () => {
    const asked: string[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    await install(async (url) => {
      if (url === WORKER_URL) return new Response(WORKER_SOURCE);
      asked.push(url);
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return new Response('x');
    });
    expect(asked.sort()).toEqual(HASHED.map((url) => `https://potluck.test/${url}`).sort());
    expect(mostInFlight).toBeGreaterThan(1);
    expect(mostInFlight).toBeLessThanOrEqual(6);
  });

  it('never fails the install: a file or the worker script that cannot be read is left to Workbox', async () => {
    await expect(install(() => Promise.reject(new TypeError('offline')))).resolves.toBeUndefined();
    let asked = 0;
    await install(async (url) => {
      if (url === WORKER_URL) return new Response(WORKER_SOURCE);
      asked++;
      throw new TypeError('Failed to fetch');
    });
    expect(asked).toBe(HASHED.length);
  });
});
