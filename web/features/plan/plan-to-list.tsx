// "Add this week's ingredients to the shopping list": the server scales the planned recipes'
// ingredients onto a list the user picks, and says which recipes it could not open.
import { useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { useLocation } from 'wouter';
import type { Household, PlanToListAnswer } from '../../../contract/households';
import { Button } from '../../components/ui/button';
import { countLabel } from '../../lib/format';
import { toast } from '../../lib/toast';
import { ChooseListDialog } from '../households/choose-list-dialog';
import { usePlanToList } from '../households/use-households';
import { useConnectionGuard } from '../offline/connection-guard';

/** The toast's text for the server's answer. */
export function planToListMessage(answer: PlanToListAnswer, listName: string) {
  const added =
    answer.added === 0
      ? `Nothing new was added to ${listName}.`
      : `${countLabel(answer.added, 'item')} added to ${listName}.`;
  const titles = answer.skipped.map((skipped) => `“${skipped.title}”`);
  const skipped =
    titles.length === 0
      ? ''
      : ` Skipped ${titles.join(', ')}: no one in the household can open ${titles.length === 1 ? 'that recipe' : 'those recipes'} now.`;
  return added + skipped;
}

export function PlanToListButton({
  household,
  from,
  to,
  hasMeals,
}: {
  household: Household;
  from: string;
  to: string;
  hasMeals: boolean;
}) {
  const [isOpen, setOpen] = useState(false);
  const planToList = usePlanToList();
  const connection = useConnectionGuard();
  const [, navigate] = useLocation();

  async function handleConfirm(listId: string, listName: string) {
    const answer = await planToList.mutateAsync({ householdId: household.id, listId, from, to });
    toast({
      title: 'Added to the shopping list',
      description: planToListMessage(answer, listName),
      variant: answer.skipped.length > 0 ? 'default' : 'success',
      duration: answer.skipped.length > 0 ? 10_000 : undefined,
      action: { label: 'Open list', onClick: () => navigate(`/shopping/${listId}`) },
    });
  }

  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        disabled={!hasMeals || connection.isOffline}
        {...connection.reasonProps}
        title={hasMeals ? connection.reasonProps.title : 'No recipes planned this week'}
        aria-label="Add this week’s ingredients to the shopping list"
      >
        <ShoppingCart aria-hidden="true" />
        <span className="sm:hidden">Add this week’s ingredients</span>
        <span className="hidden sm:inline">Add this week’s ingredients to the shopping list</span>
      </Button>
      {isOpen ? (
        <ChooseListDialog
          household={household}
          title="Add this week’s ingredients"
          description="The ingredients of every recipe planned this week, scaled to the planned servings."
          confirmLabel="Add ingredients"
          onOpenChange={setOpen}
          onConfirm={handleConfirm}
        />
      ) : null}
    </>
  );
}
