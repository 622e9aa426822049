// Which meal of the day a planned meal is: a labelled select of the plan's slots.
import { useLingui } from '@lingui/react/macro';
import { MEAL_SLOTS, SLOT_LABELS, type MealSlot } from '../../../contract/plan/plan-doc';
import { SelectField } from '../../components/ui/select';

export function MealSlotField({
  value,
  onChange,
  triggerClassName,
}: {
  value: MealSlot;
  onChange: (slot: MealSlot) => void;
  triggerClassName?: string;
}) {
  const { t } = useLingui();
  return (
    <SelectField
      label={t`Meal`}
      value={value}
      onChange={onChange}
      options={MEAL_SLOTS}
      labels={SLOT_LABELS}
      triggerClassName={triggerClassName}
    />
  );
}
