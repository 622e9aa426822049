// One synced document in the browser (docs/decisions/004-sync-engine.md): a Y.Doc kept on the
// device and exchanged with the server over the tab's socket. Its engine says what kind of
// document it is (a recipe, a household's meal plan, a shopping list); the exchange is the same.
//
// On every connect it sends sync_open with its state vector, applies the sync_state answer and
// then sends whatever the server lacks, so changes made offline (kept on the device meanwhile)
// go out by the same path as a reconnect. While open, the user's own changes are batched and
// sent as sync_update, each tracked by its ref until sync_ack. A refusal means the server did
// not take the change and never will: the copy is dropped and the document opened again.
import * as Y from 'yjs';
import { fromBase64, toBase64 } from 'lib0/buffer';
import type { ServerMessage } from '../../../../contract/realtime';
import { serverMessageText } from '../../../lib/error-messages';
import { Awareness } from './awareness';
import { changesBeyond, holdsContent } from './state-diff';
import {
  REMOTE_ORIGIN,
  UpdateRefused,
  type DocPersistence,
  type DocSnapshot,
  type OwnPresence,
  type RemotePresence,
  type SaveStatus,
  type SyncHost,
} from './sync-types';

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
  private readonly awareness: Awareness;
  private readonly listeners = new Set<() => void>();
  private readonly settledListeners = new Set<() => void>();
  private snapshot!: DocSnapshot;

  constructor(
    readonly docId: string,
    private readonly host: SyncHost,
  ) {
    this.awareness = new Awareness((own) => this.sendAwareness(own), host.awarenessDelayMs);
    this.attach(new Y.Doc());
  }

  getSnapshot = (): DocSnapshot => this.snapshot;

  /**
   * Merges the server's whole document fetched over HTTP: the device was being filled with it
   * while this copy was loading from storage, which may have been read before it was written.
   */
  applyServerState(update: Uint8Array): void {
    Y.applyUpdate(this.doc, update, REMOTE_ORIGIN);
  }

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
      this.awareness.clearOthers();
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
        if (this.awareness.receive(message)) this.emit();
        return;
    }
  }

  /** The document was deleted or may no longer be read: drop the copy, stop syncing. */
  drop(): void {
    if (this.phase === 'gone') return;
    this.phase = 'gone';
    this.forgetSent();
    this.hasUnsent = false;
    this.awareness.clearOthers();
    this.host.storage.markUnsent(this.docId, false);
    const { persistence } = this;
    void persistence.destroy().then(() => this.host.storage.clear(this.docId));
    this.emit();
  }

  private open() {
    const stateVector = toBase64(Y.encodeStateVector(this.doc));
    const { kind } = this.host;
    // A recipe is the server's default kind: its sync_open stays as it always was.
    const message = { type: 'sync_open', docId: this.docId, stateVector } as const;
    if (this.host.transport.send(kind === 'recipe' ? message : { ...message, kind })) {
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
    this.awareness.resend();
    this.emit();
  }

  private handleRefused(code: string, text: string, ref: number | undefined) {
    if (ref === undefined) {
      // Opening was refused: the document is gone for this user (or too many are open).
      if (code === 'not_found') return this.drop();
      this.phase = 'gone';
      this.emit();
      return;
    }
    // Refusals of changes sent before the last reset (or connection) are already handled.
    if (!this.inFlight.has(ref)) return;
    this.host.onRefused(this.docId, serverMessageText({ code, message: text }) ?? text);
    this.reset();
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
    this.awareness.set(presence);
  }

  private sendAwareness(own: OwnPresence | null): boolean {
    if (this.phase !== 'open') return false;
    return this.host.transport.send({
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
    this.awareness.clearOthers();
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
    this.awareness.stop();
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
    const others = this.awareness.others;
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
