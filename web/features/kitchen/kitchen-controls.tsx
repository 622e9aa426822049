import { Trans, useLingui } from '@lingui/react/macro';
import { ChefHat, Minus, Plus, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { parseServings } from '../../../contract/kitchen/servings';
import type { UnitSystem } from '../../../contract/kitchen/convert';
import { formatAmount } from '../../../contract/kitchen/fractions';
import { Button, buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { MULTIPLIERS, kitchenPath } from './kitchen-view';

const segment =
  'h-8 rounded-lg px-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500';
const segmentState = (isOn: boolean) =>
  isOn ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900';

/**
 * Servings and measuring system for reading a recipe: a servings stepper when the recipe says
 * how many it serves, the ½×–3× scales, and US / Metric. Scaling never changes the recipe.
 */
export function KitchenControls({
  servings,
  factor,
  onFactorChange,
  system,
  onSystemChange,
  className,
}: {
  servings: string | null;
  factor: number;
  onFactorChange: (factor: number) => void;
  system: UnitSystem;
  onSystemChange: (system: UnitSystem) => void;
  className?: string;
}) {
  const { t } = useLingui();
  const base = parseServings(servings);
  const count = base ? Math.max(1, Math.round(base.count * factor * 100) / 100) : null;
  const label = base?.label ?? t`servings`;
  const stepTo = (next: number) => base && next >= 1 && onFactorChange(next / base.count);

  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 print:hidden', className)}>
      {base && count !== null ? (
        <div className="flex items-center gap-1.5" role="group" aria-label={t`Servings`}>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t`Fewer servings`}
            disabled={count <= 1}
            onClick={() => stepTo(Math.ceil(count) - 1)}
          >
            <Minus aria-hidden="true" />
          </Button>
          <output
            className="min-w-16 text-center text-sm font-medium text-stone-800"
            aria-live="polite"
          >
            {formatAmount(count)} {label}
          </output>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t`More servings`}
            onClick={() => stepTo(Math.floor(count) + 1)}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <div className="inline-flex rounded-xl bg-stone-100 p-1" role="group" aria-label={t`Scale`}>
        {MULTIPLIERS.map((multiplier) => (
          <button
            key={multiplier.factor}
            type="button"
            aria-pressed={factor === multiplier.factor}
            className={cn(segment, segmentState(factor === multiplier.factor))}
            onClick={() => onFactorChange(multiplier.factor)}
          >
            {multiplier.label}
          </button>
        ))}
      </div>
      <div className="inline-flex rounded-xl bg-stone-100 p-1" role="group" aria-label={t`Units`}>
        {(['us', 'metric'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={system === option}
            className={cn(segment, segmentState(system === option))}
            onClick={() => onSystemChange(option)}
          >
            {option === 'us' ? <Trans>US</Trans> : <Trans>Metric</Trans>}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Cook mode and the print view, at the scale on screen. */
export function KitchenLinks({
  recipeId,
  factor,
  size = 'md',
}: {
  recipeId: string;
  factor: number;
  size?: 'sm' | 'md';
}) {
  return (
    <>
      <Link href={kitchenPath(recipeId, 'cook', factor)} className={buttonVariants({ size })}>
        <ChefHat aria-hidden="true" />
        <Trans>Cook</Trans>
      </Link>
      <Link
        href={kitchenPath(recipeId, 'print', factor)}
        className={buttonVariants({ size, variant: 'outline' })}
      >
        <Printer aria-hidden="true" />
        <Trans>Print</Trans>
      </Link>
    </>
  );
}
