import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const fieldClasses =
  'w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-stone-900 shadow-xs transition-colors placeholder:text-stone-400 hover:border-stone-400 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500 sm:text-sm';

const LEFT_TO_RIGHT_TYPES = new Set(['email', 'url', 'tel', 'number']);
const LEFT_TO_RIGHT_MODES = new Set(['email', 'url', 'tel', 'numeric', 'decimal']);

/**
 * The direction a field's text takes unless told: addresses, links and numbers read left to right
 * in every language; what people write (a title, a name) follows its own first letters
 * (dir="auto"), so a Latin title reads right on an Arabic screen and an Arabic one on an English
 * screen. Search boxes keep the page's direction (their magnifier sits at its start).
 */
export function fieldDirection({
  type,
  inputMode,
}: Pick<ComponentProps<'input'>, 'type' | 'inputMode'>): 'ltr' | 'auto' | undefined {
  if ((type && LEFT_TO_RIGHT_TYPES.has(type)) || (inputMode && LEFT_TO_RIGHT_MODES.has(inputMode)))
    return 'ltr';
  if (type === undefined || type === 'text') return 'auto';
  return undefined;
}

export function Input({ className, dir, ...props }: ComponentProps<'input'>) {
  return (
    <input
      dir={dir ?? fieldDirection(props)}
      className={cn(fieldClasses, 'h-11 sm:h-10', className)}
      {...props}
    />
  );
}
