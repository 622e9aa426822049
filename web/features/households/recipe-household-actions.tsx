// A recipe's way into the household: "Add to shopping list" (its ingredients at the servings on
// screen, through the server) and "Add to plan" (a day and a meal, in the plan's document).
import { useState } from 'react';
import { CalendarPlus, ShoppingCart } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button, type ButtonSize } from '../../components/ui/button';
import { countLabel } from '../../lib/format';
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
  const user = useCurrentUser();
  const { household } = useCurrentHousehold();
  const addToList = useAddRecipeToList();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<'list' | 'plan' | null>(null);
  if (!household) return null;
  const close = (isOpen: boolean) => !isOpen && setOpen(null);

  async function handleAddToList(listId: string, listName: string) {
    const answer = await addToList.mutateAsync({
      listId,
      recipeId: recipe.id,
      servings: servings ?? undefined,
    });
    toast({
      title: 'Added to the shopping list',
      description: `${countLabel(answer.itemIds.length, 'item')} from ${recipe.title} on ${listName}.`,
      variant: 'success',
      action: { label: 'Open list', onClick: () => navigate(`/shopping/${listId}`) },
    });
  }

  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen('list')}>
        <ShoppingCart aria-hidden="true" />
        Add to shopping list
      </Button>
      <Button variant="outline" size={size} onClick={() => setOpen('plan')}>
        <CalendarPlus aria-hidden="true" />
        Add to plan
      </Button>
      {open === 'list' ? (
        <ChooseListDialog
          household={household}
          title="Add to the shopping list"
          description={
            servings
              ? `The ingredients of ${recipe.title} for ${servings} ${servings === 1 ? 'serving' : 'servings'}.`
              : `The ingredients of ${recipe.title}.`
          }
          confirmLabel="Add ingredients"
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
              title: 'Added to the meal plan',
              description: `${recipe.title}: ${place}.`,
              variant: 'success',
              action: { label: 'Open plan', onClick: () => navigate(`/plan?week=${date}`) },
            })
          }
        />
      ) : null}
    </>
  );
}
