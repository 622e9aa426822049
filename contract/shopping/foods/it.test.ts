// Italian foods find their aisle, plurals in -i and -e included, names that put the food first
// ("succo di limone"), elided words ("spicchio d'aglio") and form words after the food.
import { describe, expect, it } from 'vitest';
import { sectionOf } from '../sections';

describe('Italian foods by aisle', () => {
  it.each([
    ['pomodori', 'produce'],
    ['cipolle rosse', 'produce'],
    ['zucchine', 'produce'],
    ['basilico', 'produce'],
    ['latte intero', 'dairy'],
    ['uova', 'dairy'],
    ['parmigiano reggiano', 'dairy'],
    ['petto di pollo', 'meat_fish'],
    ['vongole', 'meat_fish'],
    ['pane casereccio', 'bakery'],
    ["olio extravergine d'oliva", 'pantry'],
    ['pomodori pelati', 'pantry'],
    ['farina 00', 'pantry'],
    ['noce moscata', 'spices'],
    ['sale grosso', 'spices'],
    ['gelato', 'frozen'],
    ['succo di mela', 'drinks'],
    ['vino rosso', 'drinks'],
    ['carta igienica', 'household'],
  ] as const)('%s is in %s', (food, section) => {
    expect(sectionOf(food)).toBe(section);
  });

  it('reads elided words and forms after the food', () => {
    expect(sectionOf("spicchio d'aglio")).toBe('produce');
    expect(sectionOf('piselli surgelati')).toBe('frozen');
    expect(sectionOf('tonno in scatola')).toBe('pantry');
    expect(sectionOf('origano secco')).toBe('spices');
  });
});
