// Who is in the household: each member's name and role; the owner removes members, a member
// leaves. Both ask first.
import { useState } from 'react';
import { LogOut, UserMinus } from 'lucide-react';
import { useLocation } from 'wouter';
import type { Household, HouseholdMember } from '../../../contract/households';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { failedToast } from '../../lib/error-toast';
import { formatDate, initialsOf } from '../../lib/format';
import { toast } from '../../lib/toast';
import { UserAvatar } from '../../components/user-avatar';
import { OfflineReason, useConnectionGuard } from '../offline/connection-guard';
import { HouseholdSection } from './household-section';
import { useRemoveMember } from './use-households';

export function HouseholdMembers({ household, userId }: { household: Household; userId: string }) {
  const removeMember = useRemoveMember();
  const connection = useConnectionGuard();
  const [, navigate] = useLocation();
  const [removing, setRemoving] = useState<HouseholdMember | null>(null);
  const isOwner = household.role === 'owner';

  function handleRemove(member: HouseholdMember) {
    removeMember.mutate(
      { householdId: household.id, userId: member.id },
      {
        onSuccess: () =>
          toast({
            title: 'Member removed',
            description: `${member.name} is no longer in ${household.name}.`,
          }),
        onError: failedToast('Could not remove the member'),
      },
    );
  }

  function handleLeave() {
    removeMember.mutate(
      { householdId: household.id, userId },
      {
        onSuccess: () => {
          toast({ title: 'You left the household', description: household.name });
          navigate('/plan');
        },
        onError: failedToast('Could not leave the household'),
      },
    );
  }

  return (
    <HouseholdSection id="household-members" title="Members">
      <ul aria-label="Members" className="divide-y divide-stone-100">
        {household.members.map((member) => (
          <li key={member.id} className="flex items-center gap-3 py-2.5">
            <UserAvatar initials={initialsOf(member.name)} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-stone-900">
                {member.name}
                {member.id === userId ? (
                  <span className="font-normal text-stone-500"> (you)</span>
                ) : null}
              </p>
              <p className="text-xs text-stone-500">Joined {formatDate(member.joinedAt)}</p>
            </div>
            <Badge variant={member.role === 'owner' ? 'brand' : 'neutral'}>
              {member.role === 'owner' ? 'Owner' : 'Member'}
            </Badge>
            {isOwner && member.role !== 'owner' ? (
              <Button
                variant="destructive-ghost"
                size="icon"
                aria-label={`Remove ${member.name}`}
                disabled={connection.isOffline}
                {...connection.reasonProps}
                onClick={() => setRemoving(member)}
              >
                <UserMinus aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {!isOwner ? (
        <div className="mt-4 border-t border-stone-100 pt-4">
          <ConfirmDialog
            trigger={
              <Button
                variant="destructive-outline"
                disabled={connection.isOffline || removeMember.isPending}
                {...connection.reasonProps}
              >
                <LogOut aria-hidden="true" />
                Leave household
              </Button>
            }
            title="Leave this household?"
            description={`You will no longer see ${household.name}’s meal plan and shopping lists. The owner can invite you again.`}
            confirmLabel="Leave household"
            onConfirm={handleLeave}
          />
        </div>
      ) : null}
      <OfflineReason guard={connection} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        trigger={null}
        title={`Remove ${removing?.name ?? 'this member'}?`}
        description="They will no longer see the meal plan and the shopping lists. The calendar feed gets a new address, so calendars subscribed to the old one stop updating."
        confirmLabel="Remove member"
        onConfirm={() => removing && handleRemove(removing)}
      />
    </HouseholdSection>
  );
}
