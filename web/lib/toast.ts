import { useSyncExternalStore } from 'react';

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
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = { ...options, id, open: true };
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number) {
  if (current?.id !== id || !current.open) return;
  current = { ...current, open: false };
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast on screen (or closing), if any. */
export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** Whether a toast is on screen now (a passing notice can wait rather than replace it). */
export function isToastShowing(): boolean {
  return current?.open === true;
}
