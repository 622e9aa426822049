import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  CreateRecipeInput,
  ImportInput,
  ImportPreview,
  Recipe,
  RecipeCard,
  RecipeCardPage,
  RecipeSort,
  UpdateRecipeInput,
} from '../../../contract';
import { apiReadLarge, apiRequest, withQuery } from '../../lib/api';
import { isNetworkError } from '../../lib/online';
import { isFresher } from '../realtime/merge-recipe';

export interface RecipeListParams {
  search?: string;
  tags?: string[];
}

export const recipeKeys = {
  /** Prefix of every recipe list (full lists and card pages); invalidate it after any write. */
  lists: ['/api/recipes'] as const,
  list: ({ search = '', tags = [] }: RecipeListParams) =>
    ['/api/recipes', { search, tags: [...tags].sort() }] as const,
  /** My Recipes' card pages (use-recipe-cards.ts), under `lists`. */
  cards: (params: RecipeListParams & { sort: RecipeSort }) =>
    [
      '/api/recipes',
      'cards',
      { search: params.search ?? '', tags: [...(params.tags ?? [])].sort(), sort: params.sort },
    ] as const,
  /** One recipe by id: what a My Recipes card opens, and a recipe opened by link. */
  one: (id: string) => ['recipe', id] as const,
  /** The user's trash (use-trash.ts); not a list of recipes, so not under `lists`. */
  trash: ['/api/recipes/trash'] as const,
};

/** GET /api/recipes/{id} as a query: the full recipe with the caller's abilities. */
export function recipeQuery(id: string) {
  return queryOptions({
    queryKey: recipeKeys.one(id),
    queryFn: () => apiRequest<Recipe>('GET', `/api/recipes/${encodeURIComponent(id)}`),
    retry: false,
  });
}

/** GET /api/recipes/{id}: the full recipe with the caller's abilities (404 when unreadable). */
export function useRecipe(id: string, enabled: boolean) {
  return useQuery({ ...recipeQuery(id), enabled });
}

/** Puts a fresher copy of a recipe into its single-recipe cache, if that is held. */
export function writeRecipeToOne(queryClient: QueryClient, recipe: Recipe) {
  queryClient.setQueryData<Recipe>(recipeKeys.one(recipe.id), (current) =>
    current && isFresher(recipe, current)
      ? { ...current, ...recipe, abilities: recipe.abilities ?? current.abilities }
      : current,
  );
}

/** The full list (GET /api/recipes, no filter) as a query: My Recipes' offline source. */
export const allRecipesQuery = {
  queryKey: recipeKeys.list({}),
  queryFn: () => apiReadLarge<Recipe[]>('/api/recipes'),
};

/** A cached list of the user's recipes: a full list, or card pages. */
type CachedList = Recipe[] | InfiniteData<RecipeCardPage>;

/**
 * Applies `update` to every cached list of the user's recipes, full lists and card pages alike;
 * `update` answers the same array when nothing changes.
 */
export function updateCachedLists(
  queryClient: QueryClient,
  update: <T extends RecipeCard>(list: T[]) => T[] | undefined,
) {
  queryClient.setQueriesData<CachedList>({ queryKey: recipeKeys.lists }, (data) => {
    if (!data) return data;
    if (Array.isArray(data)) return update(data) ?? data;
    let changed = false;
    let removed = 0;
    const pages = data.pages.map((page) => {
      const cards = update(page.cards) ?? page.cards;
      if (cards === page.cards) return page;
      changed = true;
      removed += page.cards.length - cards.length;
      return { ...page, cards };
    });
    if (!changed) return data;
    // The count above the grid drops with the card, not a refetch later.
    const [first] = pages;
    if (removed !== 0 && first?.total != null) {
      pages[0] = { ...first, total: Math.max(0, first.total - removed) };
    }
    return { ...data, pages };
  });
}

/** GET /api/recipes: the user's recipes, narrowed by full-text search and by tags (all must match). */
export function useRecipes(
  params: RecipeListParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const queryKey = recipeKeys.list(params);
  const { search, tags } = queryKey[1];
  const queryClient = useQueryClient();
  return useQuery({
    queryKey,
    queryFn: async () => {
      const path = withQuery('/api/recipes', {
        search,
        tags: tags.length ? tags.join(',') : undefined,
      });
      try {
        return await apiReadLarge<Recipe[]>(path);
      } catch (error) {
        // Offline, a search runs over the whole list the service worker stored (it never stores
        // searches): web/features/offline/offline-search.ts.
        const stored =
          path !== '/api/recipes' && isNetworkError(error)
            ? queryClient.getQueryData<Recipe[]>(recipeKeys.list({}))
            : undefined;
        if (!stored) throw error;
        const { searchRecipes } = await import('../offline/offline-search');
        return searchRecipes(stored, search, tags);
      }
    },
    // Keep showing the previous list while a new search loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
    // A list of thousands compared item by item with the last one cost the page a long task;
    // the grid reads card pages, so nothing here gains from keeping unchanged items.
    structuralSharing: false,
    enabled,
  });
}

/** Puts a recipe the server answered with into every cached list that holds it. */
function writeRecipeToLists(queryClient: QueryClient, recipe: Recipe) {
  writeRecipeToOne(queryClient, recipe);
  updateCachedLists(queryClient, (list) =>
    list.map((item) =>
      item.id === recipe.id
        ? { ...item, ...recipe, abilities: recipe.abilities ?? item.abilities }
        : item,
    ),
  );
}

function removeRecipeFromLists(queryClient: QueryClient, id: string) {
  updateCachedLists(queryClient, (list) => list.filter((item) => item.id !== id));
}

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRecipeInput) => apiRequest<Recipe>('POST', '/api/recipes', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.lists }),
  });
}

export interface RecipeUpdate {
  id: string;
  changes: UpdateRecipeInput;
}

/** PUT /api/recipes/{id} with only the changed fields; the answer becomes the cached recipe. */
export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: RecipeUpdate) =>
      apiRequest<Recipe>('PUT', `/api/recipes/${encodeURIComponent(id)}`, changes),
    onSuccess: (recipe) => {
      if (recipe?.id) writeRecipeToLists(queryClient, recipe);
      return queryClient.invalidateQueries({ queryKey: recipeKeys.lists });
    },
  });
}

/** DELETE /api/recipes/{id}: the recipe moves to the trash (use-trash.ts). */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/recipes/${encodeURIComponent(id)}`),
    onSuccess: (_answer, id) => {
      removeRecipeFromLists(queryClient, id);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeKeys.lists }),
        queryClient.invalidateQueries({ queryKey: recipeKeys.trash }),
      ]);
    },
  });
}

/** POST /api/recipes/import: reads a recipe page and answers a preview; nothing is saved yet. */
export function useImportRecipe() {
  return useMutation({
    mutationFn: (url: string) =>
      apiRequest<ImportPreview>('POST', '/api/recipes/import', { url } satisfies ImportInput),
  });
}
