// The lists of a user's recipes: GET /api/recipes (every match at once, as SPEC's client expects)
// and GET /api/recipes/cards (the same list one page at a time, for a grid that loads as it
// scrolls). Both read keys first (queries.selectRecipeListKeys) and send the recipes this process
// keeps serialized (recipe-json.ts), reading only those it does not.
import type { RecipeCardsQuery, RecipeListQuery } from '../../contract/recipes';
import { tagKeyOf } from '../../contract/recipe-values';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { badRequest } from '../http/errors';
import {
  countRecipeList,
  countRecipesOwnedBy,
  listOrderOf,
  positionAfter,
  selectListedTagColumns,
  selectRecipeListKeys,
  selectRecipesByIds,
  type ListPosition,
  type RecipeListFilter,
} from './queries';
import { parseStringList } from './policy';
import type { RecipeJsonCache } from './recipe-json';
import { forgivingLimits, planForgivingSearch } from './search-vocabulary';
import { tagKeysOf } from './service';

type ListDeps = Pick<AppDeps, 'db' | 'dialect' | 'config' | 'listAnswers'> & {
  recipeJson: RecipeJsonCache;
};

async function filterOf(
  deps: Pick<AppDeps, 'db' | 'dialect' | 'config'>,
  query: RecipeListQuery,
): Promise<RecipeListFilter> {
  return {
    dialect: deps.dialect,
    tagKeys: tagKeysOf(query.tags),
    search: await planForgivingSearch(deps.db, deps.dialect, query.search, forgivingLimits(deps)),
    sort: query.sort,
  };
}

/** GET /api/recipes as JSON text: every recipe the user lists, filtered and ordered. */
export async function recipeListJson(
  deps: ListDeps,
  user: UserRow,
  query: RecipeListQuery,
): Promise<string> {
  const keys = await selectRecipeListKeys(deps.db, user.id, await filterOf(deps, query));
  return deps.recipeJson.listJson(keys, user, 'recipe', (ids) => selectRecipesByIds(deps.db, ids));
}

/**
 * GET /api/recipes/cards as JSON text: one page of the same list, as cards. `listVersion` is the
 * version of the user's lists when the request has read it already (list-answers.ts).
 */
export async function recipeCardPageJson(
  deps: ListDeps,
  user: UserRow,
  query: RecipeCardsQuery,
  listVersion?: number,
): Promise<string> {
  const filter = await filterOf(deps, query);
  const order = listOrderOf(filter);
  const after =
    query.cursor === undefined
      ? null
      : decodeListCursor(query.cursor, order, filter.search.kind === 'fulltext');
  const limit = query.limit ?? deps.config.RECIPE_CARDS_PAGE_SIZE;
  // One key more than the page tells whether another page follows.
  const keys = await selectRecipeListKeys(deps.db, user.id, filter, { after, limit: limit + 1 });
  const pageKeys = keys.slice(0, limit);
  const last = pageKeys.at(-1);
  const offset = (after?.sort === 'relevance' ? after.offset : 0) + pageKeys.length;
  const nextCursor =
    keys.length > limit && last ? encodeListCursor(positionAfter(order, last, offset)) : null;
  const total = after === null ? await countRecipeList(deps.db, user.id, filter) : null;
  const ownedCount = after === null ? await countRecipesOwnedBy(deps.db, user.id) : null;
  // Whatever the filter, so a search or a tag's first page needs no second read of every tag.
  const tags =
    after === null
      ? await deps.listAnswers.answer(
          user.id,
          'tags',
          async () => JSON.stringify(await listedTags(deps, user.id)),
          (text) => text.length * 2,
          listVersion,
        )
      : 'null';
  const cards = await deps.recipeJson.listJson(pageKeys, user, 'card', (ids) =>
    selectRecipesByIds(deps.db, ids),
  );
  return `{"cards":${cards},"nextCursor":${JSON.stringify(nextCursor)},"total":${JSON.stringify(total)},"ownedCount":${JSON.stringify(ownedCount)},"tags":${tags}}`;
}

const tagOrder = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Every tag of the user's listed recipes once (case-insensitively, as tag filters match), in the
 * spelling of the most recently updated recipe that carries it, A-Z. Reads one column of every
 * listed recipe: for a library of 5,000 a few milliseconds, once per version of the user's lists.
 */
export async function listedTags(
  deps: Pick<AppDeps, 'db' | 'dialect'>,
  userId: string,
): Promise<string[]> {
  const byKey = new Map<string, string>();
  for (const column of await selectListedTagColumns(deps.db, deps.dialect, userId)) {
    for (const tag of parseStringList(column)) {
      const key = tagKeyOf(tag);
      if (!byKey.has(key)) byKey.set(key, tag);
    }
  }
  return [...byKey.values()].sort(tagOrder.compare);
}

/** A position as base64url JSON: opaque to clients. */
export function encodeListCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

const POSITION_FIELDS: Record<ListPosition['sort'], Record<string, 'string' | 'number'>> = {
  recent: { updatedAt: 'string', id: 'string' },
  created: { createdAt: 'string', id: 'string' },
  alphabetical: { title: 'string', updatedAt: 'string', id: 'string' },
  relevance: { offset: 'number' },
};

/**
 * The position a cursor holds, which must be one of `order`'s (same search and sort): in a
 * full-text search, ordered by match tier first, a keyset position also holds its tier.
 */
export function decodeListCursor(
  cursor: string,
  order: ListPosition['sort'],
  fullText = false,
): ListPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  const fields: Record<string, 'string' | 'number'> =
    fullText && order !== 'relevance'
      ? { ...POSITION_FIELDS[order], tier: 'number' }
      : POSITION_FIELDS[order];
  if (
    typeof value === 'object' &&
    value !== null &&
    (value as { sort?: unknown }).sort === order &&
    Object.entries(fields).every(
      ([name, type]) => typeof (value as Record<string, unknown>)[name] === type,
    ) &&
    Object.keys(value).length === Object.keys(fields).length + 1 &&
    (order !== 'relevance' || isOffset((value as { offset: number }).offset)) &&
    (!('tier' in value) || isTier((value as { tier: number }).tier))
  ) {
    return value as ListPosition;
  }
  throw badRequest('cursor: Invalid cursor', 'invalid_cursor', { field: 'cursor' });
}

const isOffset = (offset: number) => Number.isSafeInteger(offset) && offset >= 0;
const isTier = (tier: number) => tier === 0 || tier === 1 || tier === 2;
