// Discover (SPEC §2): public recipes of all users, newest first, with search and tag chips.
import { DISCOVER_LIMITS, type DiscoverQuery, type DiscoverTag } from '../../contract/recipes';
import type { AppDeps } from '../deps';
import type { Actor } from '../recipes/policy';
import { discoverRecipeJson, keepDiscoverRecipe, type KeptDiscoverRecipe } from './presenter';
import { decodePosition, encodePosition } from '../lib/position-cursor';
import { badRequest } from '../http/errors';
import { forgivingLimits, planForgivingSearch } from '../recipes/search-vocabulary';
import { tagKeysOf } from '../recipes/service';
import {
  selectPublicRecipes,
  selectTopPublicTags,
  type DiscoverPosition,
  type RecipeWithOwner,
} from './queries';

export interface DiscoverPage {
  recipes: RecipeWithOwner[];
  /** Opaque; absent on the last page. */
  nextCursor: string | null;
}

/** The cursor is the last recipe's (createdAt, id), opaque to clients. */
export const encodeCursor: (position: DiscoverPosition) => string = encodePosition;

export function decodeCursor(cursor: string): DiscoverPosition {
  const position = decodePosition(cursor);
  if (position) return position;
  throw badRequest('cursor: Invalid cursor', 'invalid_cursor', { field: 'cursor' });
}

/**
 * A Discover page as kept for every reader (server/recipes/list-answers.ts): its recipes in parts,
 * the whole answer of a signed-in reader with no place on any of them as UTF-8 bytes, and, for
 * each user who has a place on some (owner, editor or viewer), which ones: those are completed
 * for them alone.
 */
export interface DiscoverAnswer {
  nextCursor: string | null;
  recipes: readonly KeptDiscoverRecipe[];
  strangerJson: Buffer;
  placesOf: ReadonlyMap<string, readonly number[]>;
}

/** A signed-in reader with no place on any recipe (no user has an empty id). */
const STRANGER: Actor = { id: '' };

export function keepDiscoverPage(page: DiscoverPage): DiscoverAnswer {
  const recipes = page.recipes.map(keepDiscoverRecipe);
  const placesOf = new Map<string, number[]>();
  recipes.forEach(({ access }, index) => {
    for (const id of new Set([access.ownerUid, ...access.editors, ...access.viewers])) {
      placesOf.set(id, [...(placesOf.get(id) ?? []), index]);
    }
  });
  const strangerJson = Buffer.from(
    `[${recipes.map((recipe) => discoverRecipeJson(recipe, STRANGER)).join(',')}]`,
  );
  return { nextCursor: page.nextCursor, recipes, strangerJson, placesOf };
}

/** The kept page's JSON answer for `viewer`. */
export function discoverJsonFor(
  answer: DiscoverAnswer,
  viewer: NonNullable<Actor>,
): Buffer | string {
  if (!answer.placesOf.has(viewer.id)) return answer.strangerJson;
  return `[${answer.recipes.map((recipe) => discoverRecipeJson(recipe, viewer)).join(',')}]`;
}

/** One page of Discover; one row more than the page is read to learn whether another follows. */
export async function findDiscoverPage(
  deps: Pick<AppDeps, 'db' | 'dialect' | 'config'>,
  query: DiscoverQuery,
): Promise<DiscoverPage> {
  const pageSize = query.limit ?? deps.config.DISCOVER_PAGE_SIZE;
  const rows = await selectPublicRecipes(deps.db, {
    tagKeys: tagKeysOf(query.tags),
    search: await planForgivingSearch(deps.db, deps.dialect, query.search, forgivingLimits(deps)),
    after: query.cursor ? decodeCursor(query.cursor) : null,
    limit: pageSize + 1,
  });
  const recipes = rows.slice(0, pageSize);
  const last = recipes.at(-1);
  const nextCursor =
    rows.length > pageSize && last
      ? encodeCursor({
          createdAt: last.created_at,
          id: last.id,
          ...(last.search_tier == null ? {} : { tier: Number(last.search_tier) }),
        })
      : null;
  return { recipes, nextCursor };
}

/**
 * The tag chips: the most used tags among public recipes. Counting them reads every public
 * recipe's tags, so the answer is kept for DISCOVER_TAGS_CACHE_SECONDS and dropped as soon as
 * this process sees a public recipe change (other processes' changes show after the TTL).
 */
export function createTopTagsCache(deps: Pick<AppDeps, 'db' | 'config' | 'events'>) {
  let cached: { tags: DiscoverTag[]; expiresAt: number } | null = null;
  // Bumped on every invalidation, so a count that was running meanwhile is not kept.
  let generation = 0;
  const invalidate = () => {
    cached = null;
    generation += 1;
  };
  const unsubscribe = deps.events.subscribe((event) => {
    if (event.type === 'recipe.updated') {
      if (event.recipe.visibility === 'public' || event.previous.visibility === 'public') {
        invalidate();
      }
    } else if (event.type === 'recipe.created' || event.type === 'recipe.deleted') {
      if (event.recipe.visibility === 'public') invalidate();
    }
  });
  return {
    async get(): Promise<DiscoverTag[]> {
      if (cached && cached.expiresAt > Date.now()) return cached.tags;
      const startedAt = generation;
      const tags = await selectTopPublicTags(deps.db, DISCOVER_LIMITS.tagChips);
      if (startedAt === generation) {
        cached = { tags, expiresAt: Date.now() + deps.config.DISCOVER_TAGS_CACHE_SECONDS * 1000 };
      }
      return tags;
    },
    close: unsubscribe,
  };
}
