// A household's meal plan as a Yjs document, the shape the server and the browser both read and
// write (docs/decisions/004-sync-engine.md). Entries are Y.Maps in a Y.Map keyed by entry id, so
// people planning different meals never conflict; an entry's place is its date, slot and a
// fractional `order` within the slot, so a move writes one entry, not the whole day. Two people
// moving the same entry at once: the last write wins, and every replica agrees which.
//
// Reading is defensive: any client can write anything into the document, so entries without a
// real date or slot are skipped and other wrong values read as defaults; reading never throws.
import * as Y from 'yjs';
import { isIsoDate } from './dates';

export { addDays, isIsoDate, weekDates } from './dates';

export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

/** The document's top-level parts. */
export const PLAN_DOC_ROOTS = ['entries'];

export const PLAN_NOTE_MAX = 200;
export const PLAN_SERVINGS_MAX = 100;

export interface PlanEntry {
  id: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  slot: MealSlot;
  /** Place within the date's slot, smallest first. */
  order: number;
  recipeId: string | null;
  /** The recipe's title when it was planned (kept if the recipe is renamed or gone), or ''. */
  title: string;
  note: string | null;
  servings: number | null;
  addedBy: string | null;
  addedAt: string;
}

export interface PlanEntryInput {
  date: string;
  slot: MealSlot;
  recipeId?: string | null;
  title?: string;
  note?: string | null;
  servings?: number | null;
}

/** Entry id → entry; values are Y.Maps unless a client wrote something else. */
export const planEntries = (doc: Y.Doc) => doc.getMap<unknown>('entries');

export function isMealSlot(value: unknown): value is MealSlot {
  return typeof value === 'string' && (MEAL_SLOTS as readonly string[]).includes(value);
}

/** The client id the first state of every plan document is written with. */
const INITIAL_CLIENT_ID = 0;

/** The first state of a plan's document: empty, always the same bytes. */
export function initialPlanState(): Uint8Array {
  const doc = new Y.Doc();
  doc.clientID = INITIAL_CLIENT_ID;
  planEntries(doc);
  return Y.encodeStateAsUpdate(doc);
}

const stringOr = <T>(value: unknown, fallback: T) => (typeof value === 'string' ? value : fallback);
const noteOf = (value: unknown) => stringOr(value, '').trim() || null;
const servingsOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

function readEntry(id: string, entry: Y.Map<unknown>): PlanEntry | null {
  const date = entry.get('date');
  const slot = entry.get('slot');
  if (!isIsoDate(date) || !isMealSlot(slot)) return null;
  const order = entry.get('order');
  return {
    id,
    date,
    slot,
    order: typeof order === 'number' && Number.isFinite(order) ? order : 0,
    recipeId: stringOr(entry.get('recipeId'), null) || null,
    title: stringOr(entry.get('title'), ''),
    note: noteOf(entry.get('note')),
    servings: servingsOf(entry.get('servings')),
    addedBy: stringOr(entry.get('addedBy'), null) || null,
    addedAt: stringOr(entry.get('addedAt'), ''),
  };
}

const compareEntries = (a: PlanEntry, b: PlanEntry) =>
  (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
  MEAL_SLOTS.indexOf(a.slot) - MEAL_SLOTS.indexOf(b.slot) ||
  a.order - b.order ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The plan's entries from `from` to `to` (inclusive dates; either may be left out), by date,
 * slot (MEAL_SLOTS order) and order, ties by id so every replica agrees.
 */
export function readPlan(doc: Y.Doc, from?: string, to?: string): PlanEntry[] {
  const entries: PlanEntry[] = [];
  for (const [id, value] of planEntries(doc).entries()) {
    if (!(value instanceof Y.Map)) continue;
    const entry = readEntry(id, value as Y.Map<unknown>);
    if (
      !entry ||
      (from !== undefined && entry.date < from) ||
      (to !== undefined && entry.date > to)
    )
      continue;
    entries.push(entry);
  }
  return entries.sort(compareEntries);
}

function entryOf(doc: Y.Doc, id: string): Y.Map<unknown> | null {
  const entry = planEntries(doc).get(id);
  return entry instanceof Y.Map ? (entry as Y.Map<unknown>) : null;
}

function requirePlace(date: string, slot: MealSlot): void {
  if (!isIsoDate(date)) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  if (!isMealSlot(slot)) throw new RangeError(`Not a meal slot: ${String(slot)}`);
}

/** The entries of one date's slot, in order, leaving out `except`. */
function slotEntries(doc: Y.Doc, date: string, slot: MealSlot, except?: string) {
  return readPlan(doc, date, date).filter((entry) => entry.slot === slot && entry.id !== except);
}

/** Plans a meal at the end of its date's slot; answers the new entry's id. */
export function addEntry(
  doc: Y.Doc,
  input: PlanEntryInput,
  options: { now: string; addedBy: string | null; newId?: () => string },
): string {
  requirePlace(input.date, input.slot);
  const id = (options.newId ?? (() => crypto.randomUUID()))();
  doc.transact(() => {
    const last = slotEntries(doc, input.date, input.slot).at(-1);
    const entry = new Y.Map<unknown>();
    planEntries(doc).set(id, entry);
    entry.set('date', input.date);
    entry.set('slot', input.slot);
    entry.set('order', last ? last.order + 1 : 1);
    entry.set('recipeId', input.recipeId ?? null);
    entry.set('title', input.title ?? '');
    entry.set('note', noteOf(input.note));
    entry.set('servings', servingsOf(input.servings));
    entry.set('addedBy', options.addedBy);
    entry.set('addedAt', options.now);
  });
  return id;
}

/** Below this gap between neighbours the slot is renumbered rather than split again. */
const MIN_ORDER_GAP = 1e-6;

/**
 * Moves an entry to `date`'s `slot`, to position `index` among the entries already there
 * (clamped; 0 is first). The entry gets an order between its new neighbours; only when they are
 * too close is the whole slot renumbered 1, 2, 3... False when there is no such entry.
 */
export function moveEntry(
  doc: Y.Doc,
  id: string,
  date: string,
  slot: MealSlot,
  index: number,
): boolean {
  requirePlace(date, slot);
  const entry = entryOf(doc, id);
  if (!entry) return false;
  const siblings = slotEntries(doc, date, slot, id);
  const at = Math.max(0, Math.min(siblings.length, Number.isFinite(index) ? Math.trunc(index) : 0));
  const before = siblings[at - 1]?.order;
  const after = siblings[at]?.order;
  doc.transact(() => {
    entry.set('date', date);
    entry.set('slot', slot);
    if (before !== undefined && after !== undefined && after - before < MIN_ORDER_GAP) {
      const ordered = [
        ...siblings.slice(0, at).map((s) => s.id),
        id,
        ...siblings.slice(at).map((s) => s.id),
      ];
      ordered.forEach((entryId, position) => entryOf(doc, entryId)?.set('order', position + 1));
      return;
    }
    const order =
      before === undefined && after === undefined
        ? 1
        : before === undefined
          ? after! - 1
          : after === undefined
            ? before + 1
            : (before + after) / 2;
    entry.set('order', order);
  });
  return true;
}

/** Changes an entry's servings or note (null or blank clears them). False when it is gone. */
export function updateEntry(
  doc: Y.Doc,
  id: string,
  changes: { servings?: number | null; note?: string | null },
): boolean {
  const entry = entryOf(doc, id);
  if (!entry) return false;
  doc.transact(() => {
    if (changes.servings !== undefined) entry.set('servings', servingsOf(changes.servings));
    if (changes.note !== undefined) entry.set('note', noteOf(changes.note));
  });
  return true;
}

export function removeEntry(doc: Y.Doc, id: string): boolean {
  const entries = planEntries(doc);
  if (!entries.has(id)) return false;
  entries.delete(id);
  return true;
}
