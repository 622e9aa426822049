// /plan: the current household's meal plan, a week at a time (?week=YYYY-MM-DD names its Monday).
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, CloudOff } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import type { Household } from '../../contract/households';
import { PageHeading } from '../shell/app-layout';
import { EmptyState } from '../components/recipe-grid';
import { Button } from '../components/ui/button';
import { useCurrentUser } from '../features/auth/use-auth';
import {
  HouseholdGate,
  HouseholdLinks,
  useHouseholdScreen,
} from '../features/households/household-screen';
import { HouseholdSwitcher } from '../features/households/household-switcher';
import { isShowable, usePlanDoc } from '../features/households/use-household-docs';
import { PlanSkeleton } from '../features/plan/plan-skeleton';
import { PlanToListButton } from '../features/plan/plan-to-list';
import { PlanWeek, useWeekEntries } from '../features/plan/plan-week';
import { shiftWeek, todayIso, weekOf, weekRangeLabel } from '../features/plan/week';
import { SaveStatusText } from '../features/offline/sync/save-status-text';

export default function PlanPage() {
  const state = useHouseholdScreen();
  const { t } = useLingui();
  return (
    <div>
      <PageHeading title={t`Meal plan`} description={state.household?.name}>
        <div className="flex flex-col gap-2 sm:items-end">
          {state.household ? (
            <HouseholdSwitcher households={state.households} current={state.household} />
          ) : null}
          <HouseholdLinks current="/plan" />
        </div>
      </PageHeading>
      <HouseholdGate state={state}>
        {(household) => <HouseholdPlan key={household.id} household={household} />}
      </HouseholdGate>
    </div>
  );
}

function HouseholdPlan({ household }: { household: Household }) {
  const user = useCurrentUser();
  const [, navigate] = useLocation();
  const search = useSearch();
  const today = todayIso();
  const dates = weekOf(new URLSearchParams(search).get('week'), today);
  const isThisWeek = dates.includes(today);
  const plan = usePlanDoc(household.id);
  const entries = useWeekEntries(plan, dates);
  const { t } = useLingui();
  const goTo = (start: string | null) => navigate(start ? `/plan?week=${start}` : '/plan');

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Previous week`}
            onClick={() => goTo(shiftWeek(dates[0]!, -1))}
          >
            <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
          </Button>
          <h2
            className="min-w-0 flex-1 text-center font-display text-base font-semibold whitespace-nowrap text-stone-900 sm:min-w-44 sm:flex-none sm:text-lg"
            aria-live="polite"
          >
            {weekRangeLabel(dates)}
          </h2>
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Next week`}
            onClick={() => goTo(shiftWeek(dates[0]!, 1))}
          >
            <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
          </Button>
          <Button variant="ghost" onClick={() => goTo(null)} disabled={isThisWeek}>
            <Trans>This week</Trans>
          </Button>
          <span className="ms-1 hidden sm:inline">
            <SaveStatusText status={plan?.status === 'saving' ? plan.status : undefined} />
          </span>
        </div>
        <PlanToListButton
          household={household}
          from={dates[0]!}
          to={dates[dates.length - 1]!}
          hasMeals={entries.some((entry) => entry.recipeId !== null)}
        />
      </div>
      {!isShowable(plan) ? (
        <PlanSkeleton />
      ) : plan.status === 'unavailable' ? (
        <EmptyState
          icon={<CloudOff className="size-7" aria-hidden="true" />}
          title={t`This plan is not available`}
          hint={t`You may have left the household, or it no longer exists.`}
        />
      ) : (
        <PlanWeek plan={plan} entries={entries} dates={dates} today={today} userId={user.id} />
      )}
    </>
  );
}
