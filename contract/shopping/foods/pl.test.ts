import { describe, expect, it } from 'vitest';
import { foodKey, sectionOf, type StoreSection } from '../sections';

describe('Polish foods by aisle', () => {
  it.each<[string, StoreSection]>([
    ['cebula', 'produce'],
    ['cebule', 'produce'],
    ['ziemniaków', 'produce'],
    ['pomidorów', 'produce'],
    ['natki pietruszki', 'produce'],
    ['czosnku', 'produce'],
    ['mleka', 'dairy'],
    ['masła', 'dairy'],
    ['jajka', 'dairy'],
    ['sera żółtego', 'dairy'],
    ['śmietany 18%', 'dairy'],
    ['pierś z kurczaka', 'meat_fish'],
    ['łososia', 'meat_fish'],
    ['boczku', 'meat_fish'],
    ['chleb żytni', 'bakery'],
    ['mąki pszennej', 'pantry'],
    ['oliwy z oliwek', 'pantry'],
    ['cukru pudru', 'pantry'],
    ['ryżu', 'pantry'],
    ['soli', 'spices'],
    ['papryka słodka', 'spices'],
    ['cynamonu', 'spices'],
    ['lody', 'frozen'],
    ['ciasto francuskie', 'frozen'],
    ['wody', 'drinks'],
    ['piwo', 'drinks'],
    ['papier toaletowy', 'household'],
    ['mąka', 'pantry'],
    ['maki', 'pantry'],
  ])('%s → %s', (food, section) => {
    expect(sectionOf(food)).toBe(section);
  });

  it('names a food by its first noun: of two phrases of one length the first decides', () => {
    expect(sectionOf('sok pomarańczowy')).toBe('drinks');
    expect(sectionOf('bulion z kurczaka')).toBe('pantry');
    expect(sectionOf('filet z kurczaka')).toBe('meat_fish');
    expect(sectionOf('masło orzechowe')).toBe('pantry');
    expect(sectionOf('mleko kokosowe')).toBe('pantry');
  });

  it('reads a form word before or after the food', () => {
    expect(sectionOf('mrożony szpinak')).toBe('frozen');
    expect(sectionOf('szpinak mrożony')).toBe('frozen');
    expect(sectionOf('groszek mrożony')).toBe('frozen');
    expect(sectionOf('morele suszone')).toBe('pantry');
    expect(sectionOf('suszony tymianek')).toBe('spices');
    expect(sectionOf('tymianek suszony')).toBe('spices');
    expect(sectionOf('kukurydza konserwowa')).toBe('pantry');
  });

  it('keeps English food names where they were', () => {
    expect(sectionOf('frozen peas')).toBe('frozen');
    expect(sectionOf('orange juice')).toBe('drinks');
    expect(sectionOf('chicken stock')).toBe('pantry');
    expect(sectionOf('club soda')).toBe('drinks');
  });

  it('merges a food written with and without Polish letters', () => {
    expect(foodKey('Mąka')).toBe(foodKey('maka'));
  });
});
