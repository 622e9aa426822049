// The active language's direction for the Radix primitives (tabs, radio groups, menus, selects):
// without it each takes left-to-right and writes `dir="ltr"` on its root, which turned a whole
// dialog (Add New Recipe is one set of tabs) left-to-right on an Arabic page.
import type { ReactNode } from 'react';
import { Direction } from 'radix-ui';
import { useActiveLocale } from './use-locale';

export function LocaleDirection({ children }: { children: ReactNode }) {
  const { dir } = useActiveLocale();
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}
