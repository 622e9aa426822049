import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type BadgeVariant = 'neutral' | 'brand' | 'outline' | 'success' | 'warning' | 'danger';

const variants: Record<BadgeVariant, string> = {
  neutral: 'bg-stone-100 text-stone-700',
  brand: 'bg-brand-100 text-brand-800',
  outline: 'border border-stone-300 text-stone-700',
  success: 'bg-sage-100 text-sage-700',
  warning: 'bg-amber-100 text-amber-800',
  danger: 'bg-red-100 text-red-700',
};

export function badgeVariants(variant: BadgeVariant = 'neutral', className?: string) {
  return cn(
    'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
    variants[variant],
    className,
  );
}

export function Badge({
  variant,
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return <span className={badgeVariants(variant, className)} {...props} />;
}
