// "Add this week's ingredients to the shopping list": the server scales the planned recipes'
// ingredients onto a list the user picks, and says which recipes it could not open.
import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { useLocation } from 'wouter';
import type { Household, PlanToListAnswer } from '../../../contract/households';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';
import { ChooseListDialog } from '../households/choose-list-dialog';
import { usePlanToList } from '../households/use-households';
import { useConnectionGuard } from '../offline/connection-guard';

/** The toast's text for the server's answer. */
export function planToListMessage(
  answer: PlanToListAnswer,
  listName: string,
  i18n: I18n = activeI18n,
) {
  const count = answer.added;
  const added =
    count === 0
      ? i18n._(msg`Nothing new was added to ${listName}.`)
      : i18n._(msg`${plural(count, { one: '# item', other: '# items' })} added to ${listName}.`);
  const titles = answer.skipped.map((skipped) => `“${skipped.title}”`);
  if (titles.length === 0) return added;
  const skippedTitles = titles.join(', ');
  const skipped = i18n._(
    msg`Skipped ${skippedTitles}: no one in the household can open ${plural(titles.length, { one: 'that recipe', other: 'those recipes' })} now.`,
  );
  return `${added} ${skipped}`;
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
  const { t, i18n } = useLingui();

  async function handleConfirm(listId: string, listName: string) {
    const answer = await planToList.mutateAsync({ householdId: household.id, listId, from, to });
    toast({
      title: t`Added to the shopping list`,
      description: planToListMessage(answer, listName, i18n),
      variant: answer.skipped.length > 0 ? 'default' : 'success',
      duration: answer.skipped.length > 0 ? 10_000 : undefined,
      action: { label: t`Open list`, onClick: () => navigate(`/shopping/${listId}`) },
    });
  }

  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        disabled={!hasMeals || connection.isOffline}
        {...connection.reasonProps}
        title={hasMeals ? connection.reasonProps.title : t`No recipes planned this week`}
        // One label at every width, wrapping on a phone: a shorter phone label had to differ from
        // the button's name, which in some languages no longer contained it (WCAG 2.5.3).
        className="h-auto min-h-10 max-w-full py-2"
      >
        <ShoppingCart aria-hidden="true" />
        <span className="whitespace-normal">
          <Trans>Add this week’s ingredients to the shopping list</Trans>
        </span>
      </Button>
      {isOpen ? (
        <ChooseListDialog
          household={household}
          title={t`Add this week’s ingredients`}
          description={t`The ingredients of every recipe planned this week, scaled to the planned servings.`}
          confirmLabel={t`Add ingredients`}
          onOpenChange={setOpen}
          onConfirm={handleConfirm}
        />
      ) : null}
    </>
  );
}
