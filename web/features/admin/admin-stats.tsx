import type { LucideIcon } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { BookOpen, Crown, ShieldCheck, Users } from 'lucide-react';
import type { AdminStats } from '../../../contract/admin';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { usePlansSetting } from '../settings/use-public-settings';

interface StatCardProps {
  title: string;
  value: number;
  note: string;
  icon: LucideIcon;
}

function StatCard({ title, value, note, icon: Icon }: StatCardProps) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-stone-600">{title}</h2>
        <Icon className="size-5 text-brand-600" aria-hidden="true" />
      </div>
      <p className="mt-2 font-display text-3xl font-semibold text-stone-900">
        {value.toLocaleString('en-US')}
      </p>
      <p className="mt-1 text-xs text-stone-500">{note}</p>
    </Card>
  );
}

/** The four stat cards of SPEC §2. */
export function AdminStatCards({ stats }: { stats: AdminStats }) {
  // With plans off (PLANS=off) nobody is on a plan: the premium count says nothing.
  const { t } = useLingui();
  const { plansEnabled } = usePlansSetting();
  const active = stats.activeUsers.toLocaleString('en-US');
  const free = stats.freeUsers.toLocaleString('en-US');
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        title={t`Total Users`}
        value={stats.totalUsers}
        note={t`${active} active`}
        icon={Users}
      />
      <StatCard
        title={t`Total Recipes`}
        value={stats.totalRecipes}
        note={t`Across all users`}
        icon={BookOpen}
      />
      {plansEnabled ? (
        <StatCard
          title={t`Premium Users`}
          value={stats.premiumUsers}
          note={t`${free} free users`}
          icon={Crown}
        />
      ) : null}
      <StatCard
        title={t`Admin Users`}
        value={stats.adminUsers}
        note={t`System administrators`}
        icon={ShieldCheck}
      />
    </div>
  );
}

/** While loading: 4 placeholder cards (SPEC §9). */
export function AdminSkeleton() {
  const { t } = useLingui();
  return (
    <div
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      aria-busy="true"
      aria-label={t`Loading`}
    >
      {Array.from({ length: 4 }, (_, index) => (
        <Card key={index} className="space-y-3 p-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-16" />
          <Skeleton className="h-3 w-28" />
        </Card>
      ))}
    </div>
  );
}
