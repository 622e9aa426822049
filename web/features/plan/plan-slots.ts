// A week's plan laid out for the page: the entries of each day's slot, and what an entry and a
// place are called wherever they are shown or announced.
import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MealSlot, PlanEntry } from '../../../contract/plan/plan-doc';
import { dayLabels } from './week';

export const slotKey = (date: string, slot: MealSlot) => `${date}|${slot}`;

/** Entries by slotKey, each slot in plan order (readPlan's order is kept). */
export function groupBySlot(entries: readonly PlanEntry[]): Map<string, PlanEntry[]> {
  const slots = new Map<string, PlanEntry[]>();
  for (const entry of entries) {
    const key = slotKey(entry.date, entry.slot);
    const slot = slots.get(key);
    if (slot) slot.push(entry);
    else slots.set(key, [entry]);
  }
  return slots;
}

/** What an entry is called: the recipe's title, else its note. */
export function entryName(
  entry: Pick<PlanEntry, 'title' | 'note'>,
  i18n: I18n = activeI18n,
): string {
  return entry.title.trim() || entry.note?.trim() || i18n._(msg`Untitled meal`);
}

const SLOT_NAMES: Record<MealSlot, MessageDescriptor> = {
  breakfast: msg`Breakfast`,
  lunch: msg`Lunch`,
  dinner: msg`Dinner`,
  snack: msg`Snack`,
};

const ADD_TO_SLOT: Record<MealSlot, MessageDescriptor> = {
  breakfast: msg`Add to breakfast`,
  lunch: msg`Add to lunch`,
  dinner: msg`Add to dinner`,
  snack: msg`Add to snack`,
};

/** "Dinner". */
export function slotName(slot: MealSlot, i18n: I18n = activeI18n): string {
  return i18n._(SLOT_NAMES[slot]);
}

/** "Add to dinner": a sentence per slot, so each language words it its own way. */
export function addToSlotLabel(slot: MealSlot, i18n: I18n = activeI18n): string {
  return i18n._(ADD_TO_SLOT[slot]);
}

/** "Monday, March 3, Dinner". */
export function placeName(date: string, slot: MealSlot, i18n: I18n = activeI18n): string {
  const day = dayLabels(date).full;
  const meal = slotName(slot, i18n);
  return i18n._(msg`${day}, ${meal}`);
}

/** "4 servings", "1 serving", "1.5 servings". */
export function servingsLabel(servings: number, i18n: I18n = activeI18n): string {
  return i18n._(plural(servings, { one: '# serving', other: '# servings' }));
}
