import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Plus } from 'lucide-react';
import type { DiscoverRecipe } from '../../../contract';
import { displayNameOf } from '../../../contract/shared-recipe';
import { Badge } from '../../components/ui/badge';
import { Button, buttonVariants } from '../../components/ui/button';
import { formatRelativeTime } from '../../lib/format';
import { OfflineReason, useConnectionGuard } from '../offline/connection-guard';
import { recipeUrl } from '../recipes/copy-recipe-link';
import { RecipeImage } from '../recipes/recipe-image';

const MAX_TAGS = 3;

/** The owner label of SPEC §2: the name, else the e-mail's local part, else 'Anonymous Chef'. */
export function ownerLabel(recipe: Pick<DiscoverRecipe, 'ownerName' | 'ownerEmail'>): string {
  // The owner's name is already one string; the address is masked, its local part still shown.
  return displayNameOf({ firstName: recipe.ownerName, email: recipe.ownerEmail });
}

export function DiscoverCard({
  recipe,
  onAdd,
  isAdding,
}: {
  recipe: DiscoverRecipe;
  onAdd: (recipe: DiscoverRecipe) => void;
  isAdding: boolean;
}) {
  // The copy is made on the server.
  const { t } = useLingui();
  const connection = useConnectionGuard();
  const owner = ownerLabel(recipe);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-stone-200/80 bg-white shadow-soft">
      <div className="aspect-[2/1] overflow-hidden bg-stone-100 sm:aspect-[4/3]">
        <RecipeImage imageUrl={recipe.imageUrl} seed={recipe.id} />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h2 className="line-clamp-2 font-semibold break-words text-stone-900">
          <span dir="auto">{recipe.title}</span>
        </h2>
        <p className="mt-1 flex flex-wrap gap-x-2 text-xs text-stone-500">
          <span className="truncate">
            <Trans>by {owner}</Trans>
          </span>
          <time dateTime={recipe.createdAt}>{formatRelativeTime(recipe.createdAt)}</time>
        </p>
        {recipe.description ? (
          <p dir="auto" className="mt-2 line-clamp-2 text-sm leading-relaxed text-stone-600">
            {recipe.description}
          </p>
        ) : null}
        {recipe.tags.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t`Tags`}>
            {recipe.tags.slice(0, MAX_TAGS).map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex gap-2 pt-4">
          <a
            href={recipeUrl(recipe.id)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'outline', size: 'sm', className: 'flex-1' })}
          >
            <ExternalLink aria-hidden="true" />
            <Trans>View Recipe</Trans>
          </a>
          <Button
            size="sm"
            className="flex-1"
            pending={isAdding}
            pendingLabel={t`Adding`}
            disabled={connection.isOffline}
            onClick={() => onAdd(recipe)}
            {...connection.reasonProps}
          >
            <Plus aria-hidden="true" />
            <Trans>Add</Trans>
          </Button>
          <OfflineReason guard={connection} />
        </div>
      </div>
    </article>
  );
}
