import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { ListItem } from '../../../contract/shopping/list-doc';
import { groupItems, recipesNote } from './group-items';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

let next = 0;
function item(food: string, section: ListItem['section'], extra: Partial<ListItem> = {}): ListItem {
  next += 1;
  return {
    id: `id-${next}`,
    food,
    key: food,
    amounts: [],
    text: food,
    section,
    sectionChosen: false,
    checked: false,
    checkedAt: null,
    addedAt: '2025-01-01T00:00:00Z',
    order: next,
    display: food,
    recipes: [],
    ...extra,
  };
}

describe('grouping a shopping list', () => {
  it('puts items to buy under their sections in store order, each in the order added', () => {
    const grouped = groupItems([
      item('milk', 'dairy'),
      item('apples', 'produce', { order: 9 }),
      item('pears', 'produce', { order: 2 }),
      item('soap', 'household'),
    ]);
    expect(grouped.sections.map((group) => group.label)).toEqual([
      'Produce',
      'Dairy & eggs',
      'Household',
    ]);
    expect(grouped.sections[0]!.items.map((entry) => entry.food)).toEqual(['pears', 'apples']);
    expect(grouped.checked).toEqual([]);
  });

  it('gathers checked items at the bottom, the latest checked first', () => {
    const grouped = groupItems([
      item('milk', 'dairy', { checked: true, checkedAt: '2025-01-01T10:00:00Z' }),
      item('eggs', 'dairy'),
      item('bread', 'bakery', { checked: true, checkedAt: '2025-01-01T11:00:00Z' }),
    ]);
    expect(grouped.sections.map((group) => group.section)).toEqual(['dairy']);
    expect(grouped.checked.map((entry) => entry.food)).toEqual(['bread', 'milk']);
  });

  it('notes the recipes an item is for', () => {
    const recipes = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ id: `r${index}`, title: `R${index}` }));
    expect(recipesNote([], 2, i18n)).toBe('');
    expect(recipesNote(recipes(1), 2, i18n)).toBe('for R0');
    expect(recipesNote(recipes(3), 2, i18n)).toBe('for R0, R1 and R2');
    expect(recipesNote(recipes(5), 2, i18n)).toBe('for R0, R1 and 3 more');
  });
});
