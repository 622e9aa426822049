import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The header's search text. The header writes it; whichever page is on screen reads it (My
 * Recipes now, Discover later), so the box and the page never need to know about each other.
 */
let searchText = '';
const listeners = new Set<() => void>();

export function setSearchText(text: string) {
  if (text === searchText) return;
  searchText = text;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchText(): string {
  return useSyncExternalStore(
    subscribe,
    () => searchText,
    () => '',
  );
}

/** The search text once typing pauses, trimmed: what a page should query with. */
export function useDebouncedSearch(delayMs = 250): string {
  const text = useSearchText().trim();
  const [debounced, setDebounced] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(text), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs]);
  return debounced;
}
