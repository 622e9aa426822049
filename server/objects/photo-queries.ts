// The SQL of the photos recipes showed before (recipe_photos, photo-history.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** Keeps `imagePath` as taken off `recipeId` at `now` (again, if it was kept before). */
export async function upsertReleasedPhoto(
  db: Db,
  recipeId: string,
  imagePath: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('recipe_photos')
    .values({ recipe_id: recipeId, image_path: imagePath, released_at: now })
    .onConflict((oc) => oc.columns(['recipe_id', 'image_path']).doUpdateSet({ released_at: now }))
    .execute();
}

/** The stored states of the versions in a document's history. */
export async function selectVersionStates(
  db: Db,
  docId: string,
): Promise<Array<{ state: Uint8Array }>> {
  const rows = await db
    .selectFrom('sync_versions')
    .select('state')
    .where('doc_id', '=', docId)
    .where('state', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.state ? [{ state: row.state }] : []));
}

export function selectKeptPhotos(db: Db, recipeId: string) {
  return db
    .selectFrom('recipe_photos')
    .select(['image_path', 'released_at'])
    .where('recipe_id', '=', recipeId)
    .execute();
}

/** A kept photo a version names: kept for the history, no longer counted as taken off. */
export async function markPhotoInHistory(
  db: Db,
  recipeId: string,
  imagePath: string,
  releasedAt: string,
): Promise<void> {
  await db
    .updateTable('recipe_photos')
    .set({ released_at: null })
    .where('recipe_id', '=', recipeId)
    .where('image_path', '=', imagePath)
    .where('released_at', '=', releasedAt)
    .execute();
}

/**
 * Lets a kept photo go, only as it was read: taken off again meanwhile (a new released_at), it
 * stays. Answers whether it went.
 */
export async function deleteKeptPhotoAsRead(
  db: Db,
  recipeId: string,
  photo: { image_path: string; released_at: string | null },
): Promise<boolean> {
  const result = await db
    .deleteFrom('recipe_photos')
    .where('recipe_id', '=', recipeId)
    .where('image_path', '=', photo.image_path)
    .where((eb) =>
      photo.released_at === null
        ? eb('released_at', 'is', null)
        : eb('released_at', '=', photo.released_at),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Up to `limit` recipes keeping a photo taken off before `cutoff`. */
export function selectRecipesWithPhotosReleasedBefore(db: Db, cutoff: string, limit: number) {
  return db
    .selectFrom('recipe_photos')
    .select('recipe_id')
    .distinct()
    .where('released_at', '<', cutoff)
    .limit(limit)
    .execute();
}
