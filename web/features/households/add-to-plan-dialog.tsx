// Planning a recipe from the recipe itself: a day, a meal and servings. The entry goes into the
// household's plan document, so it works offline and members see it live.
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { Household } from '../../../contract/households';
import { isIsoDate, type MealSlot } from '../../../contract/plan/plan-doc';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { MealSlotField } from '../plan/meal-slot-field';
import { addPlanEntry } from '../plan/plan-changes';
import { placeName } from '../plan/plan-slots';
import { ServingsInput, readServings } from '../plan/servings-input';
import { todayIso } from '../plan/week';
import { usePlanDoc } from './use-household-docs';

export function AddToPlanDialog({
  household,
  recipe,
  servings,
  userId,
  onOpenChange,
  onAdded,
}: {
  household: Household;
  recipe: { id: string; title: string };
  servings: number | null;
  userId: string;
  onOpenChange: (open: boolean) => void;
  onAdded: (date: string, place: string) => void;
}) {
  const plan = usePlanDoc(household.id);
  const [date, setDate] = useState(todayIso());
  const [slot, setSlot] = useState<MealSlot>('dinner');
  const [servingsText, setServingsText] = useState(servings ? String(servings) : '');
  const ids = { date: useId(), servings: useId() };
  const title = recipe.title;
  const householdName = household.name;
  const isReady = plan !== null && plan.status !== 'loading' && plan.status !== 'unavailable';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!plan || !isReady || !isIsoDate(date)) return;
    addPlanEntry(
      plan.doc,
      {
        date,
        slot,
        recipeId: recipe.id,
        title: recipe.title,
        servings: readServings(servingsText),
      },
      userId,
    );
    onAdded(date, placeName(date, slot));
    onOpenChange(false);
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="max-w-md">
        <form onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle className="text-xl sm:text-xl">
              <Trans>Add to the meal plan</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                {title} in {householdName}’s plan.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor={ids.date}>
                <Trans>Day</Trans>
              </Label>
              <Input
                id={ids.date}
                type="date"
                value={date}
                required
                onChange={(event) => setDate(event.target.value)}
                className="w-48"
              />
            </div>
            <MealSlotField value={slot} onChange={setSlot} triggerClassName="w-48" />
            <div className="space-y-1.5">
              <Label htmlFor={ids.servings}>
                <Trans>Servings</Trans>
              </Label>
              <ServingsInput id={ids.servings} value={servingsText} onChange={setServingsText} />
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={!isReady || !isIsoDate(date)}>
              <Trans>Add to plan</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
