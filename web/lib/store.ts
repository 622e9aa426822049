// The one way the app keeps a value outside React that screens follow: a module creates a store,
// writes it with set, and components read it with useStore (React's useSyncExternalStore), so
// every reader re-renders when it changes, whichever tree it is in.
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  /** The value now. */
  get(): T;
  /** Replaces the value; readers hear of it unless it is the same (Object.is). */
  set(value: T): void;
  /** Calls `listener` after each change; answers the function that stops it. */
  subscribe(listener: () => void): () => void;
}

/**
 * A store holding `initial`. Given a function, the store calls it on the first read instead (for
 * a value read from storage, so importing the module costs nothing), as useState does; a store
 * of functions is not what this is for.
 */
export function createStore<T>(initial: T | (() => T)): Store<T> {
  const listeners = new Set<() => void>();
  let isLoaded = typeof initial !== 'function';
  let value = (isLoaded ? initial : undefined) as T;
  const get = () => {
    if (!isLoaded) {
      value = (initial as () => T)();
      isLoaded = true;
    }
    return value;
  };
  return {
    get,
    set(next) {
      if (isLoaded && Object.is(next, value)) return;
      value = next;
      isLoaded = true;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The store's value; the component re-renders when it changes. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
