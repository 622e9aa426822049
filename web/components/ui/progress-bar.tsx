import { cn } from '../../lib/cn';

/** A bar of how far something has come; `percent` null when that is not known (it fills). */
export function ProgressBar({
  label,
  percent,
  className,
}: {
  label: string;
  percent: number | null;
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      className={cn('h-2 overflow-hidden rounded-full bg-stone-100', className)}
    >
      <div
        className={cn(
          'h-full bg-brand-500 transition-[width]',
          percent === null && 'animate-pulse',
        )}
        style={{ width: `${percent ?? 100}%` }}
      />
    </div>
  );
}
