// Filling the device with recipe documents for offline editing, and sending what an earlier visit
// left unsent, without the sync engine: it loads when a recipe is opened, or when there is
// something to send.
import { prefetchDocs } from './prefetch-docs';
import { openRecipeDocs, recipeDocPath } from './open-recipe-docs';
import { unsentDocIds } from './stored-docs';

/**
 * Stores the documents of `recipeIds` that are not on the device yet, so every recipe of the list
 * can be opened and edited offline. Stops when `signal` aborts.
 */
export function prefetchRecipeDocs(recipeIds: string[], signal: AbortSignal): Promise<void> {
  return prefetchDocs(openRecipeDocs, recipeDocPath, recipeIds, signal);
}

/** Sends what earlier visits changed but could not send (closed offline, then reloaded). */
export async function resumeUnsentRecipeDocs(): Promise<void> {
  if (unsentDocIds('recipe').length === 0) return;
  const { resumeUnsentDocs } = await import('./recipe-docs');
  resumeUnsentDocs();
}
