// "You already have this recipe": the user's recipes that are the one they are about to add,
// asked before a copy (Discover, a shared recipe) or an import is saved.
import { useQuery } from '@tanstack/react-query';
import type { RecipeDuplicate } from '../../../contract';
import { apiRequest, withQuery } from '../../lib/api';

export type DuplicateOf = { copyOf: string } | { sourceUrl: string };

const duplicatesPath = (of: DuplicateOf) => withQuery('/api/recipes/duplicates', of);

/** GET /api/recipes/duplicates once; answers none when the question cannot be asked (offline). */
export async function findDuplicates(of: DuplicateOf): Promise<RecipeDuplicate[]> {
  try {
    return await apiRequest<RecipeDuplicate[]>('GET', duplicatesPath(of));
  } catch {
    // The save that follows says what is wrong (offline, signed out) in its own words.
    return [];
  }
}

/** The same as a query, for a preview on screen (an imported page's source). */
export function useDuplicates(of: DuplicateOf | null) {
  return useQuery({
    queryKey: ['/api/recipes/duplicates', of],
    queryFn: () => apiRequest<RecipeDuplicate[]>('GET', duplicatesPath(of!)),
    enabled: of !== null,
    retry: false,
  });
}
