// The servings of a planned meal: a number, or empty for none.
import { useLingui } from '@lingui/react/macro';
import { PLAN_SERVINGS_MAX } from '../../../contract/plan/plan-doc';
import { Input } from '../../components/ui/input';

/** The typed servings as a number the plan accepts, or null (empty or not a positive number). */
export function readServings(text: string): number | null {
  const value = Number(text.replace(',', '.'));
  if (!text.trim() || !Number.isFinite(value) || value <= 0) return null;
  return Math.min(PLAN_SERVINGS_MAX, Math.round(value * 100) / 100);
}

export function ServingsInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="w-32">
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={PLAN_SERVINGS_MAX}
        step="any"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t`Optional`}
      />
    </div>
  );
}
