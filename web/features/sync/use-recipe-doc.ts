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
 * For My Recipes once it has loaded online: sends changes an earlier visit left unsent, and
 * stores the documents of the listed recipes the user may edit, so each can be edited offline.
 */
export function useOfflineRecipeDocs(recipes: Recipe[] | undefined) {
  const isOnline = useOnline();
  const ids = recipes
    ?.filter((recipe) => recipe.abilities?.edit !== false)
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
