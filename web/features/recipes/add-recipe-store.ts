import { useSyncExternalStore } from 'react';
import type { ImportPreview } from '../../../contract';

/** Whether the Add New Recipe dialog is open: the header and the empty state both open it. */
let isOpen = false;
/** A preview handed over from outside the dialog (the bookmarklet's receive page), not yet shown. */
let pendingPreview: ImportPreview | null = null;
const listeners = new Set<() => void>();

export function setAddRecipeOpen(open: boolean) {
  if (open === isOpen) return;
  isOpen = open;
  for (const listener of listeners) listener();
}

export const openAddRecipe = () => setAddRecipeOpen(true);

/** Opens the dialog on its import tab, showing `preview` to check and use. */
export function openAddRecipeWithPreview(preview: ImportPreview) {
  pendingPreview = preview;
  setAddRecipeOpen(true);
}

/** The handed-over preview, once: the dialog takes it when it opens. */
export function takePendingPreview(): ImportPreview | null {
  const preview = pendingPreview;
  pendingPreview = null;
  return preview;
}

export function useAddRecipeOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isOpen,
    () => false,
  );
}
