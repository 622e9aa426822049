// The recipes feature's SQL, in Kysely. Lists start from an access-scoped builder, so rows a
// user may not read never load. The recipe_tags and recipe_members index tables mirror the JSON
// columns; every write here keeps them in step and must run inside the caller's transaction.
//
// The trash: a deleted recipe keeps its row with `deleted_at` set until it is deleted for good.
// Every query here reads recipes outside the trash unless its name says `Trashed`.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { RecipeSort } from '../../contract/recipes';
import type { Database, NewRecipeRow, RecipeRow, RecipeUpdateRow } from '../db/schema';
import { parseStringList } from './policy';
import { fullTextHits, fullTextJoinCondition, titleContains, type SearchPlan } from './search';

type Db = Kysely<Database>;
export type MemberRole = 'editor' | 'viewer';

/** How a tag is indexed and filtered: case-insensitive (and NFC, so "é" typed either way matches). */
export function tagKey(tag: string): string {
  return tag.normalize('NFC').toLowerCase();
}

/**
 * Recipes in a user's reach by ownership or membership: their own, UNION those where they are
 * listed with one of `roles`. Link and public recipes are deliberately not included: opening a
 * link does not put a recipe in anybody's collection.
 */
export function accessibleRecipes(
  db: Db,
  userId: string,
  roles: readonly MemberRole[] = ['editor', 'viewer'],
) {
  const owned = db
    .selectFrom('recipes as owned')
    .select('owned.id')
    .where('owned.owner_uid', '=', userId);
  const reachable =
    roles.length === 0
      ? owned
      : owned.union(
          db
            .selectFrom('recipe_members')
            .select('recipe_members.recipe_id as id')
            .where('recipe_members.user_id', '=', userId)
            .where('recipe_members.role', 'in', [...roles]),
        );
  return db
    .selectFrom('recipes')
    .where('recipes.id', 'in', reachable)
    .where('recipes.deleted_at', 'is', null);
}

export interface RecipeListFilter {
  /** Lower-cased tag keys; a recipe must carry every one. */
  tagKeys: readonly string[];
  search: SearchPlan;
  /** Absent: relevance when searching, most recently updated otherwise. */
  sort?: RecipeSort;
}

/** The user's own recipes and those they are a listed editor of, filtered and ordered. */
export async function selectRecipeList(
  db: Db,
  userId: string,
  filter: RecipeListFilter,
): Promise<RecipeRow[]> {
  let query = accessibleRecipes(db, userId, ['editor']);

  if (filter.tagKeys.length > 0) {
    query = query.where('recipes.id', 'in', recipesWithAllTags(db, filter.tagKeys));
  }

  if (filter.search.kind === 'title') {
    query = query.where(titleContains(filter.search));
  }

  if (filter.search.kind === 'fulltext') {
    let ranked = query
      .innerJoin(fullTextHits(filter.search, { userId }), (join) => join.on(fullTextJoinCondition))
      .selectAll('recipes');
    if (filter.sort === undefined) ranked = ranked.orderBy(sql.ref('fts.rank'), 'asc');
    for (const [column, direction] of sortOrder(filter.sort ?? 'recent')) {
      ranked = ranked.orderBy(column, direction);
    }
    return ranked.execute();
  }

  let listed = query.selectAll('recipes');
  for (const [column, direction] of sortOrder(filter.sort ?? 'recent')) {
    listed = listed.orderBy(column, direction);
  }
  return listed.execute();
}

/** Ids of the recipes carrying every one of `tagKeys` (lower-cased, see tagKey). */
export function recipesWithAllTags(db: Db, tagKeys: readonly string[]) {
  return (
    db
      .selectFrom('recipe_tags')
      .select('recipe_tags.recipe_id')
      .where('recipe_tags.tag', 'in', [...tagKeys])
      .groupBy('recipe_tags.recipe_id')
      // (recipe_id, tag) is the primary key, so counting rows counts distinct tags.
      .having((eb) => eb.fn.countAll(), '=', tagKeys.length)
  );
}

/** ORDER BY terms for a sort, ending in the id so equal timestamps still order the same way. */
function sortOrder(sort: RecipeSort): Array<[RawBuilder<unknown>, 'asc' | 'desc']> {
  const updatedAt = sql.ref('recipes.updated_at');
  const id = sql.ref('recipes.id');
  switch (sort) {
    case 'alphabetical':
      // lower() means the same in both dialects; SQLite's folds ASCII letters only.
      return [
        [sql`lower(recipes.title)`, 'asc'],
        [updatedAt, 'desc'],
        [id, 'asc'],
      ];
    case 'created':
      return [
        [sql.ref('recipes.created_at'), 'desc'],
        [id, 'asc'],
      ];
    case 'recent':
      return [
        [updatedAt, 'desc'],
        [id, 'asc'],
      ];
  }
}

/** The recipe with this id, unless it is in the trash (a trashed recipe reads as deleted). */
export function findRecipeById(db: Db, id: string): Promise<RecipeRow | undefined> {
  return db
    .selectFrom('recipes')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Recipes the user owns outside the trash: what the free plan's limit counts. */
export async function countRecipesOwnedBy(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recipes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('owner_uid', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The recipe with this id if it is in the trash. */
export function findTrashedRecipeById(db: Db, id: string): Promise<RecipeRow | undefined> {
  return db
    .selectFrom('recipes')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
}

/** The user's own recipes in the trash, most recently deleted first. */
export function selectTrashedRecipesOwnedBy(db: Db, userId: string): Promise<RecipeRow[]> {
  return db
    .selectFrom('recipes')
    .selectAll()
    .where('owner_uid', '=', userId)
    .where('deleted_at', 'is not', null)
    .orderBy('deleted_at', 'desc')
    .orderBy('id', 'asc')
    .execute();
}

/** Ids of recipes put in the trash before `cutoff` (ISO), oldest first. */
export async function selectTrashedBefore(
  db: Db,
  cutoff: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('recipes')
    .select('id')
    .where('deleted_at', 'is not', null)
    .where('deleted_at', '<', cutoff)
    .orderBy('deleted_at', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Puts a recipe outside the trash into it; answers the trashed row. Its index rows stay, so a
 * restore needs nothing rebuilt; every read of them joins recipes outside the trash.
 */
export function markRecipeTrashed(
  trx: Db,
  id: string,
  deletedAt: string,
): Promise<RecipeRow | undefined> {
  return trx
    .updateTable('recipes')
    .set({ deleted_at: deletedAt })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Takes a recipe out of the trash with a new updatedAt; answers the restored row. */
export function markRecipeRestored(
  trx: Db,
  id: string,
  updatedAt: string,
): Promise<RecipeRow | undefined> {
  return trx
    .updateTable('recipes')
    .set({ deleted_at: null, updated_at: updatedAt })
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Makes the caller's transaction the writer before it counts anything: a no-op update of the
 * owner's row. SQLite then holds its write lock from here to commit (no read-then-upgrade that
 * another process could slip between), and PostgreSQL holds that row's lock, so concurrent
 * creates for one user queue up and each counts the others' inserts.
 */
export async function lockUserForWrite(trx: Db, userId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}

/**
 * The same for a recipe: a no-op update of its row, so the caller's transaction holds the write
 * lock (SQLite) or the row lock (PostgreSQL) before it reads the recipe it is about to change.
 * Answers whether the recipe exists.
 */
export async function lockRecipeForWrite(trx: Db, recipeId: string): Promise<boolean> {
  const result = await trx
    .updateTable('recipes')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', recipeId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Which of `ids` are users that exist. */
export async function selectExistingUserIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

export interface RecipeIndexes {
  tags: readonly string[];
  editors: readonly string[];
  viewers: readonly string[];
}

/** Inserts a recipe and its index rows; run inside a transaction. */
export async function insertRecipe(
  trx: Db,
  row: NewRecipeRow,
  indexes: RecipeIndexes,
): Promise<RecipeRow> {
  const inserted = await trx
    .insertInto('recipes')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
  await replaceRecipeTags(trx, inserted.id, indexes.tags);
  await replaceRecipeMembers(trx, inserted.id, indexes.editors, indexes.viewers);
  return inserted;
}

/**
 * Updates the columns in `changes` only, and the index rows of whichever lists changed; run
 * inside a transaction.
 */
export async function updateRecipeRow(
  trx: Db,
  id: string,
  changes: RecipeUpdateRow,
  indexes: Partial<RecipeIndexes>,
): Promise<RecipeRow | undefined> {
  const updated = await trx
    .updateTable('recipes')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!updated) return undefined;
  if (indexes.tags) await replaceRecipeTags(trx, id, indexes.tags);
  if (indexes.editors || indexes.viewers) {
    const editors = indexes.editors ?? parseStringList(updated.editors);
    const viewers = indexes.viewers ?? parseStringList(updated.viewers);
    await replaceRecipeMembers(trx, id, editors, viewers);
  }
  return updated;
}

/**
 * Deletes a recipe for good; its tag and member rows go with it (foreign keys cascade), and so
 * does its sync document, which no foreign key ties to the recipe (its updates and versions
 * cascade from it). Run inside the caller's transaction, so the two never part.
 */
export async function deleteRecipeRow(trx: Db, id: string): Promise<boolean> {
  await trx.deleteFrom('sync_docs').where('doc_id', '=', id).execute();
  const result = await trx.deleteFrom('recipes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

async function replaceRecipeTags(trx: Db, recipeId: string, tags: readonly string[]) {
  await trx.deleteFrom('recipe_tags').where('recipe_id', '=', recipeId).execute();
  const keys = [...new Set(tags.map(tagKey))];
  if (keys.length === 0) return;
  await trx
    .insertInto('recipe_tags')
    .values(keys.map((tag) => ({ recipe_id: recipeId, tag })))
    .execute();
}

async function replaceRecipeMembers(
  trx: Db,
  recipeId: string,
  editors: readonly string[],
  viewers: readonly string[],
) {
  await trx.deleteFrom('recipe_members').where('recipe_id', '=', recipeId).execute();
  const rows = [
    ...[...new Set(editors)].map((userId) => ({
      recipe_id: recipeId,
      user_id: userId,
      role: 'editor' as const,
    })),
    ...[...new Set(viewers)].map((userId) => ({
      recipe_id: recipeId,
      user_id: userId,
      role: 'viewer' as const,
    })),
  ];
  if (rows.length === 0) return;
  await trx.insertInto('recipe_members').values(rows).execute();
}
