import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { indexedDbStorage } from './doc-storage';
import {
  adoptStoredDocs,
  clearStoredDocs,
  markUnsent,
  noteStoredDocsOwner,
  storedDocIds,
  unsentDocIds,
} from './stored-docs';

/** A Map standing in for the browser's localStorage. */
function fakeLocalStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Stores a document with some typing in it, and marks it as holding unsent changes. */
async function storeTyping(docId: string, text: string) {
  const doc = new Y.Doc();
  const persistence = indexedDbStorage.bind(docId, doc);
  await persistence.whenLoaded;
  doc.getText('title').insert(0, text);
  markUnsent(docId, true);
  await persistence.destroy();
  doc.destroy();
}

async function readTyping(docId: string): Promise<string> {
  const doc = new Y.Doc();
  const persistence = indexedDbStorage.bind(docId, doc);
  await persistence.whenLoaded;
  const text = doc.getText('title').toString();
  await persistence.destroy();
  doc.destroy();
  return text;
}

describe('documents kept across a session that ended', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', fakeLocalStorage());
  });
  afterEach(async () => {
    await clearStoredDocs();
    vi.unstubAllGlobals();
  });

  it('keeps unsent typing when the same person signs in again', async () => {
    noteStoredDocsOwner('ada');
    await storeTyping('doc-1', 'Typed before the session ended');
    await adoptStoredDocs('ada');
    expect(await storedDocIds()).toContain('doc-1');
    expect(unsentDocIds()).toEqual(['doc-1']);
    expect(await readTyping('doc-1')).toBe('Typed before the session ended');
  });

  it('deletes them when someone else signs in, or when nobody is known to own them', async () => {
    noteStoredDocsOwner('ada');
    await storeTyping('doc-2', 'Ada’s private notes');
    await adoptStoredDocs('bob');
    expect(await storedDocIds()).not.toContain('doc-2');
    expect(unsentDocIds()).toEqual([]);

    // Kept before any owner was noted (an older version of the app): not kept for anyone.
    await clearStoredDocs();
    await storeTyping('doc-3', 'whose?');
    await adoptStoredDocs('bob');
    expect(await storedDocIds()).not.toContain('doc-3');
  });
});
