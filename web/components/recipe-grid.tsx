// The card grid of My Recipes and Discover, and the message either page shows in its place when
// there is nothing to list.
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { errorMessageOf } from '../lib/api';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';

export function RecipeGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
    >
      {children}
    </section>
  );
}

/** SPEC §2: while a grid loads, 8 skeleton placeholders show. */
const SKELETON_CARDS = 8;

/** The grid while it loads: skeletons the size of cards. */
export function RecipeGridSkeleton() {
  const { t } = useLingui();
  return (
    <RecipeGrid label={t`Loading recipes`}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <RecipeCardSkeleton key={index} />
      ))}
    </RecipeGrid>
  );
}

export function EmptyState({
  icon,
  title,
  hint,
  action,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-stone-300 bg-white/60 px-6 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold text-stone-900">{title}</h2>
      <p className="mt-1 text-sm text-stone-600">{hint}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

/** EmptyState for a list that failed to load: the server's reason and Try Again. */
export function LoadFailed({
  title,
  error,
  onRetry,
  icon = <AlertTriangle className="size-7" aria-hidden="true" />,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  icon?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={icon}
      title={title}
      hint={errorMessageOf(error, t`Please try again.`)}
      action={
        <Button variant="outline" onClick={onRetry}>
          <Trans>Try Again</Trans>
        </Button>
      }
    />
  );
}

/** A recipe card's outline while the cards load. */
export function RecipeCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200/80 bg-white shadow-soft">
      <Skeleton className="aspect-[2/1] rounded-none sm:aspect-[4/3]" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-14 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <Skeleton className="h-3 w-20" />
      </div>
    </div>
  );
}
