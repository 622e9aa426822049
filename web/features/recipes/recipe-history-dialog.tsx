import { useState } from 'react';
import { ArrowLeft, History, RotateCcw, WifiOff } from 'lucide-react';
import type { RecipeContent, RecipeContentField } from '../../../contract/sync/recipe-doc';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { errorMessageOf } from '../../lib/api';
import { cn } from '../../lib/cn';
import { failedToast } from '../../lib/error-toast';
import { formatDateTime, formatMinutes } from '../../lib/format';
import { useOnline } from '../../lib/online';
import { toast } from '../../lib/toast';
import {
  restoreVersion,
  useHistoryVersion,
  useRecipeHistory,
  useRestoreVersion,
  type HistoryEntry,
} from './use-recipe-history';
import { Notice } from '../../components/notice';
import { RecipeImage } from './recipe-image';

const FIELD_LABELS: Record<RecipeContentField, string> = {
  title: 'Title',
  description: 'Description',
  ingredients: 'Ingredients',
  steps: 'Instructions',
  tags: 'Tags',
  imageUrl: 'Photo',
  tipVideoUrl: 'Tip video',
  sourceUrl: 'Original link',
  prepTime: 'Prep time',
  cookTime: 'Cook time',
  servings: 'Servings',
};

const namesOf = (entry: HistoryEntry) => entry.users.map((user) => user.name).join(', ');
const fieldsOf = (entry: HistoryEntry) =>
  entry.changedFields.map((field) => FIELD_LABELS[field] ?? field).join(', ');
/** The version the recipe started from has no editors: it was created, not edited. */
const isOriginal = (entry: HistoryEntry) => entry.users.length === 0;

/**
 * The recipe's history: its editing sessions (when, who, which fields), one session's content
 * read-only, and 'Restore this version', which makes it the recipe's content again for everyone.
 */
export function RecipeHistoryDialog({
  recipeId,
  open,
  onOpenChange,
}: {
  recipeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const isOnline = useOnline();
  const history = useRecipeHistory(recipeId, open && isOnline);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const entries = history.data ?? [];
  const selected = entries.find((entry) => entry.id === selectedId) ?? null;
  // A restore ends the session going on, keeping its content: restoring it again is the undo.
  const currentId = entries.find((entry) => entry.isCurrent)?.id ?? null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="max-w-4xl" className="h-[min(44rem,calc(100dvh-1.5rem))]">
        <DialogHeader>
          <DialogTitle>History</DialogTitle>
          <DialogDescription>
            Editing sessions, newest first. Pick one to see the recipe as it was then.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="flex min-h-0 p-0 sm:p-0">
          {!isOnline ? (
            <Notice
              className="flex-1 justify-center px-6 py-16"
              icon={<WifiOff aria-hidden="true" />}
              title="History needs a connection"
            >
              Connect to see earlier versions of this recipe.
            </Notice>
          ) : history.isPending ? (
            <div className="flex flex-1 items-center justify-center gap-2 text-sm text-stone-600">
              <Spinner /> Loading history…
            </div>
          ) : history.isError ? (
            <Notice
              className="flex-1 justify-center px-6 py-16"
              icon={<History aria-hidden="true" />}
              title="Could not load the history"
            >
              {errorMessageOf(history.error, 'Please try again.')}
              <Button
                variant="outline"
                size="sm"
                className="mt-3"
                onClick={() => void history.refetch()}
              >
                Retry
              </Button>
            </Notice>
          ) : entries.length === 0 ? (
            <Notice
              className="flex-1 justify-center px-6 py-16"
              icon={<History aria-hidden="true" />}
              title="No changes yet"
            >
              Edits show here, grouped into editing sessions.
            </Notice>
          ) : (
            <div className="flex min-h-0 flex-1">
              <ol
                aria-label="Versions"
                className={cn(
                  'min-h-0 w-full shrink-0 space-y-1 overflow-y-auto border-stone-100 p-3 md:block md:w-80 md:border-r',
                  selected ? 'hidden' : 'block',
                )}
              >
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <VersionButton
                      entry={entry}
                      isSelected={entry.id === selected?.id}
                      onSelect={() => setSelectedId(entry.id)}
                    />
                  </li>
                ))}
              </ol>
              <div
                className={cn(
                  'min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6',
                  selected ? 'block' : 'hidden md:block',
                )}
              >
                {selected ? (
                  <VersionPreview
                    recipeId={recipeId}
                    entry={selected}
                    undoId={currentId}
                    onBack={() => setSelectedId(null)}
                    onRestored={() => onOpenChange(false)}
                  />
                ) : (
                  <p className="pt-16 text-center text-sm text-stone-500">
                    Pick a version to see it.
                  </p>
                )}
              </div>
            </div>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

function VersionButton({
  entry,
  isSelected,
  onSelect,
}: {
  entry: HistoryEntry;
  isSelected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={isSelected ? 'true' : undefined}
      className={cn(
        'w-full rounded-xl px-3 py-2.5 text-left transition-colors hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-500',
        isSelected && 'bg-brand-50 hover:bg-brand-50',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold whitespace-nowrap text-stone-900">
          {formatDateTime(entry.endedAt)}
        </span>
        {entry.isCurrent ? <Badge variant="brand">Current</Badge> : null}
      </span>
      <span className="mt-0.5 block truncate text-sm text-stone-700">
        {isOriginal(entry) ? 'Original version' : namesOf(entry)}
      </span>
      {entry.changedFields.length > 0 ? (
        <span className="mt-0.5 line-clamp-2 block text-xs text-stone-500">
          Changed {fieldsOf(entry)}
        </span>
      ) : null}
    </button>
  );
}

function VersionPreview({
  recipeId,
  entry,
  undoId,
  onBack,
  onRestored,
}: {
  recipeId: string;
  entry: HistoryEntry;
  /** The version the restore replaces (the current one), to go back to; null when none. */
  undoId: string | null;
  onBack: () => void;
  onRestored: () => void;
}) {
  const version = useHistoryVersion(recipeId, entry);
  const restore = useRestoreVersion(recipeId);

  function handleRestore() {
    restore.mutate(entry.id, {
      onSuccess: () => {
        toast({
          title: 'Version restored',
          description: 'The recipe shows this version again, for everyone editing it.',
          variant: 'success',
          duration: 10_000,
          action: undoId
            ? { label: 'Undo', onClick: () => undoRestore(recipeId, undoId) }
            : undefined,
        });
        onRestored();
      },
      onError: failedToast('Failed to update recipe'),
    });
  }

  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" className="-ml-3 md:hidden" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        All versions
      </Button>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-stone-900">{formatDateTime(entry.endedAt)}</p>
          <p className="text-xs text-stone-500">
            {isOriginal(entry) ? 'Original version' : `By ${namesOf(entry)}`}
          </p>
        </div>
        {entry.isCurrent ? (
          <Badge variant="brand">Current</Badge>
        ) : (
          <Button
            size="sm"
            onClick={handleRestore}
            pending={restore.isPending}
            pendingLabel="Restoring"
            disabled={!version.data}
          >
            <RotateCcw aria-hidden="true" />
            Restore this version
          </Button>
        )}
      </div>
      {version.isPending ? (
        <div className="flex items-center gap-2 py-10 text-sm text-stone-600">
          <Spinner /> Loading this version…
        </div>
      ) : version.isError ? (
        <div className="py-6 text-sm text-stone-600">
          <p>{errorMessageOf(version.error, 'Could not load this version.')}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => void version.refetch()}
          >
            Retry
          </Button>
        </div>
      ) : (
        <ContentPreview content={version.data.content} seed={recipeId} />
      )}
    </div>
  );
}

/** Brings back the content a restore replaced: that version, restored in turn. */
function undoRestore(recipeId: string, versionId: string) {
  restoreVersion(recipeId, versionId).then(
    () => toast({ title: 'Restore undone', variant: 'success' }),
    failedToast('Failed to update recipe'),
  );
}

/** A version's content, read-only. */
function ContentPreview({ content, seed }: { content: RecipeContent; seed: string }) {
  const facts = [
    content.prepTime ? `Prep ${formatMinutes(content.prepTime)}` : null,
    content.cookTime ? `Cook ${formatMinutes(content.cookTime)}` : null,
    content.servings ? `Serves ${content.servings}` : null,
  ].filter((fact) => fact !== null);
  return (
    <article
      aria-label="Version content"
      className="space-y-4 rounded-2xl border border-stone-200 bg-stone-50/60 p-4 sm:p-5"
    >
      {content.imageUrl ? (
        <figure className="aspect-[16/9] max-h-64 w-full overflow-hidden rounded-xl bg-stone-100">
          <RecipeImage
            imageUrl={content.imageUrl}
            seed={seed}
            sizes="(min-width: 768px) 36rem, 100vw"
          />
          <figcaption className="sr-only">Photo</figcaption>
        </figure>
      ) : null}
      <h3 className="font-display text-xl font-semibold break-words text-stone-900">
        {content.title}
      </h3>
      {content.description ? (
        <p className="text-sm leading-relaxed whitespace-pre-line text-stone-700">
          {content.description}
        </p>
      ) : null}
      {facts.length > 0 ? <p className="text-sm text-stone-600">{facts.join(' · ')}</p> : null}
      {content.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {content.tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-5">
        <section className="sm:col-span-2">
          <h4 className="text-sm font-semibold text-stone-900">Ingredients</h4>
          <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-stone-700">
            {content.ingredients.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </section>
        <section className="sm:col-span-3">
          <h4 className="text-sm font-semibold text-stone-900">Instructions</h4>
          <ol className="mt-1.5 list-decimal space-y-1 pl-5 text-sm text-stone-700">
            {content.steps.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
}
