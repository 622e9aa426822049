// Synced documents on the device: one IndexedDB database per document (y-indexeddb), so a recipe,
// meal plan or shopping list opened once can be read and edited offline and an edit survives a
// reload. Everything here belongs to the signed-in person and is deleted when they sign out
// (stored-docs.ts).
import type * as Y from 'yjs';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as idb from 'lib0/indexeddb';
import type { DocPersistence, DocStorage, SyncDocKind } from './sync-types';
import { databaseOf, deleteStoredDoc, isUnsent, markUnsent, rememberStored } from './stored-docs';

/** The stores y-indexeddb makes in a document's database (IndexeddbPersistence's constructor). */
const UPDATES_STORE = 'updates';
const Y_INDEXEDDB_STORES: Array<[string, IDBObjectStoreParameters?]> = [
  [UPDATES_STORE, { autoIncrement: true }],
  ['custom'],
];

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
 * Stores a document fetched whole (GET /api/recipes/{id}/doc and the like) for offline use: the
 * update is added to the document's database as y-indexeddb keeps them (its `updates` store,
 * merged into the document when it next loads), without building the document here. Storing
 * hundreds of documents after My Recipes opens, building each cost the page a long task apiece.
 */
export async function storeDoc(docId: string, update: Uint8Array): Promise<void> {
  rememberStored(docId);
  const db = await idb.openDB(databaseOf(docId), (created) =>
    idb.createStores(created, Y_INDEXEDDB_STORES),
  );
  try {
    const [updates] = idb.transact(db, [UPDATES_STORE]);
    // Kept as the Uint8Array y-indexeddb itself stores (lib0's types name other values only).
    await idb.addAutoKey(updates!, update as unknown as ArrayBuffer);
  } finally {
    db.close();
  }
}
