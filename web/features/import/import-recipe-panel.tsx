import { useLingui } from '@lingui/react/macro';
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
import { ImportWays, type ImportWay } from './import-ways';
import { useImportedImage } from './use-imported-image';
import { useImportRecipe } from '../recipes/use-recipes';

/** What "Use This Recipe" hands on: the preview, with only a stored picture as its image. */
export interface ImportChoice {
  preview: ImportPreview;
  /** The page had a picture that could not be copied; the recipe is saved without it. */
  imageFailed: boolean;
}

/** A site that refused us, or a page we could not read: pasting it may still work. */
const suggestsPaste = (error: unknown) =>
  error instanceof HttpError && [422, 502, 504].includes(error.status);

/**
 * The Import from URL tab, with its three ways shown side by side: a web page's address, pasted
 * text, or a photo. Each goes idle → importing → preview; the preview can then fill the manual
 * form. When a site refuses, the tab turns to pasting the page (or the bookmarklet sends it).
 * Every way's form stays mounted while another is shown, so nothing typed or read is lost.
 */
export function ImportRecipePanel({
  onUse,
  initialPreview = null,
}: {
  onUse: (choice: ImportChoice) => void;
  initialPreview?: ImportPreview | null;
}) {
  const { t } = useLingui();
  const showFailure = failedToast(t`Error`, { fallback: t`Failed to import recipe from URL` });
  const importRecipe = useImportRecipe();
  const pasteImport = usePasteImport();
  const photoImport = usePhotoImport();
  const [way, setWay] = useState<ImportWay>('url');
  const [preview, setPreview] = useState<ImportPreview | null>(initialPreview);
  // A preview shows under the way it came from, where the user is looking.
  const [previewWay, setPreviewWay] = useState<ImportWay>('url');
  const [paste, setPaste] = useState<PasteState>({ refused: false, source: '' });
  const image = useImportedImage(preview);
  const isBusy = importRecipe.isPending || pasteImport.isPending || photoImport.isPending;
  // The server reads the page (and copies its picture): nothing to do here offline.
  const connection = useConnectionGuard();

  const changePaste = (change: Partial<PasteState>) =>
    setPaste((current) => ({ ...current, ...change }));

  async function handleImport(url: string) {
    setPreview(null);
    setPreviewWay('url');
    changePaste({ refused: false });
    try {
      setPreview(await importRecipe.mutateAsync(url));
    } catch (failure) {
      showFailure(failure);
      if (suggestsPaste(failure)) {
        // The address that was refused is the page to paste, unless one is already typed.
        setPaste((current) => ({
          refused: true,
          source: current.source || (/^https?:\/\//i.test(url) ? url : ''),
        }));
        setWay('text');
      }
    }
  }

  async function handleRead(page: ImportPasteInput) {
    setPreview(null);
    setPreviewWay('text');
    try {
      setPreview(await pasteImport.mutateAsync(page));
    } catch (failure) {
      showFailure(failure);
    }
  }

  // Failures are shown by the photo form, beside the photo.
  const handleReadPhoto: ReadPhoto = async (photo, onProgress, signal) => {
    setPreview(null);
    setPreviewWay('photo');
    setPreview(await photoImport.mutateAsync({ photo, onProgress, signal }));
  };

  function handleUse(current: ImportPreview) {
    onUse({
      preview: { ...current, imageUrl: image.status === 'copied' ? image.objectPath : null },
      imageFailed: image.status === 'failed',
    });
  }

  const previewFor = (shown: ImportWay) =>
    preview && previewWay === shown ? (
      <ImportPreviewCard preview={preview} image={image} onUse={() => handleUse(preview)} />
    ) : null;

  return (
    <div className="space-y-5">
      <ImportWays value={way} onValueChange={setWay} />
      <div hidden={way !== 'url'} className="space-y-5">
        <ImportUrlForm
          onImport={handleImport}
          isPending={importRecipe.isPending}
          disabled={isBusy}
          connection={connection}
        />
        {previewFor('url')}
        <BookmarkletCard compact />
      </div>
      <div hidden={way !== 'text'} className="space-y-5">
        <ImportPasteForm
          paste={paste}
          onPasteChange={changePaste}
          onRead={handleRead}
          isPending={pasteImport.isPending}
          disabled={isBusy}
          connection={connection}
        />
        {previewFor('text')}
      </div>
      <div hidden={way !== 'photo'} className="space-y-5">
        <ImportPhotoForm onRead={handleReadPhoto} disabled={isBusy} connection={connection} />
        {previewFor('photo')}
      </div>
    </div>
  );
}
