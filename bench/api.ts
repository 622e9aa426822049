// bench/api: GET /api/recipes and a search under load, next to a trivial route in the same run.
// Seeds one user with 1,000 recipes and 100,000 recipes across 1,000 users, then runs autocannon
// (BENCH_CONNECTIONS, default 32; BENCH_DURATION seconds, default 10) against a built server in
// its own process. Prints one summary line. With DATABASE_URL set, the same run on PostgreSQL:
// seeded into a fresh schema that is dropped afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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
    const trivial = await load(`${server.baseUrl}/healthz`, opts);
    const list = await load(`${server.baseUrl}/api/recipes`, { ...opts, headers });
    const search = await load(`${server.baseUrl}/api/recipes?search=tom`, { ...opts, headers });
    const failures = list.errors + list.non2xx + search.errors + search.non2xx;
    const fmt = (name: string, r: { rps: number; p50: number; p99: number }) =>
      `${name}=${r.rps}rps p50=${r.p50}ms p99=${r.p99}ms`;
    console.log(
      `bench-api: ${engines.label} recipes=${TOTAL_RECIPES} users=${USERS} ${fmt('trivial', trivial)} | ${fmt('list1000', list)} | ${fmt('search', search)} | failures=${failures} idleRss=${idleRss.toFixed(0)}MiB landingJsGzip=${landingJsGzipKiB().toFixed(1)}KiB seed=${seedSeconds.toFixed(0)}s connections=${connections} duration=${duration}s`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await engines.cleanUp();
  }
}

await main();
