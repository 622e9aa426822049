import { describe, expect, it } from 'vitest';
import {
  ENGLISH,
  buildUnitIndex,
  parseIngredient,
  wordSet,
  wordValues,
  type ParsedIngredient,
  type Vocabulary,
} from './index';

type Expected = Partial<Omit<ParsedIngredient, 'amounts'>>;

function check(cases: Array<[string, Expected]>) {
  it.each(cases)('%s', (line, expected) => {
    const parsed = parseIngredient(line);
    const { amounts: _amounts, ...fields } = parsed;
    expect(fields).toMatchObject(expected);
  });
}

describe('parseIngredient: quantities', () => {
  check([
    ['1 1/2 cups bread flour', { quantity: 1.5, unit: 'cup', name: 'bread flour' }],
    ['½ tsp smoked paprika', { quantity: 0.5, unit: 'teaspoon', name: 'smoked paprika' }],
    ['2–3 tbsp runny honey', { quantity: 2, quantityMax: 3, unit: 'tablespoon' }],
    ['2 to 3 tablespoons water', { quantity: 2, quantityMax: 3, unit: 'tablespoon' }],
    ['1 or 2 red chillies', { quantity: 1, quantityMax: 2, unit: null, name: 'red chillies' }],
    ['100g-125g icing sugar', { quantity: 100, quantityMax: 125, unit: 'gram' }],
    ['Three large eggs', { quantity: 3, unit: null, name: 'eggs', size: 'large' }],
    ['half a cucumber, diced', { quantity: 0.5, name: 'cucumber', preparation: 'diced' }],
    ['a pinch of salt', { quantity: 1, unit: 'pinch', name: 'salt' }],
    ['an onion, sliced', { quantity: 1, unit: null, name: 'onion', preparation: 'sliced' }],
    ['About 2 cups stock', { quantity: 2, unit: 'cup', name: 'stock' }],
    ['Scant ½ cup cream', { quantity: 0.5, unit: 'cup', name: 'cream' }],
    ['a couple of bay leaves', { quantity: 2, unit: null, name: 'bay leaves' }],
    ['2 dozen clams, scrubbed', { quantity: 2, unit: 'dozen', name: 'clams' }],
    ['salt and pepper to taste', { quantity: null, unit: null, name: 'salt and pepper' }],
  ]);
});

describe('parseIngredient: units', () => {
  check([
    ['1 T butter', { quantity: 1, unit: 'tablespoon', name: 'butter' }],
    ['1 t salt', { quantity: 1, unit: 'teaspoon', name: 'salt' }],
    ['2 Tbsp. maple syrup', { quantity: 2, unit: 'tablespoon', name: 'maple syrup' }],
    ['3 c. rolled oats', { quantity: 3, unit: 'cup', name: 'rolled oats' }],
    ['10g fresh yeast', { quantity: 10, unit: 'gram', name: 'fresh yeast' }],
    ['150ml single cream', { quantity: 150, unit: 'millilitre', name: 'single cream' }],
    ['1.2 litres fish stock', { quantity: 1.2, unit: 'litre', name: 'fish stock' }],
    ['4 fl oz dark rum', { quantity: 4, unit: 'fluid ounce', name: 'dark rum' }],
    ['2 heaped tbsp cocoa', { quantity: 2, unit: 'tablespoon', name: 'cocoa' }],
    ['1 large tin plum tomatoes', { quantity: 1, unit: 'tin', name: 'plum tomatoes' }],
    ['6 rashers back bacon', { quantity: 6, unit: 'rasher', name: 'back bacon' }],
    ['3 cloves of garlic', { quantity: 3, unit: 'clove', name: 'garlic' }],
    ['2 garlic cloves, bashed', { quantity: 2, unit: 'clove', name: 'garlic' }],
    ['3 celery sticks, sliced', { quantity: 3, unit: 'stick', name: 'celery' }],
    ['2 cinnamon sticks', { quantity: 2, unit: null, name: 'cinnamon sticks' }],
    ['6 whole cloves', { quantity: 6, unit: null, name: 'whole cloves' }],
    ['small handful of chives', { quantity: null, unit: 'handful', name: 'chives' }],
    ['Pinch of nutmeg', { quantity: null, unit: 'pinch', name: 'nutmeg' }],
    ['a few thyme sprigs', { quantity: null, unit: 'sprig', name: 'thyme' }],
    ['Cake flour, for dusting', { unit: null, name: 'Cake flour', purpose: 'for dusting' }],
  ]);
});

describe('parseIngredient: amounts that restate or extend the first', () => {
  check([
    ['200g/7oz caster sugar', { quantity: 200, unit: 'gram', name: 'caster sugar' }],
    ['1 cup (240 ml) oat milk', { quantity: 1, unit: 'cup', name: 'oat milk', comment: null }],
    ['1 lb 2 oz pork shoulder', { quantity: 1, unit: 'pound', name: 'pork shoulder' }],
    ['2 cups plus 2 tablespoons milk', { quantity: 2, unit: 'cup', name: 'milk' }],
    ['¾ cup + 2 tbsp sugar', { quantity: 0.75, unit: 'cup', name: 'sugar' }],
    ['1 (14.5-ounce) can fire-roasted tomatoes', { quantity: 1, unit: 'can' }],
    ['One 15-ounce can black beans, rinsed', { quantity: 1, unit: 'can', name: 'black beans' }],
    ['2 x 400g tins chickpeas, drained', { quantity: 2, unit: 'tin', name: 'chickpeas' }],
    ['400g can butter beans', { quantity: 400, unit: 'gram', name: 'butter beans' }],
    ['2-pound pork shoulder', { quantity: 2, unit: 'pound', name: 'pork shoulder' }],
    ['4 (6-ounce) cod fillets', { quantity: 4, unit: null, name: 'cod fillets' }],
    ['Sugar, 7 ounces', { quantity: 7, unit: 'ounce', name: 'Sugar' }],
  ]);

  it('keeps every amount with its role and offsets', () => {
    const line = '1 kg/2 lb 4 oz floury potatoes';
    const { amounts } = parseIngredient(line);
    expect(amounts.map((a) => [a.role, a.quantity, a.unit])).toEqual([
      ['primary', 1, 'kilogram'],
      ['alternative', 2, 'pound'],
      ['addition', 4, 'ounce'],
    ]);
    expect(amounts.map((a) => line.slice(a.start, a.end))).toEqual(['1 kg', '2 lb', '4 oz']);
  });

  it('marks a container size so scaling can leave it alone', () => {
    const line = '2 (15 oz) cans chickpeas';
    const [primary, size] = parseIngredient(line).amounts;
    expect(primary).toMatchObject({ role: 'primary', quantity: 2, unit: 'can' });
    expect(size).toMatchObject({ role: 'size', quantity: 15, unit: 'ounce' });
    expect(line.slice(primary!.quantityStart!, primary!.quantityEnd!)).toBe('2');
    expect(line.slice(primary!.unitStart!, primary!.unitEnd!)).toBe('cans');
  });

  it('gives the offsets a scaled line is re-rendered with', () => {
    const line = '2 large onions, finely chopped (about 300 g)';
    const parsed = parseIngredient(line);
    expect(parsed).toMatchObject({
      quantity: 2,
      name: 'onions',
      size: 'large',
      preparation: 'finely chopped',
      comment: 'about 300 g',
    });
    const scaled = `4${line.slice(parsed.amountEnd!)}`;
    expect(scaled).toBe('4 large onions, finely chopped (about 300 g)');
    expect(line.slice(parsed.nameStart!, parsed.nameEnd!)).toBe('onions');
    expect(parsed.amounts[1]).toMatchObject({ role: 'alternative', quantity: 300, unit: 'gram' });
  });
});

describe('parseIngredient: name, size, preparation, comment, purpose', () => {
  check([
    ['3 large eggs, beaten', { name: 'eggs', size: 'large', preparation: 'beaten' }],
    ['2 tbsp finely chopped parsley', { name: 'parsley', preparation: 'finely chopped' }],
    ['4 tbsp melted butter', { name: 'butter', preparation: 'melted' }],
    ['1 tsp ground cumin', { name: 'ground cumin', preparation: null }],
    ['freshly ground black pepper', { name: 'black pepper', preparation: 'freshly ground' }],
    ['salt and freshly ground pepper', { name: 'salt and pepper' }],
    ['1 can chopped tomatoes', { unit: 'can', name: 'chopped tomatoes' }],
    ['1 cup canned diced tomatoes', { name: 'canned diced tomatoes' }],
    ['juice of 1 lemon', { quantity: 1, name: 'lemon', preparation: 'juice of' }],
    ['zest and juice 1 lime', { quantity: 1, name: 'lime', preparation: 'zest and juice' }],
    ['Olive oil, for frying', { quantity: null, name: 'Olive oil', purpose: 'for frying' }],
    ['chopped chives, to garnish', { name: 'chives', purpose: 'to garnish' }],
    ['Salt, to taste', { name: 'Salt', comment: 'to taste', purpose: null }],
    ['Icing sugar for dusting', { name: 'Icing sugar', purpose: 'for dusting' }],
    ['50g butter, softened, plus extra for greasing', { name: 'butter', preparation: 'softened' }],
    ['1 tsp vanilla (optional)', { name: 'vanilla', comment: 'optional' }],
    ['2 tbsp dry sherry, such as fino', { name: 'dry sherry', comment: 'such as fino' }],
    ['1 onion, or 2 shallots', { name: 'onion', comment: 'or 2 shallots' }],
    ['1/2 tsp salt, or more to taste', { name: 'salt', comment: 'or more to taste' }],
    ['2 eggs, at room temperature', { name: 'eggs', comment: 'at room temperature' }],
    ['rapeseed or sunflower oil', { name: 'rapeseed or sunflower oil' }],
    ['1 fresh or thawed duck', { name: 'fresh or thawed duck', preparation: null }],
    ['1 ball mozzarella, torn', { unit: 'ball', name: 'mozzarella', preparation: 'torn' }],
    ['Crackers, toast, or flatbread, to serve', { name: 'Crackers, toast, or flatbread' }],
    ['1 lb boneless, skinless chicken thighs', { name: 'boneless skinless chicken thighs' }],
    ['1 large, ripe mango, peeled', { name: 'ripe mango', size: 'large' }],
    ['1 large or 2 small leeks', { quantity: 1, name: 'leeks', size: 'large' }],
    ['2 plum (Roma) tomatoes', { name: 'plum Roma tomatoes' }],
    [
      'lemon slices dipped in sugar',
      { unit: 'slice', name: 'lemon', preparation: 'dipped in sugar' },
    ],
    ['Optional: 1 cup walnuts', { quantity: 1, unit: 'cup', name: 'walnuts', comment: 'Optional' }],
    ['2 carrots - peeled and grated', { name: 'carrots', preparation: 'peeled and grated' }],
    ['8 slices of bacon, cut into strips', { unit: 'slice', name: 'bacon' }],
    ['2 tbsp olive oil, divided', { name: 'olive oil', preparation: 'divided' }],
  ]);
});

describe('parseIngredient: lines as different sites write them', () => {
  check([
    ['1 (14.5-ounce) can diced tomatoes, undrained', { quantity: 1, unit: 'can' }],
    ['2-3 cloves garlic, minced', { quantity: 2, quantityMax: 3, unit: 'clove', name: 'garlic' }],
    ['1 cup (2 sticks) unsalted butter, softened', { unit: 'cup', name: 'unsalted butter' }],
    ['▢ 2 cups broccoli florets', { quantity: 2, unit: 'cup', name: 'broccoli florets' }],
    ['- 1 tsp baking soda', { quantity: 1, unit: 'teaspoon', name: 'baking soda' }],
    ['1 x 20cm pre-baked pastry case', { quantity: 1, unit: null, name: 'pre-baked pastry case' }],
    ['250g punnet strawberries, hulled', { quantity: 250, unit: 'gram', name: 'strawberries' }],
    ['1 thumb-sized piece ginger, grated', { quantity: 1, unit: 'piece', name: 'ginger' }],
    ['2.5cm piece ginger, grated', { quantity: 2.5, unit: 'centimetre', name: 'ginger' }],
    ['1 tsp haldi (turmeric powder)', { unit: 'teaspoon', name: 'haldi' }],
    ['12 oz. bag frozen peas', { quantity: 12, unit: 'ounce', name: 'frozen peas' }],
    ['2 medium carrots, peeled and diced', { name: 'carrots', size: 'medium' }],
    ['Kosher salt and black pepper', { quantity: null, name: 'Kosher salt and black pepper' }],
    ['1/4 cup packed light brown sugar', { quantity: 0.25, name: 'light brown sugar' }],
    ['2 cups cooked white rice, for serving', { name: 'white rice', preparation: 'cooked' }],
  ]);
});

describe('parseIngredient: any text', () => {
  it.each(['', '   ', '()', '(', '1/0', '½-inch', 'or or or', '1 (14-ounce', '((((1 cup'])(
    'reads %j without throwing',
    (line) => {
      const parsed = parseIngredient(line);
      for (const amount of parsed.amounts) {
        expect(amount.start).toBeGreaterThanOrEqual(0);
        expect(amount.end).toBeLessThanOrEqual(line.length);
      }
    },
  );

  it('falls back to English for a language without a vocabulary', () => {
    expect(parseIngredient('2 cups milk', { language: 'xx' })).toMatchObject({ unit: 'cup' });
  });
});

describe('parseIngredient: other languages', () => {
  // A few German words, to show that a language is a vocabulary and a unit table, not new rules.
  const units = buildUnitIndex([
    {
      name: 'gram',
      kind: 'mass',
      words: ['gramm'],
      abbreviations: ['g'],
    },
    {
      name: 'tablespoon',
      kind: 'volume',
      words: ['esslöffel'],
      abbreviations: ['el'],
    },
    { name: 'pinch', kind: 'count', words: ['prise', 'prisen'] },
  ]);
  const german: Vocabulary = {
    ...ENGLISH,
    language: 'de',
    units,
    numberWords: wordValues('eins=1 zwei=2 drei=3'),
    articles: wordSet('ein eine einen'),
    ofWords: wordSet(''),
    sizeWords: wordSet('groß große großer kleine kleiner'),
    preparationWords: wordSet('gehackt gehackte geschält geschälte'),
    preparationAdverbs: wordSet('fein grob'),
    purposeWords: wordSet('zum für'),
    commentWords: wordSet('optional etwa'),
  };

  it.each<[string, Expected]>([
    ['500 g Mehl', { quantity: 500, unit: 'gram', name: 'Mehl' }],
    ['2 EL Olivenöl', { quantity: 2, unit: 'tablespoon', name: 'Olivenöl' }],
    ['eine Prise Salz', { quantity: 1, unit: 'pinch', name: 'Salz' }],
    [
      '2 große Zwiebeln, fein gehackt',
      { name: 'Zwiebeln', size: 'große', preparation: 'fein gehackt' },
    ],
    ['Butter zum Braten', { name: 'Butter', purpose: 'zum Braten' }],
  ])('%s', (line, expected) => {
    expect(parseIngredient(line, { vocabulary: german })).toMatchObject(expected);
  });
});
