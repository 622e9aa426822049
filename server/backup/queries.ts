// The SQL behind the record of backups (the `backups` table, migration 016).
import type { Kysely } from 'kysely';
import type { AnyDb, Row } from '../db/copy';
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

/** The ids of every stored photo, in order: which objects a snapshot names. */
export async function selectImageIds(db: Db): Promise<string[]> {
  const images = await db.selectFrom('images').select('id').orderBy('id').execute();
  return images.map((image) => image.id);
}

/** Inserts rows read from a backup into `table`, as they were read (restore). */
export async function insertRows(db: AnyDb, table: string, rows: Row[]): Promise<void> {
  if (rows.length > 0) await db.insertInto(table).values(rows).execute();
}
