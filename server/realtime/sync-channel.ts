// The sync engine's messages on /ws (contract/realtime.ts, docs/decisions/004-sync-engine.md):
// opening a recipe's document, a client's updates, and awareness (who is in which field). The
// hub hands these messages here; committed updates and awareness come back through the broker,
// so two processes' sockets on one document hear each other.
//
// Security: opening is checked like a read and every update like a PUT (recipe-document.ts, in
// the update's own transaction); deliveries are re-checked against the recipe's access as
// committed; awareness carries the identity of the socket's session, never one a client claims.
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AwarenessMessageSchema, ServerMessage } from '../../contract/realtime';
import { AppError } from '../http/errors';
import type { SyncDocKind } from '../../contract/realtime';
import { canRead } from '../recipes/policy';
import type { SyncTargets } from '../sync/targets';
import type { Broker } from './broker';
import type { Connection, DocScope } from './connections';
import { CHANNELS, type AwarenessNotice, type DocUpdateNotice } from './notices';

type AwarenessMessage = z.infer<typeof AwarenessMessageSchema>;

export interface SyncChannelOptions {
  /** Each kind of document's opening and updating (access, storage, projection). */
  targets: SyncTargets;
  broker: Broker;
  log: FastifyBaseLogger;
  /** Documents one socket may have open at once. */
  maxDocsPerSocket: number;
  /** Largest update accepted, in bytes (after base64 decoding). */
  maxUpdateBytes: number;
  send: (conn: Connection, message: ServerMessage) => void;
  sendText: (conn: Connection, text: string) => void;
}

export class SyncChannel {
  private readonly byDoc = new Map<string, Set<Connection>>();
  private readonly stops: Array<() => void> = [];

  constructor(private readonly options: SyncChannelOptions) {}

  start(): void {
    const { broker } = this.options;
    this.stops.push(
      broker.subscribe(CHANNELS.sync, (m) => this.deliverUpdate(m as DocUpdateNotice)),
      broker.subscribe(CHANNELS.awareness, (m) => this.deliverAwareness(m as AwarenessNotice)),
    );
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  /** Opens a document for the socket: answers sync_state, or sync_refused when it may not. */
  async open(
    conn: Connection,
    docId: string,
    stateVector: string,
    kind: SyncDocKind = 'recipe',
  ): Promise<void> {
    const docs = openDocs(conn);
    const opened = docs.get(docId);
    if (opened && opened.kind !== kind) {
      return this.refuse(conn, docId, 'not_found', 'Document not found or not accessible');
    }
    if (!docs.has(docId) && docs.size >= this.options.maxDocsPerSocket) {
      return this.refuse(conn, docId, 'too_many_docs', 'Too many documents open at once');
    }
    // Listed first, so an update committed while the state is read reaches the socket (twice at
    // worst, which a CRDT ignores).
    this.add(conn, docId, { kind, householdId: null });
    const document = await this.options.targets[kind]
      .open(conn.account, docId, stateVector ? Buffer.from(stateVector, 'base64') : null)
      .catch((err: unknown) => {
        this.options.log.error({ err }, 'opening a document failed');
        return null;
      });
    if (conn.isClosed) return;
    // Not listed any more: deleted or its access withdrawn while it was read.
    const scope = docs.get(docId);
    if (!document || !scope) {
      this.remove(conn, docId);
      const what = kind === 'recipe' ? 'Recipe' : 'Document';
      return this.refuse(conn, docId, 'not_found', `${what} not found or not accessible`);
    }
    scope.householdId = document.householdId;
    this.options.send(conn, {
      type: 'sync_state',
      docId,
      update: toBase64(document.update),
      stateVector: toBase64(document.stateVector),
      canEdit: document.canEdit,
    });
    await this.options.broker.publish(CHANNELS.awareness, {
      ...this.awarenessOf(conn, docId, null),
      hello: true,
    } satisfies AwarenessNotice);
  }

  /** Applies a client's update; answers sync_ack once stored, or sync_refused. */
  async update(conn: Connection, docId: string, update: string, ref: number): Promise<void> {
    const scope = openDocs(conn).get(docId);
    if (!scope) return this.refuse(conn, docId, 'not_open', 'Open the document first', ref);
    const bytes = Buffer.from(update, 'base64');
    if (bytes.length > this.options.maxUpdateBytes) {
      return this.refuse(conn, docId, 'too_large', 'The change is too large', ref);
    }
    try {
      await this.options.targets[scope.kind].apply(conn.account, docId, bytes, conn.id);
      this.options.send(conn, { type: 'sync_ack', docId, ref });
    } catch (err) {
      if (err instanceof AppError && err.statusCode < 500) {
        const code = err.statusCode === 404 ? 'not_found' : (err.code ?? 'refused');
        return this.refuse(conn, docId, code, err.message, ref);
      }
      this.options.log.error({ err }, 'applying a document update failed');
      return this.refuse(conn, docId, 'server_error', 'Something went wrong', ref);
    }
  }

  /** Tells the others on the document where this socket's user is now. */
  async awareness(conn: Connection, message: AwarenessMessage): Promise<void> {
    if (!openDocs(conn).has(message.docId)) return;
    const notice = this.awarenessOf(conn, message.docId, message.field);
    if (message.field !== null) {
      if (message.anchor) notice.anchor = message.anchor;
      if (message.head) notice.head = message.head;
    }
    awarenessOf(conn).set(message.docId, notice);
    await this.options.broker.publish(CHANNELS.awareness, notice);
  }

  /** Stops sending a document to the socket, and tells the others the user left it. */
  async close(conn: Connection, docId: string): Promise<void> {
    if (!openDocs(conn).has(docId)) return;
    this.remove(conn, docId);
    await this.leaveAwareness(conn, docId);
  }

  /** A socket went away (or lost access to every document): forget its documents. */
  async forget(conn: Connection): Promise<void> {
    for (const docId of [...openDocs(conn).keys()]) await this.close(conn, docId);
  }

  /** The socket may no longer read the document: stop without waiting for anything. */
  drop(conn: Connection, docId: string): void {
    if (!openDocs(conn).has(docId)) return;
    this.remove(conn, docId);
    void this.leaveAwareness(conn, docId).catch((err: unknown) =>
      this.options.log.error({ err }, 'awareness publish failed'),
    );
  }

  /** The socket's user left a household (or was removed): stop sending its documents. */
  dropHousehold(conn: Connection, householdId: string): void {
    for (const [docId, scope] of [...openDocs(conn)]) {
      if (scope.householdId !== householdId) continue;
      this.drop(conn, docId);
      this.refuse(conn, docId, 'not_found', 'Document not found or not accessible');
    }
  }

  /** The sockets of this process that have the document open. */
  connsOn(docId: string): Connection[] {
    return [...(this.byDoc.get(docId) ?? [])];
  }

  // ── deliveries ───────────────────────────────────────────────────────────────────────────

  private deliverUpdate(notice: DocUpdateNotice) {
    const conns = this.byDoc.get(notice.docId);
    if (!conns) return;
    const text = JSON.stringify({
      type: 'sync_update',
      docId: notice.docId,
      update: notice.update,
    });
    for (const conn of conns) {
      if (conn.id === notice.originId) continue;
      // A socket that may no longer read a recipe is told by the recipe change's delivery
      // (hub.ts); one whose user left a household is told by dropHousehold.
      if (mayReceive(conn, notice)) this.options.sendText(conn, text);
    }
  }

  private deliverAwareness(notice: AwarenessNotice) {
    const conns = this.byDoc.get(notice.docId);
    if (!conns) return;
    if (notice.hello) {
      // Someone opened the document: every socket here that is in a field says so again.
      for (const conn of conns) {
        const own = awarenessOf(conn).get(notice.docId);
        if (conn.id !== notice.connectionId && own && own.field !== null) {
          void this.options.broker.publish(CHANNELS.awareness, own);
        }
      }
      return;
    }
    const { hello: _hello, ...state } = notice;
    const text = JSON.stringify({ type: 'awareness', ...state });
    for (const conn of conns) {
      if (conn.id !== notice.connectionId) this.options.sendText(conn, text);
    }
  }

  // ── bookkeeping ───────────────────────────────────────────────────────────────────────────

  private awarenessOf(conn: Connection, docId: string, field: string | null): AwarenessNotice {
    return { docId, connectionId: conn.id, userId: conn.user.id, name: conn.user.name, field };
  }

  private async leaveAwareness(conn: Connection, docId: string) {
    const had = awarenessOf(conn).get(docId);
    awarenessOf(conn).delete(docId);
    if (had && had.field !== null) {
      await this.options.broker.publish(CHANNELS.awareness, this.awarenessOf(conn, docId, null));
    }
  }

  private refuse(conn: Connection, docId: string, code: string, message: string, ref?: number) {
    this.options.send(conn, {
      type: 'sync_refused',
      docId,
      code,
      message,
      ...(ref === undefined ? {} : { ref }),
    });
  }

  private add(conn: Connection, docId: string, scope: DocScope) {
    if (!openDocs(conn).has(docId)) openDocs(conn).set(docId, scope);
    let conns = this.byDoc.get(docId);
    if (!conns) {
      conns = new Set();
      this.byDoc.set(docId, conns);
    }
    conns.add(conn);
  }

  private remove(conn: Connection, docId: string) {
    openDocs(conn).delete(docId);
    const conns = this.byDoc.get(docId);
    conns?.delete(conn);
    if (conns?.size === 0) this.byDoc.delete(docId);
  }
}

const openDocs = (conn: Connection) => conn.docs;

/** Whether the socket's user may receive a committed update, as its access was when committed. */
function mayReceive(conn: Connection, notice: DocUpdateNotice): boolean {
  if (notice.access) return canRead(conn.user, notice.access);
  return notice.memberIds !== null && notice.memberIds.includes(conn.user.id);
}
const awarenessOf = (conn: Connection) => conn.awareness;

function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}
