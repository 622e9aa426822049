import { useState } from 'react';
import type { ImportPasteInput, ImportPreview } from '../../../contract';
import { HttpError } from '../../lib/api';
import { failedToast } from '../../lib/error-toast';
import { BookmarkletCard } from '../help/bookmarklet-card';
import { useConnectionGuard } from '../offline/connection-guard';
import { usePasteImport, usePhotoImport } from './import-api';
import { ImportPasteForm, type PasteState } from './import-paste-form';
import { ImportPhotoForm, type ReadPhoto } from './import-photo-form';
import { ImportPreviewCard } from './import-preview-card';
import { ImportUrlForm } from './import-url-form';
import { useImportedImage } from './use-imported-image';
import { useImportRecipe } from './use-recipes';

/** What "Use This Recipe" hands on: the preview, with only a stored picture as its image. */
export interface ImportChoice {
  preview: ImportPreview;
  /** The page had a picture that could not be copied; the recipe is saved without it. */
  imageFailed: boolean;
}

/** A site that refused us, or a page we could not read: pasting it may still work. */
const suggestsPaste = (error: unknown) =>
  error instanceof HttpError && [422, 502, 504].includes(error.status);

const showFailure = failedToast('Error', { fallback: 'Failed to import recipe from URL' });

/**
 * Import from URL: idle → importing → preview; the preview can then fill the manual form. When a
 * site refuses, the page's text or HTML can be pasted instead, or sent with the bookmarklet. A
 * photo or scan of a recipe is read into the same preview.
 */
export function ImportRecipePanel({
  onUse,
  initialPreview = null,
}: {
  onUse: (choice: ImportChoice) => void;
  initialPreview?: ImportPreview | null;
}) {
  const importRecipe = useImportRecipe();
  const pasteImport = usePasteImport();
  const photoImport = usePhotoImport();
  const [preview, setPreview] = useState<ImportPreview | null>(initialPreview);
  // A photo's preview shows under the photo, where the user is looking; the others under the URL.
  const [isFromPhoto, setIsFromPhoto] = useState(false);
  const [paste, setPaste] = useState<PasteState>({ open: false, refused: false, source: '' });
  const image = useImportedImage(preview);
  const isBusy = importRecipe.isPending || pasteImport.isPending || photoImport.isPending;
  // The server reads the page (and copies its picture): nothing to do here offline.
  const connection = useConnectionGuard();

  const changePaste = (change: Partial<PasteState>) =>
    setPaste((current) => ({ ...current, ...change }));

  async function handleImport(url: string) {
    setPreview(null);
    setIsFromPhoto(false);
    changePaste({ refused: false });
    try {
      setPreview(await importRecipe.mutateAsync(url));
    } catch (failure) {
      showFailure(failure);
      if (suggestsPaste(failure)) {
        // The address that was refused is the page to paste, unless one is already typed.
        setPaste((current) => ({
          open: true,
          refused: true,
          source: current.source || (/^https?:\/\//i.test(url) ? url : ''),
        }));
      }
    }
  }

  async function handleRead(page: ImportPasteInput) {
    setPreview(null);
    setIsFromPhoto(false);
    try {
      setPreview(await pasteImport.mutateAsync(page));
    } catch (failure) {
      showFailure(failure);
    }
  }

  // Failures are shown by the photo form, beside the photo.
  const handleReadPhoto: ReadPhoto = async (photo, onProgress, signal) => {
    setPreview(null);
    setIsFromPhoto(true);
    setPreview(await photoImport.mutateAsync({ photo, onProgress, signal }));
  };

  function handleUse(current: ImportPreview) {
    onUse({
      preview: { ...current, imageUrl: image.status === 'copied' ? image.objectPath : null },
      imageFailed: image.status === 'failed',
    });
  }

  const previewCard = (current: ImportPreview) => (
    <ImportPreviewCard preview={current} image={image} onUse={() => handleUse(current)} />
  );

  return (
    <div className="space-y-5">
      <ImportUrlForm
        onImport={handleImport}
        isPending={importRecipe.isPending}
        disabled={isBusy}
        connection={connection}
      />
      {preview && !isFromPhoto ? previewCard(preview) : null}
      <ImportPhotoForm onRead={handleReadPhoto} disabled={isBusy} connection={connection} />
      {preview && isFromPhoto ? previewCard(preview) : null}
      <ImportPasteForm
        paste={paste}
        onPasteChange={changePaste}
        onRead={handleRead}
        isPending={pasteImport.isPending}
        disabled={isBusy}
        connection={connection}
      />
      <BookmarkletCard compact />
    </div>
  );
}
