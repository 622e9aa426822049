// One synced document in the browser (docs/decisions/004-sync-engine.md): a Y.Doc kept on the
// device and exchanged with the server over the tab's socket.
//
// On every connect it sends sync_open with its state vector, applies the sync_state answer and
// then sends whatever the server lacks, so changes made offline (kept on the device meanwhile)
// go out by the same path as a reconnect. While open, the user's own changes are batched and
// sent as sync_update, each tracked by its ref until sync_ack. A refusal means the server did
// not take the change and never will: the copy is dropped and the document opened again.
import * as Y from 'yjs';
import { fromBase64, toBase64 } from 'lib0/buffer';
import type { ClientMessage, ServerMessage } from '../../../contract/realtime';
import { changesBeyond, holdsContent } from './state-diff';

/** Changes that came from the server: applied, never sent back. */
export const REMOTE_ORIGIN = Symbol('remote');
/** The user's own edits (the undo manager tracks only these). */
export const LOCAL_ORIGIN = Symbol('local');

/**
 * loading: reading the copy on the device. saving: changes not yet acknowledged. saved: the
 * server holds everything. offline: no connection; changes stay on the device. unavailable:
 * the server refused to open the document (deleted, or no longer readable).
 */
export type SaveStatus = 'loading' | 'saving' | 'saved' | 'offline' | 'unavailable';

/** Someone else in the document: which field, and where their selection is (relative positions). */
export interface RemotePresence {
  connectionId: string;
  userId: string;
  name: string;
  field: string;
  anchor?: string;
  head?: string;
}

/** Where the user is in the document, as awareness sends it. */
export interface OwnPresence {
  field: string;
  anchor?: string;
  head?: string;
}

export interface DocSnapshot {
  doc: Y.Doc;
  status: SaveStatus;
  /** The document holds the recipe's content (from the device or the server): it can be shown. */
  isReady: boolean;
  /** Whether the server lets this user edit; null until it said so on this connection. */
  canEdit: boolean | null;
  others: readonly RemotePresence[];
}

/** The tab's socket as a document needs it. */
export interface SyncTransport {
  isConnected(): boolean;
  /** Sends now; false when there is no open socket. */
  send(message: ClientMessage): boolean;
  onMessage(listener: (message: ServerMessage) => void): () => void;
  onStatusChange(listener: () => void): () => void;
  /** Keeps the socket open until the returned release is called. */
  retain(): () => void;
  /**
   * Sends an update too big for one socket message over HTTP. Rejects with UpdateRefused when
   * the server refused it, with anything else when it could not be delivered.
   */
  postUpdate(docId: string, update: Uint8Array): Promise<void>;
}

/** Where documents are kept on the device. */
export interface DocStorage {
  /** Loads the stored copy into `doc` and from then on stores every change of it. */
  bind(docId: string, doc: Y.Doc): DocPersistence;
  /** Deletes the stored copy (call after the persistence of that document was destroyed). */
  clear(docId: string): Promise<void>;
  /** Documents with changes the server may not have (a set kept across reloads). */
  markUnsent(docId: string, unsent: boolean): void;
  isUnsent(docId: string): boolean;
}

export interface DocPersistence {
  whenLoaded: Promise<unknown>;
  /** The origin stored changes are applied with: they are not the user's new changes. */
  origin: unknown;
  destroy(): Promise<unknown>;
}

/** The server refused a change sent over HTTP (its message is safe to show). */
export class UpdateRefused extends Error {}

/** What a document needs from the engine that holds it. */
export interface SyncHost {
  transport: SyncTransport;
  storage: DocStorage;
  nextRef(): number;
  /** A change was refused: tell the user (the document resets itself). */
  onRefused(docId: string, message: string): void;
  /** Batched changes go out at most this often. */
  flushDelayMs: number;
  /** Awareness goes out at most this often. */
  awarenessDelayMs: number;
  /** Updates whose base64 is longer than this go over HTTP (a socket message is 16 KiB of JSON). */
  maxMessageUpdateChars: number;
}

type Phase = 'loading' | 'idle' | 'opening' | 'open' | 'gone';

export class DocSync {
  private doc!: Y.Doc;
  private persistence!: DocPersistence;
  private phase: Phase = 'loading';
  /** Bumped when the document is replaced, so late callbacks of the old one do nothing. */
  private epoch = 0;
  private isReady = false;
  private canEdit: boolean | null = null;
  private outbox: Uint8Array[] = [];
  private readonly inFlight = new Set<number>();
  private posting = 0;
  /** Local changes made while not open: the next sync_open exchange sends them. */
  private hasUnsent = false;
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private own: OwnPresence | null = null;
  private awarenessTimer: ReturnType<typeof setTimeout> | undefined;
  private awarenessSentAt = -Infinity;
  private readonly others = new Map<string, RemotePresence>();
  private readonly listeners = new Set<() => void>();
  private readonly settledListeners = new Set<() => void>();
  private snapshot!: DocSnapshot;

  constructor(
    readonly docId: string,
    private readonly host: SyncHost,
  ) {
    this.attach(new Y.Doc());
  }

  getSnapshot = (): DocSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Nothing is waiting to reach the server (or it never will: the document is gone). */
  get isSettled(): boolean {
    return (
      this.phase === 'gone' ||
      (this.phase === 'open' &&
        !this.hasUnsent &&
        this.outbox.length === 0 &&
        this.inFlight.size === 0 &&
        this.posting === 0)
    );
  }

  /** Calls `listener` once the document is settled. */
  whenSettled(listener: () => void): () => void {
    if (this.isSettled) {
      listener();
      return () => {};
    }
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  // ── the socket ─────────────────────────────────────────────────────────────────────────────

  /** The socket opened or closed. */
  handleStatus(): void {
    const connected = this.host.transport.isConnected();
    if (connected && this.phase === 'idle') {
      this.open();
      this.emit();
    } else if (!connected && (this.phase === 'opening' || this.phase === 'open')) {
      this.phase = 'idle';
      this.forgetSent();
      this.others.clear();
      this.emit();
    }
  }

  handleMessage(message: ServerMessage): void {
    switch (message.type) {
      case 'sync_state':
        return this.handleState(message);
      case 'sync_update':
        if (this.phase === 'opening' || this.phase === 'open') {
          Y.applyUpdate(this.doc, fromBase64(message.update), REMOTE_ORIGIN);
        }
        return;
      case 'sync_ack':
        if (this.inFlight.delete(message.ref)) this.emit();
        return;
      case 'sync_refused':
        return this.handleRefused(message.code, message.message, message.ref);
      case 'awareness':
        return this.handleAwareness(message);
    }
  }

  /** The recipe was deleted or may no longer be read: drop the copy, stop syncing. */
  drop(): void {
    if (this.phase === 'gone') return;
    this.phase = 'gone';
    this.forgetSent();
    this.hasUnsent = false;
    this.others.clear();
    this.host.storage.markUnsent(this.docId, false);
    const { persistence } = this;
    void persistence.destroy().then(() => this.host.storage.clear(this.docId));
    this.emit();
  }

  private open() {
    const stateVector = toBase64(Y.encodeStateVector(this.doc));
    if (this.host.transport.send({ type: 'sync_open', docId: this.docId, stateVector })) {
      this.phase = 'opening';
    }
  }

  private handleState(message: Extract<ServerMessage, { type: 'sync_state' }>) {
    if (this.phase !== 'opening' && this.phase !== 'open') return;
    const serverUpdate = fromBase64(message.update);
    Y.applyUpdate(this.doc, serverUpdate, REMOTE_ORIGIN);
    this.phase = 'open';
    this.isReady = true;
    this.canEdit = message.canEdit;
    // Whatever was queued is in the document, and so in what the server is about to be sent.
    this.outbox = [];
    this.hasUnsent = false;
    clearTimeout(this.flushTimer);
    if (message.canEdit) {
      const missing = changesBeyond(this.doc, fromBase64(message.stateVector), serverUpdate);
      if (missing) this.sendUpdate(missing);
    }
    if (this.own) this.scheduleAwareness();
    this.emit();
  }

  private handleRefused(code: string, text: string, ref: number | undefined) {
    if (ref === undefined) {
      // Opening was refused: the recipe is gone for this user (or too many are open).
      if (code === 'not_found') return this.drop();
      this.phase = 'gone';
      this.emit();
      return;
    }
    // Refusals of changes sent before the last reset (or connection) are already handled.
    if (!this.inFlight.has(ref)) return;
    this.host.onRefused(this.docId, text);
    this.reset();
  }

  private handleAwareness(message: Extract<ServerMessage, { type: 'awareness' }>) {
    const { connectionId, userId, name, field, anchor, head } = message;
    if (field === null) {
      if (!this.others.delete(connectionId)) return;
    } else {
      this.others.set(connectionId, { connectionId, userId, name, field, anchor, head });
    }
    this.emit();
  }

  // ── the user's changes ─────────────────────────────────────────────────────────────────────

  private handleUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === REMOTE_ORIGIN || origin === this.persistence.origin) return;
    this.host.storage.markUnsent(this.docId, true);
    if (this.phase === 'open' && this.canEdit) {
      this.outbox.push(update);
      if (this.outbox.length === 1) {
        this.flushTimer = setTimeout(() => this.flush(), this.host.flushDelayMs);
      }
    } else {
      this.hasUnsent = true;
    }
    this.emit();
  };

  /** Sends the queued changes now (the Save button, closing the editor). */
  flush(): void {
    clearTimeout(this.flushTimer);
    if (this.outbox.length === 0 || this.phase !== 'open') return;
    const update = this.outbox.length === 1 ? this.outbox[0]! : Y.mergeUpdates(this.outbox);
    this.outbox = [];
    this.sendUpdate(update);
    this.emit();
  }

  private sendUpdate(update: Uint8Array) {
    const encoded = toBase64(update);
    if (encoded.length > this.host.maxMessageUpdateChars) {
      this.post(update);
      return;
    }
    const ref = this.host.nextRef();
    if (
      this.host.transport.send({ type: 'sync_update', docId: this.docId, update: encoded, ref })
    ) {
      this.inFlight.add(ref);
    } else {
      this.hasUnsent = true;
    }
  }

  private post(update: Uint8Array) {
    const { epoch } = this;
    this.posting += 1;
    this.host.transport.postUpdate(this.docId, update).then(
      () => {
        if (epoch !== this.epoch) return;
        this.posting -= 1;
        this.emit();
      },
      (error: unknown) => {
        if (epoch !== this.epoch) return;
        this.posting -= 1;
        if (error instanceof UpdateRefused) {
          this.host.onRefused(this.docId, error.message);
          this.reset();
          return;
        }
        // Not delivered: the next connect's exchange sends it again.
        this.hasUnsent = true;
        this.emit();
      },
    );
  }

  /** Forgets what was sent on a connection that is gone: the next exchange covers it. */
  private forgetSent() {
    if (this.outbox.length > 0 || this.inFlight.size > 0) this.hasUnsent = true;
    this.outbox = [];
    this.inFlight.clear();
    clearTimeout(this.flushTimer);
  }

  // ── awareness ──────────────────────────────────────────────────────────────────────────────

  /** Tells the others where the user is (null: in no field), at most every awarenessDelayMs. */
  setPresence(presence: OwnPresence | null): void {
    const same =
      presence === this.own ||
      (presence !== null &&
        this.own !== null &&
        presence.field === this.own.field &&
        presence.anchor === this.own.anchor &&
        presence.head === this.own.head);
    if (same) return;
    const wasSomewhere = this.own !== null;
    this.own = presence;
    if (presence !== null || wasSomewhere) this.scheduleAwareness();
  }

  private scheduleAwareness() {
    if (this.awarenessTimer !== undefined) return;
    const wait = Math.max(0, this.awarenessSentAt + this.host.awarenessDelayMs - Date.now());
    this.awarenessTimer = setTimeout(() => {
      this.awarenessTimer = undefined;
      this.sendAwareness();
    }, wait);
  }

  private sendAwareness() {
    if (this.phase !== 'open') return;
    const own = this.own;
    this.awarenessSentAt = Date.now();
    this.host.transport.send({
      type: 'awareness',
      docId: this.docId,
      field: own?.field ?? null,
      ...(own?.anchor ? { anchor: own.anchor } : {}),
      ...(own?.head ? { head: own.head } : {}),
    });
  }

  // ── the document's life ────────────────────────────────────────────────────────────────────

  private attach(doc: Y.Doc) {
    const epoch = ++this.epoch;
    this.doc = doc;
    this.phase = 'loading';
    this.isReady = false;
    this.canEdit = null;
    // Changes stored but maybe never sent (a reload while offline): 'Saving…' until exchanged.
    this.hasUnsent = this.host.storage.isUnsent(this.docId);
    doc.on('update', this.handleUpdate);
    this.persistence = this.host.storage.bind(this.docId, doc);
    this.emit();
    void this.persistence.whenLoaded.then(() => {
      if (epoch !== this.epoch || this.phase !== 'loading') return;
      this.phase = 'idle';
      this.isReady = holdsContent(doc);
      if (this.host.transport.isConnected()) this.open();
      this.emit();
    });
  }

  /** Drops the copy on the device and opens the document again from the server's state. */
  private reset() {
    const { doc, persistence } = this;
    this.forgetSent();
    this.hasUnsent = false;
    this.others.clear();
    this.host.storage.markUnsent(this.docId, false);
    if (this.phase === 'open' || this.phase === 'opening') {
      this.host.transport.send({ type: 'sync_close', docId: this.docId });
    }
    doc.off('update', this.handleUpdate);
    // The new copy binds only once the old one is deleted, or it would load it again.
    const cleared = persistence.destroy().then(() => this.host.storage.clear(this.docId));
    const next = new Y.Doc();
    const epoch = this.epoch + 1;
    this.epoch = epoch;
    this.doc = next;
    this.phase = 'loading';
    this.isReady = false;
    this.canEdit = null;
    this.emit();
    doc.destroy();
    void cleared
      .catch(() => undefined)
      .then(() => {
        if (epoch === this.epoch) this.attach(next);
      });
  }

  /** Stops syncing: the last holder let go and nothing is waiting. */
  close(): Promise<unknown> {
    this.flush();
    clearTimeout(this.awarenessTimer);
    if (this.phase === 'open' || this.phase === 'opening') {
      this.host.transport.send({ type: 'sync_close', docId: this.docId });
    }
    this.epoch += 1;
    this.phase = 'gone';
    this.doc.off('update', this.handleUpdate);
    this.listeners.clear();
    this.settledListeners.clear();
    const done = this.persistence.destroy();
    this.doc.destroy();
    return done;
  }

  private emit() {
    const status = this.statusNow();
    const previous = this.snapshot;
    const others = [...this.others.values()];
    if (
      previous &&
      previous.doc === this.doc &&
      previous.status === status &&
      previous.isReady === this.isReady &&
      previous.canEdit === this.canEdit &&
      sameOthers(previous.others, others)
    ) {
      this.notifySettled();
      return;
    }
    this.snapshot = {
      doc: this.doc,
      status,
      isReady: this.isReady,
      canEdit: this.canEdit,
      others,
    };
    if (this.phase === 'open' && status === 'saved') {
      this.host.storage.markUnsent(this.docId, false);
    }
    for (const listener of [...this.listeners]) listener();
    this.notifySettled();
  }

  private notifySettled() {
    if (!this.isSettled || this.settledListeners.size === 0) return;
    const listeners = [...this.settledListeners];
    this.settledListeners.clear();
    for (const listener of listeners) listener();
  }

  private statusNow(): SaveStatus {
    if (this.phase === 'gone') return 'unavailable';
    if (this.phase === 'loading') return 'loading';
    if (!this.host.transport.isConnected() || this.phase === 'idle') return 'offline';
    const waiting =
      this.hasUnsent || this.outbox.length > 0 || this.inFlight.size > 0 || this.posting > 0;
    return waiting ? 'saving' : 'saved';
  }
}

function sameOthers(a: readonly RemotePresence[], b: readonly RemotePresence[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => {
      const other = b[index]!;
      return (
        item.connectionId === other.connectionId &&
        item.field === other.field &&
        item.anchor === other.anchor &&
        item.head === other.head &&
        item.name === other.name
      );
    })
  );
}
