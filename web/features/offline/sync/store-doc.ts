// Storing a document fetched whole, for offline use, without loading Yjs or the sync engine: My
// Recipes fills the device with the documents of its most recent recipes on every visit, most of
// which are never opened in it.
import * as idb from 'lib0/indexeddb';
import { databaseOf, rememberStored } from './stored-docs';

/** The stores y-indexeddb makes in a document's database (IndexeddbPersistence's constructor). */
const UPDATES_STORE = 'updates';
const Y_INDEXEDDB_STORES: Array<[string, IDBObjectStoreParameters?]> = [
  [UPDATES_STORE, { autoIncrement: true }],
  ['custom'],
];

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
