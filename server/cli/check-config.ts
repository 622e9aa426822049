// `potluck check-config`: reads the settings exactly as the server does (loadConfig), prints
// every problem, then (unless --offline) checks what the server needs at start: writable folders,
// and that the database, Redis and the object store answer. Nothing is created or changed but
// the folders the server would create itself.
import fs from 'node:fs';
import pino from 'pino';
import { backupDir, ConfigError, loadConfig, type Config } from '../config';
import { connectRedis, closeRedis } from '../lib/redis';
import { createObjectStore } from '../objects/create-store';
import type { CliIo } from './run';

interface Check {
  name: string;
  run(config: Config): Promise<string>;
}

function writableFolder(folder: string): string {
  fs.mkdirSync(folder, { recursive: true });
  fs.accessSync(folder, fs.constants.W_OK);
  return `${folder} is writable`;
}

async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const folderChecks: Check[] = [
  { name: 'DATA_DIR', run: async (config) => writableFolder(config.DATA_DIR) },
  { name: 'BACKUP_DIR', run: async (config) => writableFolder(backupDir(config)) },
];

const serviceChecks: Check[] = [
  {
    name: 'database',
    async run(config) {
      if (!config.DATABASE_URL) return 'the embedded SQLite file in DATA_DIR';
      const { default: pg } = await import('pg');
      const client = new pg.Client({
        connectionString: config.DATABASE_URL,
        connectionTimeoutMillis: config.DATABASE_CONNECT_TIMEOUT_MS,
      });
      try {
        await client.connect();
        const { rows } = await client.query<{ version: string }>('show server_version');
        return `PostgreSQL ${rows[0]?.version ?? ''} answers`;
      } finally {
        await client.end().catch(() => {});
      }
    },
  },
  {
    name: 'Redis',
    async run(config) {
      if (!config.REDIS_URL) return 'not used (one process)';
      const client = connectRedis(
        {
          url: config.REDIS_URL,
          keyPrefix: config.REDIS_KEY_PREFIX,
          timeoutMs: config.REDIS_TIMEOUT_MS,
        },
        pino({ level: 'silent' }),
        'check-config',
      );
      try {
        await withTimeout(client.ping(), config.REDIS_TIMEOUT_MS * 2, 'Redis');
        return 'Redis answers';
      } finally {
        await closeRedis(client);
      }
    },
  },
  {
    name: 'object store',
    async run(config) {
      const store = createObjectStore(config);
      try {
        await withTimeout(store.ping(), config.S3_TIMEOUT_MS, 'The object store');
        return config.S3_ENDPOINT ? `bucket ${config.S3_BUCKET} answers` : 'DATA_DIR/objects';
      } finally {
        await store.close?.();
      }
    },
  },
];

/** Prints one line per check; answers whether all passed. */
export async function checkConfiguration(io: CliIo, options: { connect: boolean }) {
  let config: Config;
  try {
    config = loadConfig(io.overrides);
  } catch (error) {
    const problems = error instanceof ConfigError ? error.problems : [(error as Error).message];
    for (const problem of problems) io.err(`FAIL ${problem}`);
    io.err(`The server would refuse to start: ${problems.length} problem(s).`);
    return false;
  }
  io.out('ok   settings: every value is valid');
  let ok = true;
  for (const check of [...folderChecks, ...(options.connect ? serviceChecks : [])]) {
    try {
      io.out(`ok   ${check.name}: ${await check.run(config)}`);
    } catch (error) {
      ok = false;
      io.err(`FAIL ${check.name}: ${(error as Error).message}`);
    }
  }
  io.out(ok ? 'The configuration is good.' : 'Some checks failed: see the lines above.');
  return ok;
}
