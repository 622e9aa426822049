import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-2xl border border-stone-200/80 bg-white shadow-soft', className)}
      {...props}
    />
  );
}
