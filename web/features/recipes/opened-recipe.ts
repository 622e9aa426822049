// What My Recipes shows for the card opened, and what it must do about it, from where the recipe
// can come from: its own read (GET /api/recipes/{id}), the list stored for offline use, or the copy
// the dialog showed last. Pure, so each change of connection and answer can be tested.
import type { Recipe } from '../../../contract';
import { isNetworkError } from '../../lib/online';

export interface OpenedRecipeSources {
  /** The card opened, or null. */
  id: string | null;
  /** Offline, or a read found no server for this opening: the stored list stands in. */
  offline: boolean;
  /** The recipe's own read, if any (for this id or another). */
  read: Recipe | undefined;
  /** Why the recipe's own read failed, when it did. */
  readError: unknown;
  /** The stored list (offline only). */
  stored: readonly Recipe[] | undefined;
  /** The stored list is the one last read (not a copy from an earlier spell offline). */
  storedSettled: boolean;
  /** Reading the stored list failed (nothing stored). */
  storedFailed: boolean;
  /** What the dialog showed on the last render. */
  lastShown: Recipe | null;
}

/**
 * - `show`: `shown` is the recipe; `wait`: it is on its way (a spinner);
 * - `unreachable`: its read found no server (use the stored list for this opening);
 * - `refused`: the server refused it (deleted or unshared meanwhile: say so, close);
 * - `not-stored`: offline, and the stored list does not hold it (say so, close).
 */
export type OpenedRecipeOutcome = 'show' | 'wait' | 'unreachable' | 'refused' | 'not-stored';

export function openedRecipe(sources: OpenedRecipeSources): {
  shown: Recipe | null;
  outcome: OpenedRecipeOutcome;
} {
  const { id, offline } = sources;
  if (id === null) return { shown: null, outcome: 'show' };
  // A recipe read before (opened or read ahead online, kept current live) is preferred, also
  // offline; else the stored list's copy; else, while the other source is on its way (the
  // connection came or went), what the dialog showed last, so it is not closed and opened again.
  const read = sources.read?.id === id ? sources.read : null;
  const listed =
    offline && !read ? (sources.stored?.find((recipe) => recipe.id === id) ?? null) : null;
  const kept = sources.lastShown?.id === id ? sources.lastShown : null;
  const shown = read ?? listed ?? kept;
  // A refusal is said even while an earlier copy is shown; only a missing server keeps it.
  if (!offline && !read && sources.readError != null) {
    return { shown, outcome: isNetworkError(sources.readError) ? 'unreachable' : 'refused' };
  }
  const storedKnown =
    (sources.stored !== undefined && sources.storedSettled) || sources.storedFailed;
  if (offline && !shown && storedKnown) return { shown: null, outcome: 'not-stored' };
  return { shown, outcome: shown ? 'show' : 'wait' };
}
