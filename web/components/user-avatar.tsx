import { cn } from '../lib/cn';

/** A round avatar with initials (or a picture when the user has one). */
export function UserAvatar({
  initials,
  imageUrl,
  className,
}: {
  initials: string;
  imageUrl?: string | null;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-sm font-semibold text-brand-800 ring-2 ring-white',
        className,
      )}
      aria-hidden="true"
    >
      {imageUrl ? <img src={imageUrl} alt="" className="size-full object-cover" /> : initials}
    </span>
  );
}
