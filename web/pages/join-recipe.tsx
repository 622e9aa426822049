// /recipes/join?token=…: where a recipe invitation's link leads when it was sent to an address
// with no account. Signed in (or just signed up), the reader becomes an editor and the recipe
// opens; signed out, the routes send them to sign in or sign up and back here.
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { InvitationLink } from '../components/invitation-link';
import { useAcceptRecipeInvite } from '../features/sharing/use-invite';
import { toast } from '../lib/toast';

export default function JoinRecipePage() {
  const acceptInvite = useAcceptRecipeInvite();
  const [, navigate] = useLocation();
  const { t } = useLingui();
  const { mutate } = acceptInvite;
  const accept = useCallback(
    (token: string) =>
      mutate(token, {
        onSuccess: (recipe) => {
          const title = recipe.title;
          toast({
            title: t`Recipe shared with you`,
            description: t`"${title}" is in My Recipes now, to edit together.`,
            variant: 'success',
          });
          navigate(`/recipe/${encodeURIComponent(recipe.id)}`, { replace: true });
        },
      }),
    [mutate, navigate, t],
  );
  return (
    <InvitationLink
      accept={accept}
      isError={acceptInvite.isError}
      error={acceptInvite.error}
      pendingText={t`Opening the recipe shared with you…`}
      fallback={{ href: '/', label: t`Go to My Recipes` }}
    />
  );
}
