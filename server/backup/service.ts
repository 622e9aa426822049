// Backups as the app records them: each one, by the command or the dashboard, gets a row in
// `backups` while it runs and its outcome after, so the admin dashboard can say when the last
// one was taken, how big it was and by which route.
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AdminBackups, BackupRecord } from '../../contract/admin';
import type { BackupsTable, Database } from '../db/schema';
import type { AppDeps } from '../deps';
import { conflict } from '../http/errors';
import { newId } from '../lib/ids';
import { nowIso, toIso } from '../lib/time';
import { createBackup, type BackupResult } from './archive';
import { finishBackup, insertBackup, selectBackups } from './queries';

export type BackupRoute = BackupRecord['route'];

/** Attempts the dashboard lists besides the last backup that worked. */
const RECENT_BACKUPS = 5;

/** Runs `work` (a backup) with its row in `backups`: running, then done or failed. */
export async function recordedBackup(
  db: Kysely<Database>,
  route: BackupRoute,
  work: () => Promise<BackupResult>,
): Promise<BackupResult> {
  return runRecorded(db, await beginBackup(db, route), work);
}

async function beginBackup(db: Kysely<Database>, route: BackupRoute): Promise<BackupsTable> {
  const row = runningRow(route);
  await insertBackup(db, row);
  return row;
}

async function runRecorded(
  db: Kysely<Database>,
  row: BackupsTable,
  work: () => Promise<BackupResult>,
): Promise<BackupResult> {
  try {
    const result = await work();
    await finishBackup(db, row.id, {
      finished_at: nowIso(),
      status: 'done',
      file: row.route === 'dashboard' ? path.basename(result.file) : result.file,
      size_bytes: result.bytes,
      error: null,
    });
    return result;
  } catch (error) {
    await finishBackup(db, row.id, {
      finished_at: nowIso(),
      status: 'failed',
      file: null,
      size_bytes: null,
      error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    });
    throw error;
  }
}

function runningRow(route: BackupRoute): BackupsTable {
  return {
    id: newId(),
    route,
    started_at: nowIso(),
    finished_at: null,
    status: 'running',
    file: null,
    size_bytes: null,
    error: null,
  };
}

function presentBackup(row: BackupsTable): BackupRecord {
  return {
    id: row.id,
    route: row.route as BackupRecord['route'],
    status: row.status as BackupRecord['status'],
    startedAt: toIso(row.started_at),
    finishedAt: row.finished_at === null ? null : toIso(row.finished_at),
    file: row.file,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    error: row.error,
  };
}

export async function listBackups(deps: Pick<AppDeps, 'db'>): Promise<AdminBackups> {
  const { lastDone, latest } = await selectBackups(deps.db, RECENT_BACKUPS);
  return { lastDone: lastDone ? presentBackup(lastDone) : null, recent: latest.map(presentBackup) };
}

/**
 * The dashboard's button: starts a backup into BACKUP_DIR in the background and answers its
 * record at once. One at a time per process; the dashboard shows the outcome when it is done.
 */
export function dashboardBackups(deps: Pick<AppDeps, 'db' | 'config' | 'log'>) {
  let running: Promise<unknown> | null = null;
  return {
    async start(): Promise<BackupRecord> {
      if (running) throw conflict('A backup is running already', 'backup_running');
      const begun = beginBackup(deps.db, 'dashboard');
      running = begun
        .then((row) => runRecorded(deps.db, row, () => createBackup(deps.config)))
        .catch((err: unknown) => deps.log.error({ err }, 'the backup failed'))
        .finally(() => {
          running = null;
        });
      return presentBackup(await begun);
    },
    /** Resolves when the backup running (if any) has ended. */
    settled: () => running ?? Promise.resolve(),
  };
}
