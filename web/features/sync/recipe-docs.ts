// The tab's recipe documents: the sync engine on the tab's one socket, kept in IndexedDB.
import { HttpError, apiBytes, errorMessageOf } from '../../lib/api';
import { redirectIfLoggedOut } from '../../lib/logged-out';
import { toast } from '../../lib/toast';
import {
  isConnected,
  onMessage,
  onStatusChange,
  retainSocket,
  sendMessage,
} from '../realtime/realtime-client';
import { UpdateRefused, type SyncTransport } from './sync-types';
import { indexedDbStorage, storeDoc } from './doc-storage';
import { onClearStoredDocs, storedDocIds, unsentDocIds } from './stored-docs';
import { SyncEngine } from './sync-engine';

const docPath = (recipeId: string) => `/api/recipes/${encodeURIComponent(recipeId)}/doc`;

const socketTransport: SyncTransport = {
  isConnected,
  send: sendMessage,
  onMessage,
  onStatusChange,
  retain: retainSocket,
  async postUpdate(docId, update) {
    try {
      await apiBytes('POST', docPath(docId), new Uint8Array(update));
    } catch (error) {
      if (redirectIfLoggedOut(error)) throw error;
      // An answer with an error status is a refusal; no answer at all is tried again later.
      if (error instanceof HttpError && error.status < 500) {
        throw new UpdateRefused(errorMessageOf(error, 'The change was refused'));
      }
      throw error;
    }
  },
};

export const recipeDocs = new SyncEngine({
  transport: socketTransport,
  storage: indexedDbStorage,
  onRefused: (_docId, message) =>
    toast({ title: 'Failed to update recipe', description: message, variant: 'destructive' }),
});

/** Sends what earlier visits changed but could not send (closed offline, then reloaded). */
export function resumeUnsentDocs(): void {
  recipeDocs.resume(unsentDocIds());
}

/** Documents fetched at once while filling the device. */
const PREFETCH_CONCURRENCY = 2;

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve());
    else setTimeout(resolve, 50);
  });

/**
 * Stores the documents of `recipeIds` that are not on the device yet, a few at a time in idle
 * time, so every recipe of the list can be opened and edited offline. Stops when `signal` aborts.
 */
export async function prefetchRecipeDocs(recipeIds: string[], signal: AbortSignal): Promise<void> {
  const stored = await storedDocIds();
  const queue = recipeIds.filter((id) => !stored.has(id) && !recipeDocs.isOpen(id));
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      await whenIdle();
      if (signal.aborted || !navigator.onLine) return;
      // Opened meanwhile: the document syncs (and is stored) by itself.
      if (recipeDocs.isOpen(id)) continue;
      try {
        const update = await apiBytes('GET', docPath(id));
        if (signal.aborted || recipeDocs.isOpen(id)) continue;
        await storeDoc(id, update);
      } catch {
        // Gone or unreachable: the next visit of the list tries again.
      }
    }
  };
  await Promise.all(Array.from({ length: PREFETCH_CONCURRENCY }, worker));
}

// Signing out (stored-docs.ts clearStoredDocs): stop syncing before the copies are deleted.
onClearStoredDocs(() => recipeDocs.closeAll());
