// Graceful shutdown of the real process (server/main.ts as a child): on SIGTERM it stops
// accepting connections, lets a request in flight finish, closes live sockets with 1001 (going
// away) so clients reconnect elsewhere, writes JSON log lines with request ids, and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueEmail } from './test/harness';

const mainFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('graceful shutdown', () => {
  let dataDir: string;
  let child: ChildProcess;
  let baseUrl: string;
  const logLines: Array<Record<string, unknown>> = [];
  let exited: Promise<number | null>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-shutdown-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
      // Only what this process needs: nothing is inherited from the test run's environment.
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        PASSWORD_HASH_COST: '1024',
        SHUTDOWN_TIMEOUT_SECONDS: '20',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines.filter(Boolean)) logLines.push(JSON.parse(line));
    });
    const deadline = Date.now() + 45_000;
    for (;;) {
      const up = await fetch(`${baseUrl}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, closes sockets with 1001, refuses new connections, exits 0', async () => {
    const client = new TestClient(baseUrl);
    const signUp = await client.post('/api/auth/register', {
      email: uniqueEmail(),
      password: 'correct horse 1',
      firstName: 'Sam',
      lastName: 'Shutdown',
    });
    expect(signUp.status).toBe(201);

    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`, {
      headers: { cookie: client.cookieHeader },
    });
    const socketClosed = new Promise<number>((resolve) => socket.once('close', resolve));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });

    // A request in flight: an upload whose body is only half sent when the signal arrives.
    const { uploadURL } = (await client.post('/api/objects/upload')).body as { uploadURL: string };
    const body = Buffer.alloc(4000, 1);
    let refusedWhileDraining: boolean | undefined;
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(new URL(uploadURL, baseUrl), {
        method: 'PUT',
        agent: false,
        headers: { 'content-type': 'image/png', 'content-length': String(body.length) },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', reject);
      request.write(body.subarray(0, 2000));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(async () => {
          // Draining: no new connections are taken while the upload is still arriving.
          refusedWhileDraining = await fetch(`${baseUrl}/healthz`).then(
            () => false,
            () => true,
          );
          request.end(body.subarray(2000));
        }, 500);
      }, 200);
    });

    expect(await socketClosed).toBe(1001);
    const finished = await answer;
    expect(refusedWhileDraining).toBe(true);
    expect(finished.status).toBe(200);
    expect(JSON.parse(finished.text)).toEqual({ message: 'Upload received' });
    expect(await exited).toBe(0);

    expect(logLines.some((l) => l.msg === 'shutting down' && l.signal === 'SIGTERM')).toBe(true);
    const requestLines = logLines.filter((l) => l.req || l.res);
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines.every((l) => typeof l.reqId === 'string' && l.reqId !== '')).toBe(true);
  }, 60_000);
});
