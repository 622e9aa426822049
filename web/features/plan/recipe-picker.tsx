// Choosing one of the recipes the user can reach (their own and those shared with them) by
// typing part of its title, a tag or an ingredient. Filters the list My Recipes loads, so it
// works offline from the stored copy too.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import type { Recipe } from '../../../contract';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { matchesSearch } from '../offline/offline-search';
import { useRecipes } from '../recipes/use-recipes';

/** Results shown at once; typing narrows them. */
const SHOWN_MAX = 50;

export function RecipePicker({
  selectedId,
  onSelect,
  userId,
}: {
  selectedId: string | null;
  onSelect: (recipe: Recipe) => void;
  userId: string;
}) {
  const recipes = useRecipes({});
  const [search, setSearch] = useState('');
  const searchId = useId();
  const { t } = useLingui();
  const found = useMemo(
    () =>
      (recipes.data ?? [])
        .filter((recipe) => matchesSearch(recipe, search, []))
        .sort((a, b) => a.title.localeCompare(b.title))
        .slice(0, SHOWN_MAX),
    [recipes.data, search],
  );

  return (
    <div className="space-y-2">
      <label htmlFor={searchId} className="sr-only">
        <Trans>Find a recipe</Trans>
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-stone-400"
          aria-hidden="true"
        />
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t`Search My Recipes and shared recipes`}
          className="ps-9"
          autoComplete="off"
        />
      </div>
      {recipes.isPending ? (
        <div className="space-y-2" aria-label={t`Loading recipes`} aria-busy="true">
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      ) : found.length === 0 ? (
        <p className="py-4 text-center text-sm text-stone-500">
          {search ? <Trans>No recipe matches.</Trans> : <Trans>No recipes yet.</Trans>}
        </p>
      ) : (
        <div
          role="radiogroup"
          aria-label={t`Recipes`}
          className="max-h-64 space-y-1 overflow-y-auto rounded-xl border border-stone-200 p-1"
        >
          {found.map((recipe) => (
            <label
              key={recipe.id}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                recipe.id === selectedId ? 'bg-brand-50 text-brand-900' : 'hover:bg-stone-50',
              )}
            >
              <input
                type="radio"
                name="plan-recipe"
                className="size-4 accent-brand-600"
                checked={recipe.id === selectedId}
                onChange={() => onSelect(recipe)}
              />
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 font-medium break-words">
                  <span dir="auto">{recipe.title}</span>
                </span>
                {recipe.ownerUid !== userId || recipe.servings ? (
                  <span className="block truncate text-xs text-stone-500">
                    {[
                      recipe.servings ? t`Serves ${recipe.servings}` : null,
                      recipe.ownerUid !== userId ? t`Shared with you` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
