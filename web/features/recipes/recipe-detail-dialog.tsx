import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, History, Pencil, Share2, Trash2 } from 'lucide-react';
import type { Recipe } from '../../../contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { toastError } from '../../lib/error-toast';
import { toast } from '../../lib/toast';
import { formatRelativeTimeInSentence } from '../../lib/format';
import { useCurrentUser } from '../auth/use-auth';
import { OfflineReason, useConnectionGuard } from '../offline/connection-guard';
import { PresenceStack } from '../realtime/presence-stack';
import { useRecipePresence } from '../realtime/use-realtime';
import { ShareDialog } from '../sharing/share-dialog';
import { useHistoryKeys } from '../offline/sync/use-undo';
import { useRecipeContent } from './recipe-content';
import { RecipeDetailView } from './recipe-detail-view';
import {
  RecipeEditBody,
  SaveStatusText,
  UndoRedoButtons,
  useRecipeEditSession,
} from './recipe-edit-session';
import { RecipeHistoryDialog } from './recipe-history-dialog';
import { useDeleteRecipe } from './use-recipes';
import { toastMovedToTrash } from './use-trash';
import { VisibilityBadge } from './visibility';

const RecipeHouseholdActions = lazy(() => import('../households/recipe-household-actions'));

interface RecipeDetailDialogProps {
  recipe: Recipe;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * One recipe: read and cook from it, or (with the right to) edit it together with others: the
 * content is a synced document, so every keystroke reaches the others, offline edits wait on the
 * device, and the history can bring back any earlier version.
 */
export function RecipeDetailDialog({ recipe, open, onOpenChange }: RecipeDetailDialogProps) {
  const user = useCurrentUser();
  const deleteRecipe = useDeleteRecipe();
  const queryClient = useQueryClient();
  const [isEditing, setEditing] = useState(false);
  const [isSharing, setSharing] = useState(false);
  const [isShowingHistory, setShowingHistory] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  // Joined while the dialog is open; closing it (or unmounting) leaves.
  const presence = useRecipePresence(recipe.id, open, user.id);
  const isDeleting = deleteRecipe.isPending;
  const goneHandled = useRef(false);
  // Our own delete: its recipe_deleted needs no 'deleted by its owner' toast.
  const deletedHere = useRef(false);
  const { t, i18n } = useLingui();

  // The server ended the join: the recipe was made private to us, or deleted by someone else.
  useEffect(() => {
    if (!presence.gone || goneHandled.current) return;
    goneHandled.current = true;
    if (presence.gone === 'access_revoked') {
      toastError({
        title: t`Access Removed`,
        description: t`You no longer have access to this recipe.`,
      });
    } else if (!isDeleting && !deletedHere.current) {
      toast({
        title: t`Recipe Deleted`,
        description: t`This recipe was deleted by its owner.`,
      });
    }
    onOpenChange(false);
  }, [presence.gone, isDeleting, onOpenChange, t]);

  const connection = useConnectionGuard();
  // The server evaluates abilities; until it sends them, the owner is the one who may act.
  const isOwner = recipe.ownerUid === user.id;
  const mayEdit = recipe.abilities?.edit ?? isOwner;
  const canDelete = recipe.abilities?.delete ?? isOwner;
  // The document is opened with the dialog, so edit mode starts at once (and offline).
  const { recipeDoc, undo, editor } = useRecipeEditSession(recipe, open && mayEdit, user.id);
  const canEdit = mayEdit && recipeDoc?.canEdit !== false;
  const shown = useRecipeContent(recipe, recipeDoc?.isReady ? recipeDoc.doc : null);
  const sync = recipeDoc?.sync;
  const isEditingNow = isEditing && canEdit;
  const title = recipe.title;
  const updated = formatRelativeTimeInSentence(recipe.updatedAt);
  useHistoryKeys(content, undo?.manager ?? null, isEditingNow);

  // Out of edit mode, nobody is in a field here.
  useEffect(() => {
    if (!isEditingNow) sync?.setPresence(null);
  }, [isEditingNow, sync]);

  function handleToggleEdit() {
    if (isEditing) {
      // Save: whatever is batched goes now (each change was sent as it was made).
      sync?.flush();
      setEditing(false);
    } else {
      setEditing(true);
    }
  }

  function handleDelete() {
    deletedHere.current = true;
    // Awaited rather than mutate's callbacks: the list drops the recipe at once, which may close
    // this dialog before they would run, and the toast with Undo must still show.
    deleteRecipe.mutateAsync(recipe.id).then(
      () => {
        onOpenChange(false);
        toastMovedToTrash(queryClient, recipe);
      },
      (error: unknown) => {
        deletedHere.current = false;
        toastError({ title: t`Error`, error, description: t`Failed to delete recipe` });
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={content} size="max-w-4xl" aria-describedby={undefined}>
        <DialogHeader className="space-y-3">
          <div className="flex items-start gap-2 pe-8">
            <DialogTitle className="min-w-0 flex-1 break-words">
              <span dir="auto">{shown.title || recipe.title}</span>
            </DialogTitle>
          </div>
          <PresenceStack users={presence.others} />
          <div className="flex flex-wrap items-center gap-2">
            {canEdit ? (
              <Button
                size="sm"
                variant={isEditingNow ? 'primary' : 'outline'}
                onClick={handleToggleEdit}
              >
                {isEditingNow ? <Check aria-hidden="true" /> : <Pencil aria-hidden="true" />}
                {isEditingNow ? <Trans>Save</Trans> : <Trans>Edit</Trans>}
              </Button>
            ) : null}
            {isEditingNow ? (
              <>
                <UndoRedoButtons undo={undo} />
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setShowingHistory(true)}
                  disabled={connection.isOffline}
                  {...connection.reasonProps}
                >
                  <History aria-hidden="true" />
                  <Trans>History</Trans>
                </Button>
              </>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              onClick={() => setSharing(true)}
              disabled={connection.isOffline}
              {...connection.reasonProps}
            >
              <Share2 aria-hidden="true" />
              <Trans>Share</Trans>
            </Button>
            {canDelete ? (
              <ConfirmDialog
                trigger={
                  <Button
                    size="sm"
                    variant="destructive-ghost"
                    pending={deleteRecipe.isPending}
                    pendingLabel={t`Deleting`}
                    disabled={connection.isOffline}
                    {...connection.reasonProps}
                  >
                    <Trash2 aria-hidden="true" />
                    <Trans>Delete</Trans>
                  </Button>
                }
                title={t`Delete this recipe?`}
                description={t`“${title}” moves to the Trash, where you can restore it.`}
                confirmLabel={t`Delete Recipe`}
                onConfirm={handleDelete}
              />
            ) : null}
            <OfflineReason guard={connection} visible>
              {i18n._(offlineReason(canDelete, isEditingNow))}
            </OfflineReason>
            <div className="flex w-full items-center gap-3 sm:ms-auto sm:w-auto">
              <VisibilityBadge visibility={recipe.visibility} />
              {isEditingNow ? (
                <SaveStatusText status={recipeDoc?.status} />
              ) : (
                <span className="text-xs text-stone-500">
                  <Trans>Updated {updated}</Trans>
                </span>
              )}
            </div>
          </div>
        </DialogHeader>
        <DialogBody>
          {isEditingNow ? (
            <RecipeEditBody recipeId={recipe.id} recipeDoc={recipeDoc} editor={editor} />
          ) : (
            <RecipeDetailView
              recipeId={recipe.id}
              content={shown}
              renderActions={(servings) => (
                <Suspense fallback={null}>
                  <RecipeHouseholdActions
                    recipe={{ id: recipe.id, title: shown.title || recipe.title }}
                    servings={servings}
                  />
                </Suspense>
              )}
            />
          )}
        </DialogBody>
        {isSharing ? <ShareDialog recipe={recipe} open onOpenChange={setSharing} /> : null}
        {isShowingHistory ? (
          <RecipeHistoryDialog recipeId={recipe.id} open onOpenChange={setShowingHistory} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Why the controls that need the server are disabled while offline. */
function offlineReason(canDelete: boolean, isEditing: boolean): MessageDescriptor {
  if (isEditing) {
    return canDelete
      ? msg`History, sharing and deleting need a connection`
      : msg`History and sharing need a connection`;
  }
  return canDelete ? msg`Sharing and deleting need a connection` : msg`Sharing needs a connection`;
}
