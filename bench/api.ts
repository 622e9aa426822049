// bench/api: the recipe lists under load. Seeds one user with 1,000 recipes and 100,000 recipes
// across 1,000 users (BENCH_RECIPES, BENCH_USERS), then runs autocannon (BENCH_CONNECTIONS,
// default 32; BENCH_DURATION seconds, default 10) against a built server in its own process, on
// a trivial route and on: SPEC's full list of the user's 1,000 recipes (list1000), a search
// ("tom"), the first page of My Recipes' cards (cards) and of Discover (discover).
//
// Each of those is also loaded from a bare Fastify process (same-bytes-server.mjs) answering
// the very same response body, precomputed: what HTTP alone allows for that payload on this
// machine. `<route>Share=N%` is the route's requests per second as a share of its same-bytes
// route's. Prints one summary line. With DATABASE_URL set, the same run on PostgreSQL: seeded
// into a fresh schema that is dropped afterwards.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { createSession, SESSION_COOKIE } from '../server/auth/sessions';
import { newId } from '../server/lib/ids';
import {
  benchEngines,
  connectForSeeding,
  ensureBuilt,
  load,
  repoRoot,
  rssMiB,
  startServer,
  type LoadResult,
} from './lib';

const TOTAL_RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 1_000);
const HEAVY_USER_RECIPES = 1_000;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const port = Number(process.env.BENCH_PORT ?? 5601);

const WORDS = (
  'tomato basil garlic onion lemon chicken beef pork tofu rice pasta noodle bread butter ' +
  'cream cheese pepper chili ginger honey apple pear berry chocolate vanilla almond walnut potato ' +
  'carrot spinach kale mushroom salmon shrimp coconut curry lentil bean corn pumpkin squash thyme'
).split(' ');
const TAGS =
  'dinner lunch breakfast dessert vegan vegetarian quick spicy baking soup salad grill'.split(' ');

function pick<T>(list: T[], n: number): T {
  return list[n % list.length]!;
}

const engines = benchEngines();

async function seed(dataDir: string) {
  const { db, close } = await connectForSeeding(dataDir, engines);
  const now = Date.now();
  const users = Array.from({ length: USERS }, (_, i) => ({
    id: newId(),
    email: `bench${i}@example.com`,
    first_name: `Cook${i}`,
    last_name: 'Bench',
    profile_image_url: null,
    account_type: 'premium',
    stripe_customer_id: null,
    stripe_subscription_id: null,
    subscription_expires_at: null,
    created_at: new Date(now).toISOString(),
    updated_at: new Date(now).toISOString(),
  }));
  for (let i = 0; i < users.length; i += 200) {
    await db
      .insertInto('users')
      .values(users.slice(i, i + 200))
      .execute();
  }
  const heavy = users[0]!;
  let made = 0;
  while (made < TOTAL_RECIPES) {
    await db.transaction().execute(async (trx) => {
      const batch = [];
      const tagRows = [];
      for (let j = 0; j < 500 && made < TOTAL_RECIPES; j++, made++) {
        const owner = made < HEAVY_USER_RECIPES ? heavy : users[1 + (made % (USERS - 1))]!;
        const id = newId();
        const tags = [pick(TAGS, made), pick(TAGS, made * 7 + 3)].filter(
          (t, k, a) => a.indexOf(t) === k,
        );
        const at = new Date(now - made * 60_000).toISOString();
        batch.push({
          id,
          owner_uid: owner.id,
          title: `${pick(WORDS, made)} ${pick(WORDS, made * 3 + 1)} ${pick(WORDS, made * 11 + 5)}`,
          description: `A ${pick(WORDS, made * 5)} dish with ${pick(WORDS, made * 13 + 2)}.`,
          ingredients: JSON.stringify(
            Array.from({ length: 8 }, (_, k) => `${k + 1} cups ${pick(WORDS, made + k * 17)}`),
          ),
          steps: JSON.stringify(
            Array.from({ length: 6 }, (_, k) => `Step text ${k} for ${pick(WORDS, made + k)}.`),
          ),
          tags: JSON.stringify(tags),
          image_url: null,
          tip_video_url: null,
          source_url: null,
          prep_time: 10,
          cook_time: 20,
          servings: '4',
          visibility: made % 3 === 0 ? 'public' : 'private',
          editors: '[]',
          viewers: '[]',
          created_at: at,
          updated_at: at,
        });
        for (const tag of tags) tagRows.push({ recipe_id: id, tag });
      }
      for (let k = 0; k < batch.length; k += 100) {
        await trx
          .insertInto('recipes')
          .values(batch.slice(k, k + 100))
          .execute();
      }
      await trx.insertInto('recipe_tags').values(tagRows).execute();
    });
  }
  // PostgreSQL's autovacuum has counted a table this size long before production serves it;
  // freshly seeded, the planner would guess (a Discover page took 75 ms instead of 0.7 ms).
  if (engines.label.includes('postgres')) await sql`analyze`.execute(db);
  const token = await createSession(db, heavy.id, 3600);
  await close();
  return token;
}

/** Gzipped bytes of the JavaScript the landing page loads (entry script plus module preloads). */
function landingJsGzipKiB(): number {
  const webDir = path.join(repoRoot, 'dist/web');
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const bytes = scripts.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(webDir, file))).length,
    0,
  );
  return bytes / 1024;
}

/** Starts same-bytes-server.mjs answering `bodies`, and waits until it answers. */
async function startSameBytesServer(
  bodies: Record<string, { type: string; body: string }>,
  dataDir: string,
) {
  const file = path.join(dataDir, 'same-bytes.json');
  fs.writeFileSync(file, JSON.stringify(bodies));
  const samePort = port + 1;
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'bench/same-bytes-server.mjs'), file, String(samePort)],
    { stdio: 'inherit' },
  );
  const baseUrl = `http://127.0.0.1:${samePort}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      if (tries > 100) throw new Error('the same-bytes server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function main() {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-bench-'));
  const seedStarted = Date.now();
  const token = await seed(dataDir);
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    ...engines.settings,
  });
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const idleRss = rssMiB(server.process.pid!);
    const headers = { cookie: `${SESSION_COOKIE}=${token}` };
    const check = await fetch(`${server.baseUrl}/api/recipes`, { headers });
    const listed = ((await check.json()) as unknown[]).length;
    if (listed !== HEAVY_USER_RECIPES)
      throw new Error(`expected ${HEAVY_USER_RECIPES} recipes, got ${listed}`);
    const opts = { connections, duration };
    const routes = {
      list1000: '/api/recipes',
      search: '/api/recipes?search=tom',
      cards: '/api/recipes/cards',
      discover: '/api/recipes/discover',
    };
    // The bodies as the server answers them now, for the same-bytes process.
    const bodies: Record<string, { type: string; body: string }> = {};
    for (const [name, route] of Object.entries(routes)) {
      const response = await fetch(`${server.baseUrl}${route}`, { headers });
      if (!response.ok) throw new Error(`${route} answered ${response.status}`);
      bodies[name] = {
        type: response.headers.get('content-type') ?? 'application/json',
        body: await response.text(),
      };
    }
    const same = await startSameBytesServer(bodies, dataDir);
    try {
      const trivial = await load(`${server.baseUrl}/healthz`, opts);
      const results: Record<string, { route: LoadResult; same: LoadResult }> = {};
      for (const [name, route] of Object.entries(routes)) {
        results[name] = {
          route: await load(`${server.baseUrl}${route}`, { ...opts, headers }),
          same: await load(`${same.baseUrl}/same/${name}`, opts),
        };
      }
      const failures = Object.values(results).reduce(
        (sum, { route }) => sum + route.errors + route.non2xx,
        0,
      );
      const fmt = (name: string, r: LoadResult) =>
        `${name}=${r.rps}rps p50=${r.p50}ms p99=${r.p99}ms`;
      const routeParts = Object.entries(results).map(
        ([name, { route, same: bare }]) =>
          `${fmt(name, route)} ${name}Share=${Math.round((100 * route.rps) / Math.max(1, bare.rps))}% (same bytes ${(Buffer.byteLength(bodies[name]!.body) / 1024).toFixed(0)}KiB ${bare.rps}rps)`,
      );
      console.log(
        `bench-api: ${engines.label} recipes=${TOTAL_RECIPES} users=${USERS} ${fmt('trivial', trivial)} | ${routeParts.join(' | ')} | failures=${failures} idleRss=${idleRss.toFixed(0)}MiB landingJsGzip=${landingJsGzipKiB().toFixed(1)}KiB seed=${seedSeconds.toFixed(0)}s connections=${connections} duration=${duration}s`,
      );
    } finally {
      await same.stop();
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await engines.cleanUp();
  }
}

await main();
