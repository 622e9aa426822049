// Imported by the service worker (workbox.importScripts in web/features/offline/pwa-options.ts).
// Workbox stores the app's files one after another as the worker installs, a round trip each: a
// first visit waited 5-11 s for the worker, so for offline use. Here the worker asks for every
// file with a hash in its name at once, a few at a time, as installing starts: those answers are
// immutable, so the browser's HTTP cache keeps them and Workbox's own requests are answered from
// it. Anything that goes wrong here only leaves Workbox to fetch as before.
'use strict';

/** Files asked for at once while the worker installs. */
const FILL_CONCURRENCY = 6;

/** The precache's entries without a revision (a hash in the name), as sw.js lists them. */
function hashedEntriesOf(workerSource, base) {
  return [...workerSource.matchAll(/\{url:"([^"]+)",revision:null\}/g)].map(
    (match) => new URL(match[1], base).href,
  );
}

async function fillHttpCache() {
  const workerUrl = self.location.href;
  const source = await (await fetch(workerUrl, { cache: 'no-cache' })).text();
  const queue = hashedEntriesOf(source, workerUrl);
  const fetchNext = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        await (await fetch(url, { credentials: 'same-origin' })).arrayBuffer();
      } catch {
        // Workbox asks again, and reports a real failure.
      }
    }
  };
  await Promise.all(Array.from({ length: FILL_CONCURRENCY }, fetchNext));
}

self.addEventListener('install', (event) => {
  event.waitUntil(fillHttpCache().catch(() => undefined));
});
