import type { ChangeEvent, ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Input, ownDirectionText } from './input';

// The header's box sits on the translucent header: quieter until focused. Each look is written
// out whole, since cn does not drop a class that another one contradicts. The box keeps the page's
// direction (the magnifier and its padding at the start); what is typed is set in its own, as in
// Input.
const SUBTLE =
  'h-10 w-full rounded-xl border border-stone-200 bg-stone-50 pe-3 ps-9 text-base text-stone-900 transition-colors placeholder:text-stone-400 hover:border-stone-300 focus-visible:border-brand-500 focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/30 sm:text-sm';

/** A search box with its magnifier, named by `label` (its visible hint is the placeholder). */
export function SearchInput({
  label,
  onValueChange,
  subtle = false,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'aria-label'> & {
  label: string;
  onValueChange: (value: string) => void;
  subtle?: boolean;
}) {
  const inputProps = {
    type: 'search',
    'aria-label': label,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value),
    ...props,
  };
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-stone-400"
        aria-hidden="true"
      />
      {subtle ? (
        <input className={cn(SUBTLE, ownDirectionText)} {...inputProps} />
      ) : (
        <Input className="ps-9" {...inputProps} />
      )}
    </div>
  );
}
