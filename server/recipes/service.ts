// The recipes feature's verbs. Callers (routes, and later sharing, import and copy) have already
// authorized the action with policy.ts; this module checks what only the data can tell (the plan
// limit, that listed users exist) and keeps each write and its index rows in one transaction.
import type { Kysely } from 'kysely';
import { recipeLimitFor } from '../../contract/plans';
import type { CreateRecipeInput, RecipeListQuery, UpdateRecipeInput } from '../../contract/recipes';
import type { Database, RecipeRow, RecipeUpdateRow, UserRow } from '../db/schema';
import { AppError, badRequest } from '../http/errors';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import {
  countRecipesOwnedBy,
  deleteRecipeRow,
  findRecipeById,
  insertRecipe,
  lockUserForWrite,
  selectExistingUserIds,
  selectRecipeList,
  tagKey,
  updateRecipeRow,
  type RecipeIndexes,
} from './queries';
import { planSearch } from './search';

type Db = Kysely<Database>;

/** How many recipes `userId` owns: what the free plan's limit counts. */
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

/**
 * Creates a recipe owned by `owner`, private unless the input says otherwise. On a limited plan
 * the count of the owner's recipes and the insert are one transaction, so concurrent creates
 * cannot pass the limit.
 */
export async function createRecipe(
  db: Db,
  owner: UserRow,
  input: CreateRecipeInput,
): Promise<RecipeRow> {
  const limit = recipeLimitFor({
    accountType: owner.account_type,
    subscriptionPlan: owner.subscription_plan,
  });
  const now = nowIso();
  const tags = input.tags ?? [];
  return db.transaction().execute(async (trx) => {
    if (limit !== null) {
      await lockUserForWrite(trx, owner.id);
      if ((await countRecipesOwnedBy(trx, owner.id)) >= limit) throw recipeLimitReached(limit);
    }
    return insertRecipe(
      trx,
      {
        id: newId(),
        owner_uid: owner.id,
        title: input.title,
        description: input.description ?? null,
        ingredients: JSON.stringify(input.ingredients),
        steps: JSON.stringify(input.steps ?? []),
        tags: JSON.stringify(tags),
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
      },
      { tags, editors: [], viewers: [] },
    );
  });
}

/**
 * Applies a partial update: only the fields present in `input` change, and updatedAt moves
 * forward. Listed editors and viewers must be existing users other than the owner (400 naming
 * the field otherwise). Returns undefined if the recipe was deleted meanwhile.
 */
export async function updateRecipe(
  db: Db,
  recipe: RecipeRow,
  input: UpdateRecipeInput,
): Promise<RecipeRow | undefined> {
  const changes: RecipeUpdateRow = { updated_at: laterThan(recipe.updated_at) };
  const indexes: Partial<RecipeIndexes> = {};

  if (input.title !== undefined) changes.title = input.title;
  if (input.description !== undefined) changes.description = input.description;
  if (input.ingredients !== undefined) changes.ingredients = JSON.stringify(input.ingredients);
  if (input.steps !== undefined) changes.steps = JSON.stringify(input.steps);
  if (input.tags !== undefined) {
    changes.tags = JSON.stringify(input.tags);
    indexes.tags = input.tags;
  }
  if (input.imageUrl !== undefined) changes.image_url = input.imageUrl;
  if (input.tipVideoUrl !== undefined) changes.tip_video_url = input.tipVideoUrl;
  if (input.sourceUrl !== undefined) changes.source_url = input.sourceUrl;
  if (input.prepTime !== undefined) changes.prep_time = input.prepTime;
  if (input.cookTime !== undefined) changes.cook_time = input.cookTime;
  if (input.servings !== undefined) changes.servings = input.servings;
  if (input.visibility !== undefined) changes.visibility = input.visibility;
  if (input.editors !== undefined) {
    indexes.editors = [...new Set(input.editors)];
    changes.editors = JSON.stringify(indexes.editors);
  }
  if (input.viewers !== undefined) {
    indexes.viewers = [...new Set(input.viewers)];
    changes.viewers = JSON.stringify(indexes.viewers);
  }

  return db.transaction().execute(async (trx) => {
    if (indexes.editors) await checkSharingList(trx, 'editors', indexes.editors, recipe.owner_uid);
    if (indexes.viewers) await checkSharingList(trx, 'viewers', indexes.viewers, recipe.owner_uid);
    return updateRecipeRow(trx, recipe.id, changes, indexes);
  });
}

/** Deletes a recipe with its index rows; false when it was already gone. */
export function deleteRecipe(db: Db, recipeId: string): Promise<boolean> {
  return deleteRecipeRow(db, recipeId);
}

/**
 * The signed-in user's list: their own recipes plus those they are a listed editor of. `tags`
 * (comma-joined) keeps recipes carrying every listed tag, case-insensitively; `search` is
 * full-text (see search.ts). Order: `sort` when given; otherwise relevance when searching, then
 * most recently updated.
 */
export function listRecipes(db: Db, userId: string, query: RecipeListQuery): Promise<RecipeRow[]> {
  const tagKeys = [
    ...new Set(
      (query.tags ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag.length > 0)
        .map(tagKey),
    ),
  ];
  return selectRecipeList(db, userId, {
    tagKeys,
    search: planSearch(query.search),
    sort: query.sort,
  });
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
    throw badRequest(`${field}: The owner cannot be listed`, { field });
  }
  const existing = await selectExistingUserIds(db, userIds);
  if (userIds.some((id) => !existing.has(id))) {
    throw badRequest(`${field}: Unknown user`, { field });
  }
}

/** Now, or a millisecond after `previous` if the clock has not moved past it. */
function laterThan(previous: string): string {
  const now = nowIso();
  if (now > previous) return now;
  const previousMs = Date.parse(previous);
  return Number.isNaN(previousMs) ? now : new Date(previousMs + 1).toISOString();
}
