// The trash: deleting a recipe moves it there (useDeleteRecipe), from where its owner restores it
// or deletes it for good. Restoring works without a mounted component, so the Undo of a toast
// still works after the dialog that deleted the recipe has closed.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Recipe, TrashList } from '../../../contract';
import { apiRequest } from '../../lib/api';
import { toast } from '../../lib/toast';
import { toastRecipeNotAdded } from './recipe-limit-toast';
import { recipeKeys } from './use-recipes';

/** GET /api/recipes/trash: the user's deleted recipes, most recently deleted first. */
export function useTrash() {
  return useQuery({
    queryKey: recipeKeys.trash,
    queryFn: () => apiRequest<TrashList>('GET', '/api/recipes/trash'),
    // Recipes reach the trash from other tabs and devices too; look again on every visit.
    refetchOnMount: 'always',
  });
}

function removeFromTrash(queryClient: QueryClient, id: string) {
  queryClient.setQueryData<TrashList>(recipeKeys.trash, (trash) =>
    trash ? { ...trash, recipes: trash.recipes.filter((recipe) => recipe.id !== id) } : trash,
  );
}

/** POST /api/recipes/{id}/restore; the lists and the trash then load again. */
export async function restoreRecipe(queryClient: QueryClient, id: string): Promise<Recipe> {
  const recipe = await apiRequest<Recipe>('POST', `/api/recipes/${encodeURIComponent(id)}/restore`);
  removeFromTrash(queryClient, id);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: recipeKeys.lists }),
    queryClient.invalidateQueries({ queryKey: recipeKeys.trash }),
  ]);
  return recipe;
}

/** Restores a recipe and says how it went. */
export async function restoreWithToast(
  queryClient: QueryClient,
  recipe: Pick<Recipe, 'id' | 'title'>,
) {
  const title = recipe.title;
  try {
    await restoreRecipe(queryClient, recipe.id);
    toast({
      title: i18n._(msg`Recipe restored`),
      description: i18n._(msg`“${title}” is back in My Recipes.`),
      variant: 'success',
    });
  } catch (error) {
    toastRecipeNotAdded(error, {
      title: i18n._(msg`Error`),
      description: i18n._(msg`Failed to restore recipe`),
    });
  }
}

/** The toast after a delete: the recipe is in the trash, and Undo brings it back. */
export function toastMovedToTrash(queryClient: QueryClient, recipe: Pick<Recipe, 'id' | 'title'>) {
  const title = recipe.title;
  toast({
    title: i18n._(msg`Recipe moved to trash`),
    description: i18n._(msg`“${title}” can be restored from the Trash.`),
    action: { label: i18n._(msg`Undo`), onClick: () => void restoreWithToast(queryClient, recipe) },
  });
}

/** Restore from the Trash page. */
export function useRestoreRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipe: Pick<Recipe, 'id' | 'title'>) => restoreWithToast(queryClient, recipe),
  });
}

/** DELETE /api/recipes/{id}/trash: deletes a recipe in the trash for good. */
export function useDeleteForever() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest('DELETE', `/api/recipes/${encodeURIComponent(id)}/trash`),
    onSuccess: (_answer, id) => {
      removeFromTrash(queryClient, id);
      return queryClient.invalidateQueries({ queryKey: recipeKeys.trash });
    },
  });
}
