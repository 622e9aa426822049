// The card grid of My Recipes and Discover, and the message either page shows in its place when
// there is nothing to list.
import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { errorMessageOf } from '../lib/api';
import { RecipeCardSkeleton } from '../features/recipes/recipe-card';
import { Button } from './ui/button';

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
  return (
    <RecipeGrid label="Loading recipes">
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
  return (
    <EmptyState
      icon={icon}
      title={title}
      hint={errorMessageOf(error, 'Please try again.')}
      action={
        <Button variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      }
    />
  );
}
