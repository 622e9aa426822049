// Which recipe documents My Recipes keeps on the device for offline editing. Read in a worker
// from the whole list's bytes (offline-library.worker.ts), so the page never parses the list.

/**
 * How many of the listed recipes have their documents stored for offline editing: the most
 * recently updated ones. Building and storing a document takes the browser a few milliseconds,
 * which for a library of thousands kept the page busy for seconds after it opened; the others
 * still open offline from the stored list, to read, and become editable once opened online.
 */
export const OFFLINE_RECIPE_DOCS_MAX = 200;

/** What the choice reads of a listed recipe (GET /api/recipes). */
export interface ListedForOffline {
  id: string;
  updatedAt: string;
  abilities?: { edit?: boolean };
}

/** The ids of the `max` most recently updated recipes of `list` the user may edit. */
export function offlineDocIds(list: unknown, max = OFFLINE_RECIPE_DOCS_MAX): string[] {
  if (!Array.isArray(list)) return [];
  return (list as ListedForOffline[])
    .filter((recipe) => typeof recipe?.id === 'string' && recipe.abilities?.edit !== false)
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0))
    .slice(0, max)
    .map((recipe) => recipe.id);
}
