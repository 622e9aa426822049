// Slow clients cannot hold a connection: a request whose headers or body trickle in is answered
// 408 and closed once its timeout passes, and an idle kept-alive connection is closed. The
// timeouts are settings; this server runs with short ones, and each check allows several times
// the setting before it calls the connection held.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

const REQUEST_TIMEOUT_SECONDS = 1;
const HEADERS_TIMEOUT_SECONDS = 0.5;
const KEEP_ALIVE_TIMEOUT_SECONDS = 0.5;
/** Long enough that only a connection nobody cuts is still open by then. */
const HELD_AFTER_MS = 8000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    HTTP_REQUEST_TIMEOUT_SECONDS: REQUEST_TIMEOUT_SECONDS,
    HTTP_HEADERS_TIMEOUT_SECONDS: HEADERS_TIMEOUT_SECONDS,
    HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: KEEP_ALIVE_TIMEOUT_SECONDS,
  });
});
afterAll(() => server.close());

interface SlowClient {
  socket: net.Socket;
  received: () => string;
  /** Resolves with how long the connection stayed open, or 'held' past HELD_AFTER_MS. */
  closed: Promise<number | 'held'>;
}

function connect(): Promise<SlowClient> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    socket.once('connect', () => {
      const openedAt = Date.now();
      const closed = new Promise<number | 'held'>((done) => {
        const timer = setTimeout(() => done('held'), HELD_AFTER_MS);
        socket.once('close', () => {
          clearTimeout(timer);
          done(Date.now() - openedAt);
        });
      });
      resolve({ socket, received: () => received, closed });
    });
    socket.once('error', reject);
  });
}

/** Writes `text` one byte every `everyMs` until the socket closes or the text runs out. */
function trickle(socket: net.Socket, text: string, everyMs: number) {
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || index >= text.length) return clearInterval(timer);
    socket.write(text[index]!);
    index += 1;
  }, everyMs);
  return () => clearInterval(timer);
}

describe('HTTP timeouts', () => {
  it('cut a client that trickles its headers', async () => {
    const client = await connect();
    const stop = trickle(
      client.socket,
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ${'a'.repeat(500)}`,
      50,
    );
    const openFor = await client.closed;
    stop();
    expect(openFor).not.toBe('held');
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cut a client that trickles its body, byte by byte', async () => {
    const client = await connect();
    const body = JSON.stringify({
      name: 'Slow',
      email: 'slow@example.com',
      message: 'x'.repeat(400),
    });
    client.socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    const stop = trickle(client.socket, body, 50);
    const openFor = await client.closed;
    stop();
    expect(openFor).not.toBe('held');
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('close a kept-alive connection left idle, after answering it', async () => {
    const client = await connect();
    client.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    const openFor = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(openFor).not.toBe('held');
  });
});

describe('addresses that do not decode', () => {
  it('are answered 400 and, for a WebSocket upgrade, the connection is closed', async () => {
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        server.app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
      );
    const before = await connections();
    for (const path of ['/ws/%', '/ws/%ED%A0%80', '/api/%']) {
      const client = await connect();
      client.socket.write(
        `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      expect(await client.closed).not.toBe('held');
      expect(client.received()).toMatch(/^HTTP\/1\.1 400/);
      expect(client.received()).toContain('"code":"FST_ERR_BAD_URL"');
    }
    expect(await connections()).toBe(before);
  });
});
