// Importing a file: the user sends it to an upload address of its own ('imports/<id>', kept for
// IMPORT_FILE_TTL_SECONDS), the preview reads it and lists its recipes (duplicates flagged, the
// plan's room told), and the import reads it again and creates the chosen ones: their photos
// processed exactly like uploads, then every recipe in one transaction, so nothing is ever half
// imported. The file is spent once imported; until then a failed import can be tried again.
import { createHash } from 'node:crypto';
import { recipeLimitFor } from '../../contract/plans';
import { plansOf } from '../config';
import type {
  ImportFileCommitInput,
  ImportFileItem,
  ImportFilePreview,
  ImportFilePreviewInput,
  ImportFileResult,
  ImportFileUpload,
} from '../../contract/import-files';
import type { RecipeDuplicate } from '../../contract/recipes';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError, badRequest } from '../http/errors';
import { newId } from '../lib/ids';
import { isoFromNow, nowIso } from '../lib/time';
import { detectImageFormat, uploadTooLarge } from '../objects/image-processing';
import { findUploadByKey, insertUpload, transitionUpload } from '../objects/queries';
import { deleteImageIfOrphaned, storeImageFromBuffer } from '../objects/service';
import { sourceKey } from '../recipes/duplicates';
import { accessibleRecipes } from '../recipes/queries';
import { countOwnedRecipes, createRecipes, recipeLimitReached } from '../recipes/service';
import { openUpload, type ImportBounds } from './archive';
import { checkDraft, type CheckedDraft } from './draft';
import { IMPORT_FORMATS } from './formats';
import { ImportRefused, tooManyRecipes, type ImportDraft, type ImportFormat } from './types';

export type ImportFilesDeps = AppDeps;

const IMPORT_KEY_PREFIX = 'imports/';

const importNotFound = () =>
  new AppError(
    404,
    'This file is no longer waiting to be imported. Please choose it again.',
    'import_not_found',
  );

const unknownFormat = () =>
  new ImportRefused(
    'Potluck cannot read this file. Choose an export from Potluck, Paprika, Mealie, Tandoor, ' +
      'RecipeSage or Nextcloud Cookbook, or a schema.org Recipe JSON file.',
    'import_unknown_format',
  );

const unreadableFile =
  'Potluck could not read this file: part of it is not written as any export writes it.';

const noRecipes = () =>
  new ImportRefused('No recipes were found in this file.', 'import_no_recipes');

function boundsOf(config: AppDeps['config']): ImportBounds {
  return {
    maxEntries: config.IMPORT_FILE_MAX_ENTRIES,
    maxUnpackedBytes: config.IMPORT_FILE_MAX_UNPACKED_BYTES,
    maxRatio: config.IMPORT_FILE_MAX_RATIO,
    maxNesting: config.IMPORT_FILE_MAX_NESTING,
    maxRecipes: config.IMPORT_FILE_MAX_RECIPES,
  };
}

/** An ImportRefused as the answer it is. */
const asAppError = (error: ImportRefused) =>
  new AppError(error.status, error.message, error.code, error.details);

/** Records an upload address for `user`'s file, valid for IMPORT_FILE_TTL_SECONDS. */
export async function issueImportUpload(
  deps: ImportFilesDeps,
  user: UserRow,
): Promise<ImportFileUpload> {
  const id = newId();
  const key = `${IMPORT_KEY_PREFIX}${id}`;
  const maxBytes = deps.config.IMPORT_FILE_MAX_BYTES;
  await insertUpload(deps.db, {
    id,
    key,
    user_id: user.id,
    max_bytes: maxBytes,
    expires_at: isoFromNow(deps.config.IMPORT_FILE_TTL_SECONDS * 1000),
    created_at: nowIso(),
  });
  const uploadURL = await deps.objects.createUploadUrl(key, {
    maxBytes,
    expiresIn: Math.min(deps.config.UPLOAD_URL_TTL_SECONDS, deps.config.IMPORT_FILE_TTL_SECONDS),
  });
  return { uploadURL, maxBytes };
}

/** The store key of `user`'s waiting import at `uploadURL`, or a 404 for anything else. */
async function waitingImportKey(
  deps: ImportFilesDeps,
  user: UserRow,
  uploadURL: string,
  requestOrigin: string,
): Promise<string> {
  const key = deps.objects.uploadKeyFromUrl(uploadURL, requestOrigin);
  if (!key?.startsWith(IMPORT_KEY_PREFIX)) throw importNotFound();
  const upload = await findUploadByKey(deps.db, key);
  const waiting =
    upload !== undefined &&
    upload.user_id === user.id &&
    (upload.state === 'issued' || upload.state === 'received') &&
    upload.expires_at > nowIso();
  if (!waiting) throw importNotFound();
  return key;
}

async function readFile(deps: ImportFilesDeps, key: string): Promise<Buffer> {
  const maxBytes = deps.config.IMPORT_FILE_MAX_BYTES;
  const bytes = await deps.objects.read(key, maxBytes);
  if (bytes) return bytes;
  // An S3 upload cannot be held to a size as it is sent: too big is found here.
  if (await deps.objects.head(key)) throw uploadTooLarge(maxBytes, 'file');
  throw importNotFound();
}

interface ReadImport {
  format: ImportFormat;
  items: Array<{ label: string; draft: ImportDraft | null; checked: CheckedDraft }>;
}

/** The file's format and its recipes, each checked against the contract. */
async function readImport(
  bytes: Buffer,
  fileName: string,
  bounds: ImportBounds,
): Promise<ReadImport> {
  const { files, open } = await openUpload(bytes, fileName, bounds);
  const format = IMPORT_FORMATS.find((candidate) => candidate.matches(files));
  if (!format) throw unknownFormat();
  const items = await format.read(files, open);
  if (items.length === 0) throw noRecipes();
  if (items.length > bounds.maxRecipes) throw tooManyRecipes(bounds.maxRecipes);
  return {
    format,
    items: items.map((item) =>
      item.draft
        ? { label: item.label, draft: item.draft, checked: checkDraft(item.draft) }
        : { label: item.label, draft: null, checked: { error: item.error } },
    ),
  };
}

/** Why a photo as found cannot be processed, judged without decoding it; null when it may be. */
function photoProblem(photo: Buffer, maxBytes: number): string | null {
  if (photo.length > maxBytes) return 'Its photo is too large, so it comes without it.';
  if (detectImageFormat(photo) === null) {
    return 'Its photo is not a JPEG, PNG or WebP image, so it comes without it.';
  }
  return null;
}

const titleKey = (title: string) => title.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** Finds, for a recipe, one the user already has that is the same (source page, then title). */
async function duplicateFinder(deps: ImportFilesDeps, user: UserRow) {
  const rows = await accessibleRecipes(deps.db, deps.dialect, user.id)
    .select(['recipes.id', 'recipes.title', 'recipes.source_url'])
    .orderBy('recipes.updated_at', 'desc')
    .execute();
  const bySource = new Map<string, RecipeDuplicate>();
  const byTitle = new Map<string, RecipeDuplicate>();
  for (const { id, title, source_url: sourceUrl } of rows) {
    const key = sourceUrl === null ? null : sourceKey(sourceUrl);
    if (key !== null && !bySource.has(key)) bySource.set(key, { id, title });
    if (!byTitle.has(titleKey(title))) byTitle.set(titleKey(title), { id, title });
  }
  return (title: string, sourceUrl: string | null | undefined): RecipeDuplicate | null => {
    const key = sourceUrl ? sourceKey(sourceUrl) : null;
    return (key !== null ? bySource.get(key) : undefined) ?? byTitle.get(titleKey(title)) ?? null;
  };
}

/** How many more recipes `user`'s plan takes; null when it has no limit. */
async function roomFor(deps: ImportFilesDeps, user: UserRow): Promise<number | null> {
  const limit = recipeLimitFor(
    { accountType: user.account_type, subscriptionPlan: user.subscription_plan },
    plansOf(deps.config),
  );
  if (limit === null) return null;
  return Math.max(0, limit - (await countOwnedRecipes(deps.db, user.id)));
}

/** `user`'s waiting file at `input.uploadURL`: its store key and what it holds. */
async function readWaiting(
  deps: ImportFilesDeps,
  user: UserRow,
  input: ImportFilePreviewInput,
  requestOrigin: string,
): Promise<{ key: string; read: ReadImport }> {
  const key = await waitingImportKey(deps, user, input.uploadURL, requestOrigin);
  const bytes = await readFile(deps, key);
  try {
    return { key, read: await readImport(bytes, input.fileName, boundsOf(deps.config)) };
  } catch (error) {
    if (error instanceof ImportRefused) throw asAppError(error);
    // Reading a file touches nothing but the file: whatever else goes wrong is in the file
    // (a shape no reader expected), said as such rather than as a server error.
    deps.log.warn({ err: error }, 'an import file could not be read');
    throw new AppError(400, unreadableFile, 'import_damaged');
  }
}

/** Reads `user`'s waiting file and lists its recipes. Stores nothing. */
export async function previewImport(
  deps: ImportFilesDeps,
  user: UserRow,
  input: ImportFilePreviewInput,
  requestOrigin: string,
): Promise<ImportFilePreview> {
  const { read } = await readWaiting(deps, user, input, requestOrigin);
  const duplicateOf = await duplicateFinder(deps, user);
  const items = read.items.map(({ label, draft, checked }, index): ImportFileItem => {
    if (checked.error !== undefined) {
      return {
        index,
        title: draft?.title.trim() || label,
        ingredients: 0,
        steps: 0,
        hasPhoto: false,
        error: checked.error,
        notes: [],
        duplicateOf: null,
      };
    }
    const problem = draft?.photo ? photoProblem(draft.photo, deps.config.MAX_UPLOAD_BYTES) : null;
    return {
      index,
      title: checked.input.title,
      ingredients: checked.input.ingredients.length,
      steps: checked.input.steps?.length ?? 0,
      hasPhoto: Boolean(draft?.photo) && problem === null,
      error: null,
      notes: problem === null ? checked.notes : [...checked.notes, problem],
      duplicateOf: duplicateOf(checked.input.title, checked.input.sourceUrl),
    };
  });
  return { format: read.format.name, items, room: await roomFor(deps, user) };
}

/** The chosen items, each once, in file order; a 400 naming the first that cannot be imported. */
function chosenItems(read: ReadImport, indexes: readonly number[]) {
  const unique = [...new Set(indexes)].sort((a, b) => a - b);
  return unique.map((index) => {
    const item = read.items[index];
    if (!item)
      throw badRequest(`This file has no recipe number ${index + 1}.`, 'import_item_missing', {
        field: 'items',
        number: index + 1,
      });
    if (item.checked.error !== undefined) {
      const title = item.draft?.title.trim() || item.label;
      throw badRequest(
        `“${title}” cannot be imported: ${item.checked.error}`,
        'import_item_invalid',
        {
          field: 'items',
          title,
        },
      );
    }
    return { index, input: item.checked.input, photo: item.draft?.photo ?? null };
  });
}

/** The 403 for more chosen than the plan takes, naming those that do not fit. */
function doesNotFit(limit: number, room: number, titles: string[]): AppError {
  const error = recipeLimitReached(limit);
  return new AppError(
    403,
    room === 0
      ? error.message
      : `Your plan has room for ${room} more recipe${room === 1 ? '' : 's'}, and ${room + titles.length} are chosen. Choose fewer, or upgrade to Pro for just $2/month or $50 lifetime!`,
    room === 0 ? error.code : 'recipe_limit_room',
    { upgradeRequired: true, limit, room, chosen: room + titles.length, doesNotFit: titles },
  );
}

/**
 * Imports the chosen recipes of `user`'s waiting file. Their photos are processed first (a photo
 * that fails leaves its recipe out, listed in `failed` with why); then every other chosen recipe
 * is created in one transaction. If anything else fails, the photos processed are deleted, no
 * recipe is created, and the file keeps waiting.
 */
export async function commitImport(
  deps: ImportFilesDeps,
  user: UserRow,
  input: ImportFileCommitInput,
  requestOrigin: string,
): Promise<ImportFileResult> {
  const { key, read } = await readWaiting(deps, user, input, requestOrigin);
  const chosen = chosenItems(read, input.items);
  const limit = recipeLimitFor(
    { accountType: user.account_type, subscriptionPlan: user.subscription_plan },
    plansOf(deps.config),
  );
  const room = await roomFor(deps, user);
  if (limit !== null && room !== null && chosen.length > room) {
    throw doesNotFit(
      limit,
      room,
      chosen.slice(room).map((item) => item.input.title),
    );
  }

  const claimed = await transitionUpload(deps.db, key, ['issued', 'received'], 'processing', {
    userId: user.id,
    expiresAfter: nowIso(),
  });
  if (!claimed) throw importNotFound();

  const stored: string[] = [];
  const ready: typeof chosen = [];
  try {
    const failed: ImportFileResult['failed'] = [];
    // One picture named by many recipes is processed once, and each of them shows it (or fails
    // with it): the work is bounded by the pictures the file holds, not by its recipes.
    const processed = new Map<string, string | AppError>();
    for (const item of chosen) {
      if (item.photo === null || photoProblem(item.photo, deps.config.MAX_UPLOAD_BYTES) !== null) {
        ready.push(item);
        continue;
      }
      const digest = createHash('sha256').update(item.photo).digest('base64url');
      let outcome = processed.get(digest);
      if (outcome === undefined) {
        try {
          outcome = await storeImageFromBuffer(deps, user.id, item.photo);
          stored.push(outcome);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          outcome = error;
        }
        processed.set(digest, outcome);
      }
      if (outcome instanceof AppError) {
        failed.push({
          index: item.index,
          title: item.input.title,
          error: `Its photo could not be processed: ${outcome.message}`,
        });
      } else {
        ready.push({ ...item, input: { ...item.input, imageUrl: outcome } });
      }
    }
    const created = await createRecipes(
      deps,
      user,
      ready.map((item) => ({ input: item.input })),
    );
    await transitionUpload(deps.db, key, ['processing'], 'used', { usedAt: nowIso() });
    await deps.objects.delete(key);
    return {
      imported: created.map((recipe, at) => ({
        index: ready[at]!.index,
        id: recipe.id,
        title: recipe.title,
      })),
      failed,
    };
  } catch (error) {
    for (const objectPath of stored) await deleteImageIfOrphaned(deps, objectPath);
    await transitionUpload(deps.db, key, ['processing'], 'received');
    // Another import (or a recipe added meanwhile) took the room counted above: the answer
    // still names what does not fit now.
    if (limit !== null && error instanceof AppError && error.code === 'recipe_limit_reached') {
      const left = (await roomFor(deps, user)) ?? 0;
      throw doesNotFit(
        limit,
        left,
        ready.slice(left).map((item) => item.input.title),
      );
    }
    throw error;
  }
}
