import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A centred message inside a dialog or panel: why something cannot be shown, and what to do. */
export function Notice({
  icon,
  title,
  children,
  className,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center py-14 text-center', className)}>
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-stone-100 text-stone-500 [&_svg]:size-6">
        {icon}
      </span>
      <h3 className="mt-3 font-semibold text-stone-900">{title}</h3>
      <div className="mt-1 flex max-w-sm flex-col items-center text-sm text-stone-600">
        {children}
      </div>
    </div>
  );
}
