// Graceful shutdown of the real process (server/main.ts as a child): on SIGTERM it stops
// accepting connections, lets a request in flight finish, closes live sockets with 1001 (going
// away) so clients reconnect elsewhere, writes JSON log lines with request ids, and exits 0.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from './test/app-process';
import { TestClient, uniqueEmail } from './test/harness';

describe('graceful shutdown', () => {
  let dataDir: string;
  let server: AppProcess;
  let child: AppProcess['child'];
  let baseUrl: string;
  let logLines: AppProcess['logLines'];
  let exited: AppProcess['exited'];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-shutdown-'));
    server = await startAppProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      PASSWORD_HASH_COST: '1024',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
    });
    ({ child, baseUrl, logLines, exited } = server);
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
