import { describe, expect, it } from 'vitest';
import { dimensionOf, itemKeyOf, totalOf, type Contribution } from './totals';

let next = 0;
const amount = (quantity: number | null, unit: string | null = null): Contribution => ({
  id: `c${++next}`,
  quantity,
  unit,
  recipeId: null,
  recipeTitle: null,
});

describe('dimensionOf', () => {
  it.each([
    [200, 'gram', 'mass'],
    [1, 'pound', 'mass'],
    [1, 'cup', 'volume'],
    [1, 'half-pint', 'volume'],
    [2, null, 'count'],
    [1, 'dozen', 'count'],
    [2, 'clove', 'clove'],
    [null, 'pinch', 'pinch'],
    [null, null, 'none'],
  ] as const)('%s %s → %s', (quantity, unit, dimension) => {
    expect(dimensionOf(quantity, unit)).toBe(dimension);
  });

  it('keys an item by food and dimension', () => {
    expect(itemKeyOf('Whole Milk', 1, 'cup')).toBe('whole milk|volume');
    expect(itemKeyOf('eggs', 3, null)).toBe('egg|count');
  });
});

describe('totalOf', () => {
  it('keeps the unit all contributions share', () => {
    expect(totalOf([amount(3, 'tablespoon'), amount(3, 'tablespoon')]).text).toBe('6 tbsp');
    expect(totalOf([amount(1, 'cup'), amount(1, 'cup')]).text).toBe('2 cups');
    expect(totalOf([amount(2, 'clove'), amount(1, 'clove')]).text).toBe('3 cloves');
    expect(totalOf([amount(1, 'dozen')]).text).toBe('1 dozen');
  });

  it('converts mixed units through their sizes', () => {
    expect(totalOf([amount(1, 'tablespoon'), amount(1, 'teaspoon')]).text).toBe('1 ⅓ tbsp');
    expect(totalOf([amount(500, 'gram'), amount(600, 'gram'), amount(1, 'ounce')]).text).toBe(
      '1.1 kg',
    );
    expect(totalOf([amount(1, 'litre'), amount(1, 'cup')]).parts).toEqual([
      { quantity: 1.24, unit: 'litre', text: '1.2 l' },
    ]);
  });

  it('prints in the system asked for', () => {
    expect(totalOf([amount(2, 'cup')], { system: 'metric' }).text).toBe('480 ml');
    expect(totalOf([amount(2, 'tablespoon')], { system: 'metric' }).text).toBe('2 tbsp');
    expect(totalOf([amount(250, 'gram'), amount(250, 'gram')], { system: 'us' }).text).toBe(
      '1 ⅛ lb',
    );
  });

  it('adds counts and ignores contributions without a number', () => {
    expect(totalOf([amount(2), amount(3), amount(null)]).text).toBe('5');
    expect(totalOf([amount(0.5)]).text).toBe('½');
    expect(totalOf([amount(null), amount(null, 'pinch')])).toEqual({ parts: [], text: '' });
  });

  it('shows amounts of different dimensions side by side', () => {
    expect(totalOf([amount(1, 'kilogram'), amount(3)]).text).toBe('1 kg + 3');
  });
});
