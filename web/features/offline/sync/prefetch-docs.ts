// Filling the device: stores the documents a screen lists but the device does not hold yet, a
// few at a time in idle time, so each can be opened and changed offline later (recipes from My
// Recipes, a household's plan and lists from its screens).
import { apiBytes } from '../../../lib/api';
import { storeDoc } from './store-doc';
import { onClearStoredDocs, storedDocIds } from './stored-docs';

/** What filling the device asks of the engine that has documents open (a SyncEngine). */
export interface OpenDocs {
  isOpen(docId: string): boolean;
  applyServerState(docId: string, update: Uint8Array): void;
}

/**
 * Moves on when signing out deletes what is stored: a fetch that lands afterwards must not store
 * the previous person's document again.
 */
let storedGeneration = 0;
onClearStoredDocs(async () => {
  storedGeneration += 1;
});

/** Documents fetched at once while filling the device. */
const PREFETCH_CONCURRENCY = 2;

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve());
    else setTimeout(resolve, 50);
  });

/**
 * Stores the documents of `ids` that are not on the device yet (fetched from `docPath(id)`);
 * with `refresh`, also brings the stored ones up to date (merged into what the device holds), for
 * the few documents that change while closed here, such as a household's lists. One the engine has
 * open meanwhile syncs and is stored by itself. Stops when `signal` aborts.
 */
export async function prefetchDocs(
  engine: OpenDocs,
  docPath: (id: string) => string,
  ids: readonly string[],
  signal: AbortSignal,
  { refresh = false }: { refresh?: boolean } = {},
): Promise<void> {
  const generation = storedGeneration;
  const stored = refresh ? new Set<string>() : await storedDocIds();
  const queue = ids.filter((id) => !stored.has(id) && !engine.isOpen(id));
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      await whenIdle();
      if (signal.aborted || generation !== storedGeneration || !navigator.onLine) return;
      if (engine.isOpen(id)) continue;
      try {
        const update = await apiBytes('GET', docPath(id));
        if (signal.aborted || generation !== storedGeneration) return;
        if (engine.isOpen(id)) continue;
        if (refresh) await (await import('./doc-storage')).mergeStoredDoc(id, update);
        else await storeDoc(id, update);
        // Opened while it was being stored: its copy may have loaded before the write landed.
        engine.applyServerState(id, update);
      } catch {
        // Gone or unreachable: the next visit tries again.
      }
    }
  };
  await Promise.all(Array.from({ length: PREFETCH_CONCURRENCY }, worker));
}
