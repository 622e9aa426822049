import type { Recipe, RecipeCard } from '../../../contract';

const time = (value: string) => {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? 0 : parsed;
};

/** True when `incoming` is not older than `current` (updates older than the cache are dropped). */
export function isFresher(incoming: RecipeCard, current: RecipeCard | undefined): boolean {
  return !current || time(incoming.updatedAt) >= time(current.updatedAt);
}

/**
 * A list with a live update applied: the matching item is replaced when the update is not older,
 * keeping abilities the update lacks. Returns the same array when nothing changes.
 */
export function mergeRecipeIntoList<T extends RecipeCard>(
  list: T[] | undefined,
  incoming: Recipe,
): T[] | undefined {
  if (!list) return list;
  let changed = false;
  const next = list.map((item) => {
    if (item.id !== incoming.id || !isFresher(incoming, item)) return item;
    changed = true;
    return { ...item, ...incoming, abilities: incoming.abilities ?? item.abilities } as T;
  });
  return changed ? next : list;
}

export function removeRecipeFromList<T extends RecipeCard>(
  list: T[] | undefined,
  id: string,
): T[] | undefined {
  if (!list || !list.some((item) => item.id === id)) return list;
  return list.filter((item) => item.id !== id);
}

/** Whether a recipe belongs on the user's own list (owner, or a listed editor or viewer). */
export function isOnOwnList(recipe: Recipe, userId: string): boolean {
  return (
    recipe.ownerUid === userId || recipe.editors.includes(userId) || recipe.viewers.includes(userId)
  );
}
