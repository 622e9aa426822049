// bench/api: the recipe lists under load. Seeds one user with 1,000 recipes and 100,000 recipes
// across 1,000 users (BENCH_RECIPES, BENCH_USERS), then runs autocannon (BENCH_CONNECTIONS,
// default 32; BENCH_DURATION seconds, default 10) against a built server in its own process, on
// a trivial route and on: SPEC's full list of the user's 1,000 recipes (list1000), a search
// ("tom"), a search that needs a stem and a typo forgiven ("tomatoes spinch": searchForgiving),
// the first page of My Recipes' cards (cards) and of Discover (discover). The server's
// RSS is read 1 s after it answers (startRss) and after BENCH_IDLE_SECONDS without requests
// (idleRss, default 45).
//
// Each of those is also loaded from a bare Fastify process (same-bytes-server.mjs) answering
// the very same response body, precomputed: what HTTP alone allows for that payload on this
// machine. `<route>Share=N%` is the route's requests per second as a share of its same-bytes
// route's, each the better of BENCH_ROUNDS (default 2) loads taken in turn. The routes are then loaded again as a browser asks for them (Accept-Encoding: br) and
// reported after `br:`. Prints one summary line. With DATABASE_URL set, the same run on
// PostgreSQL: seeded into a fresh schema that is dropped afterwards.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SESSION_COOKIE } from '../server/auth/sessions';
import {
  benchEngines,
  ensureBuilt,
  load,
  repoRoot,
  rssMiB,
  startServer,
  type LoadResult,
} from './lib';
import { seedRecipes } from './seed-recipes';

const TOTAL_RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 1_000);
const HEAVY_USER_RECIPES = 1_000;
const engines = benchEngines();
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const duration = Number(process.env.BENCH_DURATION ?? 10);
/** Rounds of loads for each route and its same-bytes route; the better of each is reported. */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const port = Number(process.env.BENCH_PORT ?? 5601);
/**
 * Seconds the server is left without requests before its idle RSS is read: V8 gives back the
 * memory its start-up used (the young generation grown while loading) after about 30 s idle.
 */
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 45);

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
  const token = await seedRecipes(dataDir, engines, {
    recipes: TOTAL_RECIPES,
    users: USERS,
    heavyUserRecipes: HEAVY_USER_RECIPES,
  });
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    ...engines.settings,
  });
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const startRss = rssMiB(server.process.pid!);
    await new Promise((r) => setTimeout(r, Math.max(0, idleSeconds - 1) * 1000));
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
      searchForgiving: '/api/recipes?search=tomatoes%20spinch',
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
      // Each route and its same-bytes route are loaded in turn, twice over (BENCH_ROUNDS), and the
      // better round of each is kept: on two cores either process's figure swings by a fifth
      // from one load to the next (the other process finishing its work, the OS's timing).
      const results: Record<string, { route: LoadResult; same: LoadResult }> = {};
      const better = (a: LoadResult | undefined, b: LoadResult) => (a && a.rps >= b.rps ? a : b);
      let routeFailures = 0;
      for (let round = 0; round < rounds; round += 1) {
        for (const [name, route] of Object.entries(routes)) {
          const measured = await load(`${server.baseUrl}${route}`, { ...opts, headers });
          const bare = await load(`${same.baseUrl}/same/${name}`, opts);
          routeFailures += measured.errors + measured.non2xx;
          results[name] = {
            route: better(results[name]?.route, measured),
            same: better(results[name]?.same, bare),
          };
        }
      }
      const compressed: Record<string, LoadResult> = {};
      for (const [name, route] of Object.entries(routes)) {
        compressed[name] = await load(`${server.baseUrl}${route}`, {
          ...opts,
          headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
        });
      }
      const failures = Object.values(compressed).reduce(
        (sum, result) => sum + result.errors + result.non2xx,
        routeFailures,
      );
      const fmt = (name: string, r: LoadResult) =>
        `${name}=${r.rps}rps p50=${r.p50}ms p99=${r.p99}ms`;
      const routeParts = Object.entries(results).map(
        ([name, { route, same: bare }]) =>
          `${fmt(name, route)} ${name}Share=${Math.round((100 * route.rps) / Math.max(1, bare.rps))}% (same bytes ${(Buffer.byteLength(bodies[name]!.body) / 1024).toFixed(0)}KiB ${bare.rps}rps)`,
      );
      console.log(
        `bench-api: ${engines.label} recipes=${TOTAL_RECIPES} users=${USERS} ${fmt('trivial', trivial)} | ${routeParts.join(' | ')} | br: ${Object.entries(
          compressed,
        )
          .map(([name, result]) => fmt(name, result))
          .join(
            ' ',
          )} | failures=${failures} idleRss=${idleRss.toFixed(0)}MiB startRss=${startRss.toFixed(0)}MiB landingJsGzip=${landingJsGzipKiB().toFixed(1)}KiB seed=${seedSeconds.toFixed(0)}s connections=${connections} duration=${duration}s`,
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
