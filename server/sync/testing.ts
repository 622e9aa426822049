// A test client of the sync engine over a real /ws socket: a Yjs document kept in step with the
// server the way the web client does it (open with the state vector, send what the server
// lacks, apply others' updates, wait for acks).
import * as Y from 'yjs';
import type { SyncDocKind } from '../../contract/realtime';
import type { TestSocket } from '../realtime/testing';

const REMOTE = 'remote';
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

export class SyncTestClient {
  doc = new Y.Doc();
  canEdit = false;
  private ref = 0;
  private unsent: Uint8Array[] = [];
  /** Hold local updates instead of sending them (a client offline). */
  isHolding = false;

  constructor(
    public socket: TestSocket,
    readonly docId: string,
    /** What docId names (sync_open's kind); a recipe when left out. */
    readonly kind?: SyncDocKind,
  ) {
    this.attach(socket);
    this.listen();
  }

  /** Uses `socket` from now on (a reconnect); the document and its unsent edits stay. */
  attach(socket: TestSocket) {
    this.socket = socket;
    socket.ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as {
        type: string;
        docId?: string;
        update?: string;
      };
      if (
        this.socket === socket &&
        message.type === 'sync_update' &&
        message.docId === this.docId &&
        message.update
      ) {
        Y.applyUpdate(this.doc, bytesOf(message.update), REMOTE);
      }
    });
  }

  private listen() {
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== REMOTE) this.unsent.push(update);
    });
  }

  /** Opens the document (again): applies what the server has and sends what it lacks. */
  async open() {
    this.socket.send({
      type: 'sync_open',
      docId: this.docId,
      stateVector: b64(Y.encodeStateVector(this.doc)),
      ...(this.kind ? { kind: this.kind } : {}),
    });
    const state = await this.socket.next(
      (m) => (m.type === 'sync_state' || m.type === 'sync_refused') && m.docId === this.docId,
    );
    if (state.type === 'sync_refused') return state;
    this.canEdit = Boolean(state.canEdit);
    Y.applyUpdate(this.doc, bytesOf(String(state.update)), REMOTE);
    const missing = Y.encodeStateAsUpdate(this.doc, bytesOf(String(state.stateVector)));
    this.unsent = [];
    // An update holding nothing is two zero bytes (no structs, no deletions).
    if (missing.length > 2) this.unsent.push(missing);
    return state;
  }

  /** Changes the local document (sent by `flush`). */
  edit(change: (doc: Y.Doc) => void) {
    this.doc.transact(() => change(this.doc));
  }

  /** Sends what is unsent as one update; answers the ack or refusal (null: nothing to send). */
  async flush() {
    if (this.isHolding || this.unsent.length === 0) return null;
    const update = Y.mergeUpdates(this.unsent);
    this.unsent = [];
    const ref = ++this.ref;
    this.socket.send({ type: 'sync_update', docId: this.docId, update: b64(update), ref });
    return this.socket.next(
      (m) => (m.type === 'sync_ack' || m.type === 'sync_refused') && m.ref === ref,
    );
  }

  /** Sends an update without waiting for its answer; answers its ref. */
  sendRaw(update: Uint8Array): number {
    const ref = ++this.ref;
    this.socket.send({ type: 'sync_update', docId: this.docId, update: b64(update), ref });
    return ref;
  }

  /** Drops the local copy, as a client does after a refusal. */
  reset() {
    this.doc = new Y.Doc();
    this.unsent = [];
    this.listen();
  }
}
