// A body over BODY_LIMIT_BYTES is answered 413 in the API's error shape, and a client that is
// still sending can read that answer: the server reads the rest of the body (up to
// BODY_DRAIN_MAX_BYTES) before it closes the connection. Closing with unread bytes resets the
// connection, and Node's HTTP client then saw EPIPE instead of the answer (2 of 4 tries from
// another process). The race needs the server in a process of its own to show.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../test/app-process';
import { drainRequestBody } from './drain-body';

let app: AppProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-body-limit-'));
  app = await startAppProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
}, 60_000);
afterAll(async () => {
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Outcome = { status: number; body: string } | { error: string };

/**
 * POSTs `body` with Node's HTTP client in one write, as a script does; with its length, or sent
 * in chunks (no Content-Length: the server learns it is too big only once it has read enough).
 */
function post(urlPath: string, body: Buffer, withLength: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request(
      new URL(urlPath, app.baseUrl),
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(withLength ? { 'content-length': String(body.length) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
    request.end(body);
  });
}

describe('a body over BODY_LIMIT_BYTES', () => {
  const twoMegabytes = Buffer.from(
    JSON.stringify({ title: 'Big', ingredients: ['x'.repeat(2 * 1024 * 1024)] }),
  );

  it.each([
    ['in chunks', false],
    ['with its length', true],
  ])('gets a 413 Node’s HTTP client can read, every time (%s)', async (_name, withLength) => {
    const outcomes: Outcome[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      outcomes.push(await post('/api/recipes', twoMegabytes, withLength));
    }
    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({ status: 413 });
      const answer = JSON.parse((outcome as { body: string }).body) as { message: string };
      expect(answer.message).toBe('Request body is too large');
    }
  });
});

/**
 * The race made certain: a client sends 1.5 MB of a chunked body, reads nothing for a while (the
 * server has answered by then), sends the rest, and only then reads. A server that closed with
 * the rest unread has reset the connection, and the answer waiting on the client is lost.
 */
async function slowReader(withLength: boolean): Promise<string> {
  const url = new URL(app.baseUrl);
  const socket = net.connect(Number(url.port), url.hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  const received: Buffer[] = [];
  const finished = new Promise<string>((resolve) => {
    const done = () => resolve(Buffer.concat(received).toString());
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
  });
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  socket.pause();
  const chunk = (size: number) =>
    withLength ? 'x'.repeat(size) : `${size.toString(16)}\r\n${'x'.repeat(size)}\r\n`;
  socket.write(
    'POST /api/recipes HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      (withLength ? 'Content-Length: 2000000\r\n\r\n' : 'Transfer-Encoding: chunked\r\n\r\n') +
      chunk(1_500_000),
  );
  await new Promise((resolve) => setTimeout(resolve, 400));
  socket.write(`${chunk(500_000)}${withLength ? '' : '0\r\n\r\n'}`, () => undefined);
  await new Promise((resolve) => setTimeout(resolve, 400));
  socket.resume();
  return finished;
}

describe('a client that reads only after sending everything', () => {
  it.each([
    ['in chunks', false],
    ['with its length', true],
  ])('reads the 413 rather than a reset (%s)', async (_name, withLength) => {
    const answer = await slowReader(withLength);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"message":"Request body is too large"');
  });
});

describe('drainRequestBody', () => {
  const stream = () => new PassThrough() as unknown as IncomingMessage & PassThrough;

  it('reads the body to its end', async () => {
    const body = stream();
    const drained = drainRequestBody(body, 1024);
    body.write(Buffer.alloc(600));
    body.end(Buffer.alloc(300));
    await drained;
    expect(body.readableEnded).toBe(true);
  });

  it('stops reading past maxBytes, leaving the rest unread', async () => {
    const body = stream();
    const drained = drainRequestBody(body, 1024);
    body.write(Buffer.alloc(1000));
    body.write(Buffer.alloc(1000));
    await drained;
    expect(body.isPaused()).toBe(true);
    expect(body.readableEnded).toBe(false);
  });

  it('ends when the connection goes', async () => {
    const body = stream();
    const drained = drainRequestBody(body, 1024);
    body.destroy();
    await drained;
    expect(body.destroyed).toBe(true);
  });
});
