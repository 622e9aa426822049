import { useCallback } from 'react';
import { recipeValues } from '../../../contract/sync/recipe-doc';
import { ImageUpload } from '../objects/image-upload';
import { LOCAL_ORIGIN } from '../sync/sync-types';
import { useDocEditor } from '../sync/doc-editor-context';

/** Edit mode's image upload for a recipe without a picture: the stored photo becomes its image. */
export function RecipeImageField({ recipeId }: { recipeId: string }) {
  const { doc } = useDocEditor();
  const handleUploaded = useCallback(
    (objectPath: string) =>
      doc.transact(() => recipeValues(doc).set('imageUrl', objectPath), LOCAL_ORIGIN),
    [doc],
  );
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-stone-800">Image</p>
      <ImageUpload id="edit-image" recipeId={recipeId} onUploaded={handleUploaded} />
    </div>
  );
}
