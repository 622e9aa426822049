// Shared pieces of the benchmarks: a built server in its own process, and autocannon runs.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { connectDatabase, databaseOptions } from '../server/db/connect';
import type { Database } from '../server/db/schema';
import { newId } from '../server/lib/ids';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export function ensureBuilt() {
  if (!fs.existsSync(path.join(repoRoot, 'dist/server/main.mjs'))) {
    throw new Error('Build first: npm run build');
  }
}

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Receives every line the process writes, instead of the output going to the terminal. */
  onOutputLine?: (line: string, stream: 'stdout' | 'stderr') => void;
}

/** Starts dist/server/main.mjs on `port` with `env`, and waits until /healthz answers. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const { onOutputLine } = options;
  const output = onOutputLine ? 'pipe' : 'inherit';
  const child = spawn(process.execPath, [path.join(repoRoot, 'dist/server/main.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', output, output],
  });
  if (onOutputLine) {
    for (const name of ['stdout', 'stderr'] as const) {
      readline
        .createInterface({ input: child[name]! })
        .on('line', (line) => onOutputLine(line, name));
    }
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** CPU seconds a process has used (user + system), from /proc. */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Busy and total jiffies of the whole machine, from /proc/stat. */
export function machineJiffies() {
  const values = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1);
  const numbers = values.map(Number);
  const idle = numbers[3]! + numbers[4]!;
  const total = numbers.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** Resident memory of a process in MiB, from /proc. */
export function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(
  url: string,
  options: { connections: number; duration: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    headers: options.headers,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * The engines a benchmark runs on: the embedded defaults, or PostgreSQL (DATABASE_URL, seeded
 * into a fresh schema dropped afterwards) and Redis (REDIS_URL, under a fresh key prefix) when
 * those are set. `label` names them in the summary line.
 */
export interface BenchEngines {
  label: string;
  /** Settings for the seeding connection and the server process. */
  settings: Record<string, string>;
  cleanUp(): Promise<void>;
}

export function benchEngines(): BenchEngines {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const redisUrl = process.env.REDIS_URL || undefined;
  const run = randomBytes(6).toString('hex');
  const schema = `potluck_bench_${run}`;
  const settings: Record<string, string> = {};
  if (databaseUrl) settings.DATABASE_SCHEMA = schema;
  if (redisUrl) settings.REDIS_KEY_PREFIX = `potluck-bench:${run}:`;
  return {
    label: `db=${databaseUrl ? 'postgres' : 'sqlite'} broker=${redisUrl ? 'redis' : 'in-process'}`,
    settings,
    async cleanUp() {
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      }
      if (redisUrl) {
        const redis = new Redis(redisUrl);
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${settings.REDIS_KEY_PREFIX}*`);
          if (keys.length > 0) await redis.unlink(...keys);
          cursor = next;
        } while (cursor !== '0');
        redis.disconnect();
      }
    },
  };
}

/** A database connection for seeding, on the engines of `engines`. */
export function connectForSeeding(dataDir: string, engines: BenchEngines) {
  return connectDatabase(databaseOptions(loadConfig({ DATA_DIR: dataDir, ...engines.settings })));
}

/**
 * Inserts `count` premium users named `{first}{i} Bench` with addresses `{prefix}{i}@example.com`
 * (in batches, within SQLite's variable limit) and answers their ids, in order.
 */
export async function seedBenchUsers(
  db: Kysely<Database>,
  count: number,
  { prefix, first }: { prefix: string; first: string },
): Promise<string[]> {
  const now = new Date().toISOString();
  const users = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    email: `${prefix}${i}@example.com`,
    first_name: `${first}${i}`,
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
  return users.map((user) => user.id);
}
