import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, t as tFor } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Check, LifeBuoy } from 'lucide-react';
import { PageHeading } from '../shell/app-layout';
import { PricingPlans, type Plan } from '../components/pricing-plans';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { useCurrentUser } from '../features/auth/use-auth';
import { OfflineReason, useConnectionGuard } from '../features/offline/connection-guard';
import { usePublicSettings } from '../features/settings/use-public-settings';
import { ContactSupportDialog } from '../features/subscribe/contact-support-dialog';
import { planStatusOf, type PlanStatus } from '../features/subscribe/plan-status';
import { toast } from '../lib/toast';
import { TableHead } from '../components/ui/table-head';

/** A plan's column: what it offers of a feature, or `true` for a plain Yes (a check mark). */
type FeatureValue = MessageDescriptor | true;

const FEATURE_SUMMARY: { feature: MessageDescriptor; free: FeatureValue; pro: FeatureValue }[] = [
  { feature: msg`Recipes`, free: msg`Up to 5`, pro: msg`Unlimited` },
  { feature: msg`Import from recipe websites`, free: true, pro: true },
  { feature: msg`Photos (JPG, PNG, WebP up to 10 MB)`, free: true, pro: true },
  { feature: msg`Share by link and Discover`, free: true, pro: true },
  { feature: msg`Edit together live, with presence and history`, free: true, pro: true },
  { feature: msg`Meal plan, shopping lists and cook mode`, free: true, pro: true },
];

function FeatureCell({ value }: { value: FeatureValue }) {
  const { t, i18n } = useLingui();
  return (
    <td className="px-3 py-2.5">
      {value === true ? (
        <Check className="size-4 text-brand-600" aria-label={t`Yes`} />
      ) : (
        i18n._(value)
      )}
    </td>
  );
}

function choosePlan(plan: Plan, current: PlanStatus['currentPlanId'], i18n: I18n) {
  const planName = plan.name;
  if (plan.id === current) {
    toast({
      title:
        plan.id === 'free'
          ? tFor(i18n)`You're already on the free plan!`
          : tFor(i18n)`You're already on ${planName}!`,
    });
  } else {
    toast({
      title: tFor(i18n)`Coming Soon!`,
      description: tFor(
        i18n,
      )`Paid plans are not available yet. We will let you know when they are.`,
    });
  }
}

/**
 * Subscribe (SPEC §2): three plans, a feature summary and Contact Support. On an install with
 * plans off (PLANS=off) nothing is for sale: the page says so instead.
 */
export default function SubscribePage() {
  const settings = usePublicSettings();
  const { t } = useLingui();
  if (!settings.data) return null;
  if (!settings.data.plansEnabled) {
    return (
      <div className="space-y-6">
        <PageHeading title={t`Plans`} />
        <p role="status" className="rounded-xl bg-sage-50 p-4 text-sm text-sage-700">
          <Trans>This Potluck has no plans: every account keeps as many recipes as it likes.</Trans>
        </p>
      </div>
    );
  }
  return <PlansOnSale />;
}

function PlansOnSale() {
  const user = useCurrentUser();
  const [contactOpen, setContactOpen] = useState(false);
  // Choosing a plan is the server's business (billing), even while it only says 'Coming Soon!'.
  const connection = useConnectionGuard();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const status = planStatusOf(user, { plansEnabled: true });
  const { t, i18n } = useLingui();
  const currentBadge = status.badge?.toLowerCase();

  return (
    <div className="space-y-10">
      <PageHeading
        title={t`Choose Your Plan`}
        description={t`Start free and upgrade when your collection grows.`}
      />
      <OfflineReason guard={connection} visible className="-mt-6 text-sm">
        {t`Changing your plan needs a connection`}
      </OfflineReason>
      {status.isLimited ? null : (
        <p role="status" className="-mt-4 rounded-xl bg-sage-50 p-4 text-sm text-sage-700">
          {status.currentPlanId ? (
            <Trans>Your account already has unlimited recipes ({currentBadge}).</Trans>
          ) : (
            <Trans>Your account already has unlimited recipes.</Trans>
          )}
        </p>
      )}
      <PricingPlans
        className="pt-2"
        headingLevel={2}
        renderAction={(plan) =>
          plan.id === 'free' && !status.isLimited ? null : (
            <Button
              className="w-full"
              variant={plan.id === status.currentPlanId ? 'outline' : 'primary'}
              onClick={() => choosePlan(plan, status.currentPlanId, i18n)}
              disabled={connection.isOffline}
              {...connection.reasonProps}
            >
              {plan.id === status.currentPlanId ? (
                <Trans>Current Plan</Trans>
              ) : (
                <Trans>Choose {plan.name}</Trans>
              )}
            </Button>
          )
        }
      />
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-stone-900">
          <Trans>Compare features</Trans>
        </h2>
        <table className="w-full text-start text-sm">
          <TableHead
            className="border-b border-stone-200 text-stone-500"
            columns={[
              { label: t`Feature`, className: 'py-2 pe-3' },
              { label: t`Free`, className: 'px-3 py-2' },
              { label: t`Pro`, className: 'px-3 py-2' },
            ]}
          />
          <tbody className="divide-y divide-stone-100 text-stone-700">
            {FEATURE_SUMMARY.map((row) => (
              <tr key={row.feature.id}>
                <th scope="row" className="py-2.5 pe-3 font-normal">
                  {i18n._(row.feature)}
                </th>
                <FeatureCell value={row.free} />
                <FeatureCell value={row.pro} />
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card className="flex flex-col items-center gap-3 p-6 text-center">
        <LifeBuoy className="size-8 text-brand-600" aria-hidden="true" />
        <h2 className="text-lg font-semibold text-stone-900">
          <Trans>Questions about plans?</Trans>
        </h2>
        <p className="text-sm text-stone-600">
          <Trans>Our support team is happy to help.</Trans>
        </p>
        <Button variant="outline" onClick={() => setContactOpen(true)}>
          <Trans>Contact Support</Trans>
        </Button>
      </Card>
      {contactOpen ? (
        <ContactSupportDialog
          open
          onOpenChange={setContactOpen}
          defaults={{ name, email: user.email }}
        />
      ) : null}
    </div>
  );
}
