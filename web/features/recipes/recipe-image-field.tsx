import { useCallback, useState } from 'react';
import { ImageMinus, RefreshCw, X } from 'lucide-react';
import { recipeValues } from '../../../contract/sync/recipe-doc';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { ImageUpload } from '../objects/image-upload';
import { OfflineReason, useConnectionGuard } from '../offline/connection-guard';
import { toast } from '../../lib/toast';
import { LOCAL_ORIGIN } from '../offline/sync/sync-types';
import { useDocEditor } from '../offline/sync/doc-editor-context';
import { useYMapValue } from '../offline/sync/use-y';
import { RecipeImage } from './recipe-image';

/**
 * Edit mode's photo: an upload for a recipe without one; otherwise the photo with Replace (an
 * upload whose photo takes its place) and Remove, whose message offers Undo. The server keeps a
 * photo taken off for the recipe's history and for Undo, and deletes it once nothing keeps it.
 */
export function RecipeImageField({ recipeId }: { recipeId: string }) {
  const { doc } = useDocEditor();
  const stored = useYMapValue(recipeValues(doc), 'imageUrl');
  const imageUrl = typeof stored === 'string' && stored ? stored : null;
  const [replacing, setReplacing] = useState(false);
  const connection = useConnectionGuard();
  const { t } = useLingui();
  const setImage = useCallback(
    (objectPath: string | null) =>
      doc.transact(() => recipeValues(doc).set('imageUrl', objectPath), LOCAL_ORIGIN),
    [doc],
  );

  function removePhoto(removed: string) {
    setImage(null);
    toast({
      title: t`Photo removed`,
      duration: 10_000,
      action: {
        label: t`Undo`,
        onClick: () => {
          // Unless someone has put a photo on meanwhile.
          if (!recipeValues(doc).get('imageUrl')) setImage(removed);
        },
      },
    });
  }

  if (!imageUrl || replacing) {
    return (
      <div className="space-y-1.5">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium text-stone-800">
            {imageUrl ? <Trans>Replace photo</Trans> : <Trans>Image</Trans>}
          </p>
          {imageUrl ? (
            <Button variant="ghost" size="sm" onClick={() => setReplacing(false)}>
              <X aria-hidden="true" />
              <Trans>Keep current photo</Trans>
            </Button>
          ) : null}
        </div>
        <ImageUpload
          id="edit-image"
          recipeId={recipeId}
          onUploaded={(objectPath) => {
            setImage(objectPath);
            setReplacing(false);
          }}
        />
      </div>
    );
  }

  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-stone-800">
        <Trans>Image</Trans>
      </p>
      <div className="flex flex-wrap items-center gap-4 rounded-2xl border border-stone-200 bg-white p-3">
        <div className="size-20 shrink-0 overflow-hidden rounded-xl">
          <RecipeImage imageUrl={imageUrl} seed={recipeId} sizes="80px" />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={connection.isOffline}
            {...connection.reasonProps}
            onClick={() => setReplacing(true)}
          >
            <RefreshCw aria-hidden="true" />
            <Trans>Replace photo</Trans>
          </Button>
          <Button variant="destructive-ghost" size="sm" onClick={() => removePhoto(imageUrl)}>
            <ImageMinus aria-hidden="true" />
            <Trans>Remove photo</Trans>
          </Button>
        </div>
        <OfflineReason guard={connection} visible className="basis-full">
          <Trans>A new photo needs a connection; removing works offline.</Trans>
        </OfflineReason>
      </div>
    </div>
  );
}
