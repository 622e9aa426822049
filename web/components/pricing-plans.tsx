import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { PLANS } from '../../contract/plans';
import { cn } from '../lib/cn';

export type Plan = (typeof PLANS)[number];
type PlanId = Plan['id'];

/**
 * What each plan includes, as the marketing pages tell it. Every feature is in the free plan; Pro
 * lifts the recipe limit (live collaboration is for everyone, and import reads pages by rules).
 */
const PLAN_FEATURES: Record<PlanId, { summary: MessageDescriptor; features: MessageDescriptor[] }> =
  {
    free: {
      summary: msg`Everything you need to start a collection.`,
      features: [
        msg`Up to 5 recipes`,
        msg`Import from recipe websites`,
        msg`Edit together live, share by link or e-mail`,
        msg`Meal plan, shopping lists and cook mode`,
      ],
    },
    'pro-monthly': {
      summary: msg`For cooks whose collection keeps growing.`,
      features: [msg`Unlimited recipes`, msg`Everything in Free, for your whole collection`],
    },
    'pro-lifetime': {
      summary: msg`Pay once, cook forever.`,
      features: [
        msg`Everything in Pro Monthly`,
        msg`One payment, no subscription`,
        msg`All future Pro features`,
      ],
    },
  };

/** The words the plans table (contract/plans.ts) gives in English, as messages. */
export const PLAN_WORDS: Partial<
  Record<
    PlanId,
    { period?: MessageDescriptor; badge?: MessageDescriptor; note?: MessageDescriptor }
  >
> = {
  'pro-monthly': { period: msg`per month` },
  'pro-lifetime': { period: msg`one time`, badge: msg`Best Value`, note: msg`Save over $150!` },
};

export function PricingPlans({
  className,
  renderAction,
  headingLevel = 3,
}: {
  className?: string;
  /** The plans' headings sit one level under the section they are in. */
  headingLevel?: 2 | 3;
  /** A button (or other control) under each plan's features, e.g. on the Subscribe page. */
  renderAction?: (plan: Plan) => ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div className={cn('grid gap-5 md:grid-cols-3', className)}>
      {PLANS.map((plan) => {
        const words = PLAN_WORDS[plan.id] ?? {};
        const badge = words.badge && i18n._(words.badge);
        const note = words.note && i18n._(words.note);
        const period = words.period && i18n._(words.period);
        const { summary, features } = PLAN_FEATURES[plan.id];
        const isHighlighted = Boolean(badge);
        const Heading = headingLevel === 2 ? 'h2' : 'h3';
        return (
          <section
            key={plan.id}
            aria-labelledby={`plan-${plan.id}`}
            className={cn(
              'relative flex flex-col rounded-3xl border bg-white p-6 shadow-soft sm:p-7',
              isHighlighted ? 'border-brand-300 ring-2 ring-brand-500/70' : 'border-stone-200',
            )}
          >
            {badge ? (
              <span className="absolute -top-3 start-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white shadow-sm">
                {badge}
              </span>
            ) : null}
            <Heading id={`plan-${plan.id}`} className="text-lg font-semibold text-stone-900">
              {plan.name}
            </Heading>
            <p className="mt-1 text-sm text-stone-600">{i18n._(summary)}</p>
            <p className="mt-5 flex items-baseline gap-1.5">
              <span className="font-display text-5xl font-semibold tracking-tight text-stone-900">
                {plan.price}
              </span>
              {period ? <span className="text-sm text-stone-500">{period}</span> : null}
            </p>
            {note ? <p className="mt-2 text-sm font-medium text-sage-700">{note}</p> : null}
            <ul className="mt-6 space-y-3 text-sm text-stone-700">
              {features.map((feature) => (
                <li key={feature.id} className="flex gap-2.5">
                  <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                  {i18n._(feature)}
                </li>
              ))}
            </ul>
            {renderAction ? <div className="mt-auto pt-6">{renderAction(plan)}</div> : null}
          </section>
        );
      })}
    </div>
  );
}
