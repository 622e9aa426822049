import { useSyncExternalStore } from 'react';

/** Whether the Add New Recipe dialog is open: the header and the empty state both open it. */
let isOpen = false;
const listeners = new Set<() => void>();

export function setAddRecipeOpen(open: boolean) {
  if (open === isOpen) return;
  isOpen = open;
  for (const listener of listeners) listener();
}

export const openAddRecipe = () => setAddRecipeOpen(true);

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
