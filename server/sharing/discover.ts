// Discover (SPEC §2): public recipes of all users, newest first, with search and tag chips.
import { DISCOVER_LIMITS, type DiscoverQuery, type DiscoverTag } from '../../contract/recipes';
import type { AppDeps } from '../deps';
import { badRequest } from '../http/errors';
import { planSearch } from '../recipes/search';
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

/** The cursor is the last recipe's (createdAt, id), as base64url JSON: opaque to clients. */
export function encodeCursor(position: DiscoverPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string): DiscoverPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string'
    ) {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // falls through to the 400 below
  }
  throw badRequest('cursor: Invalid cursor', { field: 'cursor' });
}

/** One page of Discover; one row more than the page is read to learn whether another follows. */
export async function findDiscoverPage(
  deps: Pick<AppDeps, 'db' | 'dialect' | 'config'>,
  query: DiscoverQuery,
): Promise<DiscoverPage> {
  const pageSize = query.limit ?? deps.config.DISCOVER_PAGE_SIZE;
  const rows = await selectPublicRecipes(deps.db, {
    tagKeys: tagKeysOf(query.tags),
    search: planSearch(query.search, deps.dialect),
    after: query.cursor ? decodeCursor(query.cursor) : null,
    limit: pageSize + 1,
  });
  const recipes = rows.slice(0, pageSize);
  const last = recipes.at(-1);
  const nextCursor =
    rows.length > pageSize && last
      ? encodeCursor({ createdAt: last.created_at, id: last.id })
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
