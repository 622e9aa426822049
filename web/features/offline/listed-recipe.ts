import { useQuery } from '@tanstack/react-query';
import type { Recipe, SharedRecipe, User } from '../../../contract';
import { displayNameOf, sharedRecipeOf } from '../../../contract/shared-recipe';
import { apiRequest } from '../../lib/api';
import { useAuth } from '../auth/use-auth';
import { recipeKeys } from '../recipes/use-recipes';

/**
 * The recipe page's content when GET /api/recipes/shared/{id} got no answer (offline, and this
 * recipe's page never opened before): the recipe as My Recipes lists it, which the service worker
 * keeps from the last online visit to My Recipes (read in the background once the screen has
 * settled, offline-recipe-docs.ts). Null when it is not in the list either.
 */
export function useListedRecipe(
  id: string,
  enabled: boolean,
): { recipe: SharedRecipe | null; isPending: boolean } {
  const { user } = useAuth();
  const list = useQuery({
    // The same query as My Recipes' stored list (useRecipes({}), read there only when offline or
    // the server cannot be reached), so a list already loaded in this tab is used as it is.
    queryKey: recipeKeys.list({}),
    queryFn: () => apiRequest<Recipe[]>('GET', '/api/recipes'),
    enabled: enabled && user !== null,
  });
  const listed = list.data?.find((recipe) => recipe.id === id);
  return {
    recipe: listed && user ? sharedRecipeFromList(listed, user) : null,
    isPending: enabled && user !== null && list.isPending,
  };
}

/** A listed recipe in the shape the recipe page shows (as the server's shared answer has it). */
function sharedRecipeFromList(recipe: Recipe, user: User): SharedRecipe {
  // Only the user's own name is known here; another owner's name is not in the list (the page
  // then falls back to 'Anonymous Chef').
  return sharedRecipeOf(recipe, recipe.ownerUid === user.id ? displayNameOf(user) : '');
}
