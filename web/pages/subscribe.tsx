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

const FEATURE_SUMMARY = [
  { feature: 'Recipes', free: 'Up to 5', pro: 'Unlimited' },
  { feature: 'Import from recipe websites', free: 'Yes', pro: 'Yes' },
  { feature: 'Photos (JPG, PNG, WebP up to 10 MB)', free: 'Yes', pro: 'Yes' },
  { feature: 'Share by link and Discover', free: 'Yes', pro: 'Yes' },
  { feature: 'Edit together live, with presence and history', free: 'Yes', pro: 'Yes' },
  { feature: 'Meal plan, shopping lists and cook mode', free: 'Yes', pro: 'Yes' },
];

function FeatureCell({ value }: { value: string }) {
  return (
    <td className="px-3 py-2.5">
      {value === 'Yes' ? <Check className="size-4 text-brand-600" aria-label="Yes" /> : value}
    </td>
  );
}

function choosePlan(plan: Plan, current: PlanStatus['currentPlanId']) {
  if (plan.id === current) {
    toast({
      title:
        plan.id === 'free' ? "You're already on the free plan!" : `You're already on ${plan.name}!`,
    });
  } else {
    toast({
      title: 'Coming Soon!',
      description: 'Paid plans are not available yet. We will let you know when they are.',
    });
  }
}

/**
 * Subscribe (SPEC §2): three plans, a feature summary and Contact Support. On an install with
 * plans off (PLANS=off) nothing is for sale: the page says so instead.
 */
export default function SubscribePage() {
  const settings = usePublicSettings();
  if (!settings.data) return null;
  if (!settings.data.plansEnabled) {
    return (
      <div className="space-y-6">
        <PageHeading title="Plans" />
        <p role="status" className="rounded-xl bg-sage-50 p-4 text-sm text-sage-700">
          This Potluck has no plans: every account keeps as many recipes as it likes.
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

  return (
    <div className="space-y-10">
      <PageHeading
        title="Choose Your Plan"
        description="Start free and upgrade when your collection grows."
      />
      <OfflineReason guard={connection} visible className="-mt-6 text-sm">
        Changing your plan needs a connection
      </OfflineReason>
      {status.isLimited ? null : (
        <p role="status" className="-mt-4 rounded-xl bg-sage-50 p-4 text-sm text-sage-700">
          Your account already has unlimited recipes
          {status.currentPlanId ? ` (${status.badge?.toLowerCase()})` : ''}.
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
              onClick={() => choosePlan(plan, status.currentPlanId)}
              disabled={connection.isOffline}
              {...connection.reasonProps}
            >
              {plan.id === status.currentPlanId ? 'Current Plan' : `Choose ${plan.name}`}
            </Button>
          )
        }
      />
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-stone-900">Compare features</h2>
        <table className="w-full text-left text-sm">
          <TableHead
            className="border-b border-stone-200 text-stone-500"
            columns={[
              { label: 'Feature', className: 'py-2 pr-3' },
              { label: 'Free', className: 'px-3 py-2' },
              { label: 'Pro', className: 'px-3 py-2' },
            ]}
          />
          <tbody className="divide-y divide-stone-100 text-stone-700">
            {FEATURE_SUMMARY.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className="py-2.5 pr-3 font-normal">
                  {row.feature}
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
        <h2 className="text-lg font-semibold text-stone-900">Questions about plans?</h2>
        <p className="text-sm text-stone-600">Our support team is happy to help.</p>
        <Button variant="outline" onClick={() => setContactOpen(true)}>
          Contact Support
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
