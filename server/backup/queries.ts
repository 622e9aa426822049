// The SQL behind the record of backups (the `backups` table, migration 016).
import type { Kysely } from 'kysely';
import type { BackupsTable, Database } from '../db/schema';

type Db = Kysely<Database>;

export async function insertBackup(db: Db, row: BackupsTable) {
  await db.insertInto('backups').values(row).execute();
}

export async function finishBackup(
  db: Db,
  id: string,
  fields: Pick<BackupsTable, 'finished_at' | 'status' | 'file' | 'size_bytes' | 'error'>,
) {
  await db.updateTable('backups').set(fields).where('id', '=', id).execute();
}

/** The last backup that worked, and the newest few attempts (newest first). */
export async function selectBackups(db: Db, recent: number) {
  const [lastDone, latest] = await Promise.all([
    db
      .selectFrom('backups')
      .selectAll()
      .where('status', '=', 'done')
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('backups').selectAll().orderBy('started_at', 'desc').limit(recent).execute(),
  ]);
  return { lastDone, latest };
}
