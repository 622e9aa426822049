import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { useLiveRecipe } from '../realtime/use-realtime';
import { RecipeDetailDialog } from '../recipes/recipe-detail-dialog';
import { recipeKeys, useRecipe } from '../recipes/use-recipes';
import { sharedRecipeKey } from './shared-recipe-key';

/**
 * 'Edit Recipe' on the shared recipe page, for a signed-in user the server lets edit (a link-edit
 * recipe, or one they were invited to): the detail dialog with presence and autosave, kept live
 * while it is open. Renders nothing for anybody else.
 */
export default function EditTogether({ recipeId }: { recipeId: string }) {
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const recipe = useRecipe(recipeId, true).data;
  useLiveRecipe(recipeId, isOpen);

  if (recipe?.abilities?.edit !== true) return null;

  function handleOpenChange(open: boolean) {
    setOpen(open);
    if (!open) {
      // Show what was written meanwhile, or 'Recipe Not Found' when access has ended.
      void queryClient.invalidateQueries({ queryKey: sharedRecipeKey(recipeId) });
      void queryClient.invalidateQueries({ queryKey: recipeKeys.one(recipeId) });
    }
  }

  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Pencil aria-hidden="true" />
        <Trans>Edit Recipe</Trans>
      </Button>
      {isOpen && recipe ? (
        <RecipeDetailDialog recipe={recipe} open onOpenChange={handleOpenChange} />
      ) : null}
    </>
  );
}
