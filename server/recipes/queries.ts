// The recipes feature's SQL, in Kysely. Lists start from an access-scoped builder, so rows a
// user may not read never load. The recipe_tags and recipe_members index tables mirror the JSON
// columns; every write here keeps them in step and must run inside the caller's transaction.
//
// The trash: a deleted recipe keeps its row with `deleted_at` set until it is deleted for good.
// Every query here reads recipes outside the trash unless its name says `Trashed`.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { tagKeyOf } from '../../contract/recipe-values';
import type { RecipeSort } from '../../contract/recipes';
import type { DialectName } from '../db/connect';
import type { Database, NewRecipeRow, RecipeRow, RecipeUpdateRow } from '../db/schema';
import { parseStringList } from './policy';
import {
  fullTextHits,
  fullTextJoinCondition,
  recipeFullTextMatch,
  titleContains,
} from './search-queries';
import { topTier, type SearchPlan } from './search';

type Db = Kysely<Database>;
export type MemberRole = 'editor' | 'viewer';

/**
 * Recipes in a user's reach by ownership or membership: their own, OR those where they are
 * listed with one of `roles`. Link and public recipes are deliberately not included: opening a
 * link does not put a recipe in anybody's collection.
 *
 * Written so each engine reads the two index ranges and nothing else: SQLite takes the OR of
 * `owner_uid = ?` and `id IN (subquery)` as a MULTI-INDEX OR; PostgreSQL needs the members as an
 * array (`id = ANY(ARRAY(subquery))`) to make it a BitmapOr of the two indexes (with IN it walks
 * the user's recipes by id one at a time: 17.8 ms against 3.7 ms for a page of 1,000 recipes;
 * the IN of a UNION on SQLite 1.4 ms against 0.7 ms).
 */
export function accessibleRecipes(
  db: Db,
  dialect: DialectName,
  userId: string,
  roles: readonly [MemberRole, ...MemberRole[]] = ['editor', 'viewer'],
) {
  const members = db
    .selectFrom('recipe_members')
    .select('recipe_members.recipe_id')
    .where('recipe_members.user_id', '=', userId)
    .where('recipe_members.role', 'in', [...roles]);
  return db
    .selectFrom('recipes')
    .where((eb) =>
      eb.or([
        eb('recipes.owner_uid', '=', userId),
        dialect === 'postgres'
          ? sql<boolean>`recipes.id = any(array(${members}))`
          : eb('recipes.id', 'in', members),
      ]),
    )
    .where('recipes.deleted_at', 'is', null);
}

export interface RecipeListFilter {
  dialect: DialectName;
  /** Lower-cased tag keys; a recipe must carry every one. */
  tagKeys: readonly string[];
  search: SearchPlan;
  /** Absent: relevance when searching, most recently updated otherwise. */
  sort?: RecipeSort;
}

/** A listed recipe's version and sort keys: what a list reads before any recipe's content. */
export interface RecipeListKey {
  id: string;
  updated_at: string;
  created_at: string;
  /** lower(title) as the database folds it, the alphabetical sort's key. */
  sort_title: string;
  /** In a full-text search, how the recipe matched (search.ts, SearchTier): lists order by it first. */
  tier?: number;
}

/**
 * Where a page starts: just after this recipe in the list's order (keyset), or, for results in
 * relevance order, after this many (a rank is no stable key, and a search answers few pages).
 */
export type ListPosition =
  | { sort: 'recent'; updatedAt: string; id: string; tier?: number }
  | { sort: 'created'; createdAt: string; id: string; tier?: number }
  | { sort: 'alphabetical'; title: string; updatedAt: string; id: string; tier?: number }
  | { sort: 'relevance'; offset: number };

export interface ListPage {
  after: ListPosition | null;
  limit: number;
}

/** The order a list answers in: the sort asked for, else relevance when searching, else recent. */
export function listOrderOf(filter: RecipeListFilter): ListPosition['sort'] {
  return filter.sort ?? (filter.search.kind === 'fulltext' ? 'relevance' : 'recent');
}

/** The position just after `key` in `order` (`offset` counts the rows up to and including it). */
export function positionAfter(
  order: ListPosition['sort'],
  key: RecipeListKey,
  offset: number,
): ListPosition {
  const tier = key.tier === undefined ? {} : { tier: Number(key.tier) };
  switch (order) {
    case 'recent':
      return { sort: order, updatedAt: key.updated_at, id: key.id, ...tier };
    case 'created':
      return { sort: order, createdAt: key.created_at, id: key.id, ...tier };
    case 'alphabetical':
      return { sort: order, title: key.sort_title, updatedAt: key.updated_at, id: key.id, ...tier };
    case 'relevance':
      return { sort: order, offset };
  }
}

/**
 * The user's own recipes and those they are a listed editor of, filtered and ordered, as keys
 * (one page of them with `page`). The access scope comes first: the user's recipes by owner and
 * by membership (indexes on owner_uid and recipe_members.user_id), then each by primary key; tags
 * and the search only narrow those. On SQLite the full-text hits are also narrowed to the user
 * inside the index (search.ts). EXPLAIN QUERY PLAN for a search, SQLite (list-plan.test.ts):
 *   SEARCH recipes USING INTEGER PRIMARY KEY (rowid=?)      -- joined from the index's hits
 *   SCAN recipes_fts VIRTUAL TABLE INDEX 0:M5               -- scope word AND the tokens
 *   LIST SUBQUERY … SEARCH owned USING INDEX recipes_owner_updated_idx (owner_uid=?)
 *                 … SEARCH recipe_members USING INDEX recipe_members_user_idx (user_id=?)
 * and on PostgreSQL the user's recipes are materialized first and only they are matched and
 * ranked (search.ts, fullTextHits).
 */
export function selectRecipeListKeys(
  db: Db,
  userId: string,
  filter: RecipeListFilter,
  page?: ListPage,
): Promise<RecipeListKey[]> {
  return recipeListKeysQuery(db, userId, filter, page).execute();
}

/** The query selectRecipeListKeys runs, for its plan to be read (list-plan.test.ts). */
export function recipeListKeysQuery(
  db: Db,
  userId: string,
  filter: RecipeListFilter,
  page?: ListPage,
) {
  let query = filteredRecipeList(db, userId, filter);
  const after = page?.after ?? null;
  const fullText = filter.search.kind === 'fulltext';
  if (after && after.sort !== 'relevance') {
    query = query.where(
      fullText && after.tier !== undefined
        ? sql<boolean>`(fts.tier > ${after.tier} or (fts.tier = ${after.tier} and ${keysetAfter(after)}))`
        : keysetAfter(after),
    );
  }

  let keys = query.select([
    'recipes.id',
    'recipes.updated_at',
    'recipes.created_at',
    sql<string>`lower(recipes.title)`.as('sort_title'),
    ...(fullText ? [sql<number>`fts.tier`.as('tier')] : []),
  ]);
  const order = listOrderOf(filter);
  // Exact matches first, then those of a word's stem, then typos, in every sort (a search with
  // no alternatives has one tier, and keeps the plan it had).
  if (filter.search.kind === 'fulltext' && topTier(filter.search) > 0) {
    keys = keys.orderBy(sql.ref('fts.tier'), 'asc');
  }
  if (order === 'relevance') keys = keys.orderBy(sql.ref('fts.rank'), 'asc');
  for (const [column, direction] of sortOrder(order === 'relevance' ? 'recent' : order)) {
    keys = keys.orderBy(column, direction);
  }
  if (page) {
    keys = keys.limit(page.limit);
    if (after?.sort === 'relevance') keys = keys.offset(after.offset);
  }
  return keys;
}

/**
 * The list's recipes, filtered, before any order or selection: the user's own and those shared
 * with them to edit or to view.
 */
function filteredRecipeList(db: Db, userId: string, filter: RecipeListFilter) {
  let query = accessibleRecipes(db, filter.dialect, userId);
  if (filter.tagKeys.length > 0) {
    query = query.where('recipes.id', 'in', recipesWithAllTags(db, filter.tagKeys));
  }
  if (filter.search.kind === 'title') {
    query = query.where(titleContains(filter.search));
  }
  if (filter.search.kind === 'fulltext') {
    // Everything after this refers to the hits through raw SQL (fts.rank), so the joined
    // builder is used through the plain one's type.
    query = (filter.dialect === 'postgres'
      ? query.innerJoinLateral(recipeFullTextMatch(filter.search), (join) => join.onTrue())
      : query.innerJoin(fullTextHits(filter.search, { userId }), (join) =>
          join.on(fullTextJoinCondition),
        )) as unknown as typeof query;
  }
  return query;
}

/** Rows strictly after `after` in its sort's order (sortOrder), as one condition. */
function keysetAfter(after: Exclude<ListPosition, { sort: 'relevance' }>): RawBuilder<boolean> {
  switch (after.sort) {
    case 'recent':
      return sql<boolean>`(recipes.updated_at < ${after.updatedAt}
        or (recipes.updated_at = ${after.updatedAt} and recipes.id > ${after.id}))`;
    case 'created':
      return sql<boolean>`(recipes.created_at < ${after.createdAt}
        or (recipes.created_at = ${after.createdAt} and recipes.id > ${after.id}))`;
    case 'alphabetical':
      return sql<boolean>`(lower(recipes.title) > ${after.title}
        or (lower(recipes.title) = ${after.title} and (recipes.updated_at < ${after.updatedAt}
          or (recipes.updated_at = ${after.updatedAt} and recipes.id > ${after.id}))))`;
  }
}

/** How many recipes the list holds in all (the same scope and filters, no order). */
export async function countRecipeList(
  db: Db,
  userId: string,
  filter: RecipeListFilter,
): Promise<number> {
  const row = await filteredRecipeList(db, userId, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The recipes with these ids outside the trash, in no particular order. */
export async function selectRecipesByIds(db: Db, ids: readonly string[]): Promise<RecipeRow[]> {
  const rows: RecipeRow[] = [];
  // Chunks keep every statement under SQLite's bound-parameter limit.
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    rows.push(
      ...(await db
        .selectFrom('recipes')
        .selectAll()
        .where('id', 'in', ids.slice(i, i + ID_CHUNK))
        .where('deleted_at', 'is', null)
        .execute()),
    );
  }
  return rows;
}

const ID_CHUNK = 500;

/** The user's own recipes and those shared with them to edit or view, filtered and ordered. */
export async function selectRecipeList(
  db: Db,
  userId: string,
  filter: RecipeListFilter,
): Promise<RecipeRow[]> {
  const keys = await selectRecipeListKeys(db, userId, filter);
  const byId = new Map(
    (
      await selectRecipesByIds(
        db,
        keys.map((key) => key.id),
      )
    ).map((row) => [row.id, row]),
  );
  return keys.flatMap((key) => byId.get(key.id) ?? []);
}

/** Ids of the recipes carrying every one of `tagKeys` (see tagKeyOf). */
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

/**
 * The tags column of every recipe the user lists (their own and those shared with them), most
 * recently updated first: what the tag filter offers (list-pages.ts, listedTags).
 */
export async function selectListedTagColumns(
  db: Db,
  dialect: DialectName,
  userId: string,
): Promise<string[]> {
  const rows = await accessibleRecipes(db, dialect, userId)
    .select('recipes.tags')
    .orderBy('recipes.updated_at', 'desc')
    .orderBy('recipes.id', 'asc')
    .execute();
  return rows.map((row) => row.tags);
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
  const keys = [...new Set(tags.map(tagKeyOf))];
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
