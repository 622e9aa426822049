// Inviting people (the owner): every address gets an email with a link, and an account with that
// address also sees the invitation in the app; they join once they accept (the answer's message
// says which). Pending invitations can be cancelled.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Mail, X } from 'lucide-react';
import type { Household } from '../../../contract/households';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { answerMessageText } from '../../lib/error-messages';
import { failedToast } from '../../lib/error-toast';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { OfflineReason, useConnectionGuard } from '../offline/connection-guard';
import { validateInviteEmail } from '../sharing/use-invite';
import { HouseholdSection } from './household-section';
import { useCancelInvite, useInviteToHousehold } from './use-households';

export function HouseholdInvites({ household }: { household: Household }) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const invite = useInviteToHousehold();
  const cancelInvite = useCancelInvite();
  const connection = useConnectionGuard();
  const inputId = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateInviteEmail(email);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setAnswer(null);
    invite.mutate(
      { householdId: household.id, email },
      {
        onSuccess: (result) => {
          const said = answerMessageText(
            result.message,
            result.isExistingUser
              ? msg`Invitation sent: they join once they accept it`
              : msg`Invitation email sent with a link to join`,
          );
          setAnswer(said ?? null);
          setEmail('');
          toast({ title: t`Invitation sent`, description: said, variant: 'success' });
        },
        onError: failedToast(t`Could not invite`),
      },
    );
  }

  return (
    <HouseholdSection
      id="household-invite"
      title={t`Invite by email`}
      description={t`Members plan meals, shop from the lists and can subscribe to the plan in their calendar.`}
    >
      <form onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          <Trans>Email address</Trans>
        </label>
        <Input
          id={inputId}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="name@example.com"
          autoComplete="email"
          className="sm:flex-1"
        />
        <Button
          type="submit"
          pending={invite.isPending}
          pendingLabel={t`Inviting`}
          disabled={connection.isOffline}
          {...connection.reasonProps}
        >
          <Mail aria-hidden="true" />
          <Trans>Invite</Trans>
        </Button>
      </form>
      <p role="status" className="mt-2 text-sm text-sage-700">
        {answer}
      </p>
      <OfflineReason guard={connection} visible />
      {household.invites.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-stone-800">
            <Trans>Pending invitations</Trans>
          </h3>
          <ul aria-label={t`Pending invitations`} className="mt-2 divide-y divide-stone-100">
            {household.invites.map((pending) => {
              const sent = formatDate(pending.createdAt);
              const expires = formatDate(pending.expiresAt);
              const address = pending.email;
              return (
                <li key={pending.id} className="flex items-center gap-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-stone-900">{pending.email}</p>
                    <p className="text-xs text-stone-500">
                      <Trans>
                        Sent {sent} · expires {expires}
                      </Trans>
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t`Cancel the invitation to ${address}`}
                    disabled={cancelInvite.isPending || connection.isOffline}
                    {...connection.reasonProps}
                    onClick={() =>
                      cancelInvite.mutate(
                        { householdId: household.id, inviteId: pending.id },
                        { onError: failedToast(t`Could not cancel the invitation`) },
                      )
                    }
                  >
                    <X aria-hidden="true" />
                    <Trans>Cancel</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </HouseholdSection>
  );
}
