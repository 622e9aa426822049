import { useMutation, useQuery } from '@tanstack/react-query';
import type { Recipe } from '../../../contract';
import type { RecipeHistoryEntry, RecipeVersion } from '../../../contract/recipes';
import type { RecipeContent, RecipeContentField } from '../../../contract/sync/recipe-doc';
import { apiRequest } from '../../lib/api';

/** One editing session (RecipeHistoryEntrySchema), its changed fields named as the document's. */
export type HistoryEntry = Omit<RecipeHistoryEntry, 'changedFields'> & {
  changedFields: RecipeContentField[];
};

/** The recipe as it was at the end of a session (RecipeVersionSchema). */
export type HistoryVersion = RecipeVersion & { content: RecipeContent };

const historyPath = (recipeId: string) => `/api/recipes/${encodeURIComponent(recipeId)}/history`;

export const historyKeys = {
  list: (recipeId: string) => ['recipe-history', recipeId] as const,
  version: (recipeId: string, versionId: string) =>
    ['recipe-history', recipeId, versionId] as const,
};

/** The recipe's editing sessions, fetched afresh each time the history is opened. */
export function useRecipeHistory(recipeId: string, enabled: boolean) {
  return useQuery({
    queryKey: historyKeys.list(recipeId),
    queryFn: () => apiRequest<HistoryEntry[]>('GET', historyPath(recipeId)),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** One session's content. A finished session never changes; the current one does. */
export function useHistoryVersion(recipeId: string, entry: HistoryEntry | null) {
  return useQuery({
    queryKey: historyKeys.version(recipeId, entry?.id ?? ''),
    queryFn: () =>
      apiRequest<HistoryVersion>(
        'GET',
        `${historyPath(recipeId)}/${encodeURIComponent(entry!.id)}`,
      ),
    enabled: entry !== null,
    staleTime: entry?.isCurrent ? 0 : Infinity,
  });
}

/**
 * Makes the recipe's content that of a session again: a new change by this user, which reaches
 * every open editor (this one too) through the sync engine. It is a version of its own: the
 * content it replaced stays in the history (the session that was current), so restoring that one
 * undoes it.
 */
export function restoreVersion(recipeId: string, versionId: string): Promise<Recipe> {
  return apiRequest<Recipe>(
    'POST',
    `${historyPath(recipeId)}/${encodeURIComponent(versionId)}/restore`,
  );
}

export function useRestoreVersion(recipeId: string) {
  return useMutation({
    mutationFn: (versionId: string) => restoreVersion(recipeId, versionId),
  });
}
