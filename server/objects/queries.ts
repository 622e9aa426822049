// The photos feature's SQL: issued uploads, processed images, and read-only look-ups of the
// recipes that show an image (recipes.image_url, indexed by migration 002).
import type { Kysely } from 'kysely';
import type { Database, ImageRow, UploadRow } from '../db/schema';
import type { RecipeAccessRow } from './policy';

type Db = Kysely<Database>;

/** The visibilities that open a recipe to anyone with the link (recipes/policy.ts decides). */
const OPEN_VISIBILITIES = ['link-view', 'link-edit', 'public'];

export async function insertUpload(
  db: Db,
  upload: Pick<UploadRow, 'id' | 'key' | 'user_id' | 'max_bytes' | 'expires_at' | 'created_at'>,
) {
  await db
    .insertInto('uploads')
    .values({ ...upload, state: 'issued', size: null, used_at: null })
    .execute();
}

export function findUploadByKey(db: Db, key: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('key', '=', key).executeTakeFirst();
}

/**
 * Moves an upload from one state to the next if, and only if, it is still in `from` (and, when
 * given, belongs to `userId` and has not passed `notExpiredAt`). One statement, so two racing
 * requests cannot both win: this is what makes an upload URL single use.
 */
export async function transitionUpload(
  db: Db,
  key: string,
  from: ReadonlyArray<UploadRow['state']>,
  to: UploadRow['state'],
  conditions: { userId?: string; expiresAfter?: string; size?: number; usedAt?: string } = {},
): Promise<boolean> {
  let query = db
    .updateTable('uploads')
    .set({
      state: to,
      ...(conditions.size !== undefined ? { size: conditions.size } : {}),
      ...(conditions.usedAt !== undefined ? { used_at: conditions.usedAt } : {}),
    })
    .where('key', '=', key)
    .where('state', 'in', [...from]);
  if (conditions.userId !== undefined) query = query.where('user_id', '=', conditions.userId);
  if (conditions.expiresAfter !== undefined) {
    query = query.where('expires_at', '>', conditions.expiresAfter);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uploads whose processing window closed before `cutoff`, whatever their state. */
export function selectStaleUploads(db: Db, cutoff: string, limit: number) {
  return db
    .selectFrom('uploads')
    .select(['id', 'key'])
    .where('expires_at', '<', cutoff)
    .limit(limit)
    .execute();
}

export async function deleteUploadRow(db: Db, id: string) {
  await db.deleteFrom('uploads').where('id', '=', id).execute();
}

export async function insertImage(db: Db, image: ImageRow) {
  await db.insertInto('images').values(image).execute();
}

export function findImageByPath(db: Db, path: string): Promise<ImageRow | undefined> {
  return db.selectFrom('images').selectAll().where('path', '=', path).executeTakeFirst();
}

/**
 * Recipes showing the image that `viewerId` might be able to read: open ones, their own, and
 * those they are listed on, outside the trash (a trashed recipe opens nothing). A superset
 * filter only; policy.ts makes the decision.
 */
export function selectCandidateRecipes(
  db: Db,
  imagePath: string,
  viewerId: string | null,
): Promise<RecipeAccessRow[]> {
  return db
    .selectFrom('recipes')
    .select(['owner_uid', 'visibility', 'editors', 'viewers'])
    .where('image_url', '=', imagePath)
    .where('deleted_at', 'is', null)
    .where((eb) => {
      const open = eb('visibility', 'in', OPEN_VISIBILITIES);
      if (viewerId === null) return open;
      return eb.or([
        open,
        eb('owner_uid', '=', viewerId),
        eb(
          'id',
          'in',
          eb
            .selectFrom('recipe_members')
            .select('recipe_members.recipe_id')
            .where('recipe_members.user_id', '=', viewerId),
        ),
      ]);
    })
    .limit(20)
    .execute();
}

/**
 * Whether a recipe outside the trash shows the image: for reading, a photo only a trashed recipe
 * shows is as if no recipe showed it (its uploader's alone). The clean-up below counts trashed
 * recipes too, so a restored recipe finds its photo.
 */
export async function isImageReferenced(db: Db, imagePath: string): Promise<boolean> {
  const row = await db
    .selectFrom('recipes')
    .select('id')
    .where('image_url', '=', imagePath)
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Recipes outside the trash whose history keeps the image (recipe_photos): their editors may see
 * it and put it back (a restore, an Undo).
 */
export function selectPhotoHolders(db: Db, imagePath: string): Promise<RecipeAccessRow[]> {
  return db
    .selectFrom('recipe_photos')
    .innerJoin('recipes', 'recipes.id', 'recipe_photos.recipe_id')
    .select(['recipes.owner_uid', 'recipes.visibility', 'recipes.editors', 'recipes.viewers'])
    .where('recipe_photos.image_path', '=', imagePath)
    .where('recipes.deleted_at', 'is', null)
    .limit(20)
    .execute();
}

/**
 * Deletes the image's row if no recipe shows it nor keeps it in its history, in one statement
 * (so a recipe that starts showing it meanwhile keeps it), and answers the deleted row.
 */
export function deleteImageIfUnreferenced(
  db: Db,
  imagePath: string,
): Promise<ImageRow | undefined> {
  return db
    .deleteFrom('images')
    .where('path', '=', imagePath)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('recipes').select('recipes.id').where('recipes.image_url', '=', imagePath),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('recipe_photos')
            .select('recipe_photos.recipe_id')
            .where('recipe_photos.image_path', '=', imagePath),
        ),
      ),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Images created before `cutoff` that no recipe shows nor keeps in its history. */
export async function selectAbandonedImagePaths(db: Db, cutoff: string, limit: number) {
  const rows = await db
    .selectFrom('images')
    .select('path')
    .where('created_at', '<', cutoff)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('recipes')
            .select('recipes.id')
            .whereRef('recipes.image_url', '=', 'images.path'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('recipe_photos')
            .select('recipe_photos.recipe_id')
            .whereRef('recipe_photos.image_path', '=', 'images.path'),
        ),
      ),
    )
    .limit(limit)
    .execute();
  return rows.map((row) => row.path);
}
