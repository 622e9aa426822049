import { useState, type FormEvent } from 'react';
import { Copy, Lock, Send } from 'lucide-react';
import type { RecipeCard, Visibility } from '../../../contract';
import { VISIBILITIES } from '../../../contract/recipe-values';
import { Trans, useLingui } from '@lingui/react/macro';
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
          <DialogTitle>
            <Trans>Share Recipe</Trans>
          </DialogTitle>
          <DialogDescription>
            <span dir="auto">{recipe.title}</span>
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-6">
          <OfflineReason guard={connection} visible className="rounded-xl bg-stone-100 p-3 text-sm">
            <Trans>
              Changing who can open it and inviting need a connection. You can still copy the link.
            </Trans>
          </OfflineReason>
          <VisibilityField recipe={recipe} canShare={canShare} connection={connection} />
          {recipe.visibility === 'private' ? (
            <div className="flex items-start gap-3 rounded-xl bg-stone-50 p-4 text-sm text-stone-600">
              <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <div>
                <p className="font-semibold text-stone-900">
                  <Trans>Recipe is Private</Trans>
                </p>
                <p>
                  {canShare ? (
                    <Trans>Only you and the people you invite can open it.</Trans>
                  ) : (
                    <Trans>Only its owner and the people they invited can open it.</Trans>
                  )}
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
  const { t, i18n } = useLingui();

  function handleChange(next: string) {
    const visibility = next as Visibility;
    setPicked(visibility);
    updateRecipe.mutate(
      { id: recipe.id, changes: { visibility } },
      {
        onSettled: () => setPicked(null),
        onError: failedToast(t`Error`, { description: t`Failed to update recipe` }),
      },
    );
  }

  return (
    <div className="space-y-2">
      <Label htmlFor="share-visibility">
        <Trans>Who can open this recipe</Trans>
      </Label>
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
              {i18n._(VISIBILITY_INFO[option].label)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {canShare ? null : (
        <p className="text-xs text-stone-500">
          <Trans>Only the owner can change who can open it.</Trans>
        </p>
      )}
    </div>
  );
}

function LinkField({ recipeId }: { recipeId: string }) {
  const url = recipeUrl(recipeId);
  return (
    <div className="space-y-2">
      <Label htmlFor="share-link">
        <Trans>Recipe link</Trans>
      </Label>
      <div className="flex gap-2">
        <Input
          id="share-link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copyRecipeLink(url)}>
          <Copy aria-hidden="true" />
          <Trans>Copy</Trans>
        </Button>
      </div>
    </div>
  );
}

function InviteField({ recipe, connection }: { recipe: RecipeCard; connection: ConnectionGuard }) {
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const { t, i18n } = useLingui();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateInviteEmail(email, i18n);
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
            title: t`Invitation Sent!`,
            description: answer.isExistingUser
              ? t`Recipe shared with existing user`
              : t`Invitation email sent with recipe link`,
            variant: 'success',
          });
          setEmail('');
        },
        onError: failedToast(t`Send Failed`, {
          description: t`Could not send email invitation. Please try again.`,
        }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-2">
      <Label htmlFor="share-invite">
        <Trans>Invite by email</Trans>
      </Label>
      <div className="flex gap-2">
        <Input
          id="share-invite"
          type="email"
          autoComplete="email"
          placeholder={t`friend@example.com`}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button
          type="submit"
          disabled={invite.isPending || connection.isOffline}
          {...connection.reasonProps}
        >
          <Send className="rtl:-scale-x-100" aria-hidden="true" />
          <Trans>Invite</Trans>
        </Button>
      </div>
      <p className="text-xs text-stone-500">
        {recipe.visibility === 'private' ? (
          <Trans>They can open and edit it; nobody else can.</Trans>
        ) : (
          <Trans>They can open and edit it, and find it in their recipes.</Trans>
        )}
      </p>
    </form>
  );
}
