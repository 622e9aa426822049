// The tab's recipe documents: the sync engine on the tab's one socket, kept in IndexedDB.
import { toastError } from '../../lib/error-toast';
import { indexedDbStorage } from './doc-storage';
import { prefetchDocs } from './prefetch-docs';
import { socketTransport } from './socket-transport';
import { onClearStoredDocs, unsentDocIds } from './stored-docs';
import { SyncEngine } from './sync-engine';

const docPath = (recipeId: string) => `/api/recipes/${encodeURIComponent(recipeId)}/doc`;

export const recipeDocs = new SyncEngine({
  kind: 'recipe',
  transport: socketTransport(docPath),
  storage: indexedDbStorage,
  onRefused: (_docId, message) =>
    toastError({ title: 'Failed to update recipe', description: message }),
});

/** Sends what earlier visits changed but could not send (closed offline, then reloaded). */
export function resumeUnsentDocs(): void {
  recipeDocs.resume(unsentDocIds('recipe'));
}

/**
 * Stores the documents of `recipeIds` that are not on the device yet, so every recipe of the list
 * can be opened and edited offline. Stops when `signal` aborts.
 */
export function prefetchRecipeDocs(recipeIds: string[], signal: AbortSignal): Promise<void> {
  return prefetchDocs(recipeDocs, docPath, recipeIds, signal);
}

// Signing out (stored-docs.ts clearStoredDocs): stop syncing before the copies are deleted.
onClearStoredDocs(() => recipeDocs.closeAll());
