import { useState, type FormEvent } from 'react';
import { Copy, Lock, Send } from 'lucide-react';
import type { RecipeCard, Visibility } from '../../../contract';
import { VISIBILITIES } from '../../../contract/recipe-values';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { failedToast } from '../../lib/error-toast';
import { toast } from '../../lib/toast';
import { useCurrentUser } from '../auth/use-auth';
import {
  OfflineReason,
  useConnectionGuard,
  type ConnectionGuard,
} from '../offline/connection-guard';
import { copyRecipeLink, recipeUrl } from '../recipes/copy-recipe-link';
import { useUpdateRecipe } from '../recipes/use-recipes';
import { VISIBILITY_INFO } from '../recipes/visibility';
import { SharePeople } from './share-people';
import { useInvite, validateInviteEmail } from './use-invite';

interface ShareDialogProps {
  recipe: RecipeCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * SPEC §2 Share dialog: visibility (owner only), the link, and invites by e-mail. The owner also
 * sees everyone with access and may change or remove them, and may invite people to a private
 * recipe too (it is then shared with them only).
 */
export function ShareDialog({ recipe, open, onOpenChange }: ShareDialogProps) {
  const user = useCurrentUser();
  const canShare = recipe.abilities?.share ?? recipe.ownerUid === user.id;
  // Visibility and invites are the server's to change; copying the link works offline.
  const connection = useConnectionGuard();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share Recipe</DialogTitle>
          <DialogDescription>{recipe.title}</DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-6">
          <OfflineReason guard={connection} visible className="rounded-xl bg-stone-100 p-3 text-sm">
            Changing who can open it and inviting need a connection. You can still copy the link.
          </OfflineReason>
          <VisibilityField recipe={recipe} canShare={canShare} connection={connection} />
          {recipe.visibility === 'private' ? (
            <div className="flex items-start gap-3 rounded-xl bg-stone-50 p-4 text-sm text-stone-600">
              <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <div>
                <p className="font-semibold text-stone-900">Recipe is Private</p>
                <p>
                  {canShare
                    ? 'Only you and the people you invite can open it.'
                    : 'Only its owner and the people they invited can open it.'}
                </p>
              </div>
            </div>
          ) : (
            <LinkField recipeId={recipe.id} />
          )}
          {canShare ? (
            <>
              <InviteField recipe={recipe} connection={connection} />
              <SharePeople recipeId={recipe.id} connection={connection} />
            </>
          ) : null}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

function VisibilityField({
  recipe,
  canShare,
  connection,
}: {
  recipe: RecipeCard;
  canShare: boolean;
  connection: ConnectionGuard;
}) {
  const updateRecipe = useUpdateRecipe();
  const [picked, setPicked] = useState<Visibility | null>(null);
  const value = picked ?? recipe.visibility;

  function handleChange(next: string) {
    const visibility = next as Visibility;
    setPicked(visibility);
    updateRecipe.mutate(
      { id: recipe.id, changes: { visibility } },
      {
        onSettled: () => setPicked(null),
        onError: failedToast('Error', { description: 'Failed to update recipe' }),
      },
    );
  }

  return (
    <div className="space-y-2">
      <Label htmlFor="share-visibility">Who can open this recipe</Label>
      <Select
        value={value}
        onValueChange={handleChange}
        disabled={!canShare || connection.isOffline}
      >
        <SelectTrigger id="share-visibility" className="w-full" {...connection.reasonProps}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {VISIBILITIES.map((option) => (
            <SelectItem key={option} value={option}>
              {VISIBILITY_INFO[option].label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {canShare ? null : (
        <p className="text-xs text-stone-500">Only the owner can change who can open it.</p>
      )}
    </div>
  );
}

function LinkField({ recipeId }: { recipeId: string }) {
  const url = recipeUrl(recipeId);
  return (
    <div className="space-y-2">
      <Label htmlFor="share-link">Recipe link</Label>
      <div className="flex gap-2">
        <Input
          id="share-link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copyRecipeLink(url)}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
    </div>
  );
}

function InviteField({ recipe, connection }: { recipe: RecipeCard; connection: ConnectionGuard }) {
  const invite = useInvite();
  const [email, setEmail] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateInviteEmail(email);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    const address = email.trim();
    invite.mutate(
      { recipeId: recipe.id, email: address },
      {
        onSuccess: (answer) => {
          toast({
            title: 'Invitation Sent!',
            description: answer.isExistingUser
              ? 'Recipe shared with existing user'
              : 'Invitation email sent with recipe link',
            variant: 'success',
          });
          setEmail('');
        },
        onError: failedToast('Send Failed', {
          description: 'Could not send email invitation. Please try again.',
        }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-2">
      <Label htmlFor="share-invite">Invite by email</Label>
      <div className="flex gap-2">
        <Input
          id="share-invite"
          type="email"
          autoComplete="email"
          placeholder="friend@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button
          type="submit"
          disabled={invite.isPending || connection.isOffline}
          {...connection.reasonProps}
        >
          <Send aria-hidden="true" />
          Invite
        </Button>
      </div>
      <p className="text-xs text-stone-500">
        {recipe.visibility === 'private'
          ? 'They can open and edit it; nobody else can.'
          : 'They can open and edit it, and find it in their recipes.'}
      </p>
    </form>
  );
}
