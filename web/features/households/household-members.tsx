// Who is in the household: each member's name and role; the owner removes members, a member
// leaves. Both ask first.
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const removeMember = useRemoveMember();
  const connection = useConnectionGuard();
  const [, navigate] = useLocation();
  const [removing, setRemoving] = useState<HouseholdMember | null>(null);
  const isOwner = household.role === 'owner';
  const removingName = removing?.name;
  const householdName = household.name;

  function handleRemove(member: HouseholdMember) {
    const memberName = member.name;
    removeMember.mutate(
      { householdId: household.id, userId: member.id },
      {
        onSuccess: () =>
          toast({
            title: t`Member removed`,
            description: t`${memberName} is no longer in ${householdName}.`,
          }),
        onError: failedToast(t`Could not remove the member`),
      },
    );
  }

  function handleLeave() {
    removeMember.mutate(
      { householdId: household.id, userId },
      {
        onSuccess: () => {
          toast({ title: t`You left the household`, description: household.name });
          navigate('/plan');
        },
        onError: failedToast(t`Could not leave the household`),
      },
    );
  }

  return (
    <HouseholdSection id="household-members" title={t`Members`}>
      <ul aria-label={t`Members`} className="divide-y divide-stone-100">
        {household.members.map((member) => {
          const joined = formatDate(member.joinedAt);
          const memberName = member.name;
          return (
            <li key={member.id} className="flex items-center gap-3 py-2.5">
              <UserAvatar initials={initialsOf(member.name)} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-stone-900">
                  {member.name}
                  {member.id === userId ? (
                    <span className="font-normal text-stone-500">
                      {' '}
                      <Trans>(you)</Trans>
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-stone-500">
                  <Trans>Joined {joined}</Trans>
                </p>
              </div>
              <Badge variant={member.role === 'owner' ? 'brand' : 'neutral'}>
                {member.role === 'owner' ? <Trans>Owner</Trans> : <Trans>Member</Trans>}
              </Badge>
              {isOwner && member.role !== 'owner' ? (
                <Button
                  variant="destructive-ghost"
                  size="icon"
                  aria-label={t`Remove ${memberName}`}
                  disabled={connection.isOffline}
                  {...connection.reasonProps}
                  onClick={() => setRemoving(member)}
                >
                  <UserMinus aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          );
        })}
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
                <LogOut className="rtl:-scale-x-100" aria-hidden="true" />
                <Trans>Leave household</Trans>
              </Button>
            }
            title={t`Leave this household?`}
            description={t`You will no longer see ${householdName}’s meal plan and shopping lists. The owner can invite you again.`}
            confirmLabel={t`Leave household`}
            onConfirm={handleLeave}
          />
        </div>
      ) : null}
      <OfflineReason guard={connection} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        trigger={null}
        title={removing ? t`Remove ${removingName}?` : t`Remove this member?`}
        description={t`They will no longer see the meal plan and the shopping lists. The calendar feed gets a new address, so calendars subscribed to the old one stop updating.`}
        confirmLabel={t`Remove member`}
        onConfirm={() => removing && handleRemove(removing)}
      />
    </HouseholdSection>
  );
}
