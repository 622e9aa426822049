// Crash durability of live edits over /ws: the real process is killed with SIGKILL while a
// client streams document updates, then started again on the same data. Every update the server
// acknowledged (sync_ack) must be in the document after the restart, and the recipe row must
// hold exactly what the document holds (they are written in one transaction). SQLite by default;
// PostgreSQL with TEST_DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Recipe } from '../../contract/recipes';
import { readRecipeDoc, recipeText } from '../../contract/sync/recipe-doc';
import { openSocket } from '../realtime/testing';
import { startAppProcess, type AppProcess } from '../test/app-process';
import { TestClient, uniqueEmail } from '../test/harness';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database';
import { SyncTestClient } from './testing';

const UPDATES = 400;

describe(`SIGKILL while live edits stream in (${testDialect})`, () => {
  let database: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  let server: AppProcess | undefined;

  beforeAll(() => {
    database = createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-sync-crash-'));
    env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: '1024',
      // Compaction runs during the stream too.
      SYNC_COMPACT_AFTER_UPDATES: '25',
      WS_MESSAGES_PER_SECOND: '100000',
      ...Object.fromEntries(
        Object.entries(database.overrides).map(([key, value]) => [key, String(value)]),
      ),
    };
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged update, and the row matches the document', async () => {
    server = await startAppProcess(env);
    const origin = server.baseUrl;
    const client = new TestClient(origin);
    const signUp = await client.post(
      '/api/auth/register',
      {
        email: uniqueEmail('sync-crash'),
        password: 'correct horse 1',
        firstName: 'Kit',
        lastName: 'Crash',
      },
      { origin },
    );
    expect(signUp.status).toBe(201);
    const created = await client.post<Recipe>(
      '/api/recipes',
      { title: 'Crash soup', ingredients: ['water'] },
      { origin },
    );
    const recipeId = created.body.id;
    const socket = await openSocket(server, client, { origin });
    const sync = new SyncTestClient(socket, recipeId);
    await sync.open();

    // Every update appends a token; all are sent at once, the kill comes after some acks.
    const killAfter = randomInt(50, 250);
    const acked = new Set<number>();
    const tokens: string[] = [];
    let killed = false;
    socket.ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string; ref?: number };
      if (message.type !== 'sync_ack' || message.ref === undefined) return;
      acked.add(message.ref);
      if (!killed && acked.size >= killAfter) {
        killed = true;
        server!.child.kill('SIGKILL');
      }
    });
    const refs = new Map<number, string>();
    for (let i = 0; i < UPDATES; i++) {
      const token = `[${i}]`;
      tokens.push(token);
      const before = Y.encodeStateVector(sync.doc);
      const description = recipeText(sync.doc, 'description');
      description.insert(description.length, token);
      refs.set(sync.sendRaw(Y.encodeStateAsUpdate(sync.doc, before)), token);
    }
    await server.exited;
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(acked.size).toBeGreaterThanOrEqual(killAfter);
    expect(acked.size, 'some updates were still in flight at the kill').toBeLessThan(UPDATES);

    server = await startAppProcess(env);
    const again = new TestClient(server.baseUrl);
    for (const pair of client.cookieHeader.split('; ')) {
      const at = pair.indexOf('=');
      again.setCookie(pair.slice(0, at), pair.slice(at + 1));
    }
    const reader = new SyncTestClient(await openSocket(server, again), recipeId);
    expect((await reader.open()).type).toBe('sync_state');
    const description = readRecipeDoc(reader.doc).description ?? '';
    for (const ref of acked) expect(description).toContain(refs.get(ref)!);
    // Updates build on each other, so what landed is a prefix of what was sent.
    const landed = tokens.filter((token) => description.includes(token));
    expect(description).toBe(landed.join(''));
    expect(landed).toEqual(tokens.slice(0, landed.length));
    const row = (await again.get<Recipe>(`/api/recipes/${recipeId}`)).body;
    expect(row.description).toBe(description);
    expect(row.title).toBe('Crash soup');
  }, 120_000);
});
