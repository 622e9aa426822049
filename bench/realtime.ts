// bench/realtime: the real-time channel and the sync engine on built server processes.
//  1. Fan-out latency: BENCH_SUBSCRIBERS (default 100) signed-in sockets join one recipe; the
//     owner makes BENCH_PUTS (default 200) PUTs one after another; for each, the time from sending
//     the PUT to recipe_update arriving at each subscriber (p50/p99 over every delivery) and at
//     the last of them (p50/p99 over PUTs).
//  2. Idle capacity: BENCH_IDLE_SOCKETS (default 5,000) more authenticated sockets are opened and
//     left idle; the server's RSS growth divided by their number is the memory per socket.
// The sync engine (bench/realtime-sync.ts):
//  3. Keystroke latency: BENCH_SYNC_WRITERS (10) listed editors each keep a Yjs copy of one recipe
//     and type into it (a letter at a random place in the title, description or an ingredient
//     line) at BENCH_KEYSTROKE_RATE (10) keystrokes per second each, staggered, every keystroke
//     its own sync_update, BENCH_KEYSTROKES (1,000) in all; BENCH_SYNC_READERS (100) listed
//     viewers have it open. The time from sending a keystroke to its sync_update arriving at each
//     other writer and each reader (p50/p99 over every delivery; matched by the update's bytes,
//     or by the ids of the items it carries if the server re-encoded it), and to its sync_ack;
//     beside them the servers' CPU per keystroke, how busy the machine was, and this process's
//     own CPU and event-loop delay (its clients take their timestamps on that loop).
//     On PostgreSQL + Redis, two server processes on the same database and Redis, with half the
//     writers and readers on each: the deliveries to the other half cross Redis
//     (BENCH_SYNC_PROCESSES=1: one process there too).
//  4. Memory per open document: the BENCH_OPEN_DOCS (1,000) recipes (12 ingredients, 8 steps)
//     are opened once (creating their documents), then a fresh process gets the sockets (50
//     documents each, WS_MAX_JOINS_PER_SOCKET) and its RSS is read; every document is opened
//     and RSS read again (both after a garbage collection, through the process's inspector).
//  5. A much-edited document: the writers send BENCH_HEAVY_UPDATES (10,000) keystrokes into
//     another recipe as fast as the server takes them (each ≤ 2 unanswered, ≤ 50/s), typed as
//     people type: runs at a cursor, a quarter of them backspaces (BENCH_HEAVY_TYPING=random:
//     each at a random place, the worst case for Yjs). With BENCH_HEAVY_FILL=rows (the default
//     on PostgreSQL, where one document took 50–160 updates/s, so the fill alone took up to 3
//     minutes) the same keystrokes are generated off the network and written as the rows the
//     store leaves after them (compacted state + updates since). Its stored size, and the
//     sync_open → sync_state time (empty state vector) in BENCH_LOAD_RUNS (3) fresh processes:
//     for it as the first big document the process loads (after one small one), for a copy of
//     it after the process has opened 100 other documents (loaded from the database all the
//     same, but by warmed-up code, as in a process in service), and for the copy once in memory.
// Shopping lists (bench/realtime-shopping.ts):
//  6. Item checks: BENCH_LIST_DEVICES (10) devices of one household (two per member) have a list
//     of BENCH_LIST_ITEMS (60) items open and take turns checking and unchecking items,
//     BENCH_LIST_CHECKS (500) at BENCH_LIST_CHECK_RATE (20) per second; the time from sending a
//     check to it showing on each other device (p50/p99 over every delivery). Target: p99 under
//     50 ms on one process. With PostgreSQL + Redis, on the same processes as phase 3.
// Engines: SQLite and the in-process broker by default; set DATABASE_URL and REDIS_URL for
// PostgreSQL + Redis (a fresh schema and key prefix, removed afterwards), e.g.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
//     npm run bench:realtime
// Servers listen on BENCH_PORT (5602) and the next two ports; the memory phase's inspector on
// BENCH_PORT + 1000. Needs `npm run build` first. Prints one summary line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createSession, SESSION_COOKIE } from '../server/auth/sessions';
import { newId } from '../server/lib/ids';
import {
  benchEngines,
  connectForSeeding,
  ensureBuilt,
  rssMiB,
  startServer,
  seedBenchUsers,
  type RunningServer,
} from './lib';
import {
  measureItemChecks,
  seedShopping,
  shoppingSummary,
  type ShoppingSeeded,
} from './realtime-shopping';
import {
  copyHeavyDoc,
  createDocs,
  fillHeavyDoc,
  measureKeystrokes,
  measureLoad,
  measureOpenDocMemory,
  seedHeavyDoc,
  seedSync,
  storedSize,
  syncSummary,
  type HeavyResult,
  type StoredSize,
  type SyncSeeded,
} from './realtime-sync';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 100);
const PUTS = Number(process.env.BENCH_PUTS ?? 200);
const IDLE_SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 5_000);
/** Idle sockets per seeded user (each user has one session shared by its sockets). */
const SOCKETS_PER_USER = 10;
const port = Number(process.env.BENCH_PORT ?? 5602);
const engines = benchEngines();
/** BENCH_HEAVY_FILL: server (default on SQLite) or rows (default on PostgreSQL). */
const HEAVY_THROUGH_SERVER =
  (process.env.BENCH_HEAVY_FILL ?? (process.env.DATABASE_URL ? 'rows' : 'server')) === 'server';

interface Seeded {
  ownerCookie: string;
  recipeId: string;
  subscriberCookies: string[];
  idleCookies: string[];
  sync: SyncSeeded;
  shopping: ShoppingSeeded;
}

async function seed(dataDir: string): Promise<Seeded> {
  const { db, close } = await connectForSeeding(dataDir, engines);
  const now = new Date().toISOString();
  const idleUsers = Math.ceil(IDLE_SOCKETS / SOCKETS_PER_USER);
  const users = await seedBenchUsers(db, 1 + SUBSCRIBERS + idleUsers, {
    prefix: 'rt',
    first: 'Cook',
  });
  const owner = users[0]!;
  const recipeId = newId();
  await db
    .insertInto('recipes')
    .values({
      id: recipeId,
      owner_uid: owner,
      title: 'Benchmark stew',
      description: 'A recipe everyone is watching.',
      ingredients: JSON.stringify(
        Array.from({ length: 12 }, (_, i) => `${i + 1} cups of thing ${i}`),
      ),
      steps: JSON.stringify(Array.from({ length: 8 }, (_, i) => `Step ${i + 1}: stir and wait.`)),
      tags: JSON.stringify(['dinner', 'bench']),
      image_url: null,
      tip_video_url: null,
      source_url: null,
      prep_time: 10,
      cook_time: 30,
      servings: '4',
      visibility: 'link-view',
      editors: '[]',
      viewers: '[]',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const cookie = async (userId: string) =>
    `${SESSION_COOKIE}=${await createSession(db, userId, 3600)}`;
  const ownerCookie = await cookie(owner);
  const subscriberCookies = [];
  for (const user of users.slice(1, 1 + SUBSCRIBERS)) subscriberCookies.push(await cookie(user));
  const idleCookies = [];
  for (const user of users.slice(1 + SUBSCRIBERS)) idleCookies.push(await cookie(user));
  const sync = await seedSync(db);
  const shopping = await seedShopping(db);
  await close();
  return { ownerCookie, recipeId, subscriberCookies, idleCookies, sync, shopping };
}

function openSocket(url: string, cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { cookie } });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade ${res.statusCode}`)));
  });
}

/** Opens sockets `batch` at a time. */
async function openMany(url: string, cookies: string[], count: number, batch = 200) {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const opened = await Promise.all(
      Array.from({ length: size }, (_, i) =>
        openSocket(url, cookies[Math.floor((start + i) / SOCKETS_PER_USER)]!),
      ),
    );
    sockets.push(...opened);
  }
  return sockets;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measureFanOut(baseUrl: string, wsUrl: string, seeded: Seeded) {
  const subscribers = await Promise.all(seeded.subscriberCookies.map((c) => openSocket(wsUrl, c)));
  // title → arrival times at subscribers
  const arrivals = new Map<string, number[]>();
  let waiting: { title: string; resolve: () => void } | null = null;
  await Promise.all(
    subscribers.map(
      (ws) =>
        new Promise<void>((resolve) => {
          ws.on('message', (data) => {
            const message = JSON.parse(data.toString()) as {
              type: string;
              recipe?: { title: string };
            };
            if (message.type === 'presence_state') return resolve();
            if (message.type !== 'recipe_update' || !message.recipe) return;
            const at = performance.now();
            const title = message.recipe.title;
            const list = arrivals.get(title) ?? [];
            list.push(at);
            arrivals.set(title, list);
            if (waiting && waiting.title === title && list.length === subscribers.length) {
              waiting.resolve();
            }
          });
          ws.send(JSON.stringify({ type: 'join', recipeId: seeded.recipeId }));
        }),
    ),
  );

  const perDelivery: number[] = [];
  const perPut: number[] = [];
  for (let i = 0; i < PUTS; i += 1) {
    const title = `Benchmark stew ${i}`;
    const delivered = new Promise<void>((resolve) => {
      waiting = { title, resolve };
    });
    const sentAt = performance.now();
    const res = await fetch(`${baseUrl}/api/recipes/${seeded.recipeId}`, {
      method: 'PUT',
      headers: { cookie: seeded.ownerCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    });
    if (!res.ok) throw new Error(`PUT failed: ${res.status}`);
    await res.arrayBuffer();
    await delivered;
    const times = arrivals.get(title)!.map((at) => at - sentAt);
    perDelivery.push(...times);
    perPut.push(Math.max(...times));
  }
  for (const ws of subscribers) ws.terminate();
  perDelivery.sort((a, b) => a - b);
  perPut.sort((a, b) => a - b);
  return {
    p50: percentile(perDelivery, 50),
    p99: percentile(perDelivery, 99),
    lastP50: percentile(perPut, 50),
    lastP99: percentile(perPut, 99),
  };
}

async function main() {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-bench-rt-'));
  const seeded = await seed(dataDir);
  const serverEnv = {
    DATA_DIR: dataDir,
    ...engines.settings,
    WS_MAX_SOCKETS: String(IDLE_SOCKETS + SUBSCRIBERS + 100),
    WS_MAX_SOCKETS_PER_USER: String(SOCKETS_PER_USER),
  };
  const running = new Set<RunningServer>();
  const start = async (at: number, env: Record<string, string> = {}) => {
    const server = await startServer(
      at,
      { ...serverEnv, ...env },
      {
        // The inspector's own lines are not the server's; anything else is passed on.
        onOutputLine: (line, stream) => {
          if (
            /^(Debugger (listening|attached|ending)|For help, see:|Waiting for the debugger)/.test(
              line,
            )
          )
            return;
          (stream === 'stdout' ? process.stdout : process.stderr).write(`${line}\n`);
        },
      },
    );
    running.add(server);
    return server;
  };
  const stop = async (server: RunningServer) => {
    await server.stop();
    running.delete(server);
  };
  const wsUrlOf = (server: RunningServer) => `${server.baseUrl.replace(/^http/, 'ws')}/ws`;
  try {
    const server = await start(port);
    const wsUrl = wsUrlOf(server);
    const pid = server.process.pid!;
    const fanOut = await measureFanOut(server.baseUrl, wsUrl, seeded);

    await new Promise((r) => setTimeout(r, 1000));
    const rssBefore = rssMiB(pid);
    const started = performance.now();
    const idle = await openMany(wsUrl, seeded.idleCookies, IDLE_SOCKETS);
    const openSeconds = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 2000));
    const rssAfter = rssMiB(pid);
    const stillOpen = idle.filter((ws) => ws.readyState === WebSocket.OPEN).length;
    const health = await fetch(`${server.baseUrl}/healthz`);
    if (!health.ok) throw new Error('server unhealthy with idle sockets open');
    const perSocketKiB = ((rssAfter - rssBefore) * 1024) / IDLE_SOCKETS;
    for (const ws of idle) ws.terminate();
    // Let the server finish closing them before the next phase.
    await new Promise((r) => setTimeout(r, 2000));

    // Two processes when the engines are shared (PostgreSQL + Redis), else the one.
    const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
    const second =
      shared && process.env.BENCH_SYNC_PROCESSES !== '1' ? await start(port + 1) : null;
    const keystrokes = await measureKeystrokes(second ? [server, second] : [server], seeded.sync);
    const checks = await measureItemChecks(second ? [server, second] : [server], seeded.shopping);
    if (second) await stop(second);
    const heavy = HEAVY_THROUGH_SERVER ? await fillHeavyDoc(server, seeded.sync) : null;
    await createDocs(wsUrl, seeded.sync);
    await stop(server);

    // The heavy document's rows (seeded here unless filled through the server), its size, and
    // a copy of it for a second recipe (see measureLoad).
    const { db, close } = await connectForSeeding(dataDir, engines);
    let filled: HeavyResult;
    let stored: StoredSize;
    try {
      filled = heavy ?? (await seedHeavyDoc(db, seeded.sync));
      stored = await storedSize(db, seeded.sync.heavyId);
      await copyHeavyDoc(db, seeded.sync);
    } finally {
      await close();
    }
    const memory = await measureOpenDocMemory(
      (env) => start(port + 2, env),
      port + 1000,
      seeded.sync,
    );
    const load = await measureLoad(() => start(port + 2), seeded.sync);

    const ms = (value: number) => `${value.toFixed(1)}ms`;
    console.log(
      `bench-realtime: ${engines.label} subscribers=${SUBSCRIBERS} puts=${PUTS} put→recipe_update p50=${ms(fanOut.p50)} p99=${ms(fanOut.p99)} (all ${SUBSCRIBERS} reached p50=${ms(fanOut.lastP50)} p99=${ms(fanOut.lastP99)}) | idleSockets=${stillOpen}/${IDLE_SOCKETS} opened in ${openSeconds.toFixed(1)}s rss ${rssBefore.toFixed(0)}→${rssAfter.toFixed(0)}MiB perSocket=${perSocketKiB.toFixed(1)}KiB | ${syncSummary(keystrokes, filled, stored, memory, load)} | ${shoppingSummary(checks)}`,
    );
  } finally {
    for (const server of running) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await engines.cleanUp();
  }
}

await main();
