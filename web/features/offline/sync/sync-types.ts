// The sync engine's parts as the browser wires them: the origins of changes, what a document
// tells the UI, and the socket and storage it runs on (the tests give it fakes of both).
import type * as Y from 'yjs';
import type { ClientMessage, ServerMessage, SyncDocKind } from '../../../../contract/realtime';

export type { SyncDocKind };

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
  /** The document holds content (from the device or the server): it can be shown. */
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
  /** What the engine's ids name (sync_open's `kind`): recipes, meal plans or shopping lists. */
  kind: SyncDocKind;
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
