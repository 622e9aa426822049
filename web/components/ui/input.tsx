import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const fieldClasses =
  'w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-stone-900 shadow-xs transition-colors placeholder:text-stone-400 hover:border-stone-400 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500 sm:text-sm';

/**
 * What people write (a title, a name, a line of ingredients) is set in its own direction, line by
 * line, so a Latin title reads right on an Arabic screen and an Arabic one on an English screen.
 * Not dir="auto": an empty field with it is left to right whatever the page (Chromium), so an
 * Arabic screen's empty fields would start at the left; unicode-bidi: plaintext leaves the field
 * in the page's direction until there is text.
 */
export const ownDirectionText = '[unicode-bidi:plaintext]';

const LEFT_TO_RIGHT_TYPES = new Set(['email', 'url', 'tel', 'number']);
const LEFT_TO_RIGHT_MODES = new Set(['email', 'url', 'tel', 'numeric', 'decimal']);

/** Addresses, links and numbers read left to right in every language. */
function readsLeftToRight({
  type,
  inputMode,
}: Pick<ComponentProps<'input'>, 'type' | 'inputMode'>) {
  return (
    (type !== undefined && LEFT_TO_RIGHT_TYPES.has(type)) ||
    (inputMode !== undefined && LEFT_TO_RIGHT_MODES.has(inputMode))
  );
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  const leftToRight = readsLeftToRight(props);
  return (
    <input
      dir={leftToRight ? 'ltr' : undefined}
      className={cn(
        fieldClasses,
        'h-11 sm:h-10',
        !leftToRight && props.dir === undefined && props.type !== 'password' && ownDirectionText,
        className,
      )}
      {...props}
    />
  );
}
