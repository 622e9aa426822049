// A card grid that renders only the rows near the screen, for lists of any length: the columns of
// RecipeGrid (1, 2, 3 or 4 by width), rows measured as they render, scrolled with the window.
// `onNearEnd` asks for more when the last rows come into view.
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

/** Columns by width, as RecipeGrid's classes have them (sm, lg and xl breakpoints). */
const COLUMN_QUERIES: Array<[string, number]> = [
  ['(min-width: 80rem)', 4],
  ['(min-width: 64rem)', 3],
  ['(min-width: 40rem)', 2],
];
const ROW_GAP_PX = 20;
const ESTIMATED_ROW_PX = 380;
/** Rows rendered beyond the screen, above and below. */
const OVERSCAN_ROWS = 2;
/** Ask for more when the last rendered row is this close to the end. */
const NEAR_END_ROWS = 4;

function currentColumns(): number {
  for (const [query, columns] of COLUMN_QUERIES)
    if (window.matchMedia(query).matches) return columns;
  return 1;
}

function subscribeToWidth(onChange: () => void) {
  const lists = COLUMN_QUERIES.map(([query]) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

export function VirtualRecipeGrid<T>({
  label,
  items,
  itemKey,
  renderItem,
  onNearEnd,
  onIntent,
}: {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Called when the user nears the end; loads the next page if there is one. */
  onNearEnd?: () => void;
  /** Called when the pointer enters, a finger touches or the focus moves into the grid. */
  onIntent?: () => void;
}) {
  const columns = useSyncExternalStore(subscribeToWidth, currentColumns, () => 1);
  const rowCount = Math.ceil(items.length / columns);
  const gridRef = useRef<HTMLElement>(null);
  // Where the grid starts on the page: what is above it (banner, chips) moves it, and that
  // resizes the element holding both.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const measure = () =>
      setScrollMargin(Math.round(grid.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(grid.parentElement ?? document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    gap: ROW_GAP_PX,
    scrollMargin,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (onNearEnd && lastRow >= rowCount - NEAR_END_ROWS) onNearEnd();
  }, [lastRow, rowCount, onNearEnd]);

  return (
    <section
      ref={gridRef}
      aria-label={label}
      onPointerOver={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute inset-x-0 top-0 grid gap-5"
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            transform: `translateY(${row.start - scrollMargin}px)`,
          }}
        >
          {items.slice(row.index * columns, (row.index + 1) * columns).map((item) => (
            <div key={itemKey(item)} className="flex flex-col [&>*]:flex-1">
              {renderItem(item)}
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}
