import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './input';

/** What people write follows its own first letters (dir="auto"), as in Input. */
export function Textarea({ className, dir = 'auto', ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      dir={dir}
      className={cn(fieldClasses, 'py-2.5 leading-relaxed', className)}
      {...props}
    />
  );
}
