import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Pencil, Share2, Trash2 } from 'lucide-react';
import type { Recipe } from '../../../contract';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { isUnauthorizedError } from '../../lib/logged-out';
import { toast } from '../../lib/toast';
import { formatRelativeTime } from '../../lib/format';
import { useCurrentUser } from '../auth/use-auth';
import { OfflineReason, useConnectionGuard } from '../offline/connection-guard';
import { PresenceStack } from '../realtime/presence-stack';
import { useRecipePresence } from '../realtime/use-realtime';
import { ShareDialog } from '../sharing/share-dialog';
import { RecipeDetailEditor } from './recipe-detail-editor';
import { RecipeDetailView } from './recipe-detail-view';
import { useRecipeDraft } from './use-recipe-draft';
import { useDeleteRecipe } from './use-recipes';
import { toastMovedToTrash } from './use-trash';
import { VisibilityBadge } from './visibility';

interface RecipeDetailDialogProps {
  recipe: Recipe;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One recipe: read and cook from it, or (with the right to) edit it in place with autosave. */
export function RecipeDetailDialog({ recipe, open, onOpenChange }: RecipeDetailDialogProps) {
  const user = useCurrentUser();
  const draft = useRecipeDraft(recipe);
  const deleteRecipe = useDeleteRecipe();
  const queryClient = useQueryClient();
  const [isEditing, setEditing] = useState(false);
  const [isSharing, setSharing] = useState(false);
  // Joined while the dialog is open; closing it (or unmounting) leaves.
  const presence = useRecipePresence(recipe.id, open, user.id);
  const isDeleting = deleteRecipe.isPending;
  const { discard } = draft;
  const goneHandled = useRef(false);
  // Our own delete: its recipe_deleted needs no 'deleted by its owner' toast.
  const deletedHere = useRef(false);

  // The server ended the join: the recipe was made private to us, or deleted by someone else.
  useEffect(() => {
    if (!presence.gone || goneHandled.current) return;
    goneHandled.current = true;
    if (presence.gone === 'access_revoked') {
      toast({
        title: 'Access Removed',
        description: 'You no longer have access to this recipe.',
        variant: 'destructive',
      });
    } else if (!isDeleting && !deletedHere.current) {
      toast({ title: 'Recipe Deleted', description: 'This recipe was deleted by its owner.' });
    }
    discard();
    onOpenChange(false);
  }, [presence.gone, isDeleting, discard, onOpenChange]);

  const connection = useConnectionGuard();
  // The server evaluates abilities; until it sends them, the owner is the one who may act.
  const isOwner = recipe.ownerUid === user.id;
  const canEdit = recipe.abilities?.edit ?? isOwner;
  const canDelete = recipe.abilities?.delete ?? isOwner;

  function handleToggleEdit() {
    if (isEditing) {
      setEditing(false);
      void draft.finishEditing();
    } else {
      setEditing(true);
    }
  }

  function handleDelete() {
    draft.discard();
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
        if (!isUnauthorizedError(error)) {
          toast({ title: 'Error', description: 'Failed to delete recipe', variant: 'destructive' });
        }
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="max-w-4xl" aria-describedby={undefined}>
        <DialogHeader className="space-y-3">
          <div className="flex items-start gap-2 pr-8">
            <DialogTitle className="min-w-0 flex-1 break-words">
              {draft.values.title.trim() || recipe.title}
            </DialogTitle>
          </div>
          <PresenceStack users={presence.others} />
          <div className="flex flex-wrap items-center gap-2">
            {canEdit ? (
              <Button
                size="sm"
                variant={isEditing ? 'primary' : 'outline'}
                onClick={handleToggleEdit}
              >
                {isEditing ? <Check aria-hidden="true" /> : <Pencil aria-hidden="true" />}
                {isEditing ? 'Save' : 'Edit'}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              onClick={() => setSharing(true)}
              disabled={connection.isOffline}
              {...connection.reasonProps}
            >
              <Share2 aria-hidden="true" />
              Share
            </Button>
            {canDelete ? (
              <ConfirmDialog
                trigger={
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-600 hover:bg-red-50 hover:text-red-700"
                    disabled={deleteRecipe.isPending || connection.isOffline}
                    {...connection.reasonProps}
                  >
                    {deleteRecipe.isPending ? (
                      <Spinner className="size-4" label="Deleting" />
                    ) : (
                      <Trash2 aria-hidden="true" />
                    )}
                    Delete
                  </Button>
                }
                title="Delete this recipe?"
                description={`“${recipe.title}” moves to the Trash, where you can restore it.`}
                confirmLabel="Delete Recipe"
                onConfirm={handleDelete}
              />
            ) : null}
            <OfflineReason guard={connection} visible>
              {canDelete ? 'Sharing and deleting need a connection' : 'Sharing needs a connection'}
            </OfflineReason>
            <div className="flex w-full items-center gap-3 sm:ml-auto sm:w-auto">
              <VisibilityBadge visibility={recipe.visibility} />
              <span className="text-xs text-stone-500">
                Updated {formatRelativeTime(recipe.updatedAt).toLowerCase()}
              </span>
            </div>
          </div>
        </DialogHeader>
        <DialogBody>
          {isEditing ? (
            <RecipeDetailEditor draft={draft} />
          ) : (
            <RecipeDetailView recipe={recipe} values={draft.values} />
          )}
        </DialogBody>
        {isSharing ? <ShareDialog recipe={recipe} open onOpenChange={setSharing} /> : null}
      </DialogContent>
    </Dialog>
  );
}
