// Spanish foods find their aisle, including names that put the food first ("zumo de naranja")
// and form words after the food ("guisantes congelados", "ajo en polvo").
import { describe, expect, it } from 'vitest';
import { sectionOf } from '../sections';

describe('Spanish foods by aisle', () => {
  it.each([
    ['cebollas', 'produce'],
    ['limones', 'produce'],
    ['pimientos rojos', 'produce'],
    ['perejil', 'produce'],
    ['leche entera', 'dairy'],
    ['huevos', 'dairy'],
    ['queso rallado', 'dairy'],
    ['pechuga de pollo', 'meat_fish'],
    ['mejillones', 'meat_fish'],
    ['pan de molde', 'bakery'],
    ['aceite de oliva', 'pantry'],
    ['pan rallado', 'pantry'],
    ['garbanzos', 'pantry'],
    ['cacao en polvo', 'pantry'],
    ['pimentón dulce', 'spices'],
    ['helado', 'frozen'],
    ['zumo de naranja', 'drinks'],
    ['cerveza', 'drinks'],
    ['papel higiénico', 'household'],
  ] as const)('%s is in %s', (food, section) => {
    expect(sectionOf(food)).toBe(section);
  });

  it('applies a form word written after the food', () => {
    expect(sectionOf('guisantes congelados')).toBe('frozen');
    expect(sectionOf('ajo en polvo')).toBe('spices');
    expect(sectionOf('orégano seco')).toBe('spices');
    expect(sectionOf('atún en lata')).toBe('pantry');
  });
});
