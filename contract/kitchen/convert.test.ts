import { describe, expect, it } from 'vitest';
import { convertMeasure, styleOf, unitLabel } from './convert';
import { formatAmount } from './fractions';

/** "quantity unit" as a cook would read the converted amount. */
function read(quantity: number, unit: string, to: 'us' | 'metric', food?: string) {
  const converted = convertMeasure({ quantity, quantityMax: null, unit }, to, food);
  if (!converted) return null;
  const amount = formatAmount(converted.quantity, converted.style);
  return `${amount} ${unitLabel(converted.unit, amount)}${converted.approximate ? ' ≈' : ''}`;
}

describe('convertMeasure', () => {
  it('converts mass both ways, choosing the unit a cook would use', () => {
    expect(read(8, 'ounce', 'metric')).toBe('225 g');
    expect(read(2.5, 'pound', 'metric')).toBe('1.1 kg');
    expect(read(500, 'gram', 'us')).toBe('1 ⅛ lb');
    expect(read(454, 'gram', 'us')).toBe('1 lb');
    expect(read(100, 'gram', 'us')).toBe('3 ½ oz');
  });

  it('converts volume both ways', () => {
    expect(read(1, 'cup', 'metric')).toBe('240 ml');
    expect(read(0.25, 'cup', 'metric')).toBe('60 ml');
    expect(read(2, 'quart', 'metric')).toBe('1.9 l');
    expect(read(250, 'millilitre', 'us')).toBe('1 cup');
    expect(read(30, 'millilitre', 'us')).toBe('2 tbsp');
    expect(read(5, 'millilitre', 'us')).toBe('1 tsp');
  });

  it('keeps spoons, counts and units already at home', () => {
    expect(read(2, 'tablespoon', 'metric')).toBeNull();
    expect(read(1, 'teaspoon', 'us')).toBeNull();
    expect(read(2, 'clove', 'metric')).toBeNull();
    expect(read(200, 'gram', 'metric')).toBeNull();
    expect(read(1, 'cup', 'us')).toBeNull();
  });

  it('turns volume into mass only for foods in the table, marked approximate', () => {
    expect(read(1, 'cup', 'metric', 'all-purpose flour')).toBe('125 g ≈');
    expect(read(0.5, 'cup', 'metric', 'light brown sugar')).toBe('110 g ≈');
    expect(read(1, 'cup', 'metric', 'butter, softened')).toBe('225 g ≈');
    expect(read(250, 'gram', 'us', 'plain flour')).toBe('2 cups ≈');
    expect(read(1, 'cup', 'metric', 'whole milk')).toBe('240 ml');
    expect(read(1, 'cup', 'metric', 'chopped parsley')).toBe('240 ml');
  });

  it('scales both ends of a range', () => {
    const converted = convertMeasure({ quantity: 1, quantityMax: 2, unit: 'cup' }, 'metric');
    expect(converted).toMatchObject({ quantity: 240, quantityMax: 480, unit: 'millilitre' });
  });

  it('prints metric units as decimals and the rest as fractions', () => {
    expect(styleOf('gram')).toBe('metric');
    expect(styleOf('cup')).toBe('fraction');
    expect(styleOf(null)).toBe('fraction');
  });
});
