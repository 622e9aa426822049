// /recipes/join?token=… for someone not signed in: the recipe invitation's landing. It says who
// invited them to which recipe (only what the server lets a link holder see) and offers to
// create an account or sign in, then comes back here, where the signed-in page accepts it.
import { Link2Off } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { AuthShell } from '../shell/auth-shell';
import { buttonVariants } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useRecipeInvitePreview } from '../features/sharing/use-invite';
import { errorMessageOf } from '../lib/api';
import { formatDate } from '../lib/format';
import { loginPathFor } from '../lib/return-path';

export default function JoinRecipeLandingPage() {
  const [location] = useLocation();
  const search = useSearch();
  const token = new URLSearchParams(search).get('token');
  const preview = useRecipeInvitePreview(token);
  const here = `${location}?${search}`;
  const { t } = useLingui();

  if (!token || preview.isError) {
    return (
      <AuthShell
        title={t`This invitation cannot be used`}
        description={
          token
            ? errorMessageOf(
                preview.error,
                t`It may have expired or been cancelled. Ask for a new one.`,
              )
            : t`The link is incomplete. Open it again from the invitation email.`
        }
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link href={loginPathFor('/')} className={buttonVariants({ variant: 'outline' })}>
            <Trans>Sign In</Trans>
          </Link>
          <Link href="/" className={buttonVariants({ variant: 'ghost' })}>
            <Link2Off aria-hidden="true" />
            <Trans>Go to Potluck</Trans>
          </Link>
        </div>
      </AuthShell>
    );
  }
  if (preview.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner className="size-8" label={t`Reading the invitation`} />
      </div>
    );
  }
  const { inviterName, recipeTitle, sentTo, expiresAt } = preview.data;
  const expiry = formatDate(expiresAt);
  return (
    <AuthShell
      title={t`You're invited to cook together`}
      description={
        <Trans>
          <span className="font-semibold text-stone-900">{inviterName}</span> invited you to edit
          the recipe <span className="font-semibold text-stone-900">“{recipeTitle}”</span> on
          Potluck.
        </Trans>
      }
    >
      <div className="space-y-6">
        <p className="text-sm text-stone-600">
          <Trans>
            The invitation was sent to {sentTo} and works once, until {expiry}. Create a free
            account (with that address or another) or sign in, and the recipe opens in My Recipes.
          </Trans>
        </p>
        <div className="flex flex-col gap-3">
          <Link
            href={loginPathFor(here, { signUp: true })}
            className={buttonVariants({ size: 'lg', className: 'w-full' })}
          >
            <Trans>Create Account</Trans>
          </Link>
          <Link
            href={loginPathFor(here)}
            className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full' })}
          >
            <Trans>Sign In</Trans>
          </Link>
        </div>
      </div>
    </AuthShell>
  );
}
