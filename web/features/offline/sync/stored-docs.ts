// What the device keeps of the signed-in person's documents, without loading Yjs: which are
// stored (one IndexedDB database each) and which may hold changes the server lacks (a set in
// localStorage, read at start to send them). Signing out deletes it all, from a module the
// sign-out code can import without pulling the sync engine into every page.
//
// Documents of every kind (recipes, meal plans, shopping lists) share both: their ids are random
// UUIDs, so a database name never collides. The unsent set says the kind of each entry, so each
// kind's engine resumes only its own documents.
import type { SyncDocKind } from '../../../../contract/realtime';

const DATABASE_PREFIX = 'potluck-doc-';
/** Documents stored, for browsers that cannot list their databases. */
const STORED_KEY = 'potluck-sync-docs';
const UNSENT_KEY = 'potluck-sync-unsent';
/** Whose documents these are: the id of the person signed in when they were kept. */
const OWNER_KEY = 'potluck-sync-owner';
/** Deleting a database waits while a connection stays open; nobody waits longer than this. */
const DELETE_WAIT_MS = 1000;

export const databaseOf = (docId: string) => DATABASE_PREFIX + docId;

function readSet(key: string): Set<string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function writeSet(key: string, set: Set<string>) {
  try {
    if (set.size === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify([...set]));
  } catch {
    // Storage full or refused: the sets are hints, the documents themselves are in IndexedDB.
  }
}

/** Notes that a document is stored (for browsers without indexedDB.databases()). */
export function rememberStored(docId: string) {
  const stored = readSet(STORED_KEY);
  if (stored.has(docId)) return;
  stored.add(docId);
  writeSet(STORED_KEY, stored);
}

/**
 * A document's entry in the unsent set: a recipe's is its id (as before documents had kinds, so
 * sets stored then read the same), any other kind's is `${kind}:${docId}`.
 */
export function unsentEntryOf(docId: string, kind: SyncDocKind): string {
  return kind === 'recipe' ? docId : `${kind}:${docId}`;
}

/** The ids of the documents of `kind` among the set's entries. */
export function docIdsOfKind(entries: Iterable<string>, kind: SyncDocKind): string[] {
  const prefix = `${kind}:`;
  const ids: string[] = [];
  for (const entry of entries) {
    if (kind === 'recipe') {
      if (!entry.includes(':')) ids.push(entry);
    } else if (entry.startsWith(prefix)) {
      ids.push(entry.slice(prefix.length));
    }
  }
  return ids;
}

let unsent: Set<string> | null = null;
const unsentSet = () => (unsent ??= readSet(UNSENT_KEY));

export function markUnsent(docId: string, value: boolean, kind: SyncDocKind = 'recipe') {
  const set = unsentSet();
  const entry = unsentEntryOf(docId, kind);
  if (set.has(entry) === value) return;
  if (value) set.add(entry);
  else set.delete(entry);
  writeSet(UNSENT_KEY, set);
}

export const isUnsent = (docId: string, kind: SyncDocKind = 'recipe') =>
  unsentSet().has(unsentEntryOf(docId, kind));

/** The documents of `kind` that may hold changes the server lacks. */
export const unsentDocIds = (kind: SyncDocKind = 'recipe'): string[] =>
  docIdsOfKind(unsentSet(), kind);

/** The ids of the documents stored on this device. */
export async function storedDocIds(): Promise<Set<string>> {
  if (typeof indexedDB === 'undefined') return new Set();
  if (typeof indexedDB.databases !== 'function') return readSet(STORED_KEY);
  try {
    const databases = await indexedDB.databases();
    return new Set(
      databases
        .map((database) => database.name ?? '')
        .filter((name) => name.startsWith(DATABASE_PREFIX))
        .map((name) => name.slice(DATABASE_PREFIX.length)),
    );
  } catch {
    return readSet(STORED_KEY);
  }
}

/** Deletes a document's database (never waiting more than DELETE_WAIT_MS). */
export function deleteStoredDoc(docId: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, DELETE_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      const request = indexedDB.deleteDatabase(databaseOf(docId));
      request.onsuccess = done;
      request.onerror = done;
    } catch {
      done();
    }
  });
}

const beforeClear = new Set<() => Promise<void>>();

/** Runs `close` before the documents are deleted (the engine lets go of the open ones). */
export function onClearStoredDocs(close: () => Promise<void>) {
  beforeClear.add(close);
}

/** Deletes every stored document and the sets about them (signing out). Never throws. */
export async function clearStoredDocs(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await Promise.all([...beforeClear].map((close) => close().catch(() => undefined)));
  const ids = await storedDocIds();
  for (const id of readSet(STORED_KEY)) ids.add(id);
  await Promise.all([...ids].map(deleteStoredDoc));
  unsent = new Set();
  writeSet(UNSENT_KEY, unsent);
  writeSet(STORED_KEY, new Set());
  writeOwner(null);
}

function readOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(userId: string | null) {
  try {
    if (userId) localStorage.setItem(OWNER_KEY, userId);
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    // Storage refused: with no owner known, the next sign-in deletes the documents, as before.
  }
}

/**
 * Someone is signed in (again): the documents kept on the device are theirs to keep, edits not
 * yet sent included, when they were kept for this same person (a session that ended mid-edit);
 * anybody else's, or documents of nobody known, are deleted first. Never throws.
 */
export async function adoptStoredDocs(userId: string): Promise<void> {
  if (readOwner() !== userId) await clearStoredDocs();
  writeOwner(userId);
}

/**
 * Notes whose documents these are, while signed in (the next sign-in compares with it). Documents
 * kept before any owner was noted are this session's person's, as they always were; another
 * person's are deleted.
 */
export function noteStoredDocsOwner(userId: string): void {
  const owner = readOwner();
  if (owner === null) writeOwner(userId);
  else if (owner !== userId) void adoptStoredDocs(userId);
}
