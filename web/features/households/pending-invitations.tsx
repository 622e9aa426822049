// The household invitations waiting for the caller's answer, at the top of the Plan, Shopping and
// Household screens: who invited them to which household, with Accept and Decline. Accepting
// shows the household joined; nothing shows while there are none (or offline).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailOpen } from 'lucide-react';
import type { PendingInvitation } from '../../../contract/households';
import { Button } from '../../components/ui/button';
import { failedToast } from '../../lib/error-toast';
import { toast } from '../../lib/toast';
import { rememberHousehold } from './current-household';
import { useAnswerInvitation, usePendingInvitations } from './use-households';

export function PendingInvitations() {
  const { t } = useLingui();
  const invitations = usePendingInvitations();
  if (!invitations.data || invitations.data.length === 0) return null;
  return (
    <section aria-label={t`Household invitations`} className="mb-5 space-y-2">
      {invitations.data.map((invitation) => (
        <InvitationNotice key={invitation.id} invitation={invitation} />
      ))}
    </section>
  );
}

/** What joining means, for a toast once accepted (in `i18n`'s language). */
export function joinedToast(name: string, i18n: I18n) {
  toast({
    title: i18n._(msg`You joined ${name}`),
    description: i18n._(msg`Its meal plan and shopping lists are yours to use now.`),
    variant: 'success',
  });
}

function InvitationNotice({ invitation }: { invitation: PendingInvitation }) {
  const { t, i18n } = useLingui();
  const answer = useAnswerInvitation();
  const householdName = invitation.householdName;
  const invitedBy = invitation.invitedBy;
  const answering = answer.isPending ? answer.variables?.accept : undefined;

  function respond(accept: boolean) {
    answer.mutate(
      { id: invitation.id, accept },
      {
        onSuccess: (joined) => {
          if (accept && joined) {
            rememberHousehold(joined.household.id);
            joinedToast(joined.household.name, i18n);
          } else {
            toast({ title: t`Invitation declined`, description: invitation.householdName });
          }
        },
        onError: failedToast(accept ? t`Could not join the household` : t`Could not decline`),
      },
    );
  }

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50/70 p-4 sm:flex-row sm:items-center">
      <MailOpen className="hidden size-5 shrink-0 text-brand-700 sm:block" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-sm text-stone-800">
        <Trans>
          <span className="font-semibold">{invitedBy}</span> invited you to plan meals and shop
          together in <span className="font-semibold">{householdName}</span>.
        </Trans>
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={() => respond(true)}
          pending={answering === true}
          pendingLabel={t`Joining`}
          disabled={answer.isPending}
          aria-label={t`Accept the invitation to ${householdName}`}
        >
          <Trans>Accept</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => respond(false)}
          pending={answering === false}
          pendingLabel={t`Declining`}
          disabled={answer.isPending}
          aria-label={t`Decline the invitation to ${householdName}`}
        >
          <Trans>Decline</Trans>
        </Button>
      </div>
    </div>
  );
}
