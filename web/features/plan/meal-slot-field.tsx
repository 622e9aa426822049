// Which meal of the day a planned meal is: a labelled select of the plan's slots.
import { useLingui } from '@lingui/react/macro';
import { MEAL_SLOTS, type MealSlot } from '../../../contract/plan/plan-doc';
import { SelectField } from '../../components/ui/select';
import { slotName } from './plan-slots';

export function MealSlotField({
  value,
  onChange,
  triggerClassName,
}: {
  value: MealSlot;
  onChange: (slot: MealSlot) => void;
  triggerClassName?: string;
}) {
  const { t, i18n } = useLingui();
  const labels = Object.fromEntries(
    MEAL_SLOTS.map((slot) => [slot, slotName(slot, i18n)]),
  ) as Record<MealSlot, string>;
  return (
    <SelectField
      label={t`Meal`}
      value={value}
      onChange={onChange}
      options={MEAL_SLOTS}
      labels={labels}
      triggerClassName={triggerClassName}
    />
  );
}
