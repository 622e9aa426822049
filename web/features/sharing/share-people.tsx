// The owner's part of the share dialog: everyone with a place on the recipe (name, masked
// address, can edit or can view, remove) and the invitations still waiting for a sign-up.
import { Mail, UserMinus, X } from 'lucide-react';
import type { RecipePeople, RecipePerson, SharingRole } from '../../../contract';
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

const ROLE_LABELS: Record<SharingRole, string> = { editor: 'Can edit', viewer: 'Can view' };

export function SharePeople({
  recipeId,
  connection,
}: {
  recipeId: string;
  connection: ConnectionGuard;
}) {
  const people = useRecipePeople(recipeId, true);
  if (people.isPending) {
    return (
      <div className="space-y-2" aria-busy="true" aria-label="Loading people with access">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (people.isError) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl bg-stone-50 p-3 text-sm text-stone-600">
        <p>Could not load who has access.</p>
        <Button variant="outline" size="sm" onClick={() => void people.refetch()}>
          Try again
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

  function changeRole(person: RecipePerson, role: SharingRole) {
    change.mutate(
      { kind: 'role', userId: person.userId, role },
      {
        onSuccess: () =>
          toast({
            title: 'Access changed',
            description: `${person.name} ${role === 'editor' ? 'can now edit' : 'can now only view'} this recipe.`,
            variant: 'success',
          }),
        onError: failedToast('Could not change access'),
      },
    );
  }

  function remove(person: RecipePerson) {
    change.mutate(
      { kind: 'remove', userId: person.userId },
      {
        onSuccess: () =>
          toast({
            title: 'Access removed',
            description: `${person.name} can no longer open this recipe from their list.`,
            variant: 'success',
          }),
        onError: failedToast('Could not remove access'),
      },
    );
  }

  function withdraw(inviteId: string, email: string) {
    change.mutate(
      { kind: 'withdraw', inviteId },
      {
        onSuccess: () =>
          toast({
            title: 'Invitation withdrawn',
            description: `The link sent to ${email} no longer works.`,
            variant: 'success',
          }),
        onError: failedToast('Could not withdraw the invitation'),
      },
    );
  }

  return (
    <div className="space-y-4 text-sm">
      <section aria-labelledby="share-people-heading">
        <h3 id="share-people-heading" className="font-medium text-stone-800">
          People with access ({answer.people.length})
        </h3>
        {answer.people.length === 0 ? (
          <p className="mt-1 text-xs text-stone-500">Nobody has been invited yet.</p>
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
                    aria-label={`What ${person.name} may do`}
                    {...connection.reasonProps}
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {SHARING_ROLES.map((role) => (
                      <SelectItem key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <Button
                  variant="destructive-ghost"
                  size="icon"
                  aria-label={`Remove ${person.name}`}
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
            Waiting for sign-up ({answer.pending.length})
          </h3>
          <ul className="mt-2 space-y-1" aria-labelledby="share-pending-heading">
            {answer.pending.map((invite) => (
              <li key={invite.id} className="flex items-center gap-3 py-1">
                <Mail className="size-4 shrink-0 text-stone-400" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="break-all text-stone-800">{invite.email}</p>
                  <p className="text-xs text-stone-500">
                    Invitation link works until {formatDate(invite.expiresAt)}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Withdraw the invitation to ${invite.email}`}
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
