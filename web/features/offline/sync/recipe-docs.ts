// The tab's recipe documents: the sync engine on the tab's one socket, kept in IndexedDB.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toastError } from '../../../lib/error-toast';
import { indexedDbStorage } from './doc-storage';
import { recipeDocPath, registerRecipeDocs } from './open-recipe-docs';
import { socketTransport } from './socket-transport';
import { onClearStoredDocs, unsentDocIds } from './stored-docs';
import { SyncEngine } from './sync-engine';

export const recipeDocs = new SyncEngine({
  kind: 'recipe',
  transport: socketTransport(recipeDocPath),
  storage: indexedDbStorage,
  onRefused: (_docId, message) =>
    toastError({ title: i18n._(msg`Failed to update recipe`), description: message }),
});

/** Sends what earlier visits changed but could not send (closed offline, then reloaded). */
export function resumeUnsentDocs(): void {
  recipeDocs.resume(unsentDocIds('recipe'));
}

// Filling the device (recipe-doc-prefetch.ts) leaves the documents open here alone.
registerRecipeDocs(recipeDocs);
// Signing out (stored-docs.ts clearStoredDocs): stop syncing before the copies are deleted.
onClearStoredDocs(() => recipeDocs.closeAll());
