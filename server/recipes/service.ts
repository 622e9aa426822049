// The recipes feature's verbs. Writes authorize with policy.ts against the row as read inside
// their own transaction (so a right withdrawn meanwhile is never used), check what only the data
// can tell (the plan limit, that listed users exist), keep each write and its index rows in one
// transaction, and tell the domain event bus after commit, never from inside the transaction.
import type { Kysely } from 'kysely';
import { tagKeyOf } from '../../contract/recipe-values';
import { recipeLimitFor } from '../../contract/plans';
import { plansOf } from '../config';
import {
  COPY_TITLE_SUFFIX,
  RECIPE_LIMITS,
  type CreateRecipeInput,
  type UpdateRecipeInput,
} from '../../contract/recipes';
import { IdSchema } from '../../contract/common';
import type { Database, NewRecipeRow, RecipeRow, RecipeUpdateRow, UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError, badRequest, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import {
  countRecipesOwnedBy,
  findRecipeById,
  insertRecipe,
  lockRecipeForWrite,
  lockUserForWrite,
  markRecipeTrashed,
  selectExistingUserIds,
  updateRecipeRow,
  type MemberRole,
  type RecipeIndexes,
} from './queries';
import { canShowImage, imageNotUsable } from '../objects/image-access';
import { actionsForUpdate, authorize, parseStringList } from './policy';
export { laterThan } from './recipe-document';
import { laterThan, lockedRecipe, openRecipeDoc, projectRecipeDoc } from './recipe-document';
import {
  RECIPE_DOC_FIELDS,
  writeRecipeContent,
  type RecipeContent,
} from '../../contract/sync/recipe-doc';

type Db = Kysely<Database>;

export const recipeNotFound = () => notFound('Recipe not found', 'recipe_not_found');

/** How many recipes `userId` owns outside the trash: what the free plan's limit counts. */
export function countOwnedRecipes(db: Db, userId: string): Promise<number> {
  return countRecipesOwnedBy(db, userId);
}

/** The 403 answered when a create would pass the plan's limit (SPEC §8 wording). */
export function recipeLimitReached(limit: number): AppError {
  return new AppError(
    403,
    `You've reached your limit of ${limit} recipes. Upgrade to Pro for just $2/month or $50 lifetime!`,
    'recipe_limit_reached',
    { upgradeRequired: true, limit },
  );
}

/** What the recipe verbs need: the database, and the bus they tell committed changes on. */
export type RecipeDeps = Pick<AppDeps, 'db' | 'events' | 'documents'>;
/** Creating recipes also reads the PLANS setting (the free plan's limit). */
export type RecipeCreateDeps = RecipeDeps & Pick<AppDeps, 'config'>;

/**
 * Creates a recipe owned by `owner`, private unless the input says otherwise. On a limited plan
 * the count of the owner's recipes and the insert are one transaction, so concurrent creates
 * cannot pass the limit. Tells `recipe.created` once committed.
 */
export async function createRecipe(
  deps: RecipeCreateDeps,
  owner: UserRow,
  input: CreateRecipeInput,
  { copiedFrom = null }: { copiedFrom?: string | null } = {},
): Promise<RecipeRow> {
  const [created] = await createRecipes(deps, owner, [{ input, copiedFrom }]);
  return created!;
}

/**
 * Creates several recipes owned by `owner` in one transaction (an import): all of them or none.
 * The plan limit counts them together, so a batch that would pass it is refused whole.
 */
export async function createRecipes(
  deps: RecipeCreateDeps,
  owner: UserRow,
  batch: ReadonlyArray<{ input: CreateRecipeInput; copiedFrom?: string | null }>,
): Promise<RecipeRow[]> {
  const limit = recipeLimitFor(
    { accountType: owner.account_type, subscriptionPlan: owner.subscription_plan },
    plansOf(deps.config),
  );
  for (const { input } of batch) {
    if (input.imageUrl && !(await canShowImage(deps.db, owner, input.imageUrl))) {
      throw imageNotUsable();
    }
  }
  const now = nowIso();
  const created = await deps.db.transaction().execute(async (trx) => {
    if (limit !== null) {
      await lockUserForWrite(trx, owner.id);
      const owned = await countRecipesOwnedBy(trx, owner.id);
      if (owned + batch.length > limit) throw recipeLimitReached(limit);
    }
    const rows: RecipeRow[] = [];
    for (const { input, copiedFrom = null } of batch) {
      rows.push(
        await insertRecipe(trx, newRecipeRow(owner, input, now, copiedFrom), {
          tags: input.tags ?? [],
          editors: [],
          viewers: [],
        }),
      );
    }
    return rows;
  });
  for (const recipe of created) {
    deps.events.publish({ type: 'recipe.created', recipe, actorId: owner.id });
  }
  return created;
}

function newRecipeRow(
  owner: UserRow,
  input: CreateRecipeInput,
  now: string,
  copiedFrom: string | null,
): NewRecipeRow {
  return {
    id: newId(),
    owner_uid: owner.id,
    title: input.title,
    description: input.description ?? null,
    ingredients: JSON.stringify(input.ingredients),
    steps: JSON.stringify(input.steps ?? []),
    tags: JSON.stringify(input.tags ?? []),
    image_url: input.imageUrl ?? null,
    tip_video_url: input.tipVideoUrl ?? null,
    source_url: input.sourceUrl ?? null,
    prep_time: input.prepTime ?? null,
    cook_time: input.cookTime ?? null,
    servings: input.servings ?? null,
    visibility: input.visibility ?? 'private',
    editors: '[]',
    viewers: '[]',
    created_at: now,
    updated_at: now,
    copied_from: copiedFrom,
  };
}

/**
 * Copies a recipe `actor` may read into their own collection (Discover's 'Add'): private, title
 * suffixed ' (Copy)', no editors or viewers, and counted toward the plan limit exactly like a
 * create (same transaction, same 403). The copy remembers its original (`copied_from`).
 */
export async function copyRecipe(
  deps: RecipeCreateDeps,
  actor: UserRow,
  source: RecipeRow,
): Promise<RecipeRow> {
  authorize(actor, 'copy', source);
  return createRecipe(
    deps,
    actor,
    {
      title: copyTitle(source.title),
      description: source.description,
      ingredients: parseStringList(source.ingredients),
      steps: parseStringList(source.steps),
      tags: parseStringList(source.tags),
      // The copy points at the same stored image (an object path, not a copy of the file). For the
      // photos feature: a path may be shown by several recipes, so it is deleted only when the last
      // recipe showing it lets go (server/objects/cleanup.ts checks this).
      imageUrl: source.image_url,
      tipVideoUrl: source.tip_video_url,
      sourceUrl: source.source_url,
      prepTime: source.prep_time,
      cookTime: source.cook_time,
      servings: source.servings,
      visibility: 'private',
    },
    { copiedFrom: source.id },
  );
}

/** The original title plus ' (Copy)', the original cut short so the whole stays within 200. */
export function copyTitle(title: string): string {
  const room = RECIPE_LIMITS.title - COPY_TITLE_SUFFIX.length;
  let kept = title.length > room ? title.slice(0, room) : title;
  // Never end on half of a surrogate pair (an emoji cut in two).
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}${COPY_TITLE_SUFFIX}`;
}

/**
 * Applies a partial update as `actor`: only the fields present in `input` change, and updatedAt
 * moves forward. The recipe is locked, re-read and authorized inside the transaction, so a
 * right withdrawn a moment ago (editor removed, made private) is never used, and updatedAt
 * strictly grows in commit order: what real-time clients use to drop stale updates. Listed
 * editors and viewers must be existing users other than the owner (400 naming the field).
 * Tells `recipe.updated` once committed.
 */
export async function updateRecipe(
  deps: RecipeDeps,
  actor: UserRow,
  recipeId: string,
  input: UpdateRecipeInput,
): Promise<RecipeRow> {
  const content = contentFieldsOf(input);
  const { result, committed } = await deps.documents.transact(recipeId, async (session) => {
    const trx = session.trx;
    const previous = await lockedRecipe(session, recipeId);
    for (const action of actionsForUpdate(input)) authorize(actor, action, previous);

    const changes: RecipeUpdateRow = { updated_at: laterThan(previous.updated_at) };
    const indexes: Partial<RecipeIndexes> = {};
    if (Object.keys(content).length > 0) {
      // Content is a change to the recipe's document, diffed per field, so it merges with live
      // editing; the row then holds what the document holds.
      const doc = await openRecipeDoc(session, previous);
      session.change(actor.id, (target) => writeRecipeContent(target, content));
      const projected = await projectRecipeDoc(session, doc, previous, actor);
      Object.assign(changes, projected.changes);
      Object.assign(indexes, projected.indexes);
    }
    if (input.visibility !== undefined) changes.visibility = input.visibility;
    if (input.editors !== undefined) {
      indexes.editors = [...new Set(input.editors)];
      changes.editors = JSON.stringify(indexes.editors);
      await checkSharingList(trx, 'editors', indexes.editors, previous.owner_uid);
    }
    if (input.viewers !== undefined) {
      indexes.viewers = [...new Set(input.viewers)];
      changes.viewers = JSON.stringify(indexes.viewers);
      await checkSharingList(trx, 'viewers', indexes.viewers, previous.owner_uid);
    }
    const updated = await updateRecipeRow(trx, recipeId, changes, indexes);
    if (!updated) throw recipeNotFound();
    return { previous, updated };
  });
  const { previous, updated } = result;
  deps.events.publish({ type: 'recipe.updated', recipe: updated, previous, actorId: actor.id });
  if (committed) {
    deps.events.publish({
      type: 'doc.updated',
      docId: recipeId,
      update: committed.update,
      originId: null,
      recipe: updated,
    });
  }
  return updated;
}

/** The content fields an update carries (those a recipe's document holds). */
function contentFieldsOf(input: UpdateRecipeInput): Partial<RecipeContent> {
  const content: Partial<RecipeContent> = {};
  for (const field of RECIPE_DOC_FIELDS) {
    const value = input[field];
    if (value !== undefined) (content as Record<string, unknown>)[field] = value;
  }
  return content;
}

/** Where a person stands on a recipe's sharing lists; null is off both. */
export type SharingPlace = MemberRole | null;

/**
 * Makes `userId` an editor of a recipe (an accepted invite), unless they own it or already are
 * one; a listed viewer moves to the editors. Authorized as `invite` inside the transaction.
 * Answers whether anything changed; tells `recipe.updated` when it did.
 */
export async function addEditor(
  deps: RecipeDeps,
  actor: UserRow,
  recipeId: string,
  userId: string,
): Promise<boolean> {
  return placePerson(deps, actor.id, recipeId, userId, 'editor', (previous) =>
    authorize(actor, 'invite', previous),
  );
}

/**
 * Makes `user` an editor of the recipe an invitation link of its owner named (sharing/invites.ts
 * checked the link); answers whether they were not one already.
 */
export async function addEditorByInvitation(
  deps: RecipeDeps,
  user: UserRow,
  recipeId: string,
): Promise<boolean> {
  return placePerson(deps, user.id, recipeId, user.id, 'editor', () => {});
}

/**
 * The owner changes what a person already on the recipe's lists may do: `editor`, `viewer`, or
 * null to take their access away. Authorized as `changeSharing` inside the transaction; someone
 * on neither list is a 404 (this changes a place, it does not hand one out). The removal reaches
 * open sockets through `recipe.updated` like any other change of access.
 */
export async function changePersonPlace(
  deps: RecipeDeps,
  actor: UserRow,
  recipeId: string,
  userId: string,
  place: SharingPlace,
): Promise<boolean> {
  return placePerson(deps, actor.id, recipeId, userId, place, (previous) => {
    authorize(actor, 'changeSharing', previous);
    const listed =
      parseStringList(previous.editors).includes(userId) ||
      parseStringList(previous.viewers).includes(userId);
    if (!listed) throw notFound('This person has no access to the recipe', 'not_listed');
  });
}

/**
 * Puts `userId` in `place` on the recipe's lists (at the end of the list they join) after
 * `check` has seen the locked row. The owner is never listed. Answers whether anything changed;
 * tells `recipe.updated` when it did.
 */
async function placePerson(
  deps: RecipeDeps,
  actorId: string,
  recipeId: string,
  userId: string,
  place: SharingPlace,
  check: (previous: RecipeRow) => void,
): Promise<boolean> {
  const result = await deps.db.transaction().execute(async (trx) => {
    const previous = await lockAndFindRecipe(trx, recipeId);
    check(previous);
    if (previous.owner_uid === userId) return null;
    const editors = parseStringList(previous.editors);
    const viewers = parseStringList(previous.viewers);
    const current: SharingPlace = editors.includes(userId)
      ? 'editor'
      : viewers.includes(userId)
        ? 'viewer'
        : null;
    if (current === place) return null;
    const nextEditors = editors.filter((id) => id !== userId);
    const nextViewers = viewers.filter((id) => id !== userId);
    if (place === 'editor') nextEditors.push(userId);
    if (place === 'viewer') nextViewers.push(userId);
    const updated = await updateRecipeRow(
      trx,
      recipeId,
      {
        updated_at: laterThan(previous.updated_at),
        editors: JSON.stringify(nextEditors),
        viewers: JSON.stringify(nextViewers),
      },
      { editors: nextEditors, viewers: nextViewers },
    );
    if (!updated) throw recipeNotFound();
    return { previous, updated };
  });
  if (!result) return false;
  deps.events.publish({
    type: 'recipe.updated',
    recipe: result.updated,
    previous: result.previous,
    actorId,
  });
  return true;
}

/** The stored recipe with this id; an id that cannot exist is simply not found. */
export async function loadRecipe(deps: Pick<AppDeps, 'db'>, id: string): Promise<RecipeRow> {
  const recipe = IdSchema.safeParse(id).success ? await getRecipe(deps.db, id) : undefined;
  if (!recipe) throw recipeNotFound();
  return recipe;
}

/**
 * Deletes a recipe (owner only, checked inside the transaction): it moves to the owner's trash,
 * where it reads as deleted everywhere, until it is restored or deleted for good (trash.ts).
 * Tells `recipe.deleted` once committed, so it leaves every list and open dialog as before.
 */
export async function deleteRecipe(
  deps: RecipeDeps,
  actor: UserRow,
  recipeId: string,
): Promise<void> {
  const trashed = await deps.db.transaction().execute(async (trx) => {
    const recipe = await lockAndFindRecipe(trx, recipeId);
    authorize(actor, 'delete', recipe);
    const row = await markRecipeTrashed(trx, recipeId, nowIso());
    if (!row) throw recipeNotFound();
    return row;
  });
  deps.events.publish({ type: 'recipe.deleted', recipe: trashed, actorId: actor.id });
}

/** Takes the recipe's write lock, then reads it; 404 when it does not exist or is in the trash. */
async function lockAndFindRecipe(trx: Db, recipeId: string): Promise<RecipeRow> {
  const recipe = (await lockRecipeForWrite(trx, recipeId))
    ? await findRecipeById(trx, recipeId)
    : undefined;
  if (!recipe) throw recipeNotFound();
  return recipe;
}

/**
 * The signed-in user's list: their own recipes plus those they are a listed editor of. `tags`
 * (comma-joined) keeps recipes carrying every listed tag, case-insensitively; `search` is
 * full-text (see search.ts). Order: `sort` when given; otherwise relevance when searching, then
 * most recently updated.
 */
/** The distinct tag keys of a comma-joined `tags` query parameter. */
export function tagKeysOf(tags: string | undefined): string[] {
  return [
    ...new Set(
      (tags ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag.length > 0)
        .map(tagKeyOf),
    ),
  ];
}

/** The stored recipe, whoever may read it; callers authorize before presenting it. */
export function getRecipe(db: Db, recipeId: string): Promise<RecipeRow | undefined> {
  return findRecipeById(db, recipeId);
}

async function checkSharingList(
  db: Db,
  field: 'editors' | 'viewers',
  userIds: readonly string[],
  ownerUid: string,
) {
  if (userIds.includes(ownerUid)) {
    throw badRequest(`${field}: The owner cannot be listed`, 'owner_listed', { field });
  }
  const existing = await selectExistingUserIds(db, userIds);
  if (userIds.some((id) => !existing.has(id))) {
    throw badRequest(`${field}: Unknown user`, 'unknown_user', { field });
  }
}
