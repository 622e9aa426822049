import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * The browser's own <select>, drawn like SelectTrigger: for a short, fixed choice on a screen that
 * must open fast (it mounts as one element, where the styled Select renders its whole list once
 * more, hidden, to show the chosen label), and the phone's own picker on touch screens.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative inline-flex', className)}>
      <select
        className="h-10 w-full cursor-pointer appearance-none rounded-xl border border-stone-300 bg-white py-0 pe-9 ps-3.5 text-sm text-stone-800 shadow-xs transition-colors hover:border-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 end-3.5 size-4 -translate-y-1/2 text-stone-500"
        aria-hidden="true"
      />
    </div>
  );
}
