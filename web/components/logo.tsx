import { Link } from 'wouter';
import { CookingPot } from 'lucide-react';
import { cn } from '../lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-sm',
        className,
      )}
      aria-hidden="true"
    >
      <CookingPot className="size-5" strokeWidth={2.2} />
    </span>
  );
}

/** The product name and mark, linking home; `wordmarkClassName` can hide the name from sight. */
export function Logo({
  className,
  wordmarkClassName,
}: {
  className?: string;
  wordmarkClassName?: string;
}) {
  return (
    <Link
      href="/"
      className={cn(
        'inline-flex items-center gap-2.5 rounded-xl font-display text-xl font-semibold text-stone-900',
        className,
      )}
    >
      <LogoMark />
      <span className={wordmarkClassName}>Potluck</span>
    </Link>
  );
}
