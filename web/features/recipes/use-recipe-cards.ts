// My Recipes' grid, a page at a time (GET /api/recipes/cards), so a library of thousands shows its
// first cards as fast as one of ten. Offline, the pages come from the stored full list instead,
// filtered and sorted here, in one page.
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { RecipeCardPage, RecipeSort } from '../../../contract';
import { apiRequest, withQuery } from '../../lib/api';
import { isNetworkError } from '../../lib/online';
import { sortRecipes } from './sort-recipes';
import { allRecipesQuery, recipeKeys } from './use-recipes';

export interface RecipeCardsParams {
  search: string;
  tags: string[];
  sort: RecipeSort;
}

/** The card pages of `params` as a query: the grid's, and what opening the app warms up. */
function recipeCardsQuery(queryClient: QueryClient, params: RecipeCardsParams) {
  const queryKey = recipeKeys.cards(params);
  const { search, tags, sort } = queryKey[2];
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, signal }): Promise<RecipeCardPage> => {
      const path = cardsPath({ search, tags, sort }, pageParam);
      try {
        return await apiRequest<RecipeCardPage>('GET', path, undefined, { signal });
      } catch (error) {
        // Offline: the whole list the service worker stored, as one page.
        if (pageParam !== undefined || !isNetworkError(error)) throw error;
        const stored = await queryClient.ensureQueryData(allRecipesQuery);
        const { searchRecipes } = await import('../offline/offline-search');
        // Best matches first, as the server answers a search; in the chosen order within each.
        const cards = searchRecipes(sortRecipes(stored, sort), search, tags);
        // Who owns what, and every tag, are read from the stored list itself (My Recipes).
        return { cards, nextCursor: null, total: cards.length, ownedCount: null, tags: null };
      }
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The address of a page of cards: the first one without `cursor`. */
export function cardsPath({ search, tags, sort }: RecipeCardsParams, cursor?: string): string {
  return withQuery('/api/recipes/cards', {
    search,
    tags: tags.length ? tags.join(',') : undefined,
    sort,
    cursor,
  });
}

/** The first cards My Recipes shows as it opens (no search, no tags, most recent first). */
export const FIRST_CARDS: RecipeCardsParams = { search: '', tags: [], sort: 'recent' };

/**
 * Starts reading My Recipes' first page (FIRST_CARDS_PATH, which a signed-in page load has the
 * browser fetch already) while the screen's code is still loading, so the two
 * do not wait for each other. It runs on a hint that somebody is signed in, made before the
 * session check answers: when the session ended while the app was closed, its 401 is no news to
 * report (no 'Unauthorized' toast, no trip to sign in); the check shows the signed-out screens.
 * The grid's own reads, on the same query, report a lost session as usual.
 */
export function prefetchFirstCards(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchInfiniteQuery({
    ...recipeCardsQuery(queryClient, FIRST_CARDS),
    meta: { skipLoggedOutRedirect: true },
  });
}

export function useRecipeCards(params: RecipeCardsParams) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    ...recipeCardsQuery(queryClient, params),
    // Keep showing the previous cards while a new search loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
