import type { MouseEvent } from 'react';
import { Link2, Share2, User } from 'lucide-react';
import type { RecipeCard as RecipeCardData } from '../../../contract';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Badge } from '../../components/ui/badge';
import { formatRelativeTime } from '../../lib/format';
import { OfflineReason, useConnectionGuard } from '../offline/connection-guard';
import { copyRecipeLink, sharedRecipeUrl } from './copy-recipe-link';
import { RecipeImage } from './recipe-image';
import { VisibilityIcon } from './visibility';

const MAX_EDITORS = 2;
const MAX_TAGS = 3;

export function RecipeCard<T extends RecipeCardData>({
  recipe,
  onOpen,
  onShare,
}: {
  recipe: T;
  onOpen: (recipe: T) => void;
  onShare?: (recipe: T) => void;
}) {
  const editors = recipe.editors.slice(0, MAX_EDITORS);
  const moreEditors = recipe.editors.length - editors.length;
  // Sharing changes what the server lets others open; copying the link works offline.
  const connection = useConnectionGuard();
  const { t } = useLingui();
  const title = recipe.title;
  const editorCount = recipe.editors.length;

  function handleCopyLink(event: MouseEvent) {
    // The card opens the detail dialog on click; copying must not.
    event.stopPropagation();
    void copyRecipeLink(sharedRecipeUrl(recipe.id));
  }

  return (
    <article
      data-recipe-id={recipe.id}
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-stone-200/80 bg-white shadow-soft transition-all hover:-translate-y-0.5 hover:shadow-lifted focus-within:shadow-lifted"
    >
      <div className="aspect-[2/1] overflow-hidden bg-stone-100 sm:aspect-[4/3]">
        <RecipeImage
          imageUrl={recipe.imageUrl}
          seed={recipe.id}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="line-clamp-2 font-semibold break-words text-stone-900">
            {/* The whole card is this button's hit area (see the ::after overlay). */}
            <button
              type="button"
              onClick={() => onOpen(recipe)}
              className="text-start after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-500"
            >
              <span dir="auto">{recipe.title}</span>
            </button>
          </h2>
          <VisibilityIcon visibility={recipe.visibility} className="mt-0.5 shrink-0" />
        </div>
        <CardSummary description={recipe.description} tags={recipe.tags} />
        <div className="mt-auto flex items-center justify-between gap-2 pt-4">
          <div className="flex min-w-0 items-center gap-2">
            {editors.length > 0 ? (
              <div
                className="flex -space-x-1.5"
                aria-label={t`${plural(editorCount, { one: '# editor', other: '# editors' })}`}
                role="img"
              >
                {editors.map((editorId) => (
                  <span
                    key={editorId}
                    className="inline-flex size-6 items-center justify-center rounded-full bg-sage-100 text-sage-700 ring-2 ring-white"
                  >
                    <User className="size-3.5" aria-hidden="true" />
                  </span>
                ))}
                {moreEditors > 0 ? (
                  <span className="inline-flex size-6 items-center justify-center rounded-full bg-stone-100 text-[10px] font-semibold text-stone-600 ring-2 ring-white">
                    +{moreEditors}
                  </span>
                ) : null}
              </div>
            ) : null}
            <time dateTime={recipe.updatedAt} className="truncate text-xs text-stone-500">
              {formatRelativeTime(recipe.updatedAt || recipe.createdAt)}
            </time>
          </div>
          <div className="relative z-10 -me-1.5 flex items-center">
            {onShare ? (
              <button
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  onShare(recipe);
                }}
                aria-label={t`Share ${title}`}
                title={t`Share`}
                disabled={connection.isOffline}
                {...connection.reasonProps}
                className="rounded-lg p-1.5 text-stone-500 transition-colors hover:bg-brand-50 hover:text-brand-700 disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-stone-500"
              >
                <Share2 className="size-4" aria-hidden="true" />
              </button>
            ) : null}
            <OfflineReason guard={connection} />
            <button
              type="button"
              onClick={handleCopyLink}
              aria-label={t`Copy link to ${title}`}
              title={t`Copy link`}
              className="rounded-lg p-1.5 text-stone-500 transition-colors hover:bg-brand-50 hover:text-brand-700"
            >
              <Link2 className="size-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}

/** A card's description (two lines at most) and up to 3 of its tags, then '+N' (SPEC §2). */
export function CardSummary({
  description,
  tags,
}: {
  description: string | null | undefined;
  tags: readonly string[];
}) {
  const shown = tags.slice(0, MAX_TAGS);
  const more = tags.length - shown.length;
  const { t } = useLingui();
  return (
    <>
      {description ? (
        <p dir="auto" className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-stone-600">
          {description}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t`Tags`}>
          {shown.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Badge variant="outline">+{more}</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
    </>
  );
}
