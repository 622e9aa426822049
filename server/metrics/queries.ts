// The database figures /metrics reads when scraped.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Sync updates stored and not yet folded into their document, in the whole database. */
export async function countPendingSyncUpdates(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('sync_updates')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
