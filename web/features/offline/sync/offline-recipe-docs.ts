// My Recipes keeps the whole list and the documents of the recipes it lists on the device, for
// reading and editing offline. The screen itself never reads the whole list online (its cards come
// a page at a time, the tags and counts with the first page): the list is read here in the
// background, its bytes stored by the service worker and read for ids in a worker, so a library of
// thousands costs the page no parse and no render. Storing documents needs neither Yjs nor the
// sync engine (recipe-doc-prefetch.ts), so a visit that opens no recipe never loads them.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiReadBytes } from '../../../lib/api';
import { useOnline } from '../../../lib/online';
import { announceOfflineReady, type OfflineReadiness } from '../offline-ready';
import { whenWorkerStoresReads } from '../register-app';
import { recipeKeys } from '../../recipes/use-recipes';
import { offlineDocIds } from './offline-doc-ids';
import { storedDocIds } from './stored-docs';
import type { OfflineLibraryReply } from './offline-library.worker';

/**
 * How long after My Recipes has settled the documents start to be stored: soon, so a first visit
 * is ready offline within seconds, yet after the first screen's work (each is stored when idle).
 */
export const OFFLINE_RECIPE_DOCS_DELAY_MS = 1_000;

/** How long after a change to the lists the list is read again (one read for changes close together). */
export const OFFLINE_LIBRARY_REREAD_DELAY_MS = 3_000;

/**
 * For My Recipes once it has settled, while online: sends changes an earlier visit left unsent,
 * has the service worker store the whole list (the screens' offline source), and stores the
 * documents of the listed recipes the user may edit (offline-doc-ids.ts). The list is read again
 * whenever the recipe lists are invalidated (a recipe added, shared, deleted), after a pause.
 * The first time all of it is stored on this device, `userId` is told the app works offline.
 */
export function useOfflineLibrary(active: boolean, userId: string) {
  const isOnline = useOnline();
  const round = useListChanges();
  const firstReadAt = useRef<number | null>(null);
  useEffect(() => {
    if (!active || !isOnline) return;
    const controller = new AbortController();
    const wait = firstReadAt.current === null ? 0 : OFFLINE_LIBRARY_REREAD_DELAY_MS;
    firstReadAt.current ??= Date.now();
    // Background work: documents are stored once the screen has settled, not while the cook
    // starts using it, and no longer once the screen is left.
    const docsFrom = firstReadAt.current + OFFLINE_RECIPE_DOCS_DELAY_MS;
    const fresh = wait > 0;
    const timer = setTimeout(() => {
      // The read itself runs to its end even if the screen is left: the worker stores it then.
      void readLibrary(fresh)
        .then(async (ids) => {
          await delay(docsFrom - Date.now(), controller.signal);
          if (controller.signal.aborted) return;
          const { prefetchRecipeDocs } = await import('./recipe-doc-prefetch');
          await prefetchRecipeDocs(ids, controller.signal);
          if (!controller.signal.aborted) {
            await announceOfflineReady(userId, ids, controller.signal, browserReadiness);
          }
        })
        .catch(() => undefined);
    }, wait);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, isOnline, round, userId]);
}

/** The whole list's read, which the service worker stores (pwa-options.ts). */
const LIBRARY_READ = '/api/recipes';

const browserReadiness: OfflineReadiness = {
  workerStoresReads: whenWorkerStoresReads,
  async isListStored() {
    if (typeof caches === 'undefined') return false;
    if (await caches.match(LIBRARY_READ)) return true;
    // Read while the worker was taking over (neither stored then nor handed over): once more.
    await apiReadBytes(LIBRARY_READ);
    return (await caches.match(LIBRARY_READ)) !== undefined;
  },
  storedDocIds,
  isOnline: () => navigator.onLine,
  isOverlayOpen: () =>
    document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null,
};

const delay = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

/** A number that moves on whenever the cached recipe lists are invalidated. */
function useListChanges(): number {
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'invalidate' &&
          event.query.queryKey[0] === recipeKeys.lists[0]
        ) {
          setRound((current) => current + 1);
        }
      }),
    [queryClient],
  );
  return round;
}

/** The read of the whole list in flight, shared by every visit and round that asks meanwhile. */
let inFlight: Promise<string[]> | null = null;

/**
 * readOfflineLibrary, one at a time: a visit joins the read in flight; a `fresh` one (after a
 * change to the lists) starts once it ends, so it reads what the change made.
 */
function readLibrary(fresh: boolean): Promise<string[]> {
  if (inFlight && !fresh) return inFlight;
  const read = (inFlight ?? Promise.resolve([])).catch(() => []).then(() => readOfflineLibrary());
  inFlight = read;
  const done = () => {
    if (inFlight === read) inFlight = null;
  };
  read.then(done, done);
  return read;
}

/**
 * Reads the whole list (GET /api/recipes; the service worker stores it), sends what an earlier
 * visit left unsent, and answers the ids of the documents to keep offline.
 */
async function readOfflineLibrary(): Promise<string[]> {
  void import('./recipe-doc-prefetch').then(({ resumeUnsentRecipeDocs }) =>
    resumeUnsentRecipeDocs(),
  );
  return idsOffThread(await apiReadBytes(LIBRARY_READ));
}

/** offlineDocIds of the list's bytes, read in a worker when one can run, else here. */
async function idsOffThread(bytes: ArrayBuffer): Promise<string[]> {
  const inPlace = () => offlineDocIds(JSON.parse(new TextDecoder().decode(bytes)));
  let worker: Worker;
  try {
    worker = new Worker(new URL('./offline-library.worker.ts', import.meta.url), {
      type: 'module',
    });
  } catch {
    return inPlace();
  }
  const copy = bytes.slice(0);
  try {
    const reply = await new Promise<OfflineLibraryReply>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<OfflineLibraryReply>) => resolve(event.data);
      worker.onerror = () => reject(new Error('Offline list worker failed'));
      worker.onmessageerror = () => reject(new Error('Offline list worker failed'));
      worker.postMessage({ bytes: copy }, [copy]);
    });
    if ('error' in reply) throw new SyntaxError(reply.error);
    return reply.ids;
  } catch (error) {
    if (error instanceof SyntaxError) throw error;
    return inPlace();
  } finally {
    worker.terminate();
  }
}
