// Security seam: which stored image a user may put on a recipe. Showing an image makes it
// readable by everyone who can read that recipe, so a user may only show an image they could
// already see: one they uploaded that no recipe shows yet, one shown by a recipe they may read
// (a Discover copy keeps its original's photo), or one a recipe they may edit showed before (its
// history keeps it: a restore, an Undo). Knowing another user's image path is not enough.
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { badRequest } from '../http/errors';
import { canReadImage } from './policy';
import {
  findImageByPath,
  isImageReferenced,
  selectCandidateRecipes,
  selectPhotoHolders,
} from './queries';

/** Whether `actor` may make a recipe show the processed image at `objectPath`. */
export async function canShowImage(
  db: Kysely<Database>,
  actor: UserRow,
  objectPath: string,
): Promise<boolean> {
  const image = await findImageByPath(db, objectPath);
  if (!image) return false;
  const candidates = await selectCandidateRecipes(db, objectPath, actor.id);
  const referenced = candidates.length > 0 || (await isImageReferenced(db, objectPath));
  const holders = await selectPhotoHolders(db, objectPath);
  return canReadImage(actor, { ownerId: image.owner_id }, { candidates, referenced, holders });
}

/** The 400 answered for an imageUrl the user may not show (unknown, or someone else's). */
export const imageNotUsable = () =>
  badRequest('imageUrl: Upload the image first', 'image_not_uploaded', { field: 'imageUrl' });
