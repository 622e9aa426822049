// The household picker of the plan and the shopping screens, shown only to someone in several.
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
  if (households.length < 2) return null;
  return (
    <Select value={current.id} onValueChange={rememberHousehold}>
      <SelectTrigger aria-label="Household" className="w-full sm:w-56">
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
