import type { ImportPreview } from '../../../contract';
import { createStore, useStore } from '../../lib/store';

/** Whether the Add New Recipe dialog is open: the header and the empty state both open it. */
const isOpen = createStore(false);
/** A preview handed over from outside the dialog (the bookmarklet's receive page), not yet shown. */
let pendingPreview: ImportPreview | null = null;
export function setAddRecipeOpen(open: boolean) {
  if (open === isOpen.get()) return;
  if (!open) pendingPreview = null;
  isOpen.set(open);
}

export const openAddRecipe = () => setAddRecipeOpen(true);

/** Opens the dialog on its import tab, showing `preview` to check and use. */
export function openAddRecipeWithPreview(preview: ImportPreview) {
  pendingPreview = preview;
  setAddRecipeOpen(true);
}

/**
 * The handed-over preview, if any. Reading leaves it in place (a render may be thrown away and
 * retried); the dialog clears it once it has mounted, and closing the dialog clears it too.
 */
export const peekPendingPreview = (): ImportPreview | null => pendingPreview;

export function clearPendingPreview() {
  pendingPreview = null;
}

export function useAddRecipeOpen(): boolean {
  return useStore(isOpen);
}
