// /households/join?token=…: where an invitation's link leads (signed out, the routes send the
// visitor to sign in or sign up and back here). It says who invited them to which household, and
// asks: Accept joins it and shows its meal plan; Decline ends the invitation. A link that cannot
// be used says why and where to go.
import { House, Link2Off } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { EmptyState } from '../components/recipe-grid';
import { Button, buttonVariants } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { rememberHousehold } from '../features/households/current-household';
import { joinedToast } from '../features/households/pending-invitations';
import { useAnswerInvitation, useInvitationPreview } from '../features/households/use-households';
import { errorMessageOf } from '../lib/api';
import { failedToast } from '../lib/error-toast';
import { toast } from '../lib/toast';

const toPlan = (
  <Link href="/plan" className={buttonVariants({ variant: 'outline' })}>
    <Trans>Go to your meal plan</Trans>
  </Link>
);

export default function JoinHouseholdPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const preview = useInvitationPreview(token);
  const answer = useAnswerInvitation();
  const [, navigate] = useLocation();
  const { t, i18n } = useLingui();

  if (!token || preview.isError) {
    return (
      <EmptyState
        icon={<Link2Off className="size-7" aria-hidden="true" />}
        title={t`This invitation cannot be used`}
        hint={
          token
            ? errorMessageOf(
                preview.error,
                t`It may have expired or been cancelled. Ask for a new one.`,
              )
            : t`The link is incomplete. Open it again from the invitation email.`
        }
        action={toPlan}
      />
    );
  }
  if (!preview.data) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-stone-600">
        <Spinner className="size-8" label={t`Opening the invitation`} />
        <p>
          <Trans>Opening the invitation…</Trans>
        </p>
      </div>
    );
  }

  const invitation = preview.data;
  const householdName = invitation.householdName;
  const invitedBy = invitation.invitedBy;
  const answering = answer.isPending ? answer.variables?.accept : undefined;
  function respond(accept: boolean) {
    answer.mutate(
      { token: token!, accept },
      {
        onSuccess: (joined) => {
          if (accept && joined) {
            rememberHousehold(joined.household.id);
            joinedToast(joined.household.name, i18n);
          } else {
            toast({ title: t`Invitation declined`, description: invitation.householdName });
          }
          navigate('/plan', { replace: true });
        },
        onError: failedToast(accept ? t`Could not join the household` : t`Could not decline`),
      },
    );
  }

  return (
    <div className="mx-auto mt-6 max-w-lg rounded-3xl border border-stone-200 bg-white p-6 text-center shadow-soft sm:mt-12 sm:p-8">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <House className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 font-display text-2xl font-semibold text-stone-900">
        <Trans>Join {householdName}?</Trans>
      </h1>
      <p className="mt-2 text-sm text-stone-600">
        <Trans>
          <span className="font-semibold text-stone-800">{invitedBy}</span> invited you to plan
          meals and shop together in this household on Potluck. Members share its meal plan and
          shopping lists.
        </Trans>
      </p>
      <div className="mt-6 flex flex-col-reverse justify-center gap-2 sm:flex-row">
        <Button
          variant="outline"
          onClick={() => respond(false)}
          pending={answering === false}
          pendingLabel={t`Declining`}
          disabled={answer.isPending}
        >
          <Trans>Decline</Trans>
        </Button>
        <Button
          onClick={() => respond(true)}
          pending={answering === true}
          pendingLabel={t`Joining`}
          disabled={answer.isPending}
        >
          <Trans>Accept and join</Trans>
        </Button>
      </div>
    </div>
  );
}
