import { UtensilsCrossed } from 'lucide-react';
import { cn } from '../../lib/cn';
import { responsiveImageProps } from './responsive-image';

const PLACEHOLDER_TINTS = [
  'from-brand-100 via-brand-200 to-brand-300',
  'from-sage-50 via-sage-100 to-sage-500/40',
  'from-amber-50 via-amber-100 to-amber-200',
  'from-rose-50 via-rose-100 to-brand-200',
];

function tintFor(seed: string) {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return PLACEHOLDER_TINTS[Math.abs(hash) % PLACEHOLDER_TINTS.length];
}

/** A recipe's picture, or a soft tinted placeholder (stable per recipe) when it has none. */
export function RecipeImage({
  imageUrl,
  seed,
  className,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  loading = 'lazy',
}: {
  imageUrl: string | null;
  seed: string;
  className?: string;
  /** How wide the picture shows, for choosing a size from `srcSet`. */
  sizes?: string;
  /** 'eager' for a picture that is the page's main content. */
  loading?: 'lazy' | 'eager';
}) {
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        {...responsiveImageProps(imageUrl, sizes)}
        alt=""
        loading={loading}
        className={cn('size-full object-cover', className)}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex size-full items-center justify-center bg-gradient-to-br',
        tintFor(seed),
        className,
      )}
    >
      <UtensilsCrossed className="size-10 text-stone-900/20" strokeWidth={1.5} />
    </div>
  );
}
