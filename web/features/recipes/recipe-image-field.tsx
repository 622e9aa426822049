import { useCallback } from 'react';
import { ImageUpload } from '../objects/image-upload';
import { useUpdateRecipe } from './use-recipes';
import { isUnauthorizedError } from '../../lib/logged-out';
import { toast } from '../../lib/toast';

/** Edit mode's image upload for a recipe without a picture: the stored photo is saved at once. */
export function RecipeImageField({ recipeId }: { recipeId: string }) {
  const { mutateAsync: updateRecipe } = useUpdateRecipe();
  const handleUploaded = useCallback(
    (objectPath: string) => {
      updateRecipe({ id: recipeId, changes: { imageUrl: objectPath } }).catch((error: unknown) => {
        if (isUnauthorizedError(error)) return;
        toast({ title: 'Error', description: 'Failed to update recipe', variant: 'destructive' });
      });
    },
    [recipeId, updateRecipe],
  );
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-stone-800">Image</p>
      <ImageUpload id="edit-image" recipeId={recipeId} onUploaded={handleUploaded} />
    </div>
  );
}
