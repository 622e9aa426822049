import type { DiscoverRecipe, Recipe } from '../../../contract';
import { isFresher } from '../realtime/merge-recipe';

export type DiscoverChange =
  { kind: 'update'; recipe: Recipe } | { kind: 'remove'; recipeId: string };

interface Page {
  recipes: DiscoverRecipe[];
  nextCursor: string | null;
}

const createdAt = (recipe: { createdAt: string }) => Date.parse(recipe.createdAt) || 0;

/**
 * Applies a live change to the loaded Discover pages (newest first by creation). A recipe that
 * is no longer public leaves; one already shown takes the new content (its owner name stays);
 * a public recipe not shown that belongs inside the loaded window asks for a refetch, while one
 * older than everything loaded waits for 'Load more'. Answers the same array when nothing changes.
 */
export function applyDiscoverChange<P extends Page>(
  pages: P[],
  change: DiscoverChange,
): { pages: P[]; refetch: boolean } {
  const id = change.kind === 'update' ? change.recipe.id : change.recipeId;
  const shown = pages.some((page) => page.recipes.some((recipe) => recipe.id === id));

  if (change.kind === 'remove' || change.recipe.visibility !== 'public') {
    if (!shown) return { pages, refetch: false };
    return {
      pages: pages.map((page) => ({
        ...page,
        recipes: page.recipes.filter((recipe) => recipe.id !== id),
      })),
      refetch: false,
    };
  }

  const incoming = change.recipe;
  if (shown) {
    let changed = false;
    const next = pages.map((page) => ({
      ...page,
      recipes: page.recipes.map((recipe) => {
        if (recipe.id !== id || !isFresher(incoming, recipe)) return recipe;
        changed = true;
        return { ...recipe, ...incoming, abilities: incoming.abilities ?? recipe.abilities };
      }),
    }));
    return { pages: changed ? next : pages, refetch: false };
  }

  const last = pages.at(-1);
  const oldest = pages.flatMap((page) => page.recipes).at(-1);
  const beyondWindow =
    last?.nextCursor != null && oldest !== undefined && createdAt(incoming) < createdAt(oldest);
  return { pages, refetch: !beyondWindow };
}
