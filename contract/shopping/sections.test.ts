import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foodForCount, foodKey, isStoreSection, pluralOf, sectionOf, singularOf } from './sections';

describe('foodKey', () => {
  it.each([
    ['Tomatoes', 'tomato'],
    ['potatoes', 'potato'],
    ['berries', 'berry'],
    ['Blueberries', 'blueberry'],
    ['bay leaves', 'bay leaf'],
    ['loaves', 'loaf'],
    ['halves', 'half'],
    ['peaches', 'peach'],
    ['radishes', 'radish'],
    ['eggs', 'egg'],
    ['peas', 'pea'],
    ['olives', 'olive'],
    ['chives', 'chive'],
    ['cloves', 'clove'],
    ['cookies', 'cookie'],
    ['pies', 'pie'],
    ['cheeses', 'cheese'],
  ])('makes the last word singular: %s → %s', (food, key) => {
    expect(foodKey(food)).toBe(key);
  });

  it.each(['asparagus', 'hummus', 'couscous', 'citrus', 'swiss', 'molasses', 'gas', 'fish'])(
    'keeps %s, singular already',
    (food) => {
      expect(foodKey(food)).toBe(food);
    },
  );

  it('lower-cases, trims, collapses spaces, drops punctuation and accents', () => {
    expect(foodKey('  Cherry   Tomatoes, ')).toBe('cherry tomato');
    expect(foodKey("Confectioners' Sugar")).toBe('confectioners sugar');
    expect(foodKey('Crème  Fraîche')).toBe('creme fraiche');
    expect(foodKey('half-and-half')).toBe('half and half');
    expect(foodKey('sun-dried tomatoes')).toBe('sun dried tomato');
    expect(foodKey('!!!')).toBe('');
  });

  it('only the last word is made singular', () => {
    expect(foodKey('brussels sprouts')).toBe('brussels sprout');
  });

  it('is stable: a key is its own key', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (food) => {
        expect(foodKey(foodKey(food))).toBe(foodKey(food));
      }),
    );
  });
});

describe('sectionOf', () => {
  it.each([
    ['frozen peas', 'frozen'],
    ['peas', 'produce'],
    ['coconut milk', 'pantry'],
    ['milk', 'dairy'],
    ['chicken stock', 'pantry'],
    ['beef broth', 'pantry'],
    ['chicken breasts', 'meat_fish'],
    ['boneless skinless chicken thighs', 'meat_fish'],
    ['salmon fillets', 'meat_fish'],
    ['tomatoes', 'produce'],
    ['cherry tomatoes', 'produce'],
    ['canned tomatoes', 'pantry'],
    ['sun-dried tomatoes', 'pantry'],
    ['tomato paste', 'pantry'],
    ['basil', 'produce'],
    ['fresh basil', 'produce'],
    ['dried oregano', 'spices'],
    ['ginger', 'produce'],
    ['ground ginger', 'spices'],
    ['dried apricots', 'pantry'],
    ['ground beef', 'meat_fish'],
    ['ground cumin', 'spices'],
    ['garlic powder', 'spices'],
    ['garlic', 'produce'],
    ['black pepper', 'spices'],
    ['red bell pepper', 'produce'],
    ['red pepper flakes', 'spices'],
    ['extra virgin olive oil', 'pantry'],
    ['peanut butter', 'pantry'],
    ['unsalted butter', 'dairy'],
    ['large eggs', 'dairy'],
    ['egg noodles', 'pantry'],
    ['cream cheese', 'dairy'],
    ['ice cream', 'frozen'],
    ['vanilla ice cream', 'frozen'],
    ['sourdough bread', 'bakery'],
    ['bread flour', 'pantry'],
    ['panko breadcrumbs', 'pantry'],
    ['baking soda', 'pantry'],
    ['club soda', 'drinks'],
    ['orange juice', 'drinks'],
    ['lemon juice', 'produce'],
    ['dry white wine', 'drinks'],
    ['apple cider vinegar', 'pantry'],
    ['green beans', 'produce'],
    ['black beans', 'pantry'],
    ['asparagus', 'produce'],
    ['hummus', 'dairy'],
    ['couscous', 'pantry'],
    ['bay leaves', 'spices'],
    ['paper towels', 'household'],
    ['dish soap', 'household'],
    ['Crème fraîche', 'dairy'],
    ['frozen dumplings', 'frozen'],
    ['unobtainium', 'other'],
    ['', 'other'],
  ] as const)('%s → %s', (food, section) => {
    expect(sectionOf(food)).toBe(section);
  });

  it('a remembered correction for the food wins, whatever its spelling', () => {
    expect(sectionOf('Tomatoes', { tomato: 'pantry' })).toBe('pantry');
    expect(sectionOf('tomato', { tomato: 'pantry' })).toBe('pantry');
    expect(sectionOf('potatoes', { tomato: 'pantry' })).toBe('produce');
  });

  it('ignores remembered values that are not sections, and inherited keys', () => {
    const stored = JSON.parse('{"tomato":"aisle 9","milk":3}') as Record<string, never>;
    expect(sectionOf('tomatoes', stored)).toBe('produce');
    expect(sectionOf('milk', stored)).toBe('dairy');
    expect(sectionOf('constructor', {})).toBe('other');
    expect(sectionOf('__proto__', {})).toBe('other');
  });

  it('always answers a section', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (food) => {
        expect(isStoreSection(sectionOf(food))).toBe(true);
      }),
    );
  });
});

describe('pluralOf and foodForCount', () => {
  it.each([
    ['onion', 'onions'],
    ['tomato', 'tomatoes'],
    ['avocado', 'avocados'],
    ['berry', 'berries'],
    ['key', 'keys'],
    ['leaf', 'leaves'],
    ['peach', 'peaches'],
    ['box', 'boxes'],
    ['asparagus', 'asparagus'],
  ])('%s → %s', (word, plural) => {
    expect(pluralOf(word)).toBe(plural);
  });

  it('is undone by singularOf for the plurals it makes', () => {
    for (const word of ['onion', 'tomato', 'berry', 'leaf', 'peach', 'lime', 'egg', 'clove']) {
      expect(singularOf(pluralOf(word))).toBe(word);
    }
  });

  it('makes the last word agree with the count', () => {
    expect(foodForCount('red onion', 2)).toBe('red onions');
    expect(foodForCount('eggs', 1)).toBe('egg');
    expect(foodForCount('lemons', 0.5)).toBe('lemon');
    expect(foodForCount('potatoes', 3)).toBe('potatoes');
    // Capitalized or punctuated names are kept as written.
    expect(foodForCount('Eggs', 1)).toBe('Eggs');
    expect(foodForCount('eggs (large)', 1)).toBe('eggs (large)');
  });

  it('keeps words of other languages, whose plurals are not English ones', () => {
    expect(foodForCount('uien', 2)).toBe('uien');
    expect(foodForCount('tomater', 3)).toBe('tomater');
    expect(foodForCount('cipolle', 2)).toBe('cipolle');
    expect(foodForCount('citroen', 2)).toBe('citroen');
  });
});
