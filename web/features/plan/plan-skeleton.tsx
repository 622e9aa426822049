// What the week shows while the plan opens.
import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../components/ui/skeleton';

export function PlanSkeleton() {
  const { t } = useLingui();
  return (
    <div
      aria-label={t`Loading the meal plan`}
      aria-busy="true"
      className="grid gap-3 md:grid-cols-7 md:gap-2"
    >
      {Array.from({ length: 7 }, (_, day) => (
        <div key={day} className="space-y-2 rounded-2xl border border-stone-200 bg-white/70 p-2.5">
          <Skeleton className="h-5 w-24" />
          {Array.from({ length: 4 }, (_, slot) => (
            <Skeleton key={slot} className="h-10 md:h-20" />
          ))}
        </div>
      ))}
    </div>
  );
}
