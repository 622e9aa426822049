import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  addDays,
  addEntry,
  initialPlanState,
  isIsoDate,
  moveEntry,
  planEntries,
  readPlan,
  removeEntry,
  updateEntry,
  weekDates,
  type MealSlot,
} from './plan-doc';

const NOW = '2025-03-01T10:00:00.000Z';

function newPlan() {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, initialPlanState());
  return doc;
}

function counter() {
  let next = 0;
  return () => `e${++next}`;
}

function plan(doc: Y.Doc, meals: Array<[string, MealSlot, string]>) {
  const newId = counter();
  return meals.map(([date, slot, title]) =>
    addEntry(doc, { date, slot, title }, { now: NOW, addedBy: 'u1', newId }),
  );
}

const titlesIn = (doc: Y.Doc, date: string, slot: MealSlot) =>
  readPlan(doc, date, date)
    .filter((entry) => entry.slot === slot)
    .map((entry) => entry.title);

describe('dates', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-03-01', 365)).toBe('2026-03-01');
  });

  it('adds whole days over daylight-saving changes', () => {
    expect(addDays('2025-03-29', 1)).toBe('2025-03-30');
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addDays('2025-11-02', 1)).toBe('2025-11-03');
    expect(addDays('2025-10-26', -1)).toBe('2025-10-25');
  });

  it('gives the week around a date, Monday first by default', () => {
    expect(weekDates('2025-03-05')).toEqual([
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
    ]);
    expect(weekDates('2025-03-03')[0]).toBe('2025-03-03');
    expect(weekDates('2025-03-09')[0]).toBe('2025-03-03');
  });

  it('weeks cross months and years', () => {
    expect(weekDates('2025-01-01')).toEqual([
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
      '2025-01-05',
    ]);
    expect(weekDates('2024-03-01', 0)).toEqual([
      '2024-02-25',
      '2024-02-26',
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
  });

  it('weeks holding a daylight-saving change still have seven days', () => {
    // Europe moves its clocks on 2025-03-30 and 2025-10-26, the US on 2025-03-09 and 2025-11-02.
    for (const date of ['2025-03-30', '2025-10-26', '2025-03-09', '2025-11-02']) {
      const week = weekDates(date);
      expect(new Set(week).size).toBe(7);
      expect(week).toContain(date);
      expect(addDays(week[0]!, 6)).toBe(week[6]);
    }
    expect(weekDates('2025-03-30', 0)[0]).toBe('2025-03-30');
  });

  it('refuses what is not a date', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-3-1')).toBe(false);
    expect(isIsoDate(20250301)).toBe(false);
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2025-02-01', 0.5)).toThrow(RangeError);
    expect(() => weekDates('2025-02-01', 7)).toThrow(RangeError);
  });
});

describe('plan document', () => {
  it('starts empty, always the same bytes', () => {
    expect(initialPlanState()).toEqual(initialPlanState());
    expect(readPlan(newPlan())).toEqual([]);
  });

  it('adds an entry at the end of its slot', () => {
    const doc = newPlan();
    const [soup] = plan(doc, [['2025-03-03', 'dinner', 'Soup']]);
    addEntry(
      doc,
      { date: '2025-03-03', slot: 'dinner', recipeId: 'r1', title: 'Pie', note: ' ', servings: 4 },
      { now: NOW, addedBy: 'u2', newId: () => 'pie' },
    );
    expect(readPlan(doc)).toEqual([
      {
        id: soup,
        date: '2025-03-03',
        slot: 'dinner',
        order: 1,
        recipeId: null,
        title: 'Soup',
        note: null,
        servings: null,
        addedBy: 'u1',
        addedAt: NOW,
      },
      {
        id: 'pie',
        date: '2025-03-03',
        slot: 'dinner',
        order: 2,
        recipeId: 'r1',
        title: 'Pie',
        note: null,
        servings: 4,
        addedBy: 'u2',
        addedAt: NOW,
      },
    ]);
  });

  it('refuses an entry without a real date or slot', () => {
    const doc = newPlan();
    const options = { now: NOW, addedBy: null };
    expect(() => addEntry(doc, { date: '2025-02-30', slot: 'dinner' }, options)).toThrow(
      RangeError,
    );
    expect(() =>
      addEntry(doc, { date: '2025-02-03', slot: 'brunch' as MealSlot }, options),
    ).toThrow(RangeError);
  });

  it('reads by date, slot order and order, within a range', () => {
    const doc = newPlan();
    plan(doc, [
      ['2025-03-04', 'breakfast', 'Eggs'],
      ['2025-03-03', 'snack', 'Fruit'],
      ['2025-03-03', 'breakfast', 'Oats'],
      ['2025-03-03', 'dinner', 'Soup'],
      ['2025-03-10', 'lunch', 'Salad'],
    ]);
    expect(readPlan(doc).map((entry) => entry.title)).toEqual([
      'Oats',
      'Soup',
      'Fruit',
      'Eggs',
      'Salad',
    ]);
    expect(readPlan(doc, '2025-03-04', '2025-03-09').map((entry) => entry.title)).toEqual(['Eggs']);
    expect(readPlan(doc, '2025-03-04').map((entry) => entry.title)).toEqual(['Eggs', 'Salad']);
    expect(readPlan(doc, undefined, '2025-03-03')).toHaveLength(3);
  });

  it('moves an entry to an index in another slot', () => {
    const doc = newPlan();
    const [a, , , d] = plan(doc, [
      ['2025-03-03', 'dinner', 'A'],
      ['2025-03-04', 'dinner', 'B'],
      ['2025-03-04', 'dinner', 'C'],
      ['2025-03-05', 'lunch', 'D'],
    ]);
    moveEntry(doc, a!, '2025-03-04', 'dinner', 1);
    expect(titlesIn(doc, '2025-03-04', 'dinner')).toEqual(['B', 'A', 'C']);
    moveEntry(doc, d!, '2025-03-04', 'dinner', 0);
    expect(titlesIn(doc, '2025-03-04', 'dinner')).toEqual(['D', 'B', 'A', 'C']);
    moveEntry(doc, d!, '2025-03-04', 'dinner', 99);
    expect(titlesIn(doc, '2025-03-04', 'dinner')).toEqual(['B', 'A', 'C', 'D']);
    moveEntry(doc, a!, '2025-03-06', 'breakfast', 3);
    expect(titlesIn(doc, '2025-03-06', 'breakfast')).toEqual(['A']);
    expect(moveEntry(doc, 'nope', '2025-03-06', 'lunch', 0)).toBe(false);
  });

  it('renumbers a slot when the gap between neighbours runs out', () => {
    const doc = newPlan();
    plan(doc, [
      ['2025-03-03', 'dinner', 'A'],
      ['2025-03-03', 'dinner', 'B'],
      ['2025-03-03', 'dinner', 'C'],
    ]);
    // Moving the last entry to just after the first halves the gap there every time.
    const expected = ['A', 'B', 'C'];
    let renumbered = 0;
    for (let i = 0; i < 60; i++) {
      const last = readPlan(doc).at(-1)!;
      moveEntry(doc, last.id, '2025-03-03', 'dinner', 1);
      expected.splice(1, 0, expected.pop()!);
      expect(titlesIn(doc, '2025-03-03', 'dinner')).toEqual(expected);
      const orders = readPlan(doc).map((entry) => entry.order);
      expect(orders[0]! < orders[1]! && orders[1]! < orders[2]!).toBe(true);
      if (orders.join() === '1,2,3') renumbered++;
    }
    expect(renumbered).toBeGreaterThan(0);
  });

  it('updates servings and notes, and removes entries', () => {
    const doc = newPlan();
    const [a] = plan(doc, [['2025-03-03', 'dinner', 'A']]);
    expect(updateEntry(doc, a!, { servings: 6, note: '  double batch ' })).toBe(true);
    expect(readPlan(doc)[0]).toMatchObject({ servings: 6, note: 'double batch' });
    updateEntry(doc, a!, { note: '' });
    expect(readPlan(doc)[0]).toMatchObject({ servings: 6, note: null });
    updateEntry(doc, a!, { servings: null });
    expect(readPlan(doc)[0]!.servings).toBeNull();
    expect(removeEntry(doc, a!)).toBe(true);
    expect(removeEntry(doc, a!)).toBe(false);
    expect(updateEntry(doc, a!, { servings: 2 })).toBe(false);
    expect(readPlan(doc)).toEqual([]);
  });

  it('reads whatever a client wrote without throwing, skipping entries with no place', () => {
    const doc = newPlan();
    const entries = planEntries(doc);
    entries.set('number', 7);
    const add = (id: string, fields: Record<string, unknown>) => {
      const entry = new Y.Map<unknown>();
      entries.set(id, entry);
      for (const [key, value] of Object.entries(fields)) entry.set(key, value);
    };
    add('no-date', { date: '2025-02-30', slot: 'dinner' });
    add('no-slot', { date: '2025-03-03', slot: 'brunch' });
    add('odd', {
      date: '2025-03-03',
      slot: 'lunch',
      order: 'first',
      recipeId: 5,
      title: null,
      note: ['x'],
      servings: -2,
      addedBy: {},
    });
    expect(readPlan(doc)).toEqual([
      {
        id: 'odd',
        date: '2025-03-03',
        slot: 'lunch',
        order: 0,
        recipeId: null,
        title: '',
        note: null,
        servings: null,
        addedBy: null,
        addedAt: '',
      },
    ]);
    expect(moveEntry(doc, 'number', '2025-03-03', 'lunch', 0)).toBe(false);
    expect(moveEntry(doc, 'no-slot', '2025-03-03', 'lunch', 0)).toBe(true);
    expect(readPlan(doc).map((entry) => entry.id)).toEqual(['no-slot', 'odd']);
  });
});
