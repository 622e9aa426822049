import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses, ownDirectionText } from './input';

/** What people write, each line in its own direction (see ownDirectionText). */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(fieldClasses, 'py-2.5 leading-relaxed', ownDirectionText, className)}
      {...props}
    />
  );
}
