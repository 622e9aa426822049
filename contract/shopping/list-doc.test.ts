import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  addItems,
  clearChecked,
  editItemText,
  initialListState,
  parseItemText,
  readListDoc,
  rememberedSections,
  removeItem,
  renameList,
  setChecked,
  setSection,
  type ItemInput,
} from './list-doc';

const NOW = '2025-03-01T10:00:00.000Z';
const LATER = '2025-03-01T11:00:00.000Z';

function counter(prefix = 'id') {
  let next = 0;
  return () => `${prefix}-${++next}`;
}

function newList(name = 'Groceries') {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, initialListState(name));
  return doc;
}

/** Adds typed lines, one input each; answers the touched ids. */
function add(doc: Y.Doc, lines: string[], extra: Partial<ItemInput> = {}, newId = counter()) {
  const inputs = lines.map((line) => ({ ...parseItemText(line), ...extra }));
  return addItems(doc, inputs, { now: NOW, newId });
}

const displays = (doc: Y.Doc) => readListDoc(doc).items.map((item) => item.display);

describe('initial state', () => {
  it('is the same bytes for the same name, and reads as an empty list', () => {
    expect(initialListState('Groceries')).toEqual(initialListState('Groceries'));
    expect(readListDoc(newList())).toEqual({ name: 'Groceries', items: [] });
  });
});

describe('parseItemText', () => {
  it('reads the amount and the food', () => {
    expect(parseItemText('2 lb potatoes')).toEqual({
      food: 'potatoes',
      quantity: 2,
      unit: 'pound',
      text: null,
    });
  });

  it('keeps the line of an item without a number', () => {
    expect(parseItemText(' salt ')).toEqual({
      food: 'salt',
      quantity: null,
      unit: null,
      text: 'salt',
    });
    expect(parseItemText('pinch of salt')).toMatchObject({ unit: 'pinch', text: 'pinch of salt' });
  });

  it('buys enough for a range', () => {
    expect(parseItemText('2-3 onions')).toMatchObject({ food: 'onions', quantity: 3 });
  });
});

describe('addItems', () => {
  it('makes an item with its section, order and contribution', () => {
    const doc = newList();
    const ids = addItems(
      doc,
      [{ ...parseItemText('2 lb potatoes'), recipeId: 'r1', recipeTitle: 'Mash' }],
      { now: NOW, newId: counter() },
    );
    expect(ids).toEqual(['id-1']);
    expect(readListDoc(doc).items).toEqual([
      {
        id: 'id-1',
        food: 'potatoes',
        key: 'potato|mass',
        amounts: [{ id: 'id-2', quantity: 2, unit: 'pound', recipeId: 'r1', recipeTitle: 'Mash' }],
        text: null,
        section: 'produce',
        sectionChosen: false,
        checked: false,
        checkedAt: null,
        addedAt: NOW,
        order: 1,
        display: '2 lb potatoes',
        recipes: [{ id: 'r1', title: 'Mash' }],
      },
    ]);
  });

  it('merges cups and millilitres of milk into one item', () => {
    const doc = newList();
    const ids = add(doc, ['1 cup milk', '200 ml milk']);
    expect(ids[0]).toBe(ids[1]);
    const [milk] = readListDoc(doc).items;
    expect(milk!.amounts).toHaveLength(2);
    expect(milk!.display).toBe('1 ⅞ cups milk');
    expect(readListDoc(doc, { system: 'metric' }).items[0]!.display).toBe('440 ml milk');
  });

  it('makes a counted food agree with its total', () => {
    const doc = newList();
    add(doc, ['1 onion', '1 onion', '½ lemon']);
    expect(displays(doc).sort()).toEqual(['2 onions', '½ lemon']);
  });

  it('merges pounds and grams in the unit of the largest amount', () => {
    const doc = newList();
    add(doc, ['1 lb potatoes', '500 g potatoes']);
    expect(displays(doc)).toEqual(['955 g potatoes']);
    expect(readListDoc(doc, { system: 'us' }).items[0]!.display).toBe('2 ⅛ lb potatoes');
  });

  it('adds counts, dozens included, and says the food in the plural', () => {
    const doc = newList();
    add(doc, ['1 egg', '2 eggs']);
    expect(displays(doc)).toEqual(['3 eggs']);
    add(doc, ['1 dozen eggs'], {}, counter('more'));
    expect(displays(doc)).toEqual(['15 eggs']);
  });

  it('keeps amounts of different dimensions apart', () => {
    const doc = newList();
    add(doc, ['2 potatoes', '1 kg potatoes', '2 cloves garlic', '1 garlic']);
    expect(displays(doc)).toEqual(['2 potatoes', '1 kg potatoes', '2 cloves garlic', '1 garlic']);
  });

  it('never merges into a checked item', () => {
    const doc = newList();
    const [milk] = add(doc, ['1 l milk']);
    setChecked(doc, milk!, true, LATER);
    const [again] = add(doc, ['1 l milk'], {}, counter('again'));
    expect(again).not.toBe(milk);
    expect(readListDoc(doc).items.map((item) => [item.id, item.checked])).toEqual([
      [again, false],
      [milk, true],
    ]);
  });

  it('merges foods without a number, and shows no number', () => {
    const doc = newList();
    const ids = add(doc, ['salt', 'Salt']);
    expect(ids[0]).toBe(ids[1]);
    expect(readListDoc(doc).items[0]).toMatchObject({ display: 'salt', text: 'salt' });
  });

  it('lists each recipe once, in the order they added', () => {
    const doc = newList();
    const milk = parseItemText('1 cup milk');
    addItems(
      doc,
      [
        { ...milk, recipeId: 'b', recipeTitle: 'Bread' },
        { ...milk, recipeId: 'a', recipeTitle: 'Pancakes' },
        { ...milk, recipeId: 'b', recipeTitle: 'Bread' },
      ],
      { now: NOW },
    );
    expect(readListDoc(doc).items[0]!.recipes).toEqual([
      { id: 'b', title: 'Bread' },
      { id: 'a', title: 'Pancakes' },
    ]);
  });

  it('skips inputs with no food', () => {
    const doc = newList();
    expect(
      addItems(doc, [{ food: '  ', quantity: 1, unit: null, text: null }], { now: NOW }),
    ).toEqual([]);
  });

  it('puts new items in the remembered section', () => {
    const doc = newList();
    add(doc, ['3 tomatoes']);
    addItems(doc, [parseItemText('2 limes')], { now: NOW, remembered: { lime: 'drinks' } });
    expect(readListDoc(doc).items.map((item) => item.section)).toEqual(['produce', 'drinks']);
  });

  it('runs in one transaction', () => {
    const doc = newList();
    let updates = 0;
    doc.on('update', () => updates++);
    add(doc, ['1 cup milk', '2 eggs', 'salt']);
    expect(updates).toBe(1);
  });
});

describe('reading order', () => {
  it('sorts by section, then unchecked first, then order', () => {
    const doc = newList();
    const [bananas, , apples] = add(doc, ['bananas', 'milk', 'apples', 'bread']);
    setChecked(doc, bananas!, true, LATER);
    expect(readListDoc(doc).items.map((item) => item.food)).toEqual([
      'apples',
      'bananas',
      'milk',
      'bread',
    ]);
    setSection(doc, apples!, 'other');
    expect(readListDoc(doc).items.map((item) => item.food)).toEqual([
      'bananas',
      'milk',
      'bread',
      'apples',
    ]);
  });
});

describe('changes', () => {
  it('checks and unchecks', () => {
    const doc = newList();
    const [id] = add(doc, ['milk']);
    expect(setChecked(doc, id!, true, LATER)).toBe(true);
    expect(readListDoc(doc).items[0]).toMatchObject({ checked: true, checkedAt: LATER });
    setChecked(doc, id!, false, NOW);
    expect(readListDoc(doc).items[0]).toMatchObject({ checked: false, checkedAt: null });
    expect(setChecked(doc, 'nope', true, NOW)).toBe(false);
  });

  it('an uncheck of an item already unchecked writes nothing, so a concurrent check stays', () => {
    const base = newList();
    const [id] = add(base, ['milk']);
    const replicaOf = (clientID: number) => {
      const doc = new Y.Doc();
      doc.clientID = clientID;
      Y.applyUpdate(doc, Y.encodeStateAsUpdate(base));
      return doc;
    };
    // Both client id orders: a written uncheck would win the conflict in one of them.
    for (const [checkerId, uncheckerId] of [
      [1, 2],
      [2, 1],
    ] as const) {
      const [checker, unchecker] = [replicaOf(checkerId), replicaOf(uncheckerId)];
      setChecked(checker, id!, true, LATER);
      setChecked(unchecker, id!, false, LATER);
      Y.applyUpdate(checker, Y.encodeStateAsUpdate(unchecker));
      Y.applyUpdate(unchecker, Y.encodeStateAsUpdate(checker));
      for (const doc of [checker, unchecker]) {
        expect(readListDoc(doc).items[0]).toMatchObject({ checked: true, checkedAt: LATER });
      }
    }
  });

  it('a section correction is kept and remembered for the food', () => {
    const doc = newList();
    const [tomatoes] = add(doc, ['3 tomatoes', '1 l milk']);
    expect(setSection(doc, tomatoes!, 'pantry')).toBe(true);
    expect(readListDoc(doc).items[1]).toMatchObject({ section: 'pantry', sectionChosen: true });
    expect(rememberedSections(doc)).toEqual({ tomato: 'pantry' });
    // An edit follows the new text but keeps the section the household chose.
    editItemText(doc, tomatoes!, '4 cherry tomatoes', { newId: counter('edit') });
    expect(readListDoc(doc).items[1]).toMatchObject({ food: 'cherry tomatoes', section: 'pantry' });
  });

  it('an edit replaces the amounts and re-reads food, key and section', () => {
    const doc = newList();
    const [milk] = add(doc, ['1 cup milk', '200 ml milk']);
    expect(editItemText(doc, milk!, '2 lb frozen peas', { newId: counter('edit') })).toBe(true);
    expect(readListDoc(doc).items[0]).toMatchObject({
      food: 'frozen peas',
      key: 'frozen pea|mass',
      text: null,
      section: 'frozen',
      display: '2 lb frozen peas',
      amounts: [{ id: 'edit-1', quantity: 2, unit: 'pound', recipeId: null, recipeTitle: null }],
    });
    editItemText(doc, milk!, 'kitchen roll');
    expect(readListDoc(doc).items[0]).toMatchObject({
      display: 'kitchen roll',
      section: 'household',
    });
    expect(editItemText(doc, milk!, '   ')).toBe(false);
    expect(editItemText(doc, 'nope', 'milk')).toBe(false);
  });

  it('removes one item, or every checked one', () => {
    const doc = newList();
    const [a, b, c] = add(doc, ['apples', 'bread', 'cheese']);
    expect(removeItem(doc, b!)).toBe(true);
    expect(removeItem(doc, b!)).toBe(false);
    setChecked(doc, a!, true, NOW);
    setChecked(doc, c!, true, NOW);
    expect(clearChecked(doc)).toBe(2);
    expect(readListDoc(doc).items).toEqual([]);
    expect(clearChecked(doc)).toBe(0);
  });

  it('renames the list', () => {
    const doc = newList();
    renameList(doc, '  Saturday market ');
    expect(readListDoc(doc).name).toBe('Saturday market');
  });
});
