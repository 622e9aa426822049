// Helpers for tests over a real WebSocket: a client that keeps every message it receives and
// lets a test wait for one, or show that none of a kind arrived.
import WebSocket from 'ws';
import type { ServerMessage } from '../../contract/realtime';
import type { TestClient, TestServer, UntypedBody } from '../test/harness';

/** A received message as a test reads it (shape asserted by the test). */
export type ReceivedMessage = ServerMessage & Record<string, UntypedBody>;

export interface Closed {
  code: number;
  reason: string;
}

export class TestSocket {
  readonly received: ReceivedMessage[] = [];
  readonly closed: Promise<Closed>;
  private taken = new Set<number>();
  private waiters = new Set<() => void>();

  constructor(readonly ws: WebSocket) {
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters) wake();
      });
    });
    ws.on('message', (data) => {
      this.received.push(JSON.parse(data.toString()) as ReceivedMessage);
      for (const wake of this.waiters) wake();
    });
    ws.on('error', () => {
      // the close event tells the test what happened
    });
  }

  send(message: unknown) {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** A position in the stream of received messages, for `since`. */
  mark(): number {
    return this.received.length;
  }

  /** Takes every message received so far, so `next` only finds later ones. */
  skipReceived() {
    for (let i = 0; i < this.received.length; i += 1) this.taken.add(i);
  }

  /** Messages received after `mark` (matching `predicate` when given). */
  since(mark: number, predicate: (m: ReceivedMessage) => boolean = () => true) {
    return this.received.slice(mark).filter(predicate);
  }

  /**
   * The first message not yet taken that matches `predicate`, waiting for it if needed; it is
   * then taken, so the next call finds the next one.
   */
  async next(
    predicate: (m: ReceivedMessage) => boolean,
    timeoutMs = 3000,
  ): Promise<ReceivedMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex((m, i) => !this.taken.has(i) && predicate(m));
      if (index >= 0) {
        this.taken.add(index);
        return this.received[index]!;
      }
      const left = deadline - Date.now();
      if (left <= 0 || this.ws.readyState === WebSocket.CLOSED) {
        throw new Error(
          `no matching message in ${timeoutMs} ms; received: ${JSON.stringify(this.received).slice(0, 2000)}`,
        );
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  /** Joins a recipe and waits for the answer: presence_state, or the error. */
  async join(recipeId: string): Promise<ReceivedMessage> {
    this.send({ type: 'join', recipeId });
    return this.next(
      (m) =>
        (m.type === 'presence_state' || m.type === 'error') &&
        (m as { recipeId?: string }).recipeId === recipeId,
    );
  }

  close() {
    this.ws.close();
    return this.closed;
  }
}

export interface OpenOptions {
  origin?: string;
  /** Defaults to the client's cookies. */
  cookie?: string;
  /** false: never answer the server's pings. */
  autoPong?: boolean;
  /** More headers on the upgrade request. */
  headers?: Record<string, string>;
}

/** Opens /ws as `client` (or signed out); rejects with `{status}` when the upgrade is refused. */
export function openSocket(
  server: Pick<TestServer, 'baseUrl'>,
  client: TestClient | null,
  options: OpenOptions = {},
): Promise<TestSocket> {
  const headers: Record<string, string> = { ...options.headers };
  const cookie = options.cookie ?? client?.cookieHeader;
  if (cookie) headers.cookie = cookie;
  if (options.origin) headers.origin = options.origin;
  const ws = new WebSocket(`${server.baseUrl.replace(/^http/, 'ws')}/ws`, {
    headers,
    autoPong: options.autoPong ?? true,
  });
  const socket = new TestSocket(ws);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_request, response) => {
      reject(
        Object.assign(new Error(`upgrade refused: ${response.statusCode}`), {
          status: response.statusCode,
        }),
      );
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

/** The HTTP status an upgrade was refused with, or a failure if it was accepted. */
export async function refusedUpgradeStatus(
  server: Pick<TestServer, 'baseUrl'>,
  client: TestClient | null,
  options: OpenOptions = {},
): Promise<number> {
  try {
    const socket = await openSocket(server, client, options);
    await socket.close();
  } catch (error) {
    return (error as { status?: number }).status ?? -1;
  }
  throw new Error('the upgrade was accepted');
}
