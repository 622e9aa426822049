import { useState } from 'react';
import { ArrowLeft, History, RotateCcw, WifiOff } from 'lucide-react';
import type { RecipeContent, RecipeContentField } from '../../../contract/sync/recipe-doc';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { USER_LIST_ITEM } from '../../i18n/direction';
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

const FIELD_LABELS: Record<RecipeContentField, MessageDescriptor> = {
  title: msg`Title`,
  description: msg`Description`,
  ingredients: msg`Ingredients`,
  steps: msg`Instructions`,
  tags: msg`Tags`,
  imageUrl: msg`Photo`,
  tipVideoUrl: msg`Tip video`,
  sourceUrl: msg`Original link`,
  prepTime: msg`Prep time`,
  cookTime: msg`Cook time`,
  servings: msg`Servings`,
};

const namesOf = (entry: HistoryEntry) => entry.users.map((user) => user.name).join(', ');
const fieldsOf = (entry: HistoryEntry, i18n: I18n) =>
  entry.changedFields
    .map((field) => (FIELD_LABELS[field] ? i18n._(FIELD_LABELS[field]) : field))
    .join(', ');
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
  const { t } = useLingui();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="max-w-4xl" className="h-[min(44rem,calc(100dvh-1.5rem))]">
        <DialogHeader>
          <DialogTitle>
            <Trans>History</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Editing sessions, newest first. Pick one to see the recipe as it was then.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="flex min-h-0 p-0 sm:p-0">
          {!isOnline ? (
            <Notice
              className="flex-1 justify-center px-6 py-16"
              icon={<WifiOff aria-hidden="true" />}
              title={t`History needs a connection`}
            >
              <Trans>Connect to see earlier versions of this recipe.</Trans>
            </Notice>
          ) : history.isPending ? (
            <div className="flex flex-1 items-center justify-center gap-2 text-sm text-stone-600">
              <Spinner /> <Trans>Loading history…</Trans>
            </div>
          ) : history.isError ? (
            <Notice
              className="flex-1 justify-center px-6 py-16"
              icon={<History aria-hidden="true" />}
              title={t`Could not load the history`}
            >
              {errorMessageOf(history.error, t`Please try again.`)}
              <Button
                variant="outline"
                size="sm"
                className="mt-3"
                onClick={() => void history.refetch()}
              >
                <Trans>Retry</Trans>
              </Button>
            </Notice>
          ) : entries.length === 0 ? (
            <Notice
              className="flex-1 justify-center px-6 py-16"
              icon={<History aria-hidden="true" />}
              title={t`No changes yet`}
            >
              <Trans>Edits show here, grouped into editing sessions.</Trans>
            </Notice>
          ) : (
            <div className="flex min-h-0 flex-1">
              <ol
                aria-label={t`Versions`}
                className={cn(
                  'min-h-0 w-full shrink-0 space-y-1 overflow-y-auto border-stone-100 p-3 md:block md:w-80 md:border-e',
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
                    <Trans>Pick a version to see it.</Trans>
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
  const { i18n } = useLingui();
  const fields = fieldsOf(entry, i18n);
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={isSelected ? 'true' : undefined}
      className={cn(
        'w-full rounded-xl px-3 py-2.5 text-start transition-colors hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-500',
        isSelected && 'bg-brand-50 hover:bg-brand-50',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold whitespace-nowrap text-stone-900">
          {formatDateTime(entry.endedAt)}
        </span>
        {entry.isCurrent ? (
          <Badge variant="brand">
            <Trans>Current</Trans>
          </Badge>
        ) : null}
      </span>
      <span className="mt-0.5 block truncate text-sm text-stone-700">
        {isOriginal(entry) ? <Trans>Original version</Trans> : namesOf(entry)}
      </span>
      {entry.changedFields.length > 0 ? (
        <span className="mt-0.5 line-clamp-2 block text-xs text-stone-500">
          <Trans>Changed {fields}</Trans>
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
  const { t, i18n } = useLingui();
  const names = namesOf(entry);

  function handleRestore() {
    restore.mutate(entry.id, {
      onSuccess: () => {
        toast({
          title: t`Version restored`,
          description: t`The recipe shows this version again, for everyone editing it.`,
          variant: 'success',
          duration: 10_000,
          action: undoId
            ? { label: t`Undo`, onClick: () => undoRestore(recipeId, undoId, i18n) }
            : undefined,
        });
        onRestored();
      },
      onError: failedToast(t`Failed to update recipe`),
    });
  }

  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" className="-ms-3 md:hidden" onClick={onBack}>
        <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
        <Trans>All versions</Trans>
      </Button>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-stone-900">{formatDateTime(entry.endedAt)}</p>
          <p className="text-xs text-stone-500">
            {isOriginal(entry) ? <Trans>Original version</Trans> : <Trans>By {names}</Trans>}
          </p>
        </div>
        {entry.isCurrent ? (
          <Badge variant="brand">
            <Trans>Current</Trans>
          </Badge>
        ) : (
          <Button
            size="sm"
            onClick={handleRestore}
            pending={restore.isPending}
            pendingLabel={t`Restoring`}
            disabled={!version.data}
          >
            <RotateCcw aria-hidden="true" />
            <Trans>Restore this version</Trans>
          </Button>
        )}
      </div>
      {version.isPending ? (
        <div className="flex items-center gap-2 py-10 text-sm text-stone-600">
          <Spinner /> <Trans>Loading this version…</Trans>
        </div>
      ) : version.isError ? (
        <div className="py-6 text-sm text-stone-600">
          <p>{errorMessageOf(version.error, t`Could not load this version.`)}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => void version.refetch()}
          >
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : (
        <ContentPreview content={version.data.content} seed={recipeId} />
      )}
    </div>
  );
}

/** Brings back the content a restore replaced: that version, restored in turn. */
function undoRestore(recipeId: string, versionId: string, i18n: I18n) {
  restoreVersion(recipeId, versionId).then(
    () => toast({ title: i18n._(msg`Restore undone`), variant: 'success' }),
    failedToast(i18n._(msg`Failed to update recipe`)),
  );
}

/** A version's content, read-only. */
function ContentPreview({ content, seed }: { content: RecipeContent; seed: string }) {
  const { t } = useLingui();
  const prep = content.prepTime ? formatMinutes(content.prepTime) : null;
  const cook = content.cookTime ? formatMinutes(content.cookTime) : null;
  const serves = content.servings;
  const facts = [
    prep ? t`Prep ${prep}` : null,
    cook ? t`Cook ${cook}` : null,
    serves ? t`Serves ${serves}` : null,
  ].filter((fact) => fact !== null);
  return (
    <article
      aria-label={t`Version content`}
      className="space-y-4 rounded-2xl border border-stone-200 bg-stone-50/60 p-4 sm:p-5"
    >
      {content.imageUrl ? (
        <figure className="aspect-[16/9] max-h-64 w-full overflow-hidden rounded-xl bg-stone-100">
          <RecipeImage
            imageUrl={content.imageUrl}
            seed={seed}
            sizes="(min-width: 768px) 36rem, 100vw"
          />
          <figcaption className="sr-only">
            <Trans>Photo</Trans>
          </figcaption>
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
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Tags`}>
          {content.tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-5">
        <section className="sm:col-span-2">
          <h4 className="text-sm font-semibold text-stone-900">
            <Trans>Ingredients</Trans>
          </h4>
          <ul className="mt-1.5 list-disc space-y-1 text-sm text-stone-700">
            {content.ingredients.map((line, index) => (
              <li key={index} dir="auto" className={USER_LIST_ITEM}>
                {line}
              </li>
            ))}
          </ul>
        </section>
        <section className="sm:col-span-3">
          <h4 className="text-sm font-semibold text-stone-900">
            <Trans>Instructions</Trans>
          </h4>
          <ol className="mt-1.5 list-decimal space-y-1 text-sm text-stone-700">
            {content.steps.map((line, index) => (
              <li key={index} dir="auto" className={USER_LIST_ITEM}>
                {line}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
}
