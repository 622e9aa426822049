import { describe, expect, it } from 'vitest';
import { viewIngredient } from './scale';

const scaled = (line: string, factor: number) =>
  viewIngredient(line, { factor, system: null }).text;
const inSystem = (line: string, system: 'us' | 'metric', factor = 1) =>
  viewIngredient(line, { factor, system }).text;

describe('viewIngredient: scaling', () => {
  it('scales quantities and prints them as cooks write them', () => {
    expect(scaled('1 cup milk', 2)).toBe('2 cups milk');
    expect(scaled('1 1/2 cups sugar', 2)).toBe('3 cups sugar');
    expect(scaled('1 cup flour', 1 / 3)).toBe('⅓ cup flour');
    expect(scaled('3 large eggs, beaten', 0.5)).toBe('1 ½ large eggs, beaten');
    expect(scaled('2 cups stock', 0.5)).toBe('1 cup stock');
    expect(scaled('200g butter, softened', 1.5)).toBe('300g butter, softened');
  });

  it('scales both ends of a range', () => {
    expect(scaled('2-3 cloves garlic, minced', 2)).toBe('4–6 cloves garlic, minced');
  });

  it('keeps a container size and scales the count', () => {
    expect(scaled('1 (14-ounce) can coconut milk', 2)).toBe('2 (14-ounce) cans coconut milk');
  });

  it('turns an article into a number', () => {
    expect(scaled('a pinch of salt', 3)).toBe('3 pinches of salt');
  });

  it('leaves lines without a quantity as they are', () => {
    expect(scaled('salt and pepper to taste', 2)).toBe('salt and pepper to taste');
    expect(scaled('Olive oil, for frying', 3)).toBe('Olive oil, for frying');
  });

  it('marks the rewritten amounts and keeps the rest of the text', () => {
    const view = viewIngredient('2 tbsp olive oil', { factor: 2, system: null });
    expect(view.segments).toEqual([
      { text: '4 tbsp', isAmount: true },
      { text: ' olive oil', isAmount: false },
    ]);
  });
});

describe('viewIngredient: converting', () => {
  it('converts a measure to the chosen system', () => {
    expect(inSystem('8 oz cream cheese', 'metric')).toBe('225 g cream cheese');
    expect(inSystem('480 ml milk', 'us')).toBe('2 cups milk');
    expect(inSystem('1 cup milk', 'metric', 2)).toBe('480 ml milk');
  });

  it('uses the food table for flour and sugar, marked approximate', () => {
    const view = viewIngredient('2 cups all-purpose flour', { factor: 1, system: 'metric' });
    expect(view.text).toBe('~250 g all-purpose flour');
    expect(view.isApproximate).toBe(true);
  });

  it('keeps spoons and counts, and lines that already say both systems', () => {
    expect(inSystem('2 tbsp soy sauce', 'metric')).toBe('2 tbsp soy sauce');
    expect(inSystem('3 eggs', 'us')).toBe('3 eggs');
    expect(inSystem('150g/5½oz plain flour', 'us', 2)).toBe('300g/11oz plain flour');
  });
});
