import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NEXT_CURSOR_HEADER,
  type DiscoverRecipe,
  type DiscoverTag,
  type Recipe,
} from '../../../contract';
import { HttpError, apiRequest, withQuery } from '../../lib/api';
import { recipeKeys } from '../recipes/use-recipes';

interface DiscoverPage {
  recipes: DiscoverRecipe[];
  nextCursor: string | null;
}

async function fetchDiscoverPage(
  params: { search: string; tags: string[]; cursor?: string },
  signal: AbortSignal,
): Promise<DiscoverPage> {
  const url = withQuery('/api/recipes/discover', {
    search: params.search,
    tags: params.tags.join(','),
    cursor: params.cursor,
  });
  const response = await fetch(url, { credentials: 'include', signal });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new HttpError(response.status, text, response.statusText);
  }
  return {
    recipes: (await response.json()) as DiscoverRecipe[],
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
  };
}

/** GET /api/recipes/discover, a page at a time (the cursor comes in the x-next-cursor header). */
export function useDiscoverRecipes(search: string, tags: string[]) {
  const sortedTags = [...tags].sort();
  return useInfiniteQuery({
    queryKey: ['/api/recipes/discover', { search, tags: sortedTags }] as const,
    queryFn: ({ pageParam, signal }) =>
      fetchDiscoverPage({ search, tags: sortedTags, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /api/recipes/discover/tags: the chips, most used first. */
export function useDiscoverTags() {
  return useQuery({
    queryKey: ['/api/recipes/discover/tags'],
    queryFn: () => apiRequest<DiscoverTag[]>('GET', '/api/recipes/discover/tags'),
  });
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
