// The photos a recipe showed before (recipe_photos). A photo taken off a recipe (replaced or
// removed) is kept while a version in the recipe's history names it, so restoring that version
// brings it back, and for UNATTACHED_IMAGE_TTL_SECONDS after it was taken off, so Undo can put it
// back. When a recipe's photo changes, and in the periodic sweep for photos taken off longer ago,
// the recipe's kept photos are checked against its history; one nothing keeps any more is
// deleted, unless a recipe shows it. A version dropped from the history (SYNC_HISTORY_MAX_VERSIONS)
// lets its photo go at the recipe's next photo change; deleting the recipe for good lets go of
// them all (the rows cascade, and the sweep removes the images).
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import { readRecipeDoc } from '../../contract/sync/recipe-doc';
import type { Database } from '../db/schema';
import type { AppDeps } from '../deps';
import { isoFromNow } from '../lib/time';
import {
  deleteKeptPhotoAsRead,
  markPhotoInHistory,
  selectKeptPhotos,
  selectRecipesWithPhotosReleasedBefore,
  selectVersionStates,
  upsertReleasedPhoto,
} from './photo-queries';
import { deleteImageIfOrphaned, imageIdOf } from './service';

type Db = Kysely<Database>;

/** Keeps `imagePath`, just taken off the recipe, for its history and for Undo. */
export async function keepReleasedPhoto(
  db: Db,
  recipeId: string,
  imagePath: string,
  now: string,
): Promise<void> {
  if (!imageIdOf(imagePath)) return;
  await upsertReleasedPhoto(db, recipeId, imagePath, now);
}

/** The photos the stored versions of a recipe's history name. */
async function photosInHistory(db: Db, recipeId: string): Promise<Set<string>> {
  const rows = await selectVersionStates(db, recipeId);
  const named = new Set<string>();
  for (const row of rows) {
    const doc = new Y.Doc();
    try {
      Y.applyUpdate(doc, row.state);
      const { imageUrl } = readRecipeDoc(doc);
      if (imageUrl) named.add(imageUrl);
    } catch {
      // A state that cannot be read names nothing.
    } finally {
      doc.destroy();
    }
  }
  return named;
}

/**
 * Checks the photos `recipeId` keeps against its history: one a version names stays (for as long
 * as the history keeps it), one taken off within UNATTACHED_IMAGE_TTL_SECONDS stays for Undo, and
 * any other is let go, its image deleted if no recipe shows it. Answers how many images went.
 */
export async function recheckRecipePhotos(deps: AppDeps, recipeId: string): Promise<number> {
  const { db } = deps;
  const kept = await selectKeptPhotos(db, recipeId);
  if (kept.length === 0) return 0;
  const named = await photosInHistory(db, recipeId);
  const cutoff = isoFromNow(-deps.config.UNATTACHED_IMAGE_TTL_SECONDS * 1000);
  let deleted = 0;
  for (const photo of kept) {
    if (named.has(photo.image_path)) {
      if (photo.released_at !== null) {
        await markPhotoInHistory(db, recipeId, photo.image_path, photo.released_at);
      }
      continue;
    }
    if (photo.released_at !== null && photo.released_at > cutoff) continue;
    // Only the row as read: taken off again meanwhile, it is kept afresh.
    if (!(await deleteKeptPhotoAsRead(db, recipeId, photo))) continue;
    if (await deleteImageIfOrphaned(deps, photo.image_path)) deleted += 1;
  }
  return deleted;
}

const SWEEP_BATCH = 200;
/** Batches per sweep at most: the next sweep goes on from there. */
const SWEEP_ROUNDS = 20;

/** Checks the recipes with a photo taken off longer ago than UNATTACHED_IMAGE_TTL_SECONDS. */
export async function sweepReleasedPhotos(deps: AppDeps): Promise<number> {
  const cutoff = isoFromNow(-deps.config.UNATTACHED_IMAGE_TTL_SECONDS * 1000);
  let deleted = 0;
  for (let round = 0; round < SWEEP_ROUNDS; round += 1) {
    const rows = await selectRecipesWithPhotosReleasedBefore(deps.db, cutoff, SWEEP_BATCH);
    for (const row of rows) deleted += await recheckRecipePhotos(deps, row.recipe_id);
    if (rows.length < SWEEP_BATCH) break;
  }
  return deleted;
}
