import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A form label; each use names its control (htmlFor, or the control inside it). */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- checked where it is used
  return <label className={cn('text-sm font-medium text-stone-800', className)} {...props} />;
}
