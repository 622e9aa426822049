import { useSyncExternalStore } from 'react';

/** What the connectivity status reads: the browser's flag and its online/offline events. */
export interface ConnectivitySource {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

export interface OnlineStatus {
  isOnline(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * Whether the browser has a network connection, from its flag and its online/offline events.
 * A connection that is up but leads nowhere still reads as online here; code sending something
 * to the server tells that case by isNetworkError.
 */
export function createOnlineStatus(source: ConnectivitySource): OnlineStatus {
  const listeners = new Set<() => void>();
  let current = source.navigator.onLine;

  function handleChange() {
    const next = source.navigator.onLine;
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  }

  return {
    // Unwatched, the flag is read as it is now.
    isOnline: () => (listeners.size === 0 ? source.navigator.onLine : current),
    subscribe(listener) {
      if (listeners.size === 0) {
        // Nothing listened while the events were not watched: read the flag afresh.
        current = source.navigator.onLine;
        source.addEventListener('online', handleChange);
        source.addEventListener('offline', handleChange);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          source.removeEventListener('online', handleChange);
          source.removeEventListener('offline', handleChange);
        }
      };
    },
  };
}

/**
 * A request that got no answer at all (no network, the server unreachable): fetch rejects with a
 * TypeError, where an answer with an error status resolves.
 */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** The page's one connectivity status (always online where there is no window, as in tests). */
export const onlineStatus: OnlineStatus =
  typeof window === 'undefined'
    ? { isOnline: () => true, subscribe: () => () => {} }
    : createOnlineStatus(window);

/** Whether the browser is online; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(onlineStatus.subscribe, onlineStatus.isOnline, () => true);
}
