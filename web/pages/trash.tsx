import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { SearchX, Trash2 } from 'lucide-react';
import type { TrashedRecipe } from '../../contract';
import { DEFAULT_TRASH_RETENTION_DAYS } from '../../contract/recipe-values';
import { PageHeading } from '../shell/app-layout';
import { EmptyState, LoadFailed } from '../components/recipe-grid';
import { TrashItem, TrashItemSkeleton } from '../features/recipes/trash-item';
import { retentionHint } from '../features/recipes/trash-text';
import { useDeleteForever, useRestoreRecipe, useTrash } from '../features/recipes/use-trash';
import { failedToast, toastError } from '../lib/error-toast';
import { toast } from '../lib/toast';

const SKELETON_COUNT = 3;

/** The user's deleted recipes: restore them, or delete them for good before the trash does. */
export default function TrashPage() {
  const trash = useTrash();
  const restore = useRestoreRecipe();
  const deleteForever = useDeleteForever();
  const { t } = useLingui();
  // What each row is waiting for, so several rows can be restored or deleted at once.
  const [pending, setPending] = useState<ReadonlyMap<string, 'restore' | 'delete'>>(new Map());
  const retentionDays = trash.data?.retentionDays ?? DEFAULT_TRASH_RETENTION_DAYS;

  useEffect(() => {
    if (trash.isError) {
      toastError({ title: t`Error`, error: trash.error, fallback: t`Failed to load the trash` });
    }
  }, [trash.isError, trash.error, t]);

  function markPending(id: string, action: 'restore' | 'delete' | null) {
    setPending((current) => {
      const next = new Map(current);
      if (action) next.set(id, action);
      else next.delete(id);
      return next;
    });
  }

  function handleRestore(recipe: TrashedRecipe) {
    markPending(recipe.id, 'restore');
    restore.mutate(recipe, { onSettled: () => markPending(recipe.id, null) });
  }

  function handleDeleteForever(recipe: TrashedRecipe) {
    markPending(recipe.id, 'delete');
    const title = recipe.title;
    deleteForever.mutate(recipe.id, {
      onSuccess: () =>
        toast({
          title: t`Recipe deleted forever`,
          description: t`“${title}” is gone for good.`,
        }),
      onError: failedToast(t`Error`, { description: t`Failed to delete recipe` }),
      onSettled: () => markPending(recipe.id, null),
    });
  }

  const recipes = trash.data?.recipes ?? [];

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading
        title={t`Trash`}
        description={recipes.length > 0 ? retentionHint(retentionDays) : undefined}
      />

      {trash.isPending ? (
        <ul aria-label={t`Loading the trash`} aria-busy="true" className="space-y-3">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <TrashItemSkeleton key={index} />
          ))}
        </ul>
      ) : trash.isError && !trash.data ? (
        <LoadFailed
          icon={<SearchX className="size-7" aria-hidden="true" />}
          title={t`The trash could not be loaded`}
          error={trash.error}
          onRetry={() => void trash.refetch()}
        />
      ) : recipes.length === 0 ? (
        <EmptyState
          icon={<Trash2 className="size-7" aria-hidden="true" />}
          title={t`Trash is empty`}
          hint={retentionHint(retentionDays)}
        />
      ) : (
        <ul aria-label={t`Deleted recipes`} className="space-y-3">
          {recipes.map((recipe) => (
            <TrashItem
              key={recipe.id}
              recipe={recipe}
              isRestoring={pending.get(recipe.id) === 'restore'}
              isDeleting={pending.get(recipe.id) === 'delete'}
              onRestore={handleRestore}
              onDeleteForever={handleDeleteForever}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
