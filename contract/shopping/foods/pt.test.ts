// Portuguese foods (Brazilian names first) find their aisle, including names that put the food
// first ("suco de laranja") and form words after the food ("ervilha congelada").
import { describe, expect, it } from 'vitest';
import { sectionOf } from '../sections';

describe('Portuguese foods by aisle', () => {
  it.each([
    ['cebolas', 'produce'],
    ['limões', 'produce'],
    ['mandioca', 'produce'],
    ['salsinha', 'produce'],
    ['requeijão', 'dairy'],
    ['ovos', 'dairy'],
    ['queijo ralado', 'dairy'],
    ['peito de frango', 'meat_fish'],
    ['camarões', 'meat_fish'],
    ['pão francês', 'bakery'],
    ['azeite de oliva', 'pantry'],
    ['feijão preto', 'pantry'],
    ['leite condensado', 'pantry'],
    ['pimenta-do-reino', 'spices'],
    ['sorvete', 'frozen'],
    ['suco de laranja', 'drinks'],
    ['guaraná', 'drinks'],
    ['papel higiênico', 'household'],
  ] as const)('%s is in %s', (food, section) => {
    expect(sectionOf(food)).toBe(section);
  });

  it('applies a form word written after the food', () => {
    expect(sectionOf('ervilha congelada')).toBe('frozen');
    expect(sectionOf('orégano seco')).toBe('spices');
    expect(sectionOf('gengibre em pó')).toBe('spices');
    expect(sectionOf('atum em lata')).toBe('pantry');
  });

  it('keeps words that mean another food in another language out', () => {
    expect(sectionOf('salsa')).toBe('pantry');
    expect(sectionOf('cacao')).toBe('pantry');
  });
});
