// What the plan, shopping and household screens share: the current household (kept live and
// with unsent plan and list changes resumed), the state while it loads or fails, and the links
// between the three screens.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CalendarDays, House, SearchX, ShoppingCart } from 'lucide-react';
import { Link } from 'wouter';
import type { Household } from '../../../contract/households';
import { EmptyState } from '../../components/recipe-grid';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessageOf } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useCurrentHousehold } from './current-household';
import { PendingInvitations } from './pending-invitations';
import { useOfflineHouseholdDocs, useResumeHouseholdDocs } from './use-household-docs';
import { useLiveHouseholds } from './use-live-households';

/** The current household of a household screen, live. */
export function useHouseholdScreen(options: { fresh?: boolean } = {}) {
  useLiveHouseholds();
  useResumeHouseholdDocs();
  const state = useCurrentHousehold(options);
  useOfflineHouseholdDocs(state.household ?? null);
  return state;
}

/**
 * Renders `children` with the household once there is one, under the invitations waiting for an
 * answer; a spinner or an error before.
 */
export function HouseholdGate({
  state,
  children,
}: {
  state: ReturnType<typeof useCurrentHousehold>;
  children: (household: Household) => ReactNode;
}) {
  const { t } = useLingui();
  const { query, household } = state;
  if (household) {
    return (
      <>
        <PendingInvitations />
        {children(household)}
      </>
    );
  }
  if (query.isPending) return <PageSpinner />;
  return (
    <EmptyState
      icon={<SearchX className="size-7" aria-hidden="true" />}
      title={t`Your household could not be loaded`}
      hint={errorMessageOf(query.error, t`Please check your connection and try again.`)}
      action={
        <Button variant="outline" onClick={() => void query.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      }
    />
  );
}

const SCREENS = [
  { href: '/plan', label: msg`Meal plan`, icon: CalendarDays },
  { href: '/shopping', label: msg`Shopping lists`, icon: ShoppingCart },
  { href: '/household', label: msg`Household`, icon: House },
] as const;

/** Links to the other two household screens. */
export function HouseholdLinks({ current }: { current: (typeof SCREENS)[number]['href'] }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Household screens`} className="flex flex-wrap gap-1">
      {SCREENS.filter((screen) => screen.href !== current).map(({ href, label, icon: Icon }) => (
        <Link
          key={href}
          href={href}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-500',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {i18n._(label)}
        </Link>
      ))}
    </nav>
  );
}
