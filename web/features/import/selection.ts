// Which recipes of a file are chosen to import: what can be, is not already in My Recipes, and
// fits the plan. Pure, so the page and its tests share one rule.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ImportFileItem } from '../../../contract/import-files';

export const canImport = (item: ImportFileItem) => item.error === null;

/** The first choice: every recipe that can be imported and is new, as many as the plan takes. */
export function initialSelection(
  items: readonly ImportFileItem[],
  room: number | null,
): Set<number> {
  const fresh = items.filter((item) => canImport(item) && item.duplicateOf === null);
  return new Set(fresh.slice(0, room ?? fresh.length).map((item) => item.index));
}

/** Every recipe that can be imported, or none. */
export function selectAll(items: readonly ImportFileItem[], all: boolean): Set<number> {
  return new Set(all ? items.filter(canImport).map((item) => item.index) : []);
}

/** The chosen recipes past the plan's room, in file order (empty when they all fit). */
export function beyondRoom(
  items: readonly ImportFileItem[],
  chosen: ReadonlySet<number>,
  room: number | null,
): ImportFileItem[] {
  if (room === null) return [];
  return items.filter((item) => chosen.has(item.index)).slice(room);
}

/** "42 recipes, 3 already in My Recipes, 1 that cannot be imported", in `i18n`'s language. */
export function summaryOf(items: readonly ImportFileItem[], i18n: I18n): string {
  const total = items.length;
  const parts = [i18n._(msg({ message: plural(total, { one: '# recipe', other: '# recipes' }) }))];
  const duplicates = items.filter((item) => item.duplicateOf !== null).length;
  const broken = items.filter((item) => !canImport(item)).length;
  if (duplicates > 0) parts.push(i18n._(msg`${duplicates} already in My Recipes`));
  if (broken > 0) parts.push(i18n._(msg`${broken} that cannot be imported`));
  return parts.join(', ');
}
