import { X } from 'lucide-react';
import { tagKeyOf } from '../../../contract/recipe-values';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

/** Clickable tag chips; a recipe must carry every selected tag. */
export function TagFilter({
  tags,
  selected,
  onToggle,
  onClear,
}: {
  tags: string[];
  selected: string[];
  onToggle: (tag: string) => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  if (tags.length === 0) return null;
  const selectedKeys = new Set(selected.map(tagKeyOf));
  return (
    <div
      role="group"
      aria-label={t`Filter by tag`}
      className="-mx-4 mb-6 flex items-center gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
    >
      {tags.map((tag) => {
        const isSelected = selectedKeys.has(tagKeyOf(tag));
        return (
          <button
            key={tag}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onToggle(tag)}
            className={cn(
              'shrink-0 rounded-full border px-3 py-1 text-sm font-medium transition-colors',
              isSelected
                ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
                : 'border-stone-200 bg-white text-stone-700 hover:border-brand-300 hover:bg-brand-50',
            )}
          >
            {tag}
          </button>
        );
      })}
      {selected.length > 0 ? (
        <button
          type="button"
          onClick={onClear}
          className="inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-medium text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        >
          <X className="size-3.5" aria-hidden="true" />
          <Trans>Clear all</Trans>
        </button>
      ) : null}
    </div>
  );
}
