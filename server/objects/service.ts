// The photos feature's verbs: issue a single-use upload URL, turn an upload into a processed
// image, decide and serve reads, and clean up what nothing shows any more. The store behind it
// is deps.objects (local folder by default, S3-compatible later).
import {
  IMAGE_OBJECT_PATH_PATTERN,
  IMAGE_SIZE_NAMES,
  type ImageSize,
  type ProcessImageInput,
} from '../../contract/objects';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { isoFromNow, nowIso } from '../lib/time';
import { authorize } from '../recipes/policy';
import { getRecipe } from '../recipes/service';
import { processImage, uploadTooLarge } from './image-processing';
import { canReadImage } from './policy';
import {
  deleteImageIfUnreferenced,
  deleteUploadRow,
  findImageByPath,
  insertImage,
  insertUpload,
  isImageReferenced,
  selectAbandonedImagePaths,
  selectCandidateRecipes,
  selectPhotoHolders,
  selectStaleUploads,
  transitionUpload,
} from './queries';

/** One answer for every upload that cannot be processed, so none reveals another's upload. */
export const uploadNotFound = () =>
  new AppError(
    400,
    'Upload not found or expired. Please upload the image again.',
    'upload_not_found',
    {
      field: 'imageURL',
    },
  );

const uploadKeyOf = (id: string) => `uploads/${id}`;
const imagePathOf = (id: string) => `/objects/images/${id}`;
const imageKeyOf = (id: string, size: ImageSize) => `images/${id}/${size}.webp`;

/** The id inside a processed image's base path, or null for any other path. */
export function imageIdOf(objectPath: string): string | null {
  return IMAGE_OBJECT_PATH_PATTERN.test(objectPath)
    ? objectPath.slice('/objects/images/'.length)
    : null;
}

/** How long after its URL expires an upload may still be processed (a slow PUT may end late). */
const processingGraceMs = (deps: AppDeps) => deps.config.UPLOAD_URL_TTL_SECONDS * 1000;

/** Records a new single-use upload for `user` and answers the URL the browser PUTs to. */
export async function issueUpload(deps: AppDeps, user: UserRow): Promise<string> {
  const id = newId();
  const key = uploadKeyOf(id);
  const ttl = deps.config.UPLOAD_URL_TTL_SECONDS;
  await insertUpload(deps.db, {
    id,
    key,
    user_id: user.id,
    max_bytes: deps.config.MAX_UPLOAD_BYTES,
    expires_at: isoFromNow(ttl * 1000),
    created_at: nowIso(),
  });
  return deps.objects.createUploadUrl(key, {
    maxBytes: deps.config.MAX_UPLOAD_BYTES,
    expiresIn: ttl,
  });
}

/**
 * Turns `input.imageURL` (an upload URL this app issued to `user`, not used, not expired) into
 * a processed image and answers its base path. The raw upload is deleted whatever happens, and
 * the upload can never be processed twice. With `recipeId`, the caller must be allowed to edit
 * that recipe (checked before the upload is spent); the image is recorded as uploaded for it.
 */
export async function processUpload(
  deps: AppDeps,
  user: UserRow,
  input: ProcessImageInput,
  requestOrigin: string,
): Promise<string> {
  const key = deps.objects.uploadKeyFromUrl(input.imageURL, requestOrigin);
  if (!key) throw uploadNotFound();

  let recipeId: string | null = null;
  if (input.recipeId !== undefined) {
    const recipe = await getRecipe(deps.db, input.recipeId);
    if (!recipe) throw notFound('Recipe not found', 'recipe_not_found');
    authorize(user, 'edit', recipe);
    recipeId = recipe.id;
  }

  const claimed = await transitionUpload(deps.db, key, ['issued', 'received'], 'processing', {
    userId: user.id,
    expiresAfter: new Date(Date.now() - processingGraceMs(deps)).toISOString(),
  });
  if (!claimed) throw uploadNotFound();

  try {
    const maxBytes = deps.config.MAX_UPLOAD_BYTES;
    const bytes = await deps.objects.read(key, maxBytes);
    if (!bytes) {
      const info = await deps.objects.head(key);
      throw info ? uploadTooLarge(maxBytes) : uploadNotFound();
    }
    const objectPath = await storeImageFromBuffer(deps, user.id, bytes, { recipeId });
    await transitionUpload(deps.db, key, ['processing'], 'used', { usedAt: nowIso() });
    return objectPath;
  } catch (error) {
    await transitionUpload(deps.db, key, ['processing'], 'failed');
    throw error;
  } finally {
    await deps.objects.delete(key);
  }
}

/**
 * Checks and re-encodes an image given as bytes (an upload, or a picture the importer fetched
 * through its guarded client), stores every size under a new random key, records it as owned
 * by `userId` and answers its base path `/objects/images/<uuid>`. Throws a 400/413 AppError when
 * the bytes are refused (not JPEG/PNG/WebP by content, too big, too many pixels, unreadable).
 */
export async function storeImageFromBuffer(
  deps: AppDeps,
  userId: string,
  bytes: Buffer,
  options: { recipeId?: string | null } = {},
): Promise<string> {
  const processed = await processImage(bytes, {
    maxBytes: deps.config.MAX_UPLOAD_BYTES,
    maxPixels: deps.config.MAX_IMAGE_PIXELS,
  });
  const id = newId();
  const written: string[] = [];
  try {
    for (const size of IMAGE_SIZE_NAMES) {
      const key = imageKeyOf(id, size);
      await deps.objects.write(key, processed.variants[size], 'image/webp');
      written.push(key);
    }
    await insertImage(deps.db, {
      id,
      path: imagePathOf(id),
      owner_id: userId,
      recipe_id: options.recipeId ?? null,
      width: processed.width,
      height: processed.height,
      created_at: nowIso(),
    });
  } catch (error) {
    await Promise.all(written.map((key) => deps.objects.delete(key)));
    throw error;
  }
  return imagePathOf(id);
}

/**
 * The store key of one size of `objectPath` if `viewer` may see it, or null (unknown image, or
 * not readable: both answered 404, so a private recipe's photo is indistinguishable from none).
 */
export async function findReadableImageKey(
  deps: AppDeps,
  viewer: UserRow | null,
  objectPath: string,
  size: ImageSize,
): Promise<string | null> {
  const id = imageIdOf(objectPath);
  if (!id) return null;
  const image = await findImageByPath(deps.db, objectPath);
  if (!image) return null;
  const candidates = await selectCandidateRecipes(deps.db, objectPath, viewer?.id ?? null);
  const referenced = candidates.length > 0 || (await isImageReferenced(deps.db, objectPath));
  const owner = { ownerId: image.owner_id };
  const allowed =
    canReadImage(viewer, owner, { candidates, referenced }) ||
    // A photo a recipe showed before: for its editors (its history's preview).
    (viewer !== null &&
      canReadImage(viewer, owner, {
        candidates,
        referenced,
        holders: await selectPhotoHolders(deps.db, objectPath),
      }));
  return allowed ? imageKeyOf(id, size) : null;
}

/**
 * Deletes an image's files and row if no recipe shows it any more; anything that is not a
 * processed image path (or still shown somewhere) is left alone. Answers whether it went.
 */
export async function deleteImageIfOrphaned(deps: AppDeps, objectPath: string): Promise<boolean> {
  const id = imageIdOf(objectPath);
  if (!id) return false;
  // The row goes first: should a file delete fail, an orphaned file is harmless, a row pointing
  // at missing files is not.
  const deleted = await deleteImageIfUnreferenced(deps.db, objectPath);
  if (!deleted) return false;
  await Promise.all(IMAGE_SIZE_NAMES.map((size) => deps.objects.delete(imageKeyOf(id, size))));
  return true;
}

const SWEEP_BATCH = 200;

/**
 * Removes uploads whose processing window has closed (used or not, with their bytes if any) and
 * images no recipe has shown for UNATTACHED_IMAGE_TTL_SECONDS. Answers what it removed.
 */
export async function sweepObjects(deps: AppDeps): Promise<{ uploads: number; images: number }> {
  const uploadCutoff = new Date(Date.now() - processingGraceMs(deps)).toISOString();
  let uploads = 0;
  for (;;) {
    const stale = await selectStaleUploads(deps.db, uploadCutoff, SWEEP_BATCH);
    for (const upload of stale) {
      await deps.objects.delete(upload.key);
      await deleteUploadRow(deps.db, upload.id);
    }
    uploads += stale.length;
    if (stale.length < SWEEP_BATCH) break;
  }

  const imageCutoff = isoFromNow(-deps.config.UNATTACHED_IMAGE_TTL_SECONDS * 1000);
  let images = 0;
  for (;;) {
    const abandoned = await selectAbandonedImagePaths(deps.db, imageCutoff, SWEEP_BATCH);
    let deletedNow = 0;
    for (const objectPath of abandoned) {
      if (await deleteImageIfOrphaned(deps, objectPath)) deletedNow += 1;
    }
    images += deletedNow;
    if (abandoned.length < SWEEP_BATCH || deletedNow === 0) break;
  }
  return { uploads, images };
}
