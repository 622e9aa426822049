import { createStore, useStore } from './store';

export type ToastVariant = 'default' | 'destructive' | 'success' | 'offline';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it shows in ms (SPEC §9: 5000 unless said); Infinity keeps it until replaced or closed. */
  duration?: number;
  /** One button beside the text, e.g. 'Reload'. */
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

/**
 * The one toast helper. At most one toast is visible (SPEC §4): a new toast replaces the older.
 * This module stays free of UI code so that any page can call it without loading the toaster.
 */
const current = createStore<ToastItem | null>(null);
let nextId = 1;

export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  current.set({ ...options, id, open: true });
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number) {
  const shown = current.get();
  if (shown?.id !== id || !shown.open) return;
  current.set({ ...shown, open: false });
}

/** The toast on screen (or closing), if any. */
export function useCurrentToast(): ToastItem | null {
  return useStore(current);
}

/** Whether a toast is on screen now (a passing notice can wait rather than replace it). */
export function isToastShowing(): boolean {
  return current.get()?.open === true;
}
