import { useEffect } from 'react';
import type { Recipe } from '../../../contract';
import { useOnline } from '../../lib/online';
import { prefetchRecipeDocs, recipeDocs, resumeUnsentDocs } from './recipe-docs';
import { useSyncedDoc, type SyncedDoc } from './use-synced-doc';

export type RecipeDoc = SyncedDoc;

/**
 * The recipe's synced document while `enabled`: kept on the device, synced while online, shared
 * with every other screen that has it open. Null until the document is set up.
 */
export function useRecipeDoc(recipeId: string, enabled: boolean): RecipeDoc | null {
  return useSyncedDoc(recipeDocs, recipeId, enabled);
}

/**
 * How many of the listed recipes have their documents stored for offline editing: the most
 * recently updated ones. Building and storing a document takes the browser a few milliseconds,
 * which for a library of thousands kept the page busy for seconds after it opened; the others
 * still open offline from the stored list, to read, and become editable once opened online.
 */
export const OFFLINE_RECIPE_DOCS_MAX = 200;

/**
 * For My Recipes once it has loaded online: sends changes an earlier visit left unsent, and
 * stores the documents of the listed recipes the user may edit (the OFFLINE_RECIPE_DOCS_MAX most
 * recently updated), so each can be edited offline.
 */
export function useOfflineRecipeDocs(recipes: Recipe[] | undefined) {
  const isOnline = useOnline();
  const ids = recipes
    ?.filter((recipe) => recipe.abilities?.edit !== false)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, OFFLINE_RECIPE_DOCS_MAX)
    .map((recipe) => recipe.id)
    .join(',');
  useEffect(() => {
    if (!isOnline || ids === undefined) return;
    resumeUnsentDocs();
    const controller = new AbortController();
    void prefetchRecipeDocs(ids ? ids.split(',') : [], controller.signal);
    return () => controller.abort();
  }, [isOnline, ids]);
}
