import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { ImportFileItem } from '../../../contract/import-files';
import { beyondRoom, initialSelection, selectAll, summaryOf } from './selection';

// English, the language the messages are written in, needs no catalogue.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const item = (index: number, patch: Partial<ImportFileItem> = {}): ImportFileItem => ({
  index,
  title: `Recipe ${index}`,
  ingredients: 3,
  steps: 2,
  hasPhoto: false,
  error: null,
  notes: [],
  duplicateOf: null,
  ...patch,
});

const items = [
  item(0),
  item(1, { duplicateOf: { id: 'r1', title: 'Recipe 1' } }),
  item(2, { error: 'This recipe has no title.' }),
  item(3),
  item(4),
];

describe('import selection', () => {
  it('first chooses the new recipes that can be imported', () => {
    expect([...initialSelection(items, null)]).toEqual([0, 3, 4]);
  });

  it('chooses no more than the plan has room for', () => {
    expect([...initialSelection(items, 2)]).toEqual([0, 3]);
    expect([...initialSelection(items, 0)]).toEqual([]);
  });

  it('selects all that can be imported, duplicates included, or none', () => {
    expect([...selectAll(items, true)]).toEqual([0, 1, 3, 4]);
    expect([...selectAll(items, false)]).toEqual([]);
  });

  it('lists the chosen recipes that do not fit, in file order', () => {
    const chosen = new Set([4, 0, 3]);
    expect(beyondRoom(items, chosen, 2).map((entry) => entry.index)).toEqual([4]);
    expect(beyondRoom(items, chosen, null)).toEqual([]);
    expect(beyondRoom(items, chosen, 3)).toEqual([]);
  });

  it('sums a file up in words', () => {
    expect(summaryOf(items, i18n)).toBe(
      '5 recipes, 1 already in My Recipes, 1 that cannot be imported',
    );
    expect(summaryOf([item(0)], i18n)).toBe('1 recipe');
  });
});
