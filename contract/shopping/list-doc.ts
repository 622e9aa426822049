// A household's shopping list as a Yjs document, the shape the server and the browser both read
// and write (docs/decisions/004-sync-engine.md). Items are Y.Maps in a Y.Map keyed by item id, so
// people checking, moving and editing different items never conflict; an item's amounts are a
// Y.Array of contributions, so two devices adding milk at once both keep their addition. Other
// fields are single values where the last write wins. Additions merge into an unchecked item of
// the same food and dimension ("1 cup milk" + "200 ml milk"); a checked item is never merged
// into, so what is already in the basket never silently grows. Known limit: an addition made on
// a device that had not yet seen the check lands in the checked item (it is kept, not lost).
//
// Reading is defensive: any client can write anything into the document, so wrong types read as
// defaults and never throw (list-read.ts).
import * as Y from 'yjs';
import { readIngredient } from '../ingredients';
import { foodKey, isStoreSection, sectionOf, singularOf, type StoreSection } from './sections';
import { itemKeyOf, type Contribution } from './totals';
import { listItems, listMeta, readItemEntries } from './list-read';

export { listItems, listMeta, readListDoc, type ListItem, type ShoppingList } from './list-read';
export { totalOf, type Contribution, type TotalPart } from './totals';

/** The document's top-level parts. */
export const LIST_DOC_ROOTS = ['meta', 'items'];

export const LIST_NAME_MAX = 80;
export const ITEM_TEXT_MAX = 200;

/** What to add: a food, its amount, and the recipe it is for (if any). */
export interface ItemInput {
  food: string;
  quantity: number | null;
  unit: string | null;
  /** The line as typed, kept when it has no amount ("salt", "pinch of salt"). */
  text: string | null;
  recipeId?: string | null;
  recipeTitle?: string | null;
}

export interface AddOptions {
  /** ISO time of the addition. */
  now: string;
  /** The household's remembered section corrections (food key → section). */
  remembered?: Readonly<Record<string, StoreSection>>;
  /** New item and contribution ids; random UUIDs by default. */
  newId?: () => string;
}

const randomId = () => crypto.randomUUID();

/** The client id the first state of every list document is written with. */
const INITIAL_CLIENT_ID = 0;

/** The first state of a list's document: always the same bytes for the same name. */
export function initialListState(name: string): Uint8Array {
  const doc = new Y.Doc();
  doc.clientID = INITIAL_CLIENT_ID;
  listMeta(doc).set('name', name);
  return Y.encodeStateAsUpdate(doc);
}

/**
 * A typed line as an item: "2 lb potatoes" → potatoes, 2, pound. A range counts its upper end
 * (buy enough for "2-3 onions"); a line without a number keeps its text.
 */
export function parseItemText(text: string, languages: readonly string[] = []): ItemInput {
  const line = text.trim();
  const parsed = readIngredient(line, languages);
  const quantity = parsed.quantityMax ?? parsed.quantity;
  return {
    food: parsed.name ?? line,
    quantity,
    unit: parsed.unit,
    text: quantity === null ? line : null,
  };
}

/** The item under `id`, if it is one (a malformed entry is not). */
function itemOf(doc: Y.Doc, id: string): Y.Map<unknown> | null {
  const item = listItems(doc).get(id);
  return item instanceof Y.Map ? item : null;
}

const lastWord = (food: string) => food.trim().toLowerCase().split(/\s+/).pop() ?? '';
const isPlural = (food: string) => singularOf(lastWord(food)) !== lastWord(food);

function contributionOf(input: ItemInput, id: string): Contribution {
  return {
    id,
    quantity: input.quantity,
    unit: input.unit,
    recipeId: input.recipeId ?? null,
    recipeTitle: input.recipeTitle ?? null,
  };
}

/** Writes what an input says about the food into an item: name, key, text, and the section. */
function describeItem(
  item: Y.Map<unknown>,
  input: ItemInput,
  remembered: AddOptions['remembered'],
): void {
  const food = input.food.trim();
  item.set('food', food);
  item.set('key', itemKeyOf(food, input.quantity, input.unit));
  item.set('text', input.quantity === null ? input.text?.trim() || food : null);
  if (item.get('sectionChosen') !== true) item.set('section', sectionOf(food, remembered));
}

/**
 * Adds items to the list in one transaction: an input whose food and dimension match an
 * unchecked item adds its amount there, any other input makes a new item (in the section the
 * household chose for that food before, else the table's). Answers the ids of the items touched,
 * in input order; inputs with no food are skipped.
 */
export function addItems(doc: Y.Doc, inputs: readonly ItemInput[], options: AddOptions): string[] {
  const newId = options.newId ?? randomId;
  const touched: string[] = [];
  doc.transact(() => {
    const items = listItems(doc);
    let nextOrder =
      readItemEntries(doc).reduce((last, { item }) => Math.max(last, orderOf(item)), 0) + 1;
    for (const input of inputs) {
      const food = input.food.trim();
      if (!food) continue;
      const key = itemKeyOf(food, input.quantity, input.unit);
      const open = readItemEntries(doc).find(
        ({ item }) =>
          item.get('key') === key && item.get('checked') !== true && amountsOf(item) !== null,
      );
      if (open) {
        amountsOf(open.item)!.push([contributionOf(input, newId())]);
        // "1 egg" then "2 eggs": the list says eggs.
        const current = open.item.get('food');
        if (typeof current !== 'string' || (!isPlural(current) && isPlural(food))) {
          open.item.set('food', food);
        }
        touched.push(open.id);
        continue;
      }
      const id = newId();
      const item = new Y.Map<unknown>();
      items.set(id, item);
      describeItem(item, { ...input, food }, options.remembered);
      item.set('amounts', Y.Array.from([contributionOf(input, newId())]));
      item.set('sectionChosen', false);
      item.set('checked', false);
      item.set('checkedAt', null);
      item.set('addedAt', options.now);
      item.set('order', nextOrder++);
      touched.push(id);
    }
  });
  return touched;
}

function orderOf(item: Y.Map<unknown>): number {
  const order = item.get('order');
  return typeof order === 'number' && Number.isFinite(order) ? order : 0;
}

function amountsOf(item: Y.Map<unknown>): Y.Array<Contribution> | null {
  const amounts = item.get('amounts');
  return amounts instanceof Y.Array ? (amounts as Y.Array<Contribution>) : null;
}

/** Checks or unchecks an item; false when there is no such item. */
export function setChecked(doc: Y.Doc, itemId: string, checked: boolean, now: string): boolean {
  const item = itemOf(doc, itemId);
  if (!item) return false;
  // Only a change is written: a repeated request (a retry, a stale screen) then cannot overwrite
  // a concurrent change made elsewhere.
  if ((item.get('checked') === true) === checked) return true;
  doc.transact(() => {
    item.set('checked', checked);
    item.set('checkedAt', checked ? now : null);
  });
  return true;
}

/** Moves an item to another section: a correction, remembered for the food next time. */
export function setSection(doc: Y.Doc, itemId: string, section: StoreSection): boolean {
  const item = itemOf(doc, itemId);
  if (!item || !isStoreSection(section)) return false;
  doc.transact(() => {
    item.set('section', section);
    item.set('sectionChosen', true);
  });
  return true;
}

/**
 * Replaces an item's line: its amounts become the one the new text gives, and its food, key and
 * (unless the household chose it) section follow the text. False when there is no such item or
 * the text names nothing. The amounts array is emptied, not replaced, so an amount another device
 * adds at the same time is kept.
 */
export function editItemText(
  doc: Y.Doc,
  itemId: string,
  text: string,
  options: Partial<AddOptions> = {},
): boolean {
  const item = itemOf(doc, itemId);
  const input = parseItemText(text);
  if (!item || !input.food.trim()) return false;
  const contribution = contributionOf(input, (options.newId ?? randomId)());
  doc.transact(() => {
    describeItem(item, input, options.remembered);
    const amounts = amountsOf(item);
    if (amounts) {
      amounts.delete(0, amounts.length);
      amounts.push([contribution]);
    } else {
      item.set('amounts', Y.Array.from([contribution]));
    }
  });
  return true;
}

export function removeItem(doc: Y.Doc, itemId: string): boolean {
  const items = listItems(doc);
  if (!items.has(itemId)) return false;
  items.delete(itemId);
  return true;
}

/** Removes every checked item; answers how many. */
export function clearChecked(doc: Y.Doc): number {
  const checked = readItemEntries(doc).filter(({ item }) => item.get('checked') === true);
  doc.transact(() => {
    for (const { id } of checked) listItems(doc).delete(id);
  });
  return checked.length;
}

export function renameList(doc: Y.Doc, name: string): void {
  listMeta(doc).set('name', name.trim());
}

/**
 * The sections the household chose for foods on this list (food key → section), for the server
 * to keep and pass back as `remembered` when the next list is made. Later items win.
 */
export function rememberedSections(doc: Y.Doc): Record<string, StoreSection> {
  const remembered = new Map<string, StoreSection>();
  const chosen = readItemEntries(doc)
    .filter(({ item }) => item.get('sectionChosen') === true)
    .sort((a, b) => orderOf(a.item) - orderOf(b.item) || (a.id < b.id ? -1 : 1));
  for (const { item } of chosen) {
    const food = item.get('food');
    const section = item.get('section');
    if (typeof food === 'string' && foodKey(food) && isStoreSection(section)) {
      remembered.set(foodKey(food), section);
    }
  }
  // fromEntries makes own properties, so even a food keyed "__proto__" is only data.
  return Object.fromEntries(remembered);
}
