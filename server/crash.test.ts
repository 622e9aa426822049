// Crash durability: the real process (server/main.ts) is killed with SIGKILL in the middle of a
// stream of writes (REST creates, and live edits: PUTs from an editor joined over /ws), then
// started again on the same data. Every write the server acknowledged (a 2xx answer, or the
// recipe_update it broadcasts after commit) must be there, whole. A write in flight at the kill
// may have landed or not, but never in part, and one that did not land never shows up later.
// SQLite runs with the project's own settings (connect.ts: WAL, synchronous NORMAL, which keeps
// commits through a process crash; only a power cut may lose the last ones); with
// TEST_DATABASE_URL the process runs on a fresh PostgreSQL schema instead.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Recipe } from '../contract/recipes';
import { openSocket, type TestSocket } from './realtime/testing';
import { startAppProcess, type AppProcess } from './test/app-process';
import { TestClient, uniqueEmail, type TestResponse } from './test/harness';
import { createTestDatabase, testDialect, type TestDatabase } from './test/test-database';

/** Concurrent POST /api/recipes loops (the admin's: no plan limit to run into). */
const CREATE_STREAMS = 5;
/** Recipes the editor keeps open and edits, one PUT loop each (a free user: at most 5). */
const LIVE_RECIPES = 3;
/** Kills per engine; each restart checks everything acknowledged since the start. */
const ROUNDS = 2;

const redisUrl = inject('scaleout')?.redisUrl ?? null;

const CREATE_FIELDS = ['title', 'description', 'ingredients', 'steps', 'tags'] as const;
const LIVE_FIELDS = ['title', 'description', 'ingredients', 'tags'] as const;
type CreateContent = Pick<Recipe, (typeof CREATE_FIELDS)[number]>;
type LiveContent = Pick<Recipe, (typeof LIVE_FIELDS)[number]>;

interface CreateWrite {
  content: CreateContent;
  /** in-flight: no answer yet; failed: the connection broke (landed or not, unknown until checked);
   *  lost: checked after a restart and not there; refused: a non-2xx answer. */
  outcome: 'in-flight' | 'acknowledged' | 'failed' | 'lost' | 'refused';
  id?: string;
}

interface LiveRecipe {
  id: string;
  /** Every content sent since the last check, in order; [0] is the state that check found. */
  writes: LiveContent[];
  /** The latest write known committed: answered 200, or broadcast as a recipe_update. */
  acknowledged: number;
}

interface RoundFigures {
  /** Drawn at random each round; failures name it. */
  killAfter: number;
  acknowledged: number;
  /** Non-2xx answers: none are expected. */
  refused: number;
  inFlightAtKill: number;
  connectionErrors: number;
  killedAfterMs: number;
}

function pick<K extends keyof Recipe>(recipe: Recipe, fields: readonly K[]): Pick<Recipe, K> {
  return Object.fromEntries(fields.map((field) => [field, recipe[field]])) as Pick<Recipe, K>;
}

describe(`SIGKILL in the middle of acknowledged writes (${testDialect})`, () => {
  let database: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  let server: AppProcess | undefined;
  const admin = { email: uniqueEmail('crash-admin'), password: 'correct horse admin' };

  beforeAll(() => {
    database = createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-crash-'));
    env = {
      // The same folder on every start: the SQLite file, and the session secret kept there.
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: '1024',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...(redisUrl
        ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `potluck-test:${randomUUID()}:` }
        : {}),
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

  it('finds every acknowledged create and live edit after a restart, and no torn write', async () => {
    server = await startAppProcess(env);
    let origin = server.baseUrl;
    let adminClient = new TestClient(origin);
    let editorClient = new TestClient(origin);
    expect((await adminClient.post('/api/auth/login', admin, { origin })).status).toBe(200);
    const signUp = await editorClient.post(
      '/api/auth/register',
      {
        email: uniqueEmail('crash-editor'),
        password: 'correct horse 1',
        firstName: 'Kit',
        lastName: 'Crash',
      },
      { origin },
    );
    expect(signUp.status).toBe(201);

    const creates: CreateWrite[] = [];
    const live: LiveRecipe[] = [];
    for (let r = 0; r < LIVE_RECIPES; r += 1) {
      const content = liveContent(r, 0, 0);
      const res = await editorClient.post<Recipe>('/api/recipes', content, { origin });
      expect(res.status).toBe(201);
      live.push({ id: res.body.id, writes: [content], acknowledged: 0 });
    }

    const rounds: string[] = [];
    let connectionErrors = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const killAfter = randomInt(40, 120);
      const socket = await openSocket(server, editorClient, { origin });
      for (const recipe of live) {
        const joined = await socket.join(recipe.id);
        expect(joined.type).toBe('presence_state');
        expect(pick(joined.recipe as Recipe, LIVE_FIELDS)).toEqual(recipe.writes[0]);
      }

      const figures = await writeUntilKilled({
        server,
        round,
        killAfter,
        creates,
        live,
        send: (client, method, url, json) =>
          (client === 'admin' ? adminClient : editorClient).request(method, url, {
            json,
            headers: { origin },
          }),
      });
      await server.exited;
      expect(server.child.signalCode).toBe('SIGKILL');
      expect((await socket.closed).code).toBe(1006);
      countBroadcastsAsAcknowledged(socket, live);

      // Not vacuous: writes were acknowledged, and others were still in flight at the kill.
      const summary = `round ${round}: ${JSON.stringify(figures)}`;
      rounds.push(summary);
      expect(figures.acknowledged, summary).toBeGreaterThanOrEqual(killAfter);
      expect(figures.inFlightAtKill, summary).toBeGreaterThan(0);
      expect(figures.refused, summary).toBe(0);
      connectionErrors += figures.connectionErrors;

      server = await startAppProcess(env);
      origin = server.baseUrl;
      // The sessions were acknowledged writes too: the same cookies still sign both users in.
      adminClient = sameSessionOn(server, adminClient);
      editorClient = sameSessionOn(server, editorClient);
      await checkCreates(adminClient, creates, summary);
      await checkLiveRecipes(editorClient, live, summary);
    }
    // A request in flight can still get its answer if the server wrote it just before dying;
    // over all rounds, the kill must have cut some off.
    expect(connectionErrors, rounds.join('\n')).toBeGreaterThan(0);
  }, 120_000);
});

interface StreamOptions {
  server: AppProcess;
  round: number;
  killAfter: number;
  creates: CreateWrite[];
  live: LiveRecipe[];
  send(
    client: 'admin' | 'editor',
    method: string,
    url: string,
    json: unknown,
  ): Promise<TestResponse>;
}

/**
 * Runs the create loops and one PUT loop per live recipe, each sending its next write as soon as
 * the previous one is answered, and kills the process with SIGKILL on the `killAfter`th
 * acknowledgement, while the other loops still wait for theirs.
 */
async function writeUntilKilled(options: StreamOptions): Promise<RoundFigures> {
  const { server, round, killAfter, creates, live, send } = options;
  const startedAt = Date.now();
  let inFlight = 0;
  let isKilled = false;
  const figures: RoundFigures = {
    killAfter,
    acknowledged: 0,
    refused: 0,
    inFlightAtKill: 0,
    connectionErrors: 0,
    killedAfterMs: 0,
  };
  const acknowledge = () => {
    figures.acknowledged += 1;
    if (!isKilled && figures.acknowledged >= killAfter) kill();
  };
  const kill = () => {
    isKilled = true;
    figures.inFlightAtKill = inFlight;
    figures.killedAfterMs = Date.now() - startedAt;
    server.child.kill('SIGKILL');
  };
  /** The answer, or null when the connection broke (only the kill may break it). */
  const request = async (...args: Parameters<StreamOptions['send']>) => {
    inFlight += 1;
    try {
      const res = await send(...args);
      if (res.status >= 300) figures.refused += 1;
      return res;
    } catch (error) {
      if (isKilled) {
        figures.connectionErrors += 1;
        return null;
      }
      kill(); // stops the other loops; the test fails with this error
      throw error;
    } finally {
      inFlight -= 1;
    }
  };

  const createLoop = async (stream: number) => {
    for (let n = 0; !isKilled; n += 1) {
      const write: CreateWrite = { content: createContent(round, stream, n), outcome: 'in-flight' };
      creates.push(write);
      const res = await request('admin', 'POST', '/api/recipes', write.content);
      if (!res) write.outcome = 'failed';
      else if (res.status !== 201) write.outcome = 'refused';
      else {
        write.outcome = 'acknowledged';
        write.id = (res.body as Recipe).id;
        acknowledge();
        continue;
      }
      return;
    }
  };
  const editLoop = async (index: number) => {
    const recipe = live[index]!;
    while (!isKilled) {
      const content = liveContent(index, round, recipe.writes.length);
      recipe.writes.push(content);
      const res = await request('editor', 'PUT', `/api/recipes/${recipe.id}`, content);
      if (res?.status !== 200) return;
      recipe.acknowledged = recipe.writes.length - 1;
      acknowledge();
    }
  };

  await Promise.all([
    ...Array.from({ length: CREATE_STREAMS }, (_, stream) => createLoop(stream)),
    ...live.map((_, index) => editLoop(index)),
  ]);
  return figures;
}

/** A recipe_update reached the editor only after its change committed: as good as a 200. */
function countBroadcastsAsAcknowledged(socket: TestSocket, live: LiveRecipe[]) {
  for (const message of socket.received) {
    if (message.type !== 'recipe_update') continue;
    const recipe = live.find((r) => r.id === message.recipe.id);
    if (!recipe) continue;
    const index = recipe.writes.findIndex((w) => w.title === message.recipe.title);
    recipe.acknowledged = Math.max(recipe.acknowledged, index);
  }
}

/**
 * Every acknowledged create is there with what it sent; a failed one is there whole or not at
 * all; nothing else is there; and the tag index agrees with the rows (one transaction each).
 */
async function checkCreates(admin: TestClient, creates: CreateWrite[], summary: string) {
  const listed = await admin.get<Recipe[]>('/api/recipes');
  expect(listed.status, summary).toBe(200);
  const byTitle = new Map(listed.body.map((recipe) => [recipe.title, recipe]));
  expect(byTitle.size, summary).toBe(listed.body.length);
  const sentTitles = new Set(creates.map((w) => w.content.title));
  expect(
    listed.body.filter((recipe) => !sentTitles.has(recipe.title)),
    summary,
  ).toEqual([]);

  for (const write of creates) {
    const stored = byTitle.get(write.content.title);
    const what = `${summary}; create "${write.content.title}" (${write.outcome})`;
    if (write.outcome === 'acknowledged') {
      expect(stored, `${what} is missing`).toBeDefined();
      expect(stored!.id, what).toBe(write.id);
    }
    if (write.outcome === 'lost') expect(stored, what).toBeUndefined();
    if (stored) expect(pick(stored, CREATE_FIELDS), what).toEqual(write.content);
    if (write.outcome === 'failed') {
      write.outcome = stored ? 'acknowledged' : 'lost';
      write.id = stored?.id;
    }
  }

  const tagged = await admin.get<Recipe[]>('/api/recipes?tags=crash');
  expect(tagged.body.map((r) => r.id).sort(), summary).toEqual(listed.body.map((r) => r.id).sort());
}

/**
 * Each live recipe holds its last acknowledged write or the one in flight after it, all of its
 * fields from that same write, with its tag index in step. That state is the next round's start.
 */
async function checkLiveRecipes(editor: TestClient, live: LiveRecipe[], summary: string) {
  for (const [index, recipe] of live.entries()) {
    const res = await editor.get<Recipe>(`/api/recipes/${recipe.id}`);
    expect(res.status, summary).toBe(200);
    const stored = pick(res.body, LIVE_FIELDS);
    const found = recipe.writes.findIndex((w) => w.title === stored.title);
    const what = `${summary}; live recipe ${index}: stored write #${found}, last acknowledged #${recipe.acknowledged}, last sent #${recipe.writes.length - 1}`;
    expect(found, what).toBeGreaterThanOrEqual(recipe.acknowledged);
    expect(stored, what).toEqual(recipe.writes[found]);

    const tagged = await editor.get<Recipe[]>(`/api/recipes?tags=${stored.tags[0]}`);
    expect(
      tagged.body.map((r) => r.id),
      what,
    ).toEqual([recipe.id]);
    recipe.writes = [stored];
    recipe.acknowledged = 0;
  }
}

function createContent(round: number, stream: number, n: number): CreateContent {
  const name = `Batch ${round}.${stream}.${n}`;
  return {
    title: name,
    description: `${name}: acknowledged means stored`,
    ingredients: [`${n + 1} cups of flour`, `${stream + 1} eggs`],
    steps: [`Mix ${name}`, 'Bake'],
    tags: ['crash', `round-${round}`],
  };
}

function liveContent(recipe: number, round: number, n: number): LiveContent {
  const name = `Live ${recipe} r${round} #${n}`;
  return {
    title: name,
    description: `${name} description`,
    ingredients: [`${n} g butter`, `${recipe} pinch of salt`, name],
    tags: [`live-${recipe}-${round}-${n}`],
  };
}

/** The same session, talking to another process (the restarted one). */
function sameSessionOn(server: AppProcess, client: TestClient): TestClient {
  const other = new TestClient(server.baseUrl);
  for (const pair of client.cookieHeader.split('; ')) {
    const at = pair.indexOf('=');
    other.setCookie(pair.slice(0, at), pair.slice(at + 1));
  }
  return other;
}
