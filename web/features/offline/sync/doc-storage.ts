// Synced documents on the device: one IndexedDB database per document (y-indexeddb), so a recipe,
// meal plan or shopping list opened once can be read and edited offline and an edit survives a
// reload. Everything here belongs to the signed-in person and is deleted when they sign out
// (stored-docs.ts).
import * as Y from 'yjs';
import { IndexeddbPersistence } from 'y-indexeddb';
import type { DocPersistence, DocStorage, SyncDocKind } from './sync-types';
import { databaseOf, deleteStoredDoc, isUnsent, markUnsent, rememberStored } from './stored-docs';

function bind(docId: string, doc: Y.Doc): DocPersistence {
  rememberStored(docId);
  const persistence = new IndexeddbPersistence(databaseOf(docId), doc);
  return {
    // Without IndexedDB (a private window that refuses it) the document still works online.
    whenLoaded: persistence._db.then(
      () => persistence.whenSynced,
      () => undefined,
    ),
    origin: persistence,
    destroy: () => persistence.destroy().catch(() => undefined),
  };
}

/** The device's storage for documents of `kind` (its own entries in the unsent set). */
export function indexedDbStorageFor(kind: SyncDocKind): DocStorage {
  return {
    bind,
    clear: deleteStoredDoc,
    markUnsent: (docId, unsent) => markUnsent(docId, unsent, kind),
    isUnsent: (docId) => isUnsent(docId, kind),
  };
}

export const indexedDbStorage = indexedDbStorageFor('recipe');

/**
 * Brings a stored document up to date with a copy fetched whole (household plans and lists,
 * refreshed on every visit): merged through Yjs, so an unchanged copy adds next to nothing, where
 * adding the update as it came (store-doc.ts) would store the whole document again each time.
 */
export async function mergeStoredDoc(docId: string, update: Uint8Array): Promise<void> {
  const doc = new Y.Doc();
  const persistence = bind(docId, doc);
  await persistence.whenLoaded;
  Y.applyUpdate(doc, update);
  // Closing the database waits for the write above to finish.
  await persistence.destroy();
  doc.destroy();
}
