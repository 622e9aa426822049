import { useCallback, useState } from 'react';

/** Which lines (by index) the cook has ticked off; kept while the screen is open, never saved. */
export function useCheckedLines() {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (index: number, isChecked: boolean) =>
      setChecked((current) => {
        const next = new Set(current);
        if (isChecked) next.add(index);
        else next.delete(index);
        return next;
      }),
    [],
  );
  return [checked, toggle] as const;
}
