import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { IndexeddbPersistence } from 'y-indexeddb';
import { storeDoc } from './store-doc';
import { databaseOf } from './stored-docs';

/** A document as the server sends it whole: its state as one update. */
function serverUpdate(title: string, steps: string[]): Uint8Array {
  const doc = new Y.Doc();
  doc.getText('title').insert(0, title);
  doc.getArray<string>('steps').push(steps);
  return Y.encodeStateAsUpdate(doc);
}

/** The document as the app opens it from the device (y-indexeddb, as the sync engine binds it). */
async function openStored(docId: string): Promise<{ doc: Y.Doc; close(): Promise<void> }> {
  const doc = new Y.Doc();
  const persistence = new IndexeddbPersistence(databaseOf(docId), doc);
  await persistence.whenSynced;
  return { doc, close: () => persistence.destroy() };
}

describe('storeDoc', () => {
  it('stores a fetched document so that it opens from the device as it was sent', async () => {
    await storeDoc('doc-a', serverUpdate('Tomato soup', ['Chop', 'Simmer']));
    const { doc, close } = await openStored('doc-a');
    expect(doc.getText('title').toString()).toBe('Tomato soup');
    expect(doc.getArray('steps').toArray()).toEqual(['Chop', 'Simmer']);
    await close();
  });

  it('adds to a document already on the device: its own edits and the newer copy both stay', async () => {
    const first = serverUpdate('Bread', ['Knead']);
    await storeDoc('doc-b', first);
    // Edited on the device since.
    const opened = await openStored('doc-b');
    opened.doc.getArray<string>('steps').push(['Bake']);
    await opened.close();
    // A newer copy from the server, made from the first one.
    const server = new Y.Doc();
    Y.applyUpdate(server, first);
    server.getText('title').insert(5, ' rolls');
    await storeDoc('doc-b', Y.encodeStateAsUpdate(server));

    const { doc, close } = await openStored('doc-b');
    expect(doc.getText('title').toString()).toBe('Bread rolls');
    expect(doc.getArray('steps').toArray()).toEqual(['Knead', 'Bake']);
    await close();
  });
});
