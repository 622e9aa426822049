// A recipe's content as a sync document (contract/sync/recipe-doc.ts): opening it for a client,
// applying a client's update, and projecting the document into the recipe's columns in the same
// transaction, so lists, search, Discover, the shared page and every REST call read what the
// document holds. The server stays the authority: the same lock, policy and limits as a PUT.
import * as Y from 'yjs';
import {
  RECIPE_DOC_FIELDS,
  RECIPE_DOC_ROOTS,
  initialRecipeState,
  readRecipeDoc,
  writeRecipeContent,
  type RecipeContent,
} from '../../contract/sync/recipe-doc';
import { UpdateRecipeInputSchema } from '../../contract/recipes';
import type { RecipeRow, RecipeUpdateRow, UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError, notFound } from '../http/errors';
import { canShowImage, imageNotUsable } from '../objects/image-access';
import { keepReleasedPhoto } from '../objects/photo-history';
import { nowIso } from '../lib/time';
import { findTextProblem, invalidText } from '../http/text-safety';
import { Batcher, storeTogetherOrAlone, type Settled } from '../sync/batcher';
import { refusalOfUpdateError, type DocKind, type DocSession } from '../sync/documents';
import { canEdit, canRead, recipeAccessOf, authorize } from './policy';
import { presentRecipeContent } from './presenter';
import { RECIPE_DOC_SCHEMA } from './recipe-doc-schema';
import { findRecipeById, lockRecipeForWrite, updateRecipeRow, type RecipeIndexes } from './queries';

export const RECIPE_DOC_KIND = 'recipe';

const recipeNotFound = () => notFound('Recipe not found', 'recipe_not_found');

export const recipeDocKind: DocKind = {
  rootNames: RECIPE_DOC_ROOTS,
  schema: RECIPE_DOC_SCHEMA,
  read: (doc) => ({ ...readRecipeDoc(doc) }),
};

export type RecipeDocDeps = Pick<AppDeps, 'db' | 'events' | 'documents'>;

/** The content a recipe row holds, as the document's fields. */
export function contentOfRow(row: RecipeRow): RecipeContent {
  const presented = presentRecipeContent(row);
  return Object.fromEntries(
    RECIPE_DOC_FIELDS.map((field) => [field, presented[field]]),
  ) as unknown as RecipeContent;
}

/** Opens the recipe's document in `session` (built from the row until its first change). */
export function openRecipeDoc(session: DocSession, row: RecipeRow): Promise<Y.Doc> {
  return session.open(RECIPE_DOC_KIND, () => initialRecipeState(contentOfRow(row)), row.updated_at);
}

/**
 * The column changes that make the row hold what the document now holds, after checking the
 * content against the contract's limits (a refusal rolls the whole change back). An empty title
 * is allowed in the document, where someone may be retyping it, but the row keeps its last
 * title: a recipe is never listed without one.
 */
export async function projectRecipeDoc(
  session: DocSession,
  doc: Y.Doc,
  previous: RecipeRow,
  actor: UserRow,
): Promise<{ changes: RecipeUpdateRow; indexes: Partial<RecipeIndexes> }> {
  const content = readRecipeDoc(doc);
  const textProblem = findTextProblem(content);
  if (textProblem) throw invalidText(textProblem);
  const { title, ...rest } = content;
  const parsed = UpdateRecipeInputSchema.safeParse({
    ...rest,
    ...(title ? { title } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    throw new AppError(400, `${field}: ${issue.message}`, 'limit', { field });
  }
  const value = parsed.data;
  const changes: RecipeUpdateRow = {};
  const indexes: Partial<RecipeIndexes> = {};
  if (value.title !== undefined && value.title !== previous.title) changes.title = value.title;
  if (value.description !== previous.description) changes.description = value.description ?? null;
  const ingredients = JSON.stringify(value.ingredients);
  if (ingredients !== previous.ingredients) changes.ingredients = ingredients;
  const steps = JSON.stringify(value.steps);
  if (steps !== previous.steps) changes.steps = steps;
  const tags = JSON.stringify(value.tags);
  if (tags !== previous.tags) {
    changes.tags = tags;
    indexes.tags = value.tags ?? [];
  }
  const imageUrl = value.imageUrl ?? null;
  if (imageUrl !== previous.image_url) {
    if (imageUrl !== null && !(await canShowImage(session.trx, actor, imageUrl))) {
      throw imageNotUsable();
    }
    changes.image_url = imageUrl;
    // The photo taken off stays for the history (a restore) and for Undo.
    if (previous.image_url) {
      await keepReleasedPhoto(session.trx, previous.id, previous.image_url, nowIso());
    }
  }
  if ((value.tipVideoUrl ?? null) !== previous.tip_video_url) {
    changes.tip_video_url = value.tipVideoUrl ?? null;
  }
  if ((value.sourceUrl ?? null) !== previous.source_url) {
    changes.source_url = value.sourceUrl ?? null;
  }
  if ((value.prepTime ?? null) !== previous.prep_time) changes.prep_time = value.prepTime ?? null;
  if ((value.cookTime ?? null) !== previous.cook_time) changes.cook_time = value.cookTime ?? null;
  if ((value.servings ?? null) !== previous.servings) changes.servings = value.servings ?? null;
  return { changes, indexes };
}

/** What a client needs to open a recipe's document: what it lacks, and whether it may edit. */
export interface OpenedRecipeDoc {
  update: Uint8Array;
  stateVector: Uint8Array;
  canEdit: boolean;
}

/**
 * Opens a recipe's document for `actor`, who must be able to read it (else null, as for a
 * recipe that does not exist). `stateVector` is what the client already holds (empty: nothing).
 */
export async function openRecipeDocFor(
  deps: RecipeDocDeps,
  actor: { id: string } | null,
  recipeId: string,
  stateVector: Uint8Array | null,
): Promise<OpenedRecipeDoc | null> {
  const row = await findRecipeById(deps.db, recipeId);
  if (!row || !canRead(actor, recipeAccessOf(row))) return null;
  const doc = await deps.documents.read(recipeId, () => initialRecipeState(contentOfRow(row)));
  return {
    update: Y.encodeStateAsUpdate(doc, stateVector ?? undefined),
    stateVector: Y.encodeStateVector(doc),
    canEdit: canEdit(actor, recipeAccessOf(row)),
  };
}

/** One client update waiting to be applied. */
export interface ClientUpdate {
  actor: UserRow;
  update: Uint8Array;
  /** The connection that sent it (it needs no copy back), or null. */
  originId: string | null;
}

/**
 * Applies a client's update to a recipe's document as `actor`: locked, re-read and authorized
 * like a PUT; checked against the contract's limits; stored, projected into the recipe's
 * columns and its history, all in one transaction. Tells `recipe.updated` and `doc.updated`
 * (the update, for the other editors) once committed. Answers whether anything changed.
 *
 * Updates to one recipe that arrive while one is being stored are stored together in the next
 * transaction (group commit: see batcher.ts), each still authorized for its own sender.
 *
 * Refusals (no right to edit: 404/403; past a limit: 400; an update the server cannot integrate:
 * 409) change nothing; the client must then drop its copy and open the document again.
 */
export function applyRecipeUpdate(
  deps: RecipeDocDeps,
  actor: UserRow,
  recipeId: string,
  update: Uint8Array,
  originId: string | null,
): Promise<boolean> {
  return batcherFor(deps).submit(recipeId, { actor, update, originId });
}

const MAX_BATCH = 100;
const batchers = new WeakMap<RecipeDocDeps['documents'], Batcher<ClientUpdate, boolean>>();

/** This process's batcher for the store in `deps`. */
function batcherFor(deps: RecipeDocDeps): Batcher<ClientUpdate, boolean> {
  let batcher = batchers.get(deps.documents);
  if (!batcher) {
    batcher = new Batcher((recipeId, items) => applyBatch(deps, recipeId, items), MAX_BATCH);
    batchers.set(deps.documents, batcher);
  }
  return batcher;
}

/**
 * Stores a batch in one transaction. If anything in it is refused (or an image changes in a batch
 * from several people, whose image rights differ), it is rolled back and every update is stored
 * on its own instead, so one sender's refusal never touches another's change.
 */
function applyBatch(
  deps: RecipeDocDeps,
  recipeId: string,
  items: ClientUpdate[],
): Promise<Array<Settled<boolean>>> {
  return storeTogetherOrAlone(
    items,
    (some) => storeTogether(deps, recipeId, some),
    refusalOfUpdateError,
  );
}

async function storeTogether(
  deps: RecipeDocDeps,
  recipeId: string,
  items: ClientUpdate[],
): Promise<Array<Settled<boolean>>> {
  const actors = new Map(items.map((item) => [item.actor.id, item.actor]));
  const { result, committed } = await deps.documents.transact(recipeId, async (session) => {
    const previous = await lockedRecipe(session, recipeId);
    for (const actor of actors.values()) authorize(actor, 'edit', previous);
    const doc = await openRecipeDoc(session, previous);
    const changed = items.map((item) => session.apply(item.update, item.actor.id));
    if (!changed.some(Boolean)) return { changed, rows: null };
    const last = items[items.length - 1]!.actor;
    const { changes, indexes } = await projectRecipeDoc(session, doc, previous, last);
    if (changes.image_url !== undefined && actors.size > 1) {
      throw new Error('An image changed in a batch from several people');
    }
    const updated = await updateRecipeRow(
      session.trx,
      recipeId,
      { ...changes, updated_at: laterThan(previous.updated_at) },
      indexes,
    );
    if (!updated) throw recipeNotFound();
    return { changed, rows: { previous, updated } };
  });
  if (result.rows && committed) {
    const origins = new Set(items.map((item) => item.originId));
    const originId = origins.size === 1 ? items[0]!.originId : null;
    publishRecipeChange(deps, items[0]!.actor, result.rows, committed.update, originId);
  }
  return result.changed.map((value) => ({ ok: true, value }));
}

/**
 * Makes the recipe's content `content` as `actor` (who must be able to edit it): a change to its
 * document, diffed per field, projected and told like a client's update. Answers the recipe.
 * With `ownVersion` (a restore) the change starts a version of its own in the history, so the
 * content it replaced stays there to go back to.
 */
export async function changeRecipeContent(
  deps: RecipeDocDeps,
  actor: UserRow,
  recipeId: string,
  content: Partial<RecipeContent>,
  options?: { ownVersion?: boolean },
): Promise<RecipeRow> {
  const { result, committed } = await deps.documents.transact(recipeId, async (session) => {
    const previous = await lockedRecipe(session, recipeId);
    authorize(actor, 'edit', previous);
    const doc = await openRecipeDoc(session, previous);
    if (!session.change(actor.id, (target) => writeRecipeContent(target, content), options)) {
      return { previous, updated: previous };
    }
    const { changes, indexes } = await projectRecipeDoc(session, doc, previous, actor);
    const updated = await updateRecipeRow(
      session.trx,
      recipeId,
      { ...changes, updated_at: laterThan(previous.updated_at) },
      indexes,
    );
    if (!updated) throw recipeNotFound();
    return { previous, updated };
  });
  if (committed) publishRecipeChange(deps, actor, result, committed.update, null);
  return result.updated;
}

function publishRecipeChange(
  deps: RecipeDocDeps,
  actor: UserRow,
  { previous, updated }: { previous: RecipeRow; updated: RecipeRow },
  update: Uint8Array,
  originId: string | null,
) {
  deps.events.publish({ type: 'recipe.updated', recipe: updated, previous, actorId: actor.id });
  deps.events.publish({
    type: 'doc.updated',
    docId: updated.id,
    update,
    originId,
    recipe: updated,
  });
}

/** Takes the recipe's write lock, then reads it; 404 when it does not exist. */
export async function lockedRecipe(session: DocSession, recipeId: string): Promise<RecipeRow> {
  const row = (await lockRecipeForWrite(session.trx, recipeId))
    ? await findRecipeById(session.trx, recipeId)
    : undefined;
  if (!row) throw recipeNotFound();
  return row;
}

/** Now, or a millisecond after `previous` if the clock has not moved past it. */
export function laterThan(previous: string): string {
  const now = new Date().toISOString();
  if (now > previous) return now;
  const previousMs = Date.parse(previous);
  return Number.isNaN(previousMs) ? now : new Date(previousMs + 1).toISOString();
}
