import { useId } from 'react';
import { RotateCcw, Trash2 } from 'lucide-react';
import type { TrashedRecipe } from '../../../contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { RecipeImage } from './recipe-image';
import { deletedLabel, isPurgeNear, purgeLabel } from './trash-text';

/** One recipe in the trash: what it is, when it goes for good, and Restore / Delete forever. */
export function TrashItem({
  recipe,
  isRestoring,
  isDeleting,
  onRestore,
  onDeleteForever,
}: {
  recipe: TrashedRecipe;
  isRestoring: boolean;
  isDeleting: boolean;
  onRestore: (recipe: TrashedRecipe) => void;
  onDeleteForever: (recipe: TrashedRecipe) => void;
}) {
  const titleId = useId();
  const isBusy = isRestoring || isDeleting;
  const { t, i18n } = useLingui();
  const title = recipe.title;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200/80 bg-white p-4 shadow-soft sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-stone-100 opacity-80 [&_svg]:size-6">
          <RecipeImage imageUrl={recipe.imageUrl} seed={recipe.id} sizes="64px" />
        </div>
        <div className="min-w-0">
          <h2
            id={titleId}
            dir="auto"
            className="line-clamp-2 font-semibold break-words text-stone-900"
          >
            {recipe.title}
          </h2>
          <p className="mt-0.5 text-sm text-stone-600">{deletedLabel(recipe.deletedAt, i18n)}</p>
          <p
            className={cn(
              'text-sm',
              isPurgeNear(recipe.purgeAt) ? 'font-medium text-red-700' : 'text-stone-500',
            )}
          >
            {purgeLabel(recipe.purgeAt, new Date(), i18n)}
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
        <Button
          variant="outline"
          size="sm"
          pending={isRestoring}
          pendingLabel={t`Restoring`}
          disabled={isBusy}
          aria-describedby={titleId}
          onClick={() => onRestore(recipe)}
        >
          <RotateCcw aria-hidden="true" />
          <Trans>Restore</Trans>
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="sm"
              pending={isDeleting}
              pendingLabel={t`Deleting`}
              disabled={isBusy}
              aria-describedby={titleId}
              className="text-red-700! hover:bg-red-50 hover:text-red-800!"
            >
              <Trash2 aria-hidden="true" />
              <Trans>Delete forever</Trans>
            </Button>
          }
          title={t`Delete this recipe forever?`}
          description={t`“${title}” and its photo will be deleted for good. This cannot be undone.`}
          confirmLabel={t`Delete Forever`}
          onConfirm={() => onDeleteForever(recipe)}
        />
      </div>
    </li>
  );
}

/** A row's shape while the trash loads. */
export function TrashItemSkeleton() {
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-stone-200/80 bg-white p-4 sm:flex-row sm:items-center">
      <div className="flex flex-1 items-center gap-4">
        <Skeleton className="size-16 shrink-0 rounded-xl" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-2/3 max-w-64" />
          <Skeleton className="h-3 w-32" />
          <Skeleton className="h-3 w-44" />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Skeleton className="h-9 sm:w-24" />
        <Skeleton className="h-9 sm:w-32" />
      </div>
    </li>
  );
}
