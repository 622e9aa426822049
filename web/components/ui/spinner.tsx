import { LoaderCircle } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useLingui();
  return (
    <span role="status" className="inline-flex">
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-5 animate-spin text-brand-600', className)}
      />
      <span className="sr-only">{label ?? t`Loading`}</span>
    </span>
  );
}

/**
 * The centred spinner shown while a whole screen loads. It appears after a moment, so a screen
 * whose code and data are already at hand replaces it before it has flashed.
 */
export function PageSpinner() {
  return (
    <div className="flex min-h-[60vh] animate-appear-late items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
