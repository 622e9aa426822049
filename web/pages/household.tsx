// /household: the current household's name, members, invitations and calendar feed.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Pencil } from 'lucide-react';
import type { Household } from '../../contract/households';
import { HOUSEHOLD_NAME_MAX } from '../../contract/household-values';
import { PageHeading } from '../shell/app-layout';
import { Button } from '../components/ui/button';
import { useCurrentUser } from '../features/auth/use-auth';
import { CalendarFeed } from '../features/households/calendar-feed';
import { HouseholdInvites } from '../features/households/household-invites';
import { HouseholdMembers } from '../features/households/household-members';
import {
  HouseholdGate,
  HouseholdLinks,
  useHouseholdScreen,
} from '../features/households/household-screen';
import { HouseholdSwitcher } from '../features/households/household-switcher';
import { RenameDialog } from '../features/households/name-dialog';
import { useRenameHousehold } from '../features/households/use-households';
import { useConnectionGuard } from '../features/offline/connection-guard';

export default function HouseholdPage() {
  const state = useHouseholdScreen();
  return (
    <div className="mx-auto max-w-3xl">
      <HouseholdGate state={state}>
        {(household) => <HouseholdDetails household={household} households={state.households} />}
      </HouseholdGate>
    </div>
  );
}

function HouseholdDetails({
  household,
  households,
}: {
  household: Household;
  households: Household[];
}) {
  const user = useCurrentUser();
  const [isRenaming, setRenaming] = useState(false);
  const rename = useRenameHousehold();
  const connection = useConnectionGuard();
  const isOwner = household.role === 'owner';
  const { t } = useLingui();

  return (
    <>
      <PageHeading
        title={household.name}
        description={isOwner ? t`Your household` : t`A household you are a member of`}
      >
        <div className="flex flex-col gap-2 sm:items-end">
          <HouseholdSwitcher households={households} current={household} />
          <HouseholdLinks current="/household" />
        </div>
      </PageHeading>
      {isOwner ? (
        <Button
          variant="outline"
          size="sm"
          className="-mt-3 mb-5"
          onClick={() => setRenaming(true)}
          disabled={connection.isOffline}
          {...connection.reasonProps}
        >
          <Pencil aria-hidden="true" />
          <Trans>Rename household</Trans>
        </Button>
      ) : null}
      <div className="space-y-5">
        <HouseholdMembers household={household} userId={user.id} />
        {isOwner ? <HouseholdInvites household={household} /> : null}
        <CalendarFeed household={household} />
      </div>
      {isRenaming ? (
        <RenameDialog
          thing="household"
          label={t`Household name`}
          name={household.name}
          maxLength={HOUSEHOLD_NAME_MAX}
          onOpenChange={setRenaming}
          onRename={(name) => rename.mutateAsync({ householdId: household.id, name })}
          failureTitle={t`Could not rename`}
        />
      ) : null}
    </>
  );
}
