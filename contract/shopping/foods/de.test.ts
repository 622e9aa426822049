// German foods find their aisle (de.ts), by whole phrase or, for a compound the table does not
// hold, by the table word it ends in (sections.ts).
import { describe, expect, it } from 'vitest';
import { sectionOf } from '../sections';

describe('German foods by aisle', () => {
  it.each([
    ['Zwiebeln', 'produce'],
    ['Kartoffeln', 'produce'],
    ['Petersilie', 'produce'],
    ['Knoblauch', 'produce'],
    ['Sahne', 'dairy'],
    ['Eier', 'dairy'],
    ['Hackfleisch', 'meat_fish'],
    ['Lachsfilet', 'meat_fish'],
    ['Brötchen', 'bakery'],
    ['Mehl', 'pantry'],
    ['Olivenöl', 'pantry'],
    ['Kokosmilch', 'pantry'],
    ['Erdnussbutter', 'pantry'],
    ['Zimt', 'spices'],
    ['Lorbeerblätter', 'spices'],
    ['Blätterteig', 'frozen'],
    ['Weißwein', 'drinks'],
    ['Spülmittel', 'household'],
  ] as const)('%s → %s', (food, section) => {
    expect(sectionOf(food)).toBe(section);
  });

  it.each([
    ['tiefgekühlte Himbeeren', 'frozen'],
    ['TK-Erbsen', 'frozen'],
    ['getrockneter Thymian', 'spices'],
    ['getrocknete Aprikosen', 'pantry'],
    ['gemahlener Ingwer', 'spices'],
  ] as const)('a form word decides: %s → %s', (food, section) => {
    expect(sectionOf(food)).toBe(section);
  });

  it.each([
    ['Schlagsahne', 'dairy'],
    ['Räucherlachs', 'meat_fish'],
    ['Rinderhackfleisch', 'meat_fish'],
    ['Kartoffelchips', 'pantry'],
    ['Bergkäse', 'dairy'],
    ['Kirschtomaten', 'produce'],
    ['Tiefkühlerbsen', 'frozen'],
  ] as const)('a compound is read by its last part: %s → %s', (food, section) => {
    expect(sectionOf(food)).toBe(section);
  });

  it('reads a compound only when no phrase matches whole', () => {
    // "Kokosmilch" is listed (pantry), though it ends in "Milch" (dairy)
    expect(sectionOf('Kokosmilch')).toBe('pantry');
    expect(sectionOf('coconut milk')).toBe('pantry');
    // a compound's last part needs a few letters before it, and is a word of three or more
    expect(sectionOf('Xyz')).toBe('other');
  });
});
