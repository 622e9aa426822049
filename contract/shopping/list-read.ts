// Reading a shopping-list document (list-doc.ts) the way the app shows it. Any client can write
// anything into the document, so every value is checked: a wrong type reads as a default, an
// entry that is not an item is skipped, and reading never throws.
import * as Y from 'yjs';
import type { UnitSystem } from '../kitchen/convert';
import {
  foodForCount,
  isStoreSection,
  sectionOf,
  STORE_SECTIONS,
  type StoreSection,
} from './sections';
import { itemKeyOf, totalOf, type Contribution } from './totals';

export const listMeta = (doc: Y.Doc) => doc.getMap<unknown>('meta');
/** Item id → item; values are Y.Maps unless a client wrote something else. */
export const listItems = (doc: Y.Doc) => doc.getMap<unknown>('items');

export interface ListItem {
  id: string;
  /** The food as first written ("potatoes"). */
  food: string;
  /** Food key and dimension, what additions merge by ("potato|mass"). */
  key: string;
  amounts: Contribution[];
  /** The line as typed when it has no amount ("salt"), else null. */
  text: string | null;
  section: StoreSection;
  /** The household corrected the section. */
  sectionChosen: boolean;
  checked: boolean;
  checkedAt: string | null;
  addedAt: string;
  order: number;
  /** The line to show: "2 lb potatoes", "1 ⅞ cups milk", "salt". */
  display: string;
  /** The recipes the item is for, in the order they added to it. */
  recipes: Array<{ id: string; title: string }>;
}

export interface ShoppingList {
  name: string;
  items: ListItem[];
}

/** The entries of the items map that are items. */
export function readItemEntries(doc: Y.Doc): Array<{ id: string; item: Y.Map<unknown> }> {
  const entries: Array<{ id: string; item: Y.Map<unknown> }> = [];
  for (const [id, item] of listItems(doc).entries()) {
    if (item instanceof Y.Map) entries.push({ id, item: item as Y.Map<unknown> });
  }
  return entries;
}

const stringOr = <T>(value: unknown, fallback: T) => (typeof value === 'string' ? value : fallback);

function readContributions(value: unknown): Contribution[] {
  const list: unknown[] =
    value instanceof Y.Array ? value.toArray() : Array.isArray(value) ? value : [];
  const contributions: Contribution[] = [];
  list.forEach((entry, index) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return;
    const raw = entry as Record<string, unknown>;
    const quantity = raw.quantity;
    contributions.push({
      id: stringOr(raw.id, `#${index}`),
      quantity:
        typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0 ? quantity : null,
      unit: stringOr(raw.unit, null) || null,
      recipeId: stringOr(raw.recipeId, null) || null,
      recipeTitle: stringOr(raw.recipeTitle, null),
    });
  });
  return contributions;
}

/** The food as it reads after its total: "2 onions", "1 egg"; after a measure, as written. */
function foodAfter(parts: ReturnType<typeof totalOf>['parts'], food: string): string {
  const [only] = parts;
  return parts.length === 1 && only && only.unit === null
    ? foodForCount(food, only.quantity)
    : food;
}

function readItem(id: string, item: Y.Map<unknown>, system: UnitSystem | null): ListItem {
  const amounts = readContributions(item.get('amounts'));
  const text = stringOr(item.get('text'), null)?.trim() || null;
  const food = stringOr(item.get('food'), '').trim() || text || '';
  const first = amounts[0];
  const key = stringOr(
    item.get('key'),
    itemKeyOf(food, first?.quantity ?? null, first?.unit ?? null),
  );
  const section = item.get('section');
  const order = item.get('order');
  const checked = item.get('checked') === true;
  const total = totalOf(amounts, { system });
  const recipes = new Map<string, string>();
  for (const { recipeId, recipeTitle } of amounts) {
    if (recipeId && !recipes.has(recipeId)) recipes.set(recipeId, recipeTitle ?? '');
  }
  return {
    id,
    food,
    key,
    amounts,
    text,
    section: isStoreSection(section) ? section : sectionOf(food),
    sectionChosen: item.get('sectionChosen') === true,
    checked,
    checkedAt: checked ? stringOr(item.get('checkedAt'), null) : null,
    addedAt: stringOr(item.get('addedAt'), ''),
    order: typeof order === 'number' && Number.isFinite(order) ? order : 0,
    display: total.text ? `${total.text} ${foodAfter(total.parts, food)}` : text || food,
    recipes: [...recipes].map(([recipeId, title]) => ({ id: recipeId, title })),
  };
}

/**
 * The list as the app shows it: items by section (STORE_SECTIONS order), unchecked before
 * checked, then in the order they were added (ties by id, so every replica agrees). `system`
 * prints totals in metric or US units; by default in the units the contributions use.
 */
export function readListDoc(
  doc: Y.Doc,
  options: { system?: UnitSystem | null } = {},
): ShoppingList {
  const items = readItemEntries(doc).map(({ id, item }) =>
    readItem(id, item, options.system ?? null),
  );
  const rank = (section: StoreSection) => STORE_SECTIONS.indexOf(section);
  items.sort(
    (a, b) =>
      rank(a.section) - rank(b.section) ||
      Number(a.checked) - Number(b.checked) ||
      a.order - b.order ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return { name: stringOr(listMeta(doc).get('name'), ''), items };
}
