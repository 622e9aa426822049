// /shopping/{listId}: one shopping list of one of the user's households, live and offline.
import { useLingui } from '@lingui/react/macro';
import { CloudOff } from 'lucide-react';
import { useParams } from 'wouter';
import type { Household } from '../../contract/households';
import { EmptyState } from '../components/recipe-grid';
import { Skeleton } from '../components/ui/skeleton';
import { useHouseholdScreen } from '../features/households/household-screen';
import { isShowable, useListDoc } from '../features/households/use-household-docs';
import { ListHeader } from '../features/shopping/list-header';
import { renameShoppingList } from '../features/shopping/list-changes';
import { ShoppingListView, useListContent } from '../features/shopping/shopping-list-view';

const NO_SECTIONS: Household['sections'] = {};

export default function ShoppingListPage() {
  const { listId = '' } = useParams<{ listId: string }>();
  const { households } = useHouseholdScreen({ fresh: true });
  const household = households.find((each) => each.lists.some((list) => list.id === listId));
  const summary = household?.lists.find((list) => list.id === listId);
  const list = useListDoc(listId);
  const content = useListContent(list);
  const { t } = useLingui();

  if (!isShowable(list)) return <ListSkeleton />;
  if (list.status === 'unavailable') {
    return (
      <EmptyState
        icon={<CloudOff className="size-7" aria-hidden="true" />}
        title={t`This list is not available`}
        hint={t`It was deleted, or you are no longer in its household.`}
      />
    );
  }
  const toBuy = content.items.filter((item) => !item.checked).length;
  return (
    <div className="mx-auto max-w-3xl">
      <ListHeader
        listId={listId}
        name={content.name || summary?.name || t`Shopping list`}
        toBuy={toBuy}
        checked={content.items.length - toBuy}
        status={list.status}
        canEdit={list.canEdit !== false}
        onRename={(name) => renameShoppingList(list.doc, name)}
      />
      <ShoppingListView
        list={list}
        content={content}
        remembered={household?.sections ?? NO_SECTIONS}
      />
    </div>
  );
}

function ListSkeleton() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-3xl space-y-3" aria-label={t`Loading the list`} aria-busy="true">
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-12" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-14" />
      ))}
    </div>
  );
}
