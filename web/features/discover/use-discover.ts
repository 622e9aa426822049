import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { DiscoverRecipe, DiscoverTag, Recipe } from '../../../contract';
import { NEXT_CURSOR_HEADER } from '../../../contract/recipe-values';
import { apiRequest, apiRequestWithHeaders, withQuery } from '../../lib/api';
import { toast } from '../../lib/toast';
import { onMessage, watch } from '../realtime/realtime-client';
import { useRealtime } from '../realtime/use-realtime';
import type { AlreadyHave } from '../recipes/already-have-dialog';
import { toastRecipeNotAdded } from '../recipes/recipe-limit-toast';
import { findDuplicates } from '../recipes/use-duplicates';
import { recipeKeys } from '../recipes/use-recipes';
import { applyDiscoverChange, type DiscoverChange } from './discover-changes';

export interface DiscoverPage {
  recipes: DiscoverRecipe[];
  nextCursor: string | null;
}

const discoverKeys = {
  lists: ['/api/recipes/discover'] as const,
  tags: ['/api/recipes/discover/tags'] as const,
};

async function fetchDiscoverPage(
  params: { search: string; tags: string[]; cursor?: string },
  signal: AbortSignal,
): Promise<DiscoverPage> {
  const url = withQuery('/api/recipes/discover', {
    search: params.search,
    tags: params.tags.join(','),
    cursor: params.cursor,
  });
  const { body, headers } = await apiRequestWithHeaders<DiscoverRecipe[]>('GET', url, undefined, {
    signal,
  });
  return { recipes: body, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

/** GET /api/recipes/discover, a page at a time (the cursor comes in the x-next-cursor header). */
export function useDiscoverRecipes(search: string, tags: string[]) {
  const sortedTags = [...tags].sort();
  return useInfiniteQuery({
    queryKey: [...discoverKeys.lists, { search, tags: sortedTags }] as const,
    queryFn: ({ pageParam, signal }) =>
      fetchDiscoverPage({ search, tags: sortedTags, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /api/recipes/discover/tags: the chips, most used first. */
export function useDiscoverTags() {
  return useQuery({
    queryKey: discoverKeys.tags,
    queryFn: () => apiRequest<DiscoverTag[]>('GET', '/api/recipes/discover/tags'),
  });
}

function applyToCache(queryClient: QueryClient, change: DiscoverChange) {
  let refetch = false;
  queryClient.setQueriesData<InfiniteData<DiscoverPage>>(
    { queryKey: discoverKeys.lists },
    (data) => {
      if (!data) return data;
      const result = applyDiscoverChange(data.pages, change);
      if (result.refetch) refetch = true;
      return result.pages === data.pages ? data : { ...data, pages: result.pages };
    },
  );
  // A recipe new to Discover lands in the loaded window: load it again (ownerName comes from the
  // server), with the tag chips.
  if (refetch) {
    void queryClient.invalidateQueries({ queryKey: discoverKeys.lists });
    void queryClient.invalidateQueries({ queryKey: discoverKeys.tags });
  }
}

/** Keeps an open Discover page live: public recipes appear, change and leave as they happen. */
export function useLiveDiscover() {
  const queryClient = useQueryClient();
  useRealtime();
  useEffect(() => {
    const stopWatching = watch('discover');
    const stopListening = onMessage((message) => {
      if (message.type === 'recipe_update') {
        applyToCache(queryClient, { kind: 'update', recipe: message.recipe });
      } else if (message.type === 'recipe_removed' || message.type === 'recipe_deleted') {
        applyToCache(queryClient, { kind: 'remove', recipeId: message.recipeId });
      }
    });
    return () => {
      stopListening();
      stopWatching();
    };
  }, [queryClient]);
}

/** POST /api/recipes/copy/{id}: a private copy in the user's own list. */
export function useCopyRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Recipe>('POST', `/api/recipes/copy/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.lists }),
  });
}

/**
 * Copies a recipe someone else shares (from Discover, or its shared page) into My Recipes, with
 * SPEC's toasts: added, the plan's limit reached, or failed. When the user already has a copy,
 * `alreadyHave` asks first (render it with AlreadyHaveDialog): open theirs, or add another.
 */
export function useAddToMyRecipes() {
  const { t } = useLingui();
  const copyRecipe = useCopyRecipe();
  const { mutate } = copyRecipe;
  const [checkingId, setCheckingId] = useState<string | null>(null);
  const [alreadyHave, setAlreadyHave] = useState<AlreadyHave | null>(null);

  const copy = useCallback(
    (recipe: { id: string; title: string }) =>
      mutate(recipe.id, {
        onSuccess: () => {
          const title = recipe.title;
          toast({
            title: t`Recipe Added!`,
            description: t`“${title}” is now in My Recipes.`,
            variant: 'success',
          });
        },
        onError: (error) =>
          toastRecipeNotAdded(error, {
            title: t`Copy Failed`,
            description: t`Could not copy the recipe. Please try again.`,
          }),
      }),
    [mutate, t],
  );

  const add = useCallback(
    async (recipe: { id: string; title: string }) => {
      setCheckingId(recipe.id);
      const duplicates = await findDuplicates({ copyOf: recipe.id });
      setCheckingId(null);
      if (duplicates.length === 0) return copy(recipe);
      setAlreadyHave({
        duplicates,
        onAddAnother: () => {
          setAlreadyHave(null);
          copy(recipe);
        },
        onDismiss: () => setAlreadyHave(null),
      });
    },
    [copy],
  );

  const addingId = checkingId ?? (copyRecipe.isPending ? copyRecipe.variables : null);
  return { add, isPending: addingId !== null, addingId, alreadyHave };
}
