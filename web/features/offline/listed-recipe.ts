import { useQuery } from '@tanstack/react-query';
import type { Recipe, SharedRecipe, User } from '../../../contract';
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
    recipe: listed && user ? sharedRecipeOf(listed, user) : null,
    isPending: enabled && user !== null && list.isPending,
  };
}

/** A listed recipe in the shape the recipe page shows (as the server's shared answer has it). */
export function sharedRecipeOf(recipe: Recipe, user: User): SharedRecipe {
  return {
    id: recipe.id,
    title: recipe.title,
    description: recipe.description,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    // Only the user's own name is known here; another owner's name is not in the list (the page
    // then falls back to 'Anonymous Chef').
    ownerName: recipe.ownerUid === user.id ? ownerNameOf(user) : '',
    tags: recipe.tags,
    imageUrl: recipe.imageUrl,
    ingredients: recipe.ingredients,
    instructions: recipe.steps,
    sourceUrl: recipe.sourceUrl,
    visibility: recipe.visibility,
  };
}

/** The server's owner name (server/sharing/presenter.ts): the name, else the e-mail's local part. */
function ownerNameOf(user: User): string {
  const name = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return name || user.email.split('@')[0] || '';
}
