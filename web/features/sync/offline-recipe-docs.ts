// My Recipes keeps the documents of the recipes it lists on the device, for offline editing.
// Storing them needs neither Yjs nor the sync engine (recipe-doc-prefetch.ts), so a visit that
// opens no recipe never loads them.
import { useEffect, useMemo } from 'react';
import type { Recipe } from '../../../contract';
import { useOnline } from '../../lib/online';

/**
 * How many of the listed recipes have their documents stored for offline editing: the most
 * recently updated ones. Building and storing a document takes the browser a few milliseconds,
 * which for a library of thousands kept the page busy for seconds after it opened; the others
 * still open offline from the stored list, to read, and become editable once opened online.
 */
export const OFFLINE_RECIPE_DOCS_MAX = 200;

/** How long after My Recipes has its list the documents start to be stored. */
export const OFFLINE_RECIPE_DOCS_DELAY_MS = 3_000;

/**
 * For My Recipes once it has loaded online: sends changes an earlier visit left unsent, and
 * stores the documents of the listed recipes the user may edit (the OFFLINE_RECIPE_DOCS_MAX most
 * recently updated), so each can be edited offline.
 */
export function useOfflineRecipeDocs(recipes: Recipe[] | undefined) {
  const isOnline = useOnline();
  // Worked out once per list, not on every render of the screen (each keystroke, each page).
  const ids = useMemo(
    () =>
      recipes
        ?.filter((recipe) => recipe.abilities?.edit !== false)
        .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0))
        .slice(0, OFFLINE_RECIPE_DOCS_MAX)
        .map((recipe) => recipe.id)
        .join(','),
    [recipes],
  );
  useEffect(() => {
    if (!isOnline || ids === undefined) return;
    const controller = new AbortController();
    // Background work: it starts once the screen has settled, not while the cook starts using it.
    const timer = setTimeout(() => {
      void import('./recipe-doc-prefetch').then(
        ({ prefetchRecipeDocs, resumeUnsentRecipeDocs }) => {
          if (controller.signal.aborted) return;
          void resumeUnsentRecipeDocs();
          return prefetchRecipeDocs(ids ? ids.split(',') : [], controller.signal);
        },
      );
    }, OFFLINE_RECIPE_DOCS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [isOnline, ids]);
}
