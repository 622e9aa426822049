// The user's changes to a meal plan, each one transaction of the plan's document made as the
// user's own (LOCAL_ORIGIN): the sync engine sends it, other members see it live, and offline it
// waits on the device.
import type * as Y from 'yjs';
import {
  addEntry,
  moveEntry,
  removeEntry,
  updateEntry,
  type MealSlot,
  type PlanEntryInput,
} from '../../../contract/plan/plan-doc';
import { LOCAL_ORIGIN } from '../offline/sync/sync-types';

export function addPlanEntry(doc: Y.Doc, input: PlanEntryInput, userId: string): string {
  let id = '';
  doc.transact(() => {
    id = addEntry(doc, input, { now: new Date().toISOString(), addedBy: userId });
  }, LOCAL_ORIGIN);
  return id;
}

/** Moves an entry to the end of a day's slot (or to `index` in it). */
export function movePlanEntry(
  doc: Y.Doc,
  entryId: string,
  date: string,
  slot: MealSlot,
  index = Number.MAX_SAFE_INTEGER,
): void {
  doc.transact(() => moveEntry(doc, entryId, date, slot, index), LOCAL_ORIGIN);
}

export function updatePlanEntry(
  doc: Y.Doc,
  entryId: string,
  changes: { servings?: number | null; note?: string | null },
): void {
  doc.transact(() => updateEntry(doc, entryId, changes), LOCAL_ORIGIN);
}

export function removePlanEntry(doc: Y.Doc, entryId: string): void {
  doc.transact(() => removeEntry(doc, entryId), LOCAL_ORIGIN);
}
