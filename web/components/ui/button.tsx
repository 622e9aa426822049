import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'ghost'
  | 'destructive'
  | 'destructive-ghost'
  | 'destructive-outline'
  | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'icon-sm';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-xl font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  outline:
    'border border-stone-300 bg-white text-stone-800 shadow-sm hover:bg-stone-50 hover:border-stone-400',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:outline-red-600',
  // Each variant sets all its colours: a colour class added over another variant's does not win.
  'destructive-ghost': 'text-red-600 hover:bg-red-50 hover:text-red-700',
  'destructive-outline':
    'border border-stone-300 bg-white text-red-700 shadow-sm hover:bg-red-50 hover:border-red-300',
  link: 'text-brand-700 underline-offset-4 hover:underline',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
  'icon-sm': 'size-8 rounded-lg',
};

/** Button styling, for links and other elements that should look like a button. */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], variant === 'link' ? 'h-auto px-0' : sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Busy with its action (a mutation running): disabled, with a spinner in place of its icon, or
   * before its label when it has none. The label stays, so the button keeps its name.
   */
  pending?: boolean;
  /** What the spinner says to screen readers while pending, e.g. 'Saving'. */
  pendingLabel?: string;
}

/** A <button>. For a link that looks like a button, put `buttonVariants()` on the link. */
export function Button({
  variant,
  size,
  className,
  type,
  pending = false,
  pendingLabel,
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      // The spinner stands in for the icon (a direct <svg> child), so the width stays the same.
      className={buttonVariants({
        variant,
        size,
        className: cn(pending && '[&>svg]:hidden', className),
      })}
      disabled={pending || disabled}
      {...props}
    >
      {pending ? <Spinner className="text-current" label={pendingLabel} /> : null}
      {children}
    </button>
  );
}
