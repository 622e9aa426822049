import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { prefetchDocs, type OpenDocs } from './prefetch-docs';
import { clearStoredDocs, databaseOf, storedDocIds } from './stored-docs';

const NONE_OPEN: OpenDocs = { isOpen: () => false, applyServerState: () => undefined };
const docPath = (id: string) => `/api/docs/${id}`;

/** A document of about `bytes` bytes, as the server sends it whole. */
function bigDoc(bytes: number): Uint8Array {
  const doc = new Y.Doc();
  doc.getText('notes').insert(0, 'x'.repeat(bytes));
  return Y.encodeStateAsUpdate(doc);
}

/** The bytes a document's database holds in its `updates` store. */
async function storedBytes(docId: string): Promise<number> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(databaseOf(docId));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error as Error);
  });
  const values = await new Promise<Uint8Array[]>((resolve, reject) => {
    const request = db.transaction('updates').objectStore('updates').getAll();
    request.onsuccess = () => resolve(request.result as Uint8Array[]);
    request.onerror = () => reject(request.error as Error);
  });
  db.close();
  return values.reduce((sum, value) => sum + value.byteLength, 0);
}

/** Answers every document fetch with `update`, after `gate` (when given) opens. */
function serveDocs(update: Uint8Array, gate?: Promise<void>) {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    await gate;
    return new Response(update.slice().buffer, { status: 200 });
  });
  return fetched;
}

describe('prefetchDocs', () => {
  beforeEach(() => {
    vi.stubGlobal('navigator', { onLine: true });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await clearStoredDocs();
  });

  it('stores a document not on the device yet, once', async () => {
    const update = bigDoc(2_000);
    const fetched = serveDocs(update);
    await prefetchDocs(NONE_OPEN, docPath, ['a'], new AbortController().signal);
    await prefetchDocs(NONE_OPEN, docPath, ['a'], new AbortController().signal);
    expect(fetched).toEqual(['/api/docs/a']);
    expect(await storedDocIds()).toContain('a');
  });

  it('refreshes a stored document without storing it whole again each time', async () => {
    const update = bigDoc(20_000);
    serveDocs(update);
    for (let visit = 0; visit < 5; visit += 1) {
      await prefetchDocs(NONE_OPEN, docPath, ['plan'], new AbortController().signal, {
        refresh: true,
      });
    }
    expect(await storedBytes('plan')).toBeLessThan(update.byteLength * 1.5);
  });

  it('stores nothing that arrives after signing out deleted what was stored', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetched = serveDocs(bigDoc(1_000), gate);
    const filling = prefetchDocs(NONE_OPEN, docPath, ['b'], new AbortController().signal);
    await vi.waitFor(() => expect(fetched).toEqual(['/api/docs/b']));
    await clearStoredDocs();
    release();
    await filling;
    expect(await storedDocIds()).not.toContain('b');
  });
});
