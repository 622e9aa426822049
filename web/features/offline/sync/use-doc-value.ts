// A value read from a whole Yjs document (a plan's week, a list's items), read again after every
// change of the document, from anyone.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';

/**
 * `read(doc)`, kept until the document changes or `key` does (the inputs `read` depends on, such
 * as the dates of the week shown). `empty` while there is no document.
 */
export function useDocValue<T>(
  doc: Y.Doc | null,
  read: (doc: Y.Doc) => T,
  key: string,
  empty: T,
): T {
  const version = useRef(0);
  const cache = useRef<{ doc: Y.Doc; version: number; key: string; value: T } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!doc) return () => {};
      return watchDoc(doc, () => {
        version.current += 1;
        onChange();
      });
    },
    [doc],
  );
  const getSnapshot = () => {
    if (!doc) return empty;
    const cached = cache.current;
    if (cached && cached.doc === doc && cached.version === version.current && cached.key === key) {
      return cached.value;
    }
    const value = read(doc);
    cache.current = { doc, version: version.current, key, value };
    return value;
  };
  return useSyncExternalStore(subscribe, getSnapshot);
}

/**
 * Calls `onChange` after every change of `doc`, and once at once: a change made between a render
 * and the subscription that follows it (the device's copy loading, the server's answer applied)
 * fired no handler, and the value read in that render would otherwise be kept until the next
 * change, which may never come (a list opened complete from the device showed empty).
 */
export function watchDoc(doc: Y.Doc, onChange: () => void): () => void {
  doc.on('update', onChange);
  onChange();
  return () => doc.off('update', onChange);
}
