// A recipe kept live over /ws the way the web client keeps it (contract/realtime.ts): open with
// the state vector, send every local change at once as a sync_update, apply others' updates, and
// after a lost socket open again on another replica and send whatever that server lacks.
import WebSocket from 'ws';
import * as Y from 'yjs';

const REMOTE = 'remote';
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

interface Message {
  type: string;
  docId?: string;
  update?: string;
  stateVector?: string;
  ref?: number;
  code?: string;
  message?: string;
}

export class LiveDoc {
  readonly doc = new Y.Doc();
  private ws: WebSocket | null = null;
  private isOpen = false;
  private ref = 0;
  private readonly unacked = new Set<number>();
  acked = 0;
  refused: Message[] = [];
  closeCodes: number[] = [];

  constructor(
    readonly docId: string,
    private readonly cookie: string,
  ) {
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === REMOTE || !this.isOpen || !this.ws) return;
      const ref = ++this.ref;
      this.unacked.add(ref);
      this.ws.send(JSON.stringify({ type: 'sync_update', docId, update: b64(update), ref }));
    });
  }

  /** Connects to `baseUrl`'s /ws and opens the document; sends what the server lacks. */
  async connect(baseUrl: string) {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, {
      headers: { cookie: this.cookie },
    });
    this.ws = ws;
    this.isOpen = false;
    this.unacked.clear();
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.on('close', (code) => {
      this.closeCodes.push(code);
      if (this.ws === ws) {
        this.ws = null;
        this.isOpen = false;
      }
    });
    const opened = new Promise<Message>((resolve) => {
      ws.on('message', (data) => {
        const message = JSON.parse(data.toString()) as Message;
        if (message.docId !== this.docId) return;
        if (message.type === 'sync_state') resolve(message);
        else if (message.type === 'sync_update' && message.update)
          Y.applyUpdate(this.doc, bytesOf(message.update), REMOTE);
        else if (message.type === 'sync_ack' && message.ref !== undefined) {
          this.unacked.delete(message.ref);
          this.acked += 1;
        } else if (message.type === 'sync_refused') this.refused.push(message);
      });
    });
    ws.send(
      JSON.stringify({
        type: 'sync_open',
        docId: this.docId,
        stateVector: b64(Y.encodeStateVector(this.doc)),
      }),
    );
    const state = await opened;
    Y.applyUpdate(this.doc, bytesOf(state.update ?? ''), REMOTE);
    this.isOpen = true;
    const missing = Y.encodeStateAsUpdate(this.doc, bytesOf(state.stateVector ?? ''));
    // An update holding nothing is two zero bytes.
    if (missing.length > 2) {
      const ref = ++this.ref;
      this.unacked.add(ref);
      ws.send(
        JSON.stringify({ type: 'sync_update', docId: this.docId, update: b64(missing), ref }),
      );
    }
  }

  get connected() {
    return this.isOpen && this.ws !== null;
  }

  /** Resolves once the socket is closed (by the server). */
  closed() {
    const ws = this.ws;
    if (!ws) return Promise.resolve();
    return new Promise<void>((resolve) => ws.once('close', () => resolve()));
  }

  /** Waits until every update sent on this socket is acknowledged. */
  async settled(timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    while (this.unacked.size > 0) {
      if (Date.now() > deadline) throw new Error(`${this.unacked.size} updates never acknowledged`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  close() {
    this.ws?.close();
    this.ws = null;
    this.isOpen = false;
  }
}
