// A recipe's way into the household: "Add to shopping list" (its ingredients at the servings on
// screen, through the server) and "Add to plan" (a day and a meal, in the plan's document).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CalendarPlus, ShoppingCart } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button, type ButtonSize } from '../../components/ui/button';
import { toast } from '../../lib/toast';
import { useCurrentUser } from '../auth/use-auth';
import { AddToPlanDialog } from './add-to-plan-dialog';
import { ChooseListDialog } from './choose-list-dialog';
import { useCurrentHousehold } from './current-household';
import { useAddRecipeToList } from './use-households';

export default function RecipeHouseholdActions({
  recipe,
  servings,
  size = 'sm',
}: {
  recipe: { id: string; title: string };
  /** The servings on screen (the kitchen controls' scale), null when the recipe names none. */
  servings: number | null;
  size?: ButtonSize;
}) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const { household } = useCurrentHousehold();
  const addToList = useAddRecipeToList();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<'list' | 'plan' | null>(null);
  if (!household) return null;
  const close = (isOpen: boolean) => !isOpen && setOpen(null);
  const title = recipe.title;

  async function handleAddToList(listId: string, listName: string) {
    const answer = await addToList.mutateAsync({
      listId,
      recipeId: recipe.id,
      servings: servings ?? undefined,
    });
    const added = answer.itemIds.length;
    const items = plural(added, { one: '# item', other: '# items' });
    toast({
      title: t`Added to the shopping list`,
      description: t`${items} from ${title} on ${listName}.`,
      variant: 'success',
      action: { label: t`Open list`, onClick: () => navigate(`/shopping/${listId}`) },
    });
  }

  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen('list')}>
        <ShoppingCart aria-hidden="true" />
        <Trans>Add to shopping list</Trans>
      </Button>
      <Button variant="outline" size={size} onClick={() => setOpen('plan')}>
        <CalendarPlus aria-hidden="true" />
        <Trans>Add to plan</Trans>
      </Button>
      {open === 'list' ? (
        <ChooseListDialog
          household={household}
          title={t`Add to the shopping list`}
          description={
            servings
              ? plural(servings, {
                  one: `The ingredients of ${title} for # serving.`,
                  other: `The ingredients of ${title} for # servings.`,
                })
              : t`The ingredients of ${title}.`
          }
          confirmLabel={t`Add ingredients`}
          onOpenChange={close}
          onConfirm={handleAddToList}
        />
      ) : null}
      {open === 'plan' ? (
        <AddToPlanDialog
          household={household}
          recipe={recipe}
          servings={servings}
          userId={user.id}
          onOpenChange={close}
          onAdded={(date, place) =>
            toast({
              title: t`Added to the meal plan`,
              description: t`${title}: ${place}.`,
              variant: 'success',
              action: { label: t`Open plan`, onClick: () => navigate(`/plan?week=${date}`) },
            })
          }
        />
      ) : null}
    </>
  );
}
