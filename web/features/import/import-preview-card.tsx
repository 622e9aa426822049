import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Clock, CopyCheck, ImageOff, ListChecks, ListOrdered } from 'lucide-react';
import { Link } from 'wouter';
import type { ImportPreview } from '../../../contract';
import { imageVariantPath } from '../../../contract/image-values';
import { Button, buttonVariants } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { formatMinutes } from '../../lib/format';
import { useDuplicates } from '../recipes/use-duplicates';
import type { ImportedImage } from './use-imported-image';

/**
 * What an import found, with its copied picture; when the user already has a recipe from the same
 * page, says so and offers to open it.
 */
export function ImportPreviewCard({
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
  const { t } = useLingui();
  const ingredientCount = preview.ingredients.length;
  const stepCount = preview.steps.length;
  const failure = image.status === 'failed' ? lowerFirst(image.message) : '';
  const existingTitle = existing?.title;
  return (
    <section
      aria-label={t`Imported recipe`}
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
              <Plural
                value={ingredientCount}
                one="# ingredient found"
                other="# ingredients found"
              />
            </span>
            <span className="inline-flex items-center gap-1.5">
              <ListOrdered className="size-4 text-brand-600" aria-hidden="true" />
              <Plural value={stepCount} one="# step found" other="# steps found" />
            </span>
          </p>
          <PreviewFacts preview={preview} />
          {preview.description ? (
            <p className="mt-2 line-clamp-3 text-sm text-stone-600">{preview.description}</p>
          ) : null}
          {image.status === 'failed' ? (
            <p className="mt-2 text-xs text-stone-500" role="status">
              <Trans>
                The page&apos;s picture could not be copied: {failure}. The recipe will be saved
                without it; you can add a photo yourself.
              </Trans>
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
            <Trans>
              You already have this recipe: “{existingTitle}” came from the same page. Open it, or
              add another copy.
            </Trans>
          </span>
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 bg-white px-4 py-3">
        {existing ? (
          <Link
            href={`/recipe/${encodeURIComponent(existing.id)}`}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Trans>Open It</Trans>
          </Link>
        ) : null}
        <Button onClick={onUse} disabled={image.status === 'copying'}>
          {image.status === 'copying' ? (
            <Trans>Copying picture...</Trans>
          ) : existing ? (
            <Trans>Add Another</Trans>
          ) : (
            <Trans>Use This Recipe</Trans>
          )}
          {image.status === 'copying' ? null : (
            <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
          )}
        </Button>
      </div>
    </section>
  );
}

/** The servings and times found, when there are any, so the reader sees they came along. */
function PreviewFacts({ preview }: { preview: ImportPreview }) {
  const { t } = useLingui();
  const servings = preview.servings;
  const prep = preview.prepTime ? formatMinutes(preview.prepTime) : null;
  const cook = preview.cookTime ? formatMinutes(preview.cookTime) : null;
  const facts = [
    servings ? t`Serves ${servings}` : null,
    prep ? t`Prep ${prep}` : null,
    cook ? t`Cook ${cook}` : null,
  ].filter((fact) => fact !== null);
  if (facts.length === 0) return null;
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
      <Clock className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
      {facts.join(' · ')}
    </p>
  );
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function PreviewPicture({ image }: { image: ImportedImage }) {
  const { t } = useLingui();
  const box = 'size-20 shrink-0 rounded-xl sm:size-24';
  if (image.status === 'copied') {
    return (
      <img
        src={imageVariantPath(image.objectPath, 'card')}
        alt={t`As shown on the imported page`}
        className={`${box} object-cover`}
      />
    );
  }
  if (image.status === 'copying') {
    return (
      <div className={`${box} flex items-center justify-center bg-stone-100`}>
        <Spinner className="size-5" label={t`Copying the picture`} />
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
