// The export's SQL (service.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ExportPosition } from './service';

type Db = Kysely<Database>;

/**
 * The keys of `userId`'s recipes (not trashed) in the export's order, created_at then id, after
 * `after` (null: from the first).
 */
export function selectOwnRecipeKeysAfter(db: Db, userId: string, after: ExportPosition | null) {
  let query = db
    .selectFrom('recipes')
    .select(['id', 'created_at'])
    .where('owner_uid', '=', userId)
    .where('deleted_at', 'is', null);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '>', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
}
