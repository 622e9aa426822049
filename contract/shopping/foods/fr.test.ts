// French foods find their aisle, including names that put the food first ("jus de citron"),
// elided words ("huile d'olive") and form words after the food ("petits pois surgelés").
import { describe, expect, it } from 'vitest';
import { sectionOf } from '../sections';

describe('French foods by aisle', () => {
  it.each([
    ['Pommes de terre', 'produce'],
    ['poireaux', 'produce'],
    ['Tomates cerises', 'produce'],
    ['gousse d’ail', 'produce'],
    ['basilic', 'produce'],
    ['crème fraîche', 'dairy'],
    ['6 œufs', 'dairy'],
    ['fromage râpé', 'dairy'],
    ['filets de saumon', 'meat_fish'],
    ['lardons fumés', 'meat_fish'],
    ['baguette', 'bakery'],
    ["huile d'olive", 'pantry'],
    ['farine de blé', 'pantry'],
    ['bouillon de poulet', 'pantry'],
    ['lait de coco', 'pantry'],
    ['sel', 'spices'],
    ['noix de muscade', 'spices'],
    ['sorbet', 'frozen'],
    ["jus d'orange", 'drinks'],
    ['vin blanc', 'drinks'],
    ['papier toilette', 'household'],
  ] as const)('%s is in %s', (food, section) => {
    expect(sectionOf(food)).toBe(section);
  });

  it('reads the food before de/d′ as the food ("jus de citron" is the juice, not the lemon)', () => {
    expect(sectionOf("jus d'orange")).toBe('drinks');
    expect(sectionOf('vinaigre de vin')).toBe('pantry');
    expect(sectionOf('bouillon de légumes')).toBe('pantry');
  });

  it('applies a form word written after the food', () => {
    expect(sectionOf('petits pois surgelés')).toBe('frozen');
    expect(sectionOf('haricots verts en conserve')).toBe('pantry');
    expect(sectionOf('thym séché')).toBe('spices');
    expect(sectionOf('gingembre en poudre')).toBe('spices');
    expect(sectionOf('abricots secs')).toBe('pantry');
  });

  it('leaves English words that are French foods to English', () => {
    expect(sectionOf('raisins')).toBe('pantry');
    expect(sectionOf('granola bar')).toBe('pantry');
  });
});
