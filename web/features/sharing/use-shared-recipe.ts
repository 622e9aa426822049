import { useQuery } from '@tanstack/react-query';
import type { SharedRecipe } from '../../../contract';
import { apiRequest } from '../../lib/api';
import { sharedRecipeKey } from './shared-recipe-key';

/** A recipe anyone who may read it can open: the shared page, cook mode and the print view. */
export function useSharedRecipe(id: string) {
  return useQuery({
    queryKey: sharedRecipeKey(id),
    queryFn: () => apiRequest<SharedRecipe>('GET', `/api/recipes/shared/${encodeURIComponent(id)}`),
    retry: false,
  });
}
