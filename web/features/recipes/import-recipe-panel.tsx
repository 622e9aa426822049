import { useState, type FormEvent } from 'react';
import { ArrowRight, Globe, ListChecks, ListOrdered } from 'lucide-react';
import type { ImportPreview } from '../../../contract';
import { Button } from '../../components/ui/button';
import { FormField, fieldMessageId } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { errorMessageOf } from '../../lib/api';
import { countLabel } from '../../lib/format';
import { isUnauthorizedError } from '../../lib/logged-out';
import { toast } from '../../lib/toast';
import { useImportRecipe } from './use-recipes';

/** Import from URL: idle → importing → preview; the preview can then fill the manual form. */
export function ImportRecipePanel({ onUse }: { onUse: (preview: ImportPreview) => void }) {
  const importRecipe = useImportRecipe();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<ImportPreview | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = url.trim();
    if (!trimmed) return setError('Please enter a URL');
    setError(undefined);
    setPreview(null);
    try {
      setPreview(await importRecipe.mutateAsync(trimmed));
    } catch (failure) {
      if (isUnauthorizedError(failure)) return;
      toast({
        title: 'Error',
        description: errorMessageOf(failure, 'Failed to import recipe from URL'),
        variant: 'destructive',
      });
    }
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
              disabled={!url.trim() || importRecipe.isPending}
              className="sm:w-32"
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
      </form>

      {preview ? (
        <section
          aria-label="Imported recipe"
          className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-50/60 data-[state=open]:animate-fade-in"
        >
          <div className="flex gap-4 p-4">
            {preview.imageUrl ? (
              <img
                src={preview.imageUrl}
                alt=""
                className="size-20 shrink-0 rounded-xl object-cover sm:size-24"
              />
            ) : null}
            <div className="min-w-0">
              <h3 className="font-display text-lg font-semibold text-stone-900">{preview.title}</h3>
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
            </div>
          </div>
          <div className="border-t border-stone-200 bg-white px-4 py-3 text-right">
            <Button onClick={() => onUse(preview)}>
              Use This Recipe
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
