// Backups as the app records them: each one, by the command or the dashboard, gets a row in
// `backups` while it runs and its outcome after, so the admin dashboard can say when the last
// one was taken, how big it was and by which route.
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import type { BackupResult } from './archive';
import { finishBackup, insertBackup } from './queries';

export type BackupRoute = 'command' | 'dashboard';

/** Runs `work` (a backup) with its row in `backups`: running, then done or failed. */
export async function recordedBackup(
  db: Kysely<Database>,
  route: BackupRoute,
  work: () => Promise<BackupResult>,
): Promise<BackupResult> {
  const id = newId();
  await insertBackup(db, {
    id,
    route,
    started_at: nowIso(),
    finished_at: null,
    status: 'running',
    file: null,
    size_bytes: null,
    error: null,
  });
  try {
    const result = await work();
    await finishBackup(db, id, {
      finished_at: nowIso(),
      status: 'done',
      file: route === 'dashboard' ? path.basename(result.file) : result.file,
      size_bytes: result.bytes,
      error: null,
    });
    return result;
  } catch (error) {
    await finishBackup(db, id, {
      finished_at: nowIso(),
      status: 'failed',
      file: null,
      size_bytes: null,
      error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    });
    throw error;
  }
}
