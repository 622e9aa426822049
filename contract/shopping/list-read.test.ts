import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  addItems,
  editItemText,
  initialListState,
  listItems,
  listMeta,
  parseItemText,
  readListDoc,
  setChecked,
} from './list-doc';
import { isStoreSection } from './sections';

const NOW = '2025-03-01T10:00:00.000Z';

function newListWithMilk() {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, initialListState('Groceries'));
  const [milk] = addItems(doc, [parseItemText('1 cup milk')], { now: NOW });
  return { doc, milk: milk! };
}

describe('defensive reading', () => {
  it('reads whatever a client wrote without throwing', () => {
    const { doc, milk } = newListWithMilk();
    const items = listItems(doc);
    items.set('number', 42);
    items.set('plain', { food: 'not a map' });
    const odd = new Y.Map<unknown>();
    items.set('odd', odd);
    odd.set('food', 5);
    odd.set('text', 'mystery jar');
    odd.set(
      'amounts',
      Y.Array.from([null, 3, 'x', [], { quantity: 'two', unit: 7 }, { quantity: -1, id: 'neg' }]),
    );
    odd.set('section', 'aisle 9');
    odd.set('checked', 'yes');
    odd.set('checkedAt', 12);
    odd.set('order', Number.NaN);
    listMeta(doc).set('name', 7);
    const list = readListDoc(doc);
    expect(list.name).toBe('');
    expect(list.items.map((item) => item.id)).toEqual([milk, 'odd']);
    expect(list.items[1]).toEqual({
      id: 'odd',
      food: 'mystery jar',
      key: 'mystery jar|none',
      amounts: [
        { id: '#4', quantity: null, unit: null, recipeId: null, recipeTitle: null },
        { id: 'neg', quantity: null, unit: null, recipeId: null, recipeTitle: null },
      ],
      text: 'mystery jar',
      section: 'other',
      sectionChosen: false,
      checked: false,
      checkedAt: null,
      addedAt: '',
      order: 0,
      display: 'mystery jar',
      recipes: [],
    });
  });

  it('changes on a malformed item neither throw nor merge into it', () => {
    const doc = new Y.Doc();
    const broken = new Y.Map<unknown>();
    listItems(doc).set('broken', broken);
    broken.set('key', 'milk|volume');
    broken.set('amounts', 'nope');
    const [milk] = addItems(doc, [parseItemText('1 cup milk')], { now: NOW });
    expect(milk).not.toBe('broken');
    expect(setChecked(doc, 'broken', true, NOW)).toBe(true);
    expect(editItemText(doc, 'broken', '2 l milk')).toBe(true);
    expect(readListDoc(doc).items.find((item) => item.id === 'broken')!.display).toBe('2 l milk');
    expect(setChecked(doc, 'number', true, NOW)).toBe(false);
  });

  it('never throws, whatever JSON a client puts in an item', () => {
    const fields = ['food', 'key', 'amounts', 'text', 'section', 'sectionChosen', 'checked'];
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...fields, 'checkedAt', 'addedAt', 'order'), fc.jsonValue()),
        fc.array(fc.jsonValue(), { maxLength: 4 }),
        (values, amounts) => {
          const { doc } = newListWithMilk();
          const item = new Y.Map<unknown>();
          listItems(doc).set('fuzz', item);
          for (const [field, value] of Object.entries(values)) item.set(field, value);
          if (!('amounts' in values)) item.set('amounts', Y.Array.from(amounts as object[]));
          const list = readListDoc(doc);
          expect(list.items).toHaveLength(2);
          for (const read of list.items) {
            expect(isStoreSection(read.section)).toBe(true);
            expect(typeof read.display).toBe('string');
          }
          addItems(doc, [parseItemText('1 cup milk')], { now: NOW });
        },
      ),
    );
  });
});
