import { useEffect, useState } from 'react';
import { createStore, useStore } from '../../lib/store';

/**
 * The header's search text. The header writes it; whichever page is on screen reads it (My
 * Recipes now, Discover later), so the box and the page never need to know about each other.
 */
const searchText = createStore('');

export function setSearchText(text: string) {
  searchText.set(text);
}

export function useSearchText(): string {
  return useStore(searchText);
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
