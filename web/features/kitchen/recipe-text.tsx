// Ingredient lines and steps as the reader asked to see them (scaled, in their units), with the
// rewritten amounts emphasised and oven temperatures in both scales.
import { useLingui } from '@lingui/react/macro';
import { Fragment, useMemo, type ReactNode } from 'react';
import type { UnitSystem } from '../../../contract/kitchen/convert';
import { viewIngredient } from '../../../contract/kitchen/scale';
import { withBothScales } from '../../../contract/kitchen/temperatures';
import type { KitchenView } from './kitchen-view';

export function IngredientText({ line, view }: { line: string; view: KitchenView }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const shown = useMemo(
    () => viewIngredient(line, { factor: view.factor, system: view.system, languages: [locale] }),
    [line, view.factor, view.system, locale],
  );
  return (
    <span title={shown.isApproximate ? t`Converted by volume: approximate` : undefined}>
      {shown.segments.map((segment, index) =>
        segment.isAmount ? (
          <strong key={index} className="font-semibold text-stone-900">
            {segment.text}
          </strong>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </span>
  );
}

const scaleFor = (system: UnitSystem) => (system === 'us' ? 'F' : 'C');

/** A step with temperatures in both scales; `decorate` may wrap parts (cook mode's timers). */
export function StepText({
  step,
  system,
  decorate,
}: {
  step: string;
  system: UnitSystem;
  decorate?: (text: string) => ReactNode;
}) {
  const text = withBothScales(step, scaleFor(system));
  return <>{decorate ? decorate(text) : text}</>;
}
