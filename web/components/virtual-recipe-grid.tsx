// A card grid that renders only the rows near the screen, for lists of any length: the columns of
// RecipeGrid (1, 2, 3 or 4 by width), rows measured as they render, scrolled with the window.
// `onNearEnd` asks for more when the last rows come into view.
//
// Nothing here reads the layout while React commits: the rows near the screen sit in the page's
// flow under one offset (so a row taller or shorter than estimated moves nothing already drawn),
// and their sizes and the grid's place on the page come from ResizeObservers, which the browser
// calls after its own layout. Reading them in the commit forced that layout early, twice, and
// drew the grid again in the same task.
import {
  memo,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useWindowVirtualizer, windowScroll, type Virtualizer } from '@tanstack/react-virtual';

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

function VirtualRecipeGridRows<T>({
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
  /**
   * Called as the pointer moves over, presses or leaves, a finger touches, or the focus moves in
   * or out of the grid.
   */
  onIntent?: (event: SyntheticEvent) => void;
}) {
  const columns = useSyncExternalStore(subscribeToWidth, currentColumns, () => 1);
  const rowCount = Math.ceil(items.length / columns);
  const gridRef = useRef<HTMLElement>(null);
  // Where the grid starts on the page: what is above it (banner, chips) moves it, and that
  // resizes the element holding both.
  // Until the observer's first call (after the first layout) it is taken as 0: the rows then
  // cover at least the screen, and the wrapper's offset (row start - margin) does not depend on it.
  const [scrollMargin, setScrollMargin] = useState(0);
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const observer = new ResizeObserver(() =>
      setScrollMargin(Math.round(grid.getBoundingClientRect().top + window.scrollY)),
    );
    observer.observe(grid.parentElement ?? document.body);
    return () => observer.disconnect();
  }, []);
  // The window's size and scroll as the first render's range (the library starts from an empty
  // window and draws again, at once, when it learns them); and no scroll to where the window
  // already is when it attaches (it does that to apply an initial offset; here it only read the
  // layout in the commit).
  const [initialScroll] = useState(() => ({
    rect: { width: window.innerWidth, height: window.innerHeight },
    offset: window.scrollY,
  }));
  const attached = useRef(false);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_PX,
    initialRect: initialScroll.rect,
    initialOffset: initialScroll.offset,
    scrollToFn: (offset, options, instance) => {
      const attaching = !attached.current;
      attached.current = true;
      if (attaching && offset === initialScroll.offset && !options.adjustments) return;
      windowScroll(offset, options, instance);
    },
    measureElement: observedSize,
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
      onPointerDown={onIntent}
      onPointerLeave={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
      onBlur={onIntent}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      <div
        className="absolute inset-x-0 top-0 flex flex-col"
        style={{
          gap: ROW_GAP_PX,
          transform: `translateY(${(rows[0]?.start ?? scrollMargin) - scrollMargin}px)`,
        }}
      >
        {rows.map((row) => (
          <GridRow
            key={row.key}
            index={row.index}
            items={items}
            columns={columns}
            itemKey={itemKey}
            renderItem={renderItem}
            measure={virtualizer.measureElement}
          />
        ))}
      </div>
    </section>
  );
}

/** Drawn again only when its props change: keep `renderItem`, `itemKey` and the callbacks stable. */
export const VirtualRecipeGrid = memo(VirtualRecipeGridRows) as typeof VirtualRecipeGridRows;

interface GridRowProps<T> {
  index: number;
  items: readonly T[];
  columns: number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  measure: (element: HTMLDivElement | null) => void;
}

function GridRowCards<T>({ index, items, columns, itemKey, renderItem, measure }: GridRowProps<T>) {
  return (
    <div
      data-index={index}
      ref={measure}
      className="grid gap-5"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {rowItems(items, index, columns).map((item) => (
        <div key={itemKey(item)} className="flex flex-col [&>*]:flex-1">
          {renderItem(item)}
        </div>
      ))}
    </div>
  );
}

function rowItems<T>(items: readonly T[], index: number, columns: number): readonly T[] {
  return items.slice(index * columns, (index + 1) * columns);
}

/**
 * A row is drawn again only when its own items are other objects (the grid's are redrawn when the
 * grid learns where it is or how tall its rows are, and when more pages arrive, which leave the
 * rows on screen as they were).
 */
const GridRow = memo(GridRowCards, (before, after) => {
  if (
    before.index !== after.index ||
    before.columns !== after.columns ||
    before.itemKey !== after.itemKey ||
    before.renderItem !== after.renderItem ||
    before.measure !== after.measure
  ) {
    return false;
  }
  const was = rowItems(before.items, before.index, before.columns);
  const is = rowItems(after.items, after.index, after.columns);
  return was.length === is.length && was.every((item, i) => item === is[i]);
}) as typeof GridRowCards;

/**
 * A row's height as the ResizeObserver reports it; before its first report, the last one or the
 * estimate, without reading the layout (the library's default would, in the commit).
 */
function observedSize(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const key = instance.options.getItemKey(instance.indexFromElement(element));
  return instance.itemSizeCache.get(key) ?? instance.options.estimateSize(0);
}
