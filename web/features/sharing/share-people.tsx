// The owner's part of the share dialog: everyone with a place on the recipe (name, masked
// address, can edit or can view, remove) and the invitations still waiting for a sign-up.
import { Mail, UserMinus, X } from 'lucide-react';
import type { RecipePeople, RecipePerson, SharingRole } from '../../../contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHARING_ROLES } from '../../../contract/recipe-values';
import { Button } from '../../components/ui/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { UserAvatar } from '../../components/user-avatar';
import { failedToast } from '../../lib/error-toast';
import { formatDate, initialsOf } from '../../lib/format';
import { toast } from '../../lib/toast';
import type { ConnectionGuard } from '../offline/connection-guard';
import { useChangeRecipePeople, useRecipePeople } from './use-recipe-people';

const ROLE_LABELS: Record<SharingRole, MessageDescriptor> = {
  editor: msg`Can edit`,
  viewer: msg`Can view`,
};

export function SharePeople({
  recipeId,
  connection,
}: {
  recipeId: string;
  connection: ConnectionGuard;
}) {
  const people = useRecipePeople(recipeId, true);
  const { t } = useLingui();
  if (people.isPending) {
    return (
      <div className="space-y-2" aria-busy="true" aria-label={t`Loading people with access`}>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (people.isError) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl bg-stone-50 p-3 text-sm text-stone-600">
        <p>
          <Trans>Could not load who has access.</Trans>
        </p>
        <Button variant="outline" size="sm" onClick={() => void people.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return <PeopleList recipeId={recipeId} answer={people.data} connection={connection} />;
}

function PeopleList({
  recipeId,
  answer,
  connection,
}: {
  recipeId: string;
  answer: RecipePeople;
  connection: ConnectionGuard;
}) {
  const change = useChangeRecipePeople(recipeId);
  const busy = change.isPending || connection.isOffline;
  const { t, i18n } = useLingui();
  const peopleCount = answer.people.length;
  const pendingCount = answer.pending.length;

  function changeRole(person: RecipePerson, role: SharingRole) {
    const name = person.name;
    change.mutate(
      { kind: 'role', userId: person.userId, role },
      {
        onSuccess: () =>
          toast({
            title: t`Access changed`,
            description:
              role === 'editor'
                ? t`${name} can now edit this recipe.`
                : t`${name} can now only view this recipe.`,
            variant: 'success',
          }),
        onError: failedToast(t`Could not change access`),
      },
    );
  }

  function remove(person: RecipePerson) {
    const name = person.name;
    change.mutate(
      { kind: 'remove', userId: person.userId },
      {
        onSuccess: () =>
          toast({
            title: t`Access removed`,
            description: t`${name} can no longer open this recipe from their list.`,
            variant: 'success',
          }),
        onError: failedToast(t`Could not remove access`),
      },
    );
  }

  function withdraw(inviteId: string, email: string) {
    change.mutate(
      { kind: 'withdraw', inviteId },
      {
        onSuccess: () =>
          toast({
            title: t`Invitation withdrawn`,
            description: t`The link sent to ${email} no longer works.`,
            variant: 'success',
          }),
        onError: failedToast(t`Could not withdraw the invitation`),
      },
    );
  }

  return (
    <div className="space-y-4 text-sm">
      <section aria-labelledby="share-people-heading">
        <h3 id="share-people-heading" className="font-medium text-stone-800">
          <Trans>People with access ({peopleCount})</Trans>
        </h3>
        {answer.people.length === 0 ? (
          <p className="mt-1 text-xs text-stone-500">
            <Trans>Nobody has been invited yet.</Trans>
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-100" aria-labelledby="share-people-heading">
            {answer.people.map((person) => (
              <li key={person.userId} className="flex items-center gap-3 py-2">
                <UserAvatar initials={initialsOf(person.name)} className="size-8 text-xs" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-stone-900">{person.name}</p>
                  {person.email ? (
                    <p className="truncate text-xs text-stone-500">{person.email}</p>
                  ) : null}
                </div>
                <Select
                  value={person.role}
                  onValueChange={(role) => changeRole(person, role as SharingRole)}
                  disabled={busy}
                >
                  <SelectTrigger
                    className="h-9 w-[7.5rem] shrink-0"
                    aria-label={t`What ${person.name} may do`}
                    {...connection.reasonProps}
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {SHARING_ROLES.map((role) => (
                      <SelectItem key={role} value={role}>
                        {i18n._(ROLE_LABELS[role])}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <Button
                  variant="destructive-ghost"
                  size="icon"
                  aria-label={t`Remove ${person.name}`}
                  disabled={busy}
                  {...connection.reasonProps}
                  onClick={() => remove(person)}
                >
                  <UserMinus aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {answer.pending.length > 0 ? (
        <section aria-labelledby="share-pending-heading">
          <h3 id="share-pending-heading" className="font-medium text-stone-800">
            <Trans>Waiting for sign-up ({pendingCount})</Trans>
          </h3>
          <ul className="mt-2 space-y-1" aria-labelledby="share-pending-heading">
            {answer.pending.map((invite) => (
              <li key={invite.id} className="flex items-center gap-3 py-1">
                <Mail className="size-4 shrink-0 text-stone-400" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="break-all text-stone-800">{invite.email}</p>
                  <p className="text-xs text-stone-500">
                    <Trans>Invitation link works until {formatDate(invite.expiresAt)}</Trans>
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t`Withdraw the invitation to ${invite.email}`}
                  disabled={busy}
                  {...connection.reasonProps}
                  onClick={() => withdraw(invite.id, invite.email)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
