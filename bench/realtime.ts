// bench/realtime: the real-time channel on one built server process.
//  1. Fan-out latency: BENCH_SUBSCRIBERS (default 100) signed-in sockets join one recipe; the
//     owner makes BENCH_PUTS (default 200) PUTs one after another; for each, the time from sending
//     the PUT to recipe_update arriving at each subscriber (p50/p99 over every delivery) and at
//     the last of them (p50/p99 over PUTs).
//  2. Idle capacity: BENCH_IDLE_SOCKETS (default 5,000) more authenticated sockets are opened and
//     left idle; the server's RSS growth divided by their number is the memory per socket.
// Needs `npm run build` first. Prints one summary line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createSession, SESSION_COOKIE } from '../server/auth/sessions';
import { newId } from '../server/lib/ids';
import { benchEngines, connectForSeeding, ensureBuilt, rssMiB, startServer } from './lib';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 100);
const PUTS = Number(process.env.BENCH_PUTS ?? 200);
const IDLE_SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 5_000);
/** Idle sockets per seeded user (each user has one session shared by its sockets). */
const SOCKETS_PER_USER = 10;
const port = Number(process.env.BENCH_PORT ?? 5602);
const engines = benchEngines();

interface Seeded {
  ownerCookie: string;
  recipeId: string;
  subscriberCookies: string[];
  idleCookies: string[];
}

async function seed(dataDir: string): Promise<Seeded> {
  const { db, close } = await connectForSeeding(dataDir, engines);
  const now = new Date().toISOString();
  const idleUsers = Math.ceil(IDLE_SOCKETS / SOCKETS_PER_USER);
  const users = Array.from({ length: 1 + SUBSCRIBERS + idleUsers }, (_, i) => ({
    id: newId(),
    email: `rt${i}@example.com`,
    first_name: `Cook${i}`,
    last_name: 'Bench',
    profile_image_url: null,
    account_type: 'premium',
    stripe_customer_id: null,
    stripe_subscription_id: null,
    subscription_expires_at: null,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < users.length; i += 200) {
    await db
      .insertInto('users')
      .values(users.slice(i, i + 200))
      .execute();
  }
  const owner = users[0]!;
  const recipeId = newId();
  await db
    .insertInto('recipes')
    .values({
      id: recipeId,
      owner_uid: owner.id,
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
  const ownerCookie = await cookie(owner.id);
  const subscriberCookies = [];
  for (const user of users.slice(1, 1 + SUBSCRIBERS)) subscriberCookies.push(await cookie(user.id));
  const idleCookies = [];
  for (const user of users.slice(1 + SUBSCRIBERS)) idleCookies.push(await cookie(user.id));
  await close();
  return { ownerCookie, recipeId, subscriberCookies, idleCookies };
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
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    ...engines.settings,
    WS_MAX_SOCKETS: String(IDLE_SOCKETS + SUBSCRIBERS + 100),
    WS_MAX_SOCKETS_PER_USER: String(SOCKETS_PER_USER),
  });
  const wsUrl = `${server.baseUrl.replace(/^http/, 'ws')}/ws`;
  const pid = server.process.pid!;
  try {
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

    const ms = (value: number) => `${value.toFixed(1)}ms`;
    console.log(
      `bench-realtime: ${engines.label} subscribers=${SUBSCRIBERS} puts=${PUTS} put→recipe_update p50=${ms(fanOut.p50)} p99=${ms(fanOut.p99)} (all ${SUBSCRIBERS} reached p50=${ms(fanOut.lastP50)} p99=${ms(fanOut.lastP99)}) | idleSockets=${stillOpen}/${IDLE_SOCKETS} opened in ${openSeconds.toFixed(1)}s rss ${rssBefore.toFixed(0)}→${rssAfter.toFixed(0)}MiB perSocket=${perSocketKiB.toFixed(1)}KiB`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await engines.cleanUp();
  }
}

await main();
