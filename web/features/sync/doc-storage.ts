// Recipe documents on the device: one IndexedDB database per document (y-indexeddb), so a recipe
// opened once can be read and edited offline and an edit survives a reload. Everything here
// belongs to the signed-in person and is deleted when they sign out (stored-docs.ts).
import * as Y from 'yjs';
import { IndexeddbPersistence } from 'y-indexeddb';
import type { DocPersistence, DocStorage } from './sync-types';
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

export const indexedDbStorage: DocStorage = {
  bind,
  clear: deleteStoredDoc,
  markUnsent,
  isUnsent,
};

/** Stores a document fetched whole (GET /api/recipes/{id}/doc) for offline use. */
export async function storeDoc(docId: string, update: Uint8Array): Promise<void> {
  const doc = new Y.Doc();
  const persistence = bind(docId, doc);
  await persistence.whenLoaded;
  Y.applyUpdate(doc, update);
  // Closing the database waits for the write above to finish.
  await persistence.destroy();
  doc.destroy();
}
