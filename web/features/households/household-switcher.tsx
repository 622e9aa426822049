// The household picker of the plan and the shopping screens, shown only to someone in several.
import { useLingui } from '@lingui/react/macro';
import type { Household } from '../../../contract/households';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { rememberHousehold } from './current-household';

export function HouseholdSwitcher({
  households,
  current,
}: {
  households: readonly Household[];
  current: Household;
}) {
  const { t } = useLingui();
  if (households.length < 2) return null;
  return (
    <Select value={current.id} onValueChange={rememberHousehold}>
      <SelectTrigger aria-label={t`Household`} className="w-full sm:w-56">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {households.map((household) => (
          <SelectItem key={household.id} value={household.id}>
            {household.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
