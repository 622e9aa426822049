import { useEffect, useState, type FormEvent } from 'react';
import {
  ArrowRight,
  ClipboardPaste,
  CopyCheck,
  Globe,
  ImageOff,
  ListChecks,
  ListOrdered,
} from 'lucide-react';
import { Link } from 'wouter';
import type { ImportPreview } from '../../../contract';
import { IMAGE_OBJECT_PATH_PATTERN, imageVariantPath } from '../../../contract/image-values';
import { Button, buttonVariants } from '../../components/ui/button';
import { FormField, fieldMessageId } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { HttpError, errorMessageOf } from '../../lib/api';
import { countLabel } from '../../lib/format';
import { isUnauthorizedError } from '../../lib/logged-out';
import { toast } from '../../lib/toast';
import { BookmarkletCard } from '../help/bookmarklet-card';
import { OfflineReason, useConnectionGuard } from '../offline/connection-guard';
import { copyImportedImage, isRemoteImage, pastedPageOf, usePasteImport } from './import-api';
import { useDuplicates } from './use-duplicates';
import { useImportRecipe } from './use-recipes';

/** The picture of a preview: copied into Potluck's store before it is shown or saved. */
export type ImportedImage =
  | { status: 'none' }
  | { status: 'copying' }
  | { status: 'copied'; objectPath: string }
  | { status: 'failed'; message: string };

/** What "Use This Recipe" hands on: the preview, with only a stored picture as its image. */
export interface ImportChoice {
  preview: ImportPreview;
  /** The page had a picture that could not be copied; the recipe is saved without it. */
  imageFailed: boolean;
}

/** Copies the preview's remote picture once per preview; a stored one is used as it is. */
function useImportedImage(preview: ImportPreview | null): ImportedImage {
  const [image, setImage] = useState<ImportedImage>({ status: 'none' });
  const imageUrl = preview?.imageUrl ?? null;
  useEffect(() => {
    if (imageUrl && IMAGE_OBJECT_PATH_PATTERN.test(imageUrl)) {
      setImage({ status: 'copied', objectPath: imageUrl });
      return;
    }
    if (!isRemoteImage(imageUrl)) {
      setImage({ status: 'none' });
      return;
    }
    let current = true;
    setImage({ status: 'copying' });
    copyImportedImage(imageUrl).then(
      (objectPath) => {
        if (current) setImage({ status: 'copied', objectPath });
      },
      (error: unknown) => {
        if (!current) return;
        setImage({
          status: 'failed',
          message: errorMessageOf(error, 'The picture could not be copied'),
        });
      },
    );
    return () => {
      current = false;
    };
  }, [imageUrl]);
  return image;
}

/** A site that refused us, or a page we could not read: pasting it may still work. */
const suggestsPaste = (error: unknown) =>
  error instanceof HttpError && [422, 502, 504].includes(error.status);

/**
 * Import from URL: idle → importing → preview; the preview can then fill the manual form. When a
 * site refuses, the page's text or HTML can be pasted instead, or sent with the bookmarklet.
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
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<ImportPreview | null>(initialPreview);
  const [pasteOpen, setPasteOpen] = useState(false);
  const [refused, setRefused] = useState(false);
  const [pasted, setPasted] = useState('');
  const [pastedSource, setPastedSource] = useState('');
  const image = useImportedImage(preview);
  const isBusy = importRecipe.isPending || pasteImport.isPending;
  // The server reads the page (and copies its picture): nothing to do here offline.
  const connection = useConnectionGuard();

  function showFailure(failure: unknown) {
    if (isUnauthorizedError(failure)) return;
    toast({
      title: 'Error',
      description: errorMessageOf(failure, 'Failed to import recipe from URL'),
      variant: 'destructive',
    });
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = url.trim();
    if (!trimmed) return setError('Please enter a URL');
    setError(undefined);
    setPreview(null);
    setRefused(false);
    try {
      setPreview(await importRecipe.mutateAsync(trimmed));
    } catch (failure) {
      showFailure(failure);
      if (suggestsPaste(failure)) {
        setRefused(true);
        setPasteOpen(true);
        if (!pastedSource && /^https?:\/\//i.test(trimmed)) setPastedSource(trimmed);
      }
    }
  }

  async function handlePaste(event: FormEvent) {
    event.preventDefault();
    if (!pasted.trim()) return;
    setPreview(null);
    try {
      setPreview(await pasteImport.mutateAsync(pastedPageOf(pasted, pastedSource)));
    } catch (failure) {
      showFailure(failure);
    }
  }

  function handleUse(current: ImportPreview) {
    onUse({
      preview: { ...current, imageUrl: image.status === 'copied' ? image.objectPath : null },
      imageFailed: image.status === 'failed',
    });
  }

  return (
    <div className="space-y-5">
      <form onSubmit={handleSubmit} noValidate className="space-y-1.5">
        <FormField
          id="import-url"
          label="Recipe URL"
          error={error}
          hint="Paste the address of a recipe page. We'll pick out the ingredients and steps."
        >
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="import-url"
              type="url"
              inputMode="url"
              placeholder="https://example.com/best-lasagna"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={fieldMessageId('import-url')}
            />
            <Button
              type="submit"
              disabled={!url.trim() || isBusy || connection.isOffline}
              className="sm:w-32"
              {...connection.reasonProps}
            >
              {importRecipe.isPending ? (
                <Spinner className="size-4 text-white" label="Importing" />
              ) : (
                <Globe aria-hidden="true" />
              )}
              {importRecipe.isPending ? 'Importing...' : 'Import'}
            </Button>
          </div>
        </FormField>
        <OfflineReason guard={connection} visible>
          Importing needs a connection. You can still type the recipe in on the Manual Entry tab.
        </OfflineReason>
      </form>

      {preview ? (
        <ImportPreviewCard preview={preview} image={image} onUse={() => handleUse(preview)} />
      ) : null}

      <div className="rounded-2xl border border-stone-200 bg-stone-50/60">
        <button
          type="button"
          onClick={() => setPasteOpen((open) => !open)}
          aria-expanded={pasteOpen}
          aria-controls="import-paste-form"
          className="flex w-full items-center gap-2 rounded-2xl px-4 py-3 text-left text-sm font-medium text-stone-800 hover:bg-stone-100/70"
        >
          <ClipboardPaste className="size-4 text-brand-600" aria-hidden="true" />
          Site won&apos;t let us in? Paste the page instead
        </button>
        {pasteOpen ? (
          <form
            id="import-paste-form"
            onSubmit={handlePaste}
            noValidate
            className="space-y-4 border-t border-stone-200 px-4 pt-3 pb-4"
          >
            {refused ? (
              <p className="text-sm text-stone-700" role="status">
                That site did not let Potluck read the page. Open it in your browser, select all
                (Ctrl+A or ⌘A), copy, and paste it below.
              </p>
            ) : null}
            <FormField
              id="import-paste"
              label="Page text or HTML"
              hint="The recipe's text works: a title, then the ingredients and the steps, one per line."
            >
              <Textarea
                id="import-paste"
                rows={6}
                value={pasted}
                onChange={(event) => setPasted(event.target.value)}
                placeholder={
                  'Lemon Drizzle Cake\n\nIngredients\n225 g butter\n...\n\nMethod\nHeat the oven...'
                }
                aria-describedby={fieldMessageId('import-paste')}
              />
            </FormField>
            <FormField id="import-paste-source" label="Page address (optional)">
              <Input
                id="import-paste-source"
                type="url"
                inputMode="url"
                placeholder="https://example.com/lemon-drizzle-cake"
                value={pastedSource}
                onChange={(event) => setPastedSource(event.target.value)}
              />
            </FormField>
            <div className="flex justify-end">
              <Button
                type="submit"
                variant="outline"
                disabled={!pasted.trim() || isBusy || connection.isOffline}
                {...connection.reasonProps}
              >
                {pasteImport.isPending ? (
                  <Spinner className="size-4" label="Reading" />
                ) : (
                  <ClipboardPaste aria-hidden="true" />
                )}
                {pasteImport.isPending ? 'Reading...' : 'Read Recipe'}
              </Button>
            </div>
          </form>
        ) : null}
      </div>

      <BookmarkletCard compact />
    </div>
  );
}

function ImportPreviewCard({
  preview,
  image,
  onUse,
}: {
  preview: ImportPreview;
  image: ImportedImage;
  onUse: () => void;
}) {
  const duplicates = useDuplicates(preview.sourceUrl ? { sourceUrl: preview.sourceUrl } : null);
  const existing = duplicates.data?.[0];
  return (
    <section
      aria-label="Imported recipe"
      className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-50/60"
    >
      <div className="flex gap-4 p-4">
        <PreviewPicture image={image} />
        <div className="min-w-0">
          <h3 className="font-display text-lg font-semibold break-words text-stone-900">
            {preview.title}
          </h3>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
            <span className="inline-flex items-center gap-1.5">
              <ListChecks className="size-4 text-brand-600" aria-hidden="true" />
              {countLabel(preview.ingredients.length, 'ingredient')} found
            </span>
            <span className="inline-flex items-center gap-1.5">
              <ListOrdered className="size-4 text-brand-600" aria-hidden="true" />
              {countLabel(preview.steps.length, 'step')} found
            </span>
          </p>
          {preview.description ? (
            <p className="mt-2 line-clamp-3 text-sm text-stone-600">{preview.description}</p>
          ) : null}
          {image.status === 'failed' ? (
            <p className="mt-2 text-xs text-stone-500" role="status">
              The page&apos;s picture could not be copied: {lowerFirst(image.message)}. The recipe
              will be saved without it; you can add a photo yourself.
            </p>
          ) : null}
        </div>
      </div>
      {existing ? (
        <p
          role="status"
          className="flex items-start gap-2 border-t border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <CopyCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            You already have this recipe: “{existing.title}” came from the same page. Open it, or
            add another copy.
          </span>
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 bg-white px-4 py-3">
        {existing ? (
          <Link
            href={`/recipe/${encodeURIComponent(existing.id)}`}
            className={buttonVariants({ variant: 'outline' })}
          >
            Open It
          </Link>
        ) : null}
        <Button onClick={onUse} disabled={image.status === 'copying'}>
          {image.status === 'copying'
            ? 'Copying picture...'
            : existing
              ? 'Add Another'
              : 'Use This Recipe'}
          {image.status === 'copying' ? null : <ArrowRight aria-hidden="true" />}
        </Button>
      </div>
    </section>
  );
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function PreviewPicture({ image }: { image: ImportedImage }) {
  const box = 'size-20 shrink-0 rounded-xl sm:size-24';
  if (image.status === 'copied') {
    return (
      <img
        src={imageVariantPath(image.objectPath, 'card')}
        alt="Picture from the imported page"
        className={`${box} object-cover`}
      />
    );
  }
  if (image.status === 'copying') {
    return (
      <div className={`${box} flex items-center justify-center bg-stone-100`}>
        <Spinner className="size-5" label="Copying the picture" />
      </div>
    );
  }
  if (image.status === 'failed') {
    return (
      <div className={`${box} flex items-center justify-center bg-stone-100`}>
        <ImageOff className="size-6 text-stone-400" aria-hidden="true" />
      </div>
    );
  }
  return null;
}
