import { recipeDocs } from './recipe-docs';
import { useSyncedDoc, type SyncedDoc } from './use-synced-doc';

export type RecipeDoc = SyncedDoc;

/**
 * The recipe's synced document while `enabled`: kept on the device, synced while online, shared
 * with every other screen that has it open. Null until the document is set up.
 */
export function useRecipeDoc(recipeId: string, enabled: boolean): RecipeDoc | null {
  return useSyncedDoc(recipeDocs, recipeId, enabled);
}
