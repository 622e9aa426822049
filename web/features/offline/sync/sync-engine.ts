// The tab's synced documents of one kind: one DocSync per open document, shared by everything
// that shows it, routed the socket's messages, and kept alive after the last screen lets go until
// the server holds every change (so closing the editor, even offline, never strands an edit).
// Each kind has its own engine (recipe-docs.ts, household-docs.ts) on the tab's one socket; ids
// are random UUIDs, so an engine routes by id alone and ignores the others' documents.
import type { ServerMessage } from '../../../../contract/realtime';
import { DocSync } from './doc-sync';
import { type DocStorage, type SyncDocKind, type SyncHost, type SyncTransport } from './sync-types';

export interface SyncEngineOptions {
  /** What the engine's documents are (sync_open's `kind`); recipes unless said. */
  kind?: SyncDocKind;
  transport: SyncTransport;
  storage: DocStorage;
  onRefused: (docId: string, message: string) => void;
  flushDelayMs?: number;
  awarenessDelayMs?: number;
  maxMessageUpdateChars?: number;
  /** How long a document stays open after its last holder lets go (a dialog closing and reopening). */
  closeDelayMs?: number;
}

/** Batched changes go out at most this often (the server allows 60 messages a second). */
export const FLUSH_DELAY_MS = 50;
export const AWARENESS_DELAY_MS = 150;
/** WS_MAX_MESSAGE_BYTES is 16 KiB of JSON; bigger updates go over HTTP (the transport's postUpdate). */
export const MAX_MESSAGE_UPDATE_CHARS = 12_000;
const CLOSE_DELAY_MS = 1000;

interface Entry {
  sync: DocSync;
  holders: number;
  closeTimer?: ReturnType<typeof setTimeout>;
  stopWaiting?: () => void;
}

export class SyncEngine {
  private readonly entries = new Map<string, Entry>();
  private readonly host: SyncHost;
  private readonly closeDelayMs: number;
  private ref = 0;
  private releaseSocket: (() => void) | null = null;
  private stopListening: (() => void) | null = null;

  constructor(private readonly options: SyncEngineOptions) {
    this.host = {
      kind: options.kind ?? 'recipe',
      transport: options.transport,
      storage: options.storage,
      nextRef: () => ++this.ref,
      onRefused: options.onRefused,
      flushDelayMs: options.flushDelayMs ?? FLUSH_DELAY_MS,
      awarenessDelayMs: options.awarenessDelayMs ?? AWARENESS_DELAY_MS,
      maxMessageUpdateChars: options.maxMessageUpdateChars ?? MAX_MESSAGE_UPDATE_CHARS,
    };
    this.closeDelayMs = options.closeDelayMs ?? CLOSE_DELAY_MS;
  }

  /** Opens (or shares) a document; the returned function lets go of it. */
  acquire(docId: string): { sync: DocSync; release: () => void } {
    let entry = this.entries.get(docId);
    if (!entry) {
      this.start();
      entry = { sync: new DocSync(docId, this.host), holders: 0 };
      this.entries.set(docId, entry);
    }
    const held = entry;
    held.holders += 1;
    clearTimeout(held.closeTimer);
    held.stopWaiting?.();
    held.stopWaiting = undefined;
    let released = false;
    return {
      sync: held.sync,
      release: () => {
        if (released) return;
        released = true;
        held.holders -= 1;
        if (held.holders > 0) return;
        held.sync.flush();
        held.closeTimer = setTimeout(() => {
          held.stopWaiting = held.sync.whenSettled(() => this.close(docId, held));
        }, this.closeDelayMs);
      },
    };
  }

  /** Merges a whole server document fetched over HTTP into the copy open here, if any. */
  applyServerState(docId: string, update: Uint8Array): void {
    this.entries.get(docId)?.sync.applyServerState(update);
  }

  /** Whether the document is open in this tab now. */
  isOpen(docId: string): boolean {
    return this.entries.has(docId);
  }

  /** Opens documents that hold changes the server may lack, and closes each once it has them. */
  resume(docIds: Iterable<string>): void {
    for (const docId of docIds) this.acquire(docId).release();
  }

  /** Closes every document at once (signing out: their stored copies are deleted next). */
  async closeAll(): Promise<void> {
    const entries = [...this.entries];
    this.entries.clear();
    await Promise.all(
      entries.map(([, entry]) => {
        clearTimeout(entry.closeTimer);
        entry.stopWaiting?.();
        return entry.sync.close().catch(() => undefined);
      }),
    );
    this.stop();
  }

  private close(docId: string, entry: Entry) {
    if (entry.holders > 0 || this.entries.get(docId) !== entry) return;
    this.entries.delete(docId);
    void entry.sync.close();
    if (this.entries.size === 0) this.stop();
  }

  private start() {
    if (this.stopListening) return;
    const { transport } = this.options;
    const stopMessages = transport.onMessage((message) => this.route(message));
    const stopStatus = transport.onStatusChange(() => {
      for (const { sync } of this.entries.values()) sync.handleStatus();
    });
    this.stopListening = () => {
      stopMessages();
      stopStatus();
    };
    this.releaseSocket = transport.retain();
  }

  private stop() {
    this.stopListening?.();
    this.stopListening = null;
    this.releaseSocket?.();
    this.releaseSocket = null;
  }

  private route(message: ServerMessage) {
    if ('docId' in message) {
      this.entries.get(message.docId)?.sync.handleMessage(message);
    } else if (
      this.host.kind === 'recipe' &&
      (message.type === 'recipe_deleted' || message.type === 'access_revoked')
    ) {
      this.entries.get(message.recipeId)?.sync.drop();
    }
  }
}
