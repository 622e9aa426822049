// /shopping: the current household's shopping lists, with their counts; make, rename and delete.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Plus, ShoppingCart } from 'lucide-react';
import { useLocation } from 'wouter';
import type { Household } from '../../contract/households';
import { LIST_NAME_MAX } from '../../contract/shopping/list-doc';
import { PageHeading } from '../shell/app-layout';
import { EmptyState } from '../components/recipe-grid';
import { Button } from '../components/ui/button';
import { defaultListName } from '../features/households/choose-list-dialog';
import {
  HouseholdGate,
  HouseholdLinks,
  useHouseholdScreen,
} from '../features/households/household-screen';
import { HouseholdSwitcher } from '../features/households/household-switcher';
import { NameDialog } from '../features/households/name-dialog';
import { useCreateList } from '../features/households/use-households';
import { OfflineReason, useConnectionGuard } from '../features/offline/connection-guard';
import { ListCard } from '../features/shopping/list-card';
import { failedToast } from '../lib/error-toast';

export default function ShoppingPage() {
  const state = useHouseholdScreen({ fresh: true });
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title={t`Shopping lists`} description={state.household?.name}>
        <div className="flex flex-col gap-2 sm:items-end">
          {state.household ? (
            <HouseholdSwitcher households={state.households} current={state.household} />
          ) : null}
          <HouseholdLinks current="/shopping" />
        </div>
      </PageHeading>
      <HouseholdGate state={state}>
        {(household) => <HouseholdLists household={household} />}
      </HouseholdGate>
    </div>
  );
}

function HouseholdLists({ household }: { household: Household }) {
  const [isCreating, setCreating] = useState(false);
  const createList = useCreateList();
  const connection = useConnectionGuard();
  const [, navigate] = useLocation();
  const { t } = useLingui();

  function handleCreate(name: string) {
    createList.mutate(
      { householdId: household.id, name },
      {
        onSuccess: (list) => {
          setCreating(false);
          navigate(`/shopping/${list.id}`);
        },
        onError: failedToast(t`Could not make the list`),
      },
    );
  }

  const newListButton = (
    <Button
      onClick={() => setCreating(true)}
      disabled={connection.isOffline}
      {...connection.reasonProps}
    >
      <Plus aria-hidden="true" />
      <Trans>New list</Trans>
    </Button>
  );

  return (
    <>
      {household.lists.length === 0 ? (
        <EmptyState
          icon={<ShoppingCart className="size-7" aria-hidden="true" />}
          title={t`No shopping lists yet`}
          hint={t`Make one for the week's groceries; everyone in the household sees it live.`}
          action={newListButton}
        />
      ) : (
        <>
          <div className="mb-3 flex items-center justify-between gap-3">
            <h2 className="text-sm font-semibold text-stone-700">
              <Plural value={household.lists.length} one="# list" other="# lists" />
            </h2>
            {newListButton}
          </div>
          <ul aria-label={t`Shopping lists`} className="space-y-2">
            {household.lists.map((list) => (
              <ListCard key={list.id} list={list} />
            ))}
          </ul>
        </>
      )}
      <OfflineReason guard={connection} visible className="mt-3" />
      {isCreating ? (
        <NameDialog
          title={t`New shopping list`}
          label={t`List name`}
          initialName={household.lists.length === 0 ? defaultListName() : ''}
          maxLength={LIST_NAME_MAX}
          submitLabel={t`Create list`}
          isPending={createList.isPending}
          disabled={connection.isOffline}
          onOpenChange={setCreating}
          onSubmit={handleCreate}
        />
      ) : null}
    </>
  );
}
