// Which meal of the day a planned meal is: a labelled select of the plan's slots.
import { useId } from 'react';
import { MEAL_SLOTS, SLOT_LABELS, type MealSlot } from '../../../contract/plan/plan-doc';
import { Label } from '../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';

export function MealSlotField({
  value,
  onChange,
  triggerClassName,
}: {
  value: MealSlot;
  onChange: (slot: MealSlot) => void;
  triggerClassName?: string;
}) {
  const labelId = useId();
  return (
    <div className="space-y-1.5">
      <Label id={labelId} className="block">
        Meal
      </Label>
      <Select value={value} onValueChange={(slot) => onChange(slot as MealSlot)}>
        <SelectTrigger aria-labelledby={labelId} className={triggerClassName}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {MEAL_SLOTS.map((meal) => (
            <SelectItem key={meal} value={meal}>
              {SLOT_LABELS[meal]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
