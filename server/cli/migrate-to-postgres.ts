// `potluck migrate-to-postgres` (also `npm run migrate:to-postgres`): moves an embedded installation (DATA_DIR/potluck.db) into the
// empty PostgreSQL database at DATABASE_URL, then checks every table's row count and checksum
// on both sides. Stop the app first; start it with DATABASE_URL set once this reports success.
//
// The move is a list of steps, each copying one kind of state and then verifying it. The
// database is the first; the photos (an object folder into S3) are another step of the same
// shape, built on the ObjectStore interface (server/objects/store.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { connectDatabase, type DatabaseHandle, type PostgresOptions } from '../db/connect';
import { copyRows, verifyCopy } from '../db/copy';
import { createLocalObjectStore, createObjectStore } from '../objects/create-store';
import { objectsStep } from '../objects/migration-step';

/** One line of a step's verification: a table, a folder of objects… */
export interface CheckResult {
  item: string;
  ok: boolean;
  detail: string;
}

export interface MigrationStep {
  name: string;
  /** Copies this step's state; throws (changing nothing it cannot undo) on failure. */
  copy(log: (line: string) => void): Promise<void>;
  /** Compares source and target after the copy. */
  verify(): Promise<CheckResult[]>;
}

/** The database step: every table's rows, then counts and checksums on both sides. */
export function databaseStep(source: DatabaseHandle, target: DatabaseHandle): MigrationStep {
  return {
    name: 'database',
    async copy(log) {
      await copyRows(source, target, (table, rows) => log(`  copied ${table}: ${rows} rows`));
    },
    async verify() {
      const reports = await verifyCopy(source, target);
      return reports.map((report) => ({
        item: report.table,
        ok: report.matches,
        detail: report.matches
          ? `${report.targetRows} rows, checksum ${report.targetChecksum.slice(0, 16)}`
          : `source ${report.sourceRows} rows ${report.sourceChecksum.slice(0, 16)}, ` +
            `target ${report.targetRows} rows ${report.targetChecksum.slice(0, 16)}`,
      }));
    },
  };
}

export interface MigrateOptions {
  sqliteFile: string;
  postgres: PostgresOptions;
  /** Steps after the database (e.g. the object store's). */
  moreSteps?: (source: DatabaseHandle, target: DatabaseHandle) => MigrationStep[];
  log?: (line: string) => void;
}

/** Runs every step and its verification; answers whether all checks passed. */
export async function migrateToPostgres(options: MigrateOptions): Promise<boolean> {
  const log = options.log ?? (() => {});
  if (!fs.existsSync(options.sqliteFile)) {
    throw new Error(`No SQLite database at ${options.sqliteFile}`);
  }
  const source = await connectDatabase({ sqliteFile: options.sqliteFile });
  let target: DatabaseHandle | null = null;
  try {
    target = await connectDatabase({ sqliteFile: ':memory:', postgres: options.postgres });
    const steps = [databaseStep(source, target), ...(options.moreSteps?.(source, target) ?? [])];
    let allOk = true;
    for (const step of steps) {
      log(`${step.name}: copying`);
      await step.copy(log);
      log(`${step.name}: verifying`);
      for (const check of await step.verify()) {
        log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.item}: ${check.detail}`);
        allOk &&= check.ok;
      }
    }
    return allOk;
  } finally {
    await target?.close();
    await source.close();
  }
}

/** The command: copies DATA_DIR's database (and photos, with S3_* set) to DATABASE_URL. */
export async function migrateCommand(
  config: Config,
  log: (line: string) => void,
): Promise<boolean> {
  if (!config.DATABASE_URL) {
    throw new Error('Set DATABASE_URL to the (empty) PostgreSQL database to copy into');
  }
  const ok = await migrateToPostgres({
    sqliteFile: path.join(config.DATA_DIR, 'potluck.db'),
    postgres: {
      url: config.DATABASE_URL,
      poolSize: 2,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      schema: config.DATABASE_SCHEMA,
    },
    // With S3_* set, the photos move too; else they stay in DATA_DIR/objects, still served from there.
    moreSteps: config.S3_ENDPOINT
      ? (source) => [
          objectsStep(source.db, createLocalObjectStore(config), createObjectStore(config)),
        ]
      : undefined,
    log,
  });
  log(ok ? 'All rows copied and verified.' : 'Verification FAILED: see the lines above.');
  return ok;
}
