// The sync engine's store (docs/decisions/004-sync-engine.md): CRDT documents (Yjs) kept as a
// compacted state plus the updates since, changed only inside a database transaction that also
// holds the owning row's lock, so every process applies changes to a document one at a time and
// each change is durable before anyone is told about it.
//
// This layer knows nothing of recipes: a feature opens its document inside its own transaction
// (after taking its row lock and authorizing), applies a client's update or makes a change, and
// projects the result into its own tables before the transaction commits. A `kind` tells the
// store how to read a document's fields, for the history's "what changed".
//
// Each process keeps recently used documents in memory. Another process may have changed one
// since, so opening a document inside a transaction first catches up with the updates stored
// after the ones this copy has seen; the row lock guarantees none is being written meanwhile.
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import { checkDocument, type DocSchema, type DocSizeCaps } from './doc-schema';

type Db = Kysely<Database>;

/**
 * A kind of document: the top-level parts it may have (an update adding any other is refused),
 * the schema the whole document must fit after every change (doc-schema.ts), and how it reads
 * as fields (to tell which fields an editing session changed).
 */
export interface DocKind {
  rootNames: readonly string[];
  schema: DocSchema;
  read(doc: Y.Doc): Record<string, unknown>;
}

export interface DocumentLimits {
  /** Updates kept beside the state before they are folded into it (SYNC_COMPACT_AFTER_UPDATES). */
  compactAfterUpdates: number;
  /** A pause longer than this starts a new editing session in the history. */
  historySessionGapMs: number;
  /** Editing sessions kept per document; older ones are dropped (SYNC_HISTORY_MAX_VERSIONS). */
  historyMaxVersions: number;
  /** Documents this process keeps in memory (SYNC_MAX_CACHED_DOCUMENTS). */
  maxCachedDocuments: number;
  /** What any document may hold (SYNC_DOC_MAX_TEXT_CHARS, SYNC_DOC_MAX_BYTES). */
  docCaps: DocSizeCaps;
}

export interface DocumentStoreOptions {
  db: Db;
  kinds: Record<string, DocKind>;
  limits: DocumentLimits;
}

/** What a committed transaction changed in one document: the update others must apply. */
export interface CommittedUpdate {
  docId: string;
  seq: number;
  update: Uint8Array;
}

/** One editing session of a document's history. */
export interface DocVersion {
  id: string;
  startedAt: string;
  endedAt: string;
  userIds: string[];
  changedFields: string[];
  /** The session still going on: its state is the document's current one. */
  isCurrent: boolean;
}

interface LatestVersion {
  id: string;
  ended_at: string;
  user_ids: string;
  changed_fields: string;
  state: Uint8Array | null;
}

interface Cached {
  doc: Y.Doc;
  /** The last stored update this copy holds. */
  seq: number;
  /** The last update folded into the stored state. */
  stateSeq: number;
  /**
   * Whether the document is stored yet. A document is built from its owner's row (the same
   * bytes in every process) when first read, and stored with its first change: reading never
   * writes.
   */
  isStored: boolean;
}

/**
 * A change a client sent that cannot be integrated: it depends on changes the server lacks, or it
 * is not a Yjs update at all.
 */
export class UnintegrableUpdateError extends Error {
  constructor(message = 'The update depends on changes the server does not have') {
    super(message);
  }
}

/** Bytes that are not an update, or an update to parts a document of its kind does not have. */
export class UnreadableUpdateError extends Error {
  constructor() {
    super('The update could not be read');
  }
}

/**
 * The refusal a client gets for an update the document could not take: 409 out_of_sync (it must
 * open the document again), 400 bad_update; any other error as it is.
 */
export function refusalOfUpdateError(error: unknown): unknown {
  if (error instanceof UnintegrableUpdateError) {
    return new AppError(409, error.message, 'out_of_sync');
  }
  if (error instanceof UnreadableUpdateError) return new AppError(400, error.message, 'bad_update');
  return error;
}

export class DocumentStore {
  private readonly cache = new Map<string, Cached>();
  private readonly locks = new Map<string, Promise<unknown>>();
  /** Updates this process has stored (committed) since it started, for /metrics. */
  storedUpdateCount = 0;

  constructor(private readonly options: DocumentStoreOptions) {}

  /**
   * Runs `work` for one document inside a database transaction. `work` takes the owning row's
   * lock and authorizes first, then opens the document through the session and changes it; the
   * changes are stored (and the history and compaction kept) in the same transaction. Answers
   * what `work` answered and the committed update, if anything changed. If anything fails, the
   * transaction rolls back and this process forgets its in-memory copy, which then held a change
   * that was never stored.
   */
  async transact<T>(
    docId: string,
    work: (session: DocSession) => Promise<T>,
  ): Promise<{ result: T; committed: CommittedUpdate | null }> {
    return this.exclusive(docId, async () => {
      let session: DocSession | null = null;
      try {
        const result = await this.options.db.transaction().execute(async (trx) => {
          session = new DocSession(trx, docId, this);
          const result = await work(session);
          await session.persist();
          return result;
        });
        const committed = (session as DocSession | null)?.committed() ?? null;
        if (committed) this.storedUpdateCount += 1;
        return { result, committed };
      } catch (err) {
        if ((session as DocSession | null)?.isTouched) this.cache.delete(docId);
        throw err;
      }
    });
  }

  /**
   * The document as stored now, for reading (a client opening it); built from `initialState`
   * when it was never changed. The answer is this process's shared copy: callers must not
   * change it.
   */
  async read(docId: string, initialState: () => Uint8Array): Promise<Y.Doc> {
    return this.exclusive(docId, async () => {
      const cached = await this.catchUp(this.options.db, docId);
      return (cached ?? this.build(docId, initialState)).doc;
    });
  }

  /** The stored document, or null when it was never changed (nothing is built). */
  async readStored(docId: string): Promise<Y.Doc | null> {
    return this.exclusive(docId, async () => {
      const cached = await this.catchUp(this.options.db, docId);
      return cached?.isStored ? cached.doc : null;
    });
  }

  /** A document not stored yet, built from its first state, and kept in memory. */
  build(docId: string, initialState: () => Uint8Array): Cached {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, initialState());
    return this.touch(docId, { doc, seq: 0, stateSeq: 0, isStored: false });
  }

  /** The history of a document, newest session first. */
  async history(docId: string): Promise<DocVersion[]> {
    const rows = await this.options.db
      .selectFrom('sync_versions')
      .select(['id', 'started_at', 'ended_at', 'user_ids', 'changed_fields', 'state'])
      .where('doc_id', '=', docId)
      .orderBy('ended_at', 'desc')
      .orderBy('started_at', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      startedAt: row.started_at,
      endedAt: row.ended_at,
      userIds: JSON.parse(row.user_ids) as string[],
      changedFields: JSON.parse(row.changed_fields) as string[],
      isCurrent: row.state === null,
    }));
  }

  /** The document as it was at the end of an editing session (a new document), or null. */
  async versionDoc(docId: string, versionId: string): Promise<Y.Doc | null> {
    const row = await this.options.db
      .selectFrom('sync_versions')
      .select('state')
      .where('doc_id', '=', docId)
      .where('id', '=', versionId)
      .executeTakeFirst();
    if (!row) return null;
    if (row.state === null) {
      const current = await this.readStored(docId);
      return current ? copyDoc(current) : null;
    }
    const doc = new Y.Doc();
    Y.applyUpdate(doc, row.state);
    return doc;
  }

  /** Forgets a document (its stored rows go with the owning row, by the caller). */
  forget(docId: string): void {
    this.cache.delete(docId);
  }

  /** How many documents this process holds in memory. */
  get cachedCount(): number {
    return this.cache.size;
  }

  // ── inside the store ────────────────────────────────────────────────────────────────────────

  /** Runs `work` after every earlier call for the same document in this process has finished. */
  private async exclusive<T>(docId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(docId) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.catch(() => undefined);
    this.locks.set(docId, tail);
    try {
      return await run;
    } finally {
      if (this.locks.get(docId) === tail) this.locks.delete(docId);
    }
  }

  /** The cached copy brought up to the stored state, loading it if needed; null if none. */
  async catchUp(db: Db, docId: string): Promise<Cached | null> {
    const head = await db
      .selectFrom('sync_docs')
      .select(['state_seq', 'seq'])
      .where('doc_id', '=', docId)
      .executeTakeFirst();
    let cached = this.cache.get(docId);
    if (!head) {
      // Not stored: a copy built here is still right (the row's content cannot change without
      // storing the document first).
      if (cached && !cached.isStored) return this.touch(docId, cached);
      this.cache.delete(docId);
      return null;
    }
    if (cached && cached.isStored && cached.seq === head.seq) {
      cached.stateSeq = head.state_seq;
      return this.touch(docId, cached);
    }
    if (!cached || cached.seq < head.state_seq) {
      const row = await db
        .selectFrom('sync_docs')
        .select(['state', 'state_seq'])
        .where('doc_id', '=', docId)
        .executeTakeFirstOrThrow();
      const doc = cached?.doc ?? new Y.Doc();
      Y.applyUpdate(doc, row.state);
      cached = { doc, seq: row.state_seq, stateSeq: row.state_seq, isStored: true };
    }
    cached.isStored = true;
    cached.stateSeq = head.state_seq;
    const updates = await db
      .selectFrom('sync_updates')
      .select(['seq', 'data'])
      .where('doc_id', '=', docId)
      .where('seq', '>', cached.seq)
      .orderBy('seq')
      .execute();
    const doc = cached.doc;
    doc.transact(() => {
      for (const update of updates) Y.applyUpdate(doc, update.data);
    });
    cached.seq = updates.at(-1)?.seq ?? cached.seq;
    return this.touch(docId, cached);
  }

  /** Marks a copy as just used (the cache drops the least recently used beyond its size). */
  touch(docId: string, cached: Cached): Cached {
    this.cache.delete(docId);
    this.cache.set(docId, cached);
    while (this.cache.size > this.options.limits.maxCachedDocuments) {
      const oldest = this.cache.keys().next().value as string;
      this.cache.delete(oldest);
    }
    return cached;
  }

  get limits(): DocumentLimits {
    return this.options.limits;
  }

  kind(name: string): DocKind {
    const kind = this.options.kinds[name];
    if (!kind) throw new Error(`Unknown document kind: ${name}`);
    return kind;
  }
}

/**
 * One document inside one transaction: open it (creating it the first time), apply a client's
 * update or make a change. What changed is stored when the transaction's work is done.
 */
export class DocSession {
  private cached: Cached | null = null;
  private kindName = '';
  private pending: Uint8Array[] = [];
  private userIds = new Set<string>();
  private fields = new Set<string>();
  private before: Uint8Array | null = null;
  /** The document's fields before this session's first change (for the history). */
  private fieldsBefore: Record<string, unknown> | null = null;
  private latest: LatestVersion | undefined;
  private readonly now = nowIso();
  private result: CommittedUpdate | null = null;
  private initialState: () => Uint8Array = () => new Uint8Array();
  private createdAt = '';
  /** This session's changes make a version of their own (a restore), whatever the pause. */
  private startsVersion = false;
  /** The in-memory copy was changed: if the transaction fails, it must be dropped. */
  isTouched = false;

  constructor(
    readonly trx: Db,
    readonly docId: string,
    private readonly owner: DocumentStore,
  ) {}

  /**
   * The document, caught up with every stored update; built from `initialState` (the owning
   * row's content) if it was never changed, and then stored with the first change, with that
   * content as the first entry of its history (dated `at`). The caller holds the row's lock.
   */
  async open(kind: string, initialState: () => Uint8Array, at = nowIso()): Promise<Y.Doc> {
    if (this.cached) return this.cached.doc;
    this.kindName = kind;
    this.initialState = initialState;
    this.createdAt = at;
    const cached =
      (await this.owner.catchUp(this.trx, this.docId)) ??
      this.owner.build(this.docId, initialState);
    this.latest = await this.trx
      .selectFrom('sync_versions')
      .select(['id', 'ended_at', 'user_ids', 'changed_fields', 'state'])
      .where('doc_id', '=', this.docId)
      .orderBy('ended_at', 'desc')
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    this.cached = cached;
    return cached.doc;
  }

  /**
   * Applies a client's update as `userId`. Answers whether it changed anything (an update the
   * document already holds changes nothing and is not stored). Throws UnintegrableUpdateError,
   * changing nothing stored, when it depends on changes the server does not have.
   */
  apply(update: Uint8Array, userId: string): boolean {
    return this.record(userId, (doc) => {
      try {
        Y.applyUpdate(doc, update, REMOTE);
      } catch {
        throw new UnreadableUpdateError();
      }
    });
  }

  /**
   * Changes the document as `userId` with `mutate` (one Yjs transaction). With `ownVersion`
   * (a restore), the change is not folded into the editing session going on: that session ends
   * with the content it had, kept in the history, and the change starts a new one.
   */
  change(
    userId: string,
    mutate: (doc: Y.Doc) => void,
    options?: { ownVersion?: boolean },
  ): boolean {
    if (options?.ownVersion) this.startsVersion = true;
    return this.record(userId, (doc) => doc.transact(() => mutate(doc), LOCAL));
  }

  private record(userId: string, act: (doc: Y.Doc) => void): boolean {
    if (!this.cached) throw new Error('Open the document first');
    const { doc } = this.cached;
    this.fieldsBefore ??= this.owner.kind(this.kindName).read(doc);
    // The state before this change ends the current editing session if this change starts one.
    if (this.before === null && !this.continuesSession()) this.before = Y.encodeStateAsUpdate(doc);
    let captured: Uint8Array | null = null;
    const onUpdate = (update: Uint8Array) => {
      captured = update;
    };
    doc.on('update', onUpdate);
    try {
      this.isTouched = true;
      act(doc);
    } finally {
      doc.off('update', onUpdate);
    }
    if (doc.store.pendingStructs !== null || doc.store.pendingDs !== null) {
      throw new UnintegrableUpdateError();
    }
    const kind = this.owner.kind(this.kindName);
    for (const name of doc.share.keys()) {
      if (!kind.rootNames.includes(name)) throw new UnreadableUpdateError();
    }
    if (!captured) return false;
    // The whole document as it now stands, not only what the update carried: a refusal throws,
    // and the transaction (with this copy) is dropped, so nothing is stored or relayed.
    checkDocument(doc, kind.schema, this.owner.limits.docCaps);
    this.pending.push(captured);
    this.userIds.add(userId);
    return true;
  }

  /** Stores what changed: the update, the head, the history, and a compaction when due. */
  async persist(): Promise<void> {
    if (!this.cached || this.pending.length === 0) return;
    const { trx, docId, now } = this;
    if (!this.cached.isStored) await this.create();
    const fieldsAfter = this.owner.kind(this.kindName).read(this.cached.doc);
    for (const [field, value] of Object.entries(fieldsAfter)) {
      if (JSON.stringify(value) !== JSON.stringify(this.fieldsBefore?.[field])) {
        this.fields.add(field);
      }
    }
    const update = this.pending.length === 1 ? this.pending[0]! : Y.mergeUpdates(this.pending);
    const seq = this.cached.seq + 1;
    await trx
      .insertInto('sync_updates')
      .values({
        doc_id: docId,
        seq,
        data: update,
        user_id: this.userIds.size === 1 ? [...this.userIds][0]! : null,
        created_at: now,
      })
      .execute();
    const limits = this.owner.limits;
    if (seq - this.cached.stateSeq >= limits.compactAfterUpdates) {
      await trx
        .updateTable('sync_docs')
        .set({
          state: Y.encodeStateAsUpdate(this.cached.doc),
          state_seq: seq,
          seq,
          updated_at: now,
        })
        .where('doc_id', '=', docId)
        .execute();
      await trx
        .deleteFrom('sync_updates')
        .where('doc_id', '=', docId)
        .where('seq', '<=', seq)
        .execute();
      this.cached.stateSeq = seq;
    } else {
      await trx
        .updateTable('sync_docs')
        .set({ seq, updated_at: now })
        .where('doc_id', '=', docId)
        .execute();
    }
    await this.keepHistory(now);
    this.cached.seq = seq;
    this.result = { docId, seq, update };
  }

  /** Stores the document's first state, and the history's first entry (the row's content). */
  private async create(): Promise<void> {
    const state = this.initialState();
    await this.trx
      .insertInto('sync_docs')
      .values({
        doc_id: this.docId,
        kind: this.kindName,
        state,
        state_seq: 0,
        seq: 0,
        created_at: this.now,
        updated_at: this.now,
      })
      .execute();
    await this.trx
      .insertInto('sync_versions')
      .values({
        id: newId(),
        doc_id: this.docId,
        started_at: this.createdAt,
        ended_at: this.createdAt,
        user_ids: '[]',
        changed_fields: '[]',
        state,
      })
      .execute();
    this.cached!.isStored = true;
  }

  /** Whether a change now belongs to the editing session going on. */
  private continuesSession(): boolean {
    const { latest } = this;
    return (
      !this.startsVersion &&
      latest !== undefined &&
      latest.state === null &&
      Date.parse(this.now) - Date.parse(latest.ended_at) <= this.owner.limits.historySessionGapMs
    );
  }

  /** Extends the current editing session, or closes it (with its state) and starts another. */
  private async keepHistory(now: string): Promise<void> {
    const { trx, docId, latest } = this;
    const limits = this.owner.limits;
    if (latest && this.continuesSession()) {
      const userIds = union(JSON.parse(latest.user_ids) as string[], this.userIds);
      const fields = union(JSON.parse(latest.changed_fields) as string[], this.fields);
      await trx
        .updateTable('sync_versions')
        .set({
          ended_at: now,
          user_ids: JSON.stringify(userIds),
          changed_fields: JSON.stringify(fields),
        })
        .where('id', '=', latest.id)
        .execute();
      return;
    }
    if (latest && latest.state === null) {
      await trx
        .updateTable('sync_versions')
        .set({ state: this.before })
        .where('id', '=', latest.id)
        .execute();
    }
    await trx
      .insertInto('sync_versions')
      .values({
        id: newId(),
        doc_id: docId,
        started_at: now,
        ended_at: now,
        user_ids: JSON.stringify([...this.userIds]),
        changed_fields: JSON.stringify([...this.fields]),
        state: null,
      })
      .execute();
    const kept = await trx
      .selectFrom('sync_versions')
      .select('id')
      .where('doc_id', '=', docId)
      .orderBy('ended_at', 'desc')
      .orderBy('started_at', 'desc')
      .offset(limits.historyMaxVersions)
      .limit(1_000_000)
      .execute();
    if (kept.length > 0) {
      await trx
        .deleteFrom('sync_versions')
        .where(
          'id',
          'in',
          kept.map((row) => row.id),
        )
        .execute();
    }
  }

  committed(): CommittedUpdate | null {
    return this.result;
  }
}

/** Transaction origins: a client's update, or a change the server made (REST, restore). */
export const REMOTE = 'remote';
export const LOCAL = 'local';

/** An independent copy of a document. */
export function copyDoc(doc: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
}

function union(list: readonly string[], more: Iterable<string>): string[] {
  return [...new Set([...list, ...more])];
}
