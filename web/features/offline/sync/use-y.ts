// React reads of Yjs types: each re-renders its component when the type changes.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { linesOf } from '../../../../contract/sync/recipe-doc';

/**
 * A value read from `type` with `read`, kept until the type changes (`deep`: also when anything
 * inside it changes, such as a line of a list).
 */
export function useYRead<T, E>(type: Y.AbstractType<E>, read: () => T, deep = false): T {
  const cache = useRef<{ type: Y.AbstractType<E>; version: number; value: T } | null>(null);
  const version = useRef(0);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const handle = () => {
        version.current += 1;
        onChange();
      };
      if (deep) type.observeDeep(handle);
      else type.observe(handle);
      return () => {
        if (deep) type.unobserveDeep(handle);
        else type.unobserve(handle);
      };
    },
    [type, deep],
  );
  const getSnapshot = () => {
    const cached = cache.current;
    if (cached && cached.type === type && cached.version === version.current) return cached.value;
    const value = read();
    cache.current = { type, version: version.current, value };
    return value;
  };
  return useSyncExternalStore(subscribe, getSnapshot);
}

export const useYText = (text: Y.Text): string => useYRead(text, () => text.toString());

/**
 * The lines of a list (the Y.Text of each, in order); re-renders when lines come or go. Anything
 * else a document's list holds is left out, so the editor never binds to what is not text.
 */
export const useYLines = (list: Y.Array<Y.Text>): Y.Text[] => useYRead(list, () => linesOf(list));

export function useYMapValue<T>(map: Y.Map<T>, key: string): T | undefined {
  return useYRead(map, () => map.get(key));
}
