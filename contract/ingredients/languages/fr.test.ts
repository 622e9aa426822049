// French ingredient lines as the parser reads them, which language readIngredient picks for
// them, and how scaling rewrites their amounts.
import { describe, expect, it } from 'vitest';
import { viewIngredient } from '../../kitchen/scale';
import { parseIngredient, readIngredient, type ParsedIngredient } from '../index';

type Expected = Partial<Omit<ParsedIngredient, 'amounts'>>;

const LINES: Array<[string, Expected]> = [
  ['200 g de farine', { quantity: 200, unit: 'gram', name: 'farine' }],
  ["2 c. à soupe d'huile d'olive", { quantity: 2, unit: 'tablespoon', name: "huile d'olive" }],
  ['1 c.à.s. de sucre', { quantity: 1, unit: 'tablespoon', name: 'sucre' }],
  ['1 cuillère à café de sel', { quantity: 1, unit: 'teaspoon', name: 'sel' }],
  ["1 gousse d'ail hachée", { quantity: 1, unit: 'clove', name: 'ail', preparation: 'hachée' }],
  ['3 œufs moyens', { quantity: 3, unit: null, name: 'œufs', size: 'moyens' }],
  [
    'sel et poivre au goût',
    { quantity: null, unit: null, name: 'sel et poivre', comment: 'au goût' },
  ],
  ['1 pincée de sel', { quantity: 1, unit: 'pinch', name: 'sel' }],
  [
    '1 oignon finement haché',
    { quantity: 1, unit: null, name: 'oignon', preparation: 'finement haché' },
  ],
  ['2 oignons émincés', { quantity: 2, unit: null, name: 'oignons', preparation: 'émincés' }],
  [
    '1 boîte de tomates concassées (400 g)',
    { quantity: 1, unit: 'can', name: 'tomates', preparation: 'concassées' },
  ],
  ['25 cl de crème fraîche', { quantity: 25, unit: 'centilitre', name: 'crème fraîche' }],
  ['1 sachet de levure chimique', { quantity: 1, unit: 'sachet', name: 'levure chimique' }],
  ['une noix de beurre', { quantity: 1, unit: 'knob', name: 'beurre' }],
  ["1 filet d'huile d'olive", { quantity: 1, unit: 'drizzle', name: "huile d'olive" }],
  ['quelques feuilles de basilic', { quantity: null, unit: 'leaf', name: 'basilic' }],
  ['un peu de persil', { quantity: null, unit: null, name: 'persil', comment: 'un peu de' }],
  [
    'huile pour la friture',
    { quantity: null, unit: null, name: 'huile', purpose: 'pour la friture' },
  ],
  [
    '1 kg de pommes de terre, pelées et coupées en dés',
    {
      quantity: 1,
      unit: 'kilogram',
      name: 'pommes de terre',
      preparation: 'pelées et coupées en dés',
    },
  ],
  ['1/2 citron', { quantity: 0.5, unit: null, name: 'citron' }],
  ['2 à 3 branches de thym', { quantity: 2, quantityMax: 3, unit: 'stalk', name: 'thym' }],
  ['1 c. à soupe rase de maïzena', { quantity: 1, unit: 'tablespoon', name: 'maïzena' }],
  ['jus de 1 citron', { quantity: 1, unit: null, name: 'citron', preparation: 'jus de' }],
  ['100 g de lardons fumés', { quantity: 100, unit: 'gram', name: 'lardons fumés' }],
  ['4 filets de cabillaud', { quantity: 4, unit: 'fillet', name: 'cabillaud' }],
  ['1 petit oignon rouge', { quantity: 1, unit: null, name: 'oignon rouge', size: 'petit' }],
  [
    '2 carottes coupées en rondelles',
    { quantity: 2, unit: null, name: 'carottes', preparation: 'coupées en rondelles' },
  ],
  [
    '1 bouquet de persil plat, ciselé',
    { quantity: 1, unit: 'bunch', name: 'persil plat', preparation: 'ciselé' },
  ],
  ['1 pâte brisée', { quantity: 1, unit: null, name: 'pâte brisée' }],
  [
    '150 g de beurre mou, coupé en morceaux',
    { quantity: 150, unit: 'gram', name: 'beurre mou', preparation: 'coupé en morceaux' },
  ],
  [
    'beurre pour le moule',
    { quantity: null, unit: null, name: 'beurre', purpose: 'pour le moule' },
  ],
  ["3 jaunes d'œufs", { quantity: 3, unit: null, name: "jaunes d'œufs" }],
  ["1,5 l d'eau", { quantity: 1.5, unit: 'litre', name: 'eau' }],
  [
    'environ 500 g de bœuf haché',
    { quantity: 500, unit: 'gram', name: 'bœuf', preparation: 'haché' },
  ],
  ['2 tasses de farine', { quantity: 2, unit: 'cup', name: 'farine' }],
  ['1 pot de yaourt nature', { quantity: 1, unit: 'pot', name: 'yaourt nature' }],
  [
    '2 à 3 c. à café de cannelle moulue',
    { quantity: 2, quantityMax: 3, unit: 'teaspoon', name: 'cannelle moulue' },
  ],
  ['1 cuillère à soupe bombée de farine', { quantity: 1, unit: 'tablespoon', name: 'farine' }],
  ['4 tranches de jambon', { quantity: 4, unit: 'slice', name: 'jambon' }],
  ['1 bouquet garni', { quantity: 1, unit: null, name: 'bouquet garni' }],
  ['200 g de petits pois', { quantity: 200, unit: 'gram', name: 'petits pois' }],
  ['une bonne pincée de sel', { quantity: 1, unit: 'pinch', name: 'sel' }],
  ["le zeste d'un citron", { quantity: 1, unit: null, name: 'citron', preparation: "le zeste d'" }],
  ["le jus d'1/2 citron", { quantity: 0.5, unit: null, name: 'citron', preparation: "le jus d'" }],
  [
    '2 carottes en rondelles',
    { quantity: 2, unit: null, name: 'carottes', preparation: 'en rondelles' },
  ],
  [
    '3 cuillères à soupe de sucre en poudre',
    { quantity: 3, unit: 'tablespoon', name: 'sucre en poudre' },
  ],
];

describe('French lines', () => {
  it.each(LINES)('%s', (line, expected) => {
    const { amounts: _amounts, ...fields } = parseIngredient(line, { language: 'fr' });
    expect(fields).toMatchObject(expected);
  });
});

describe('readIngredient reads French lines as French', () => {
  it.each(LINES.map(([line]) => line))('%s', (line) => {
    const french = parseIngredient(line, { language: 'fr' });
    expect(readIngredient(line, [])).toEqual(french);
    expect(readIngredient(line, ['en'])).toEqual(french);
    expect(readIngredient(line, ['fr'])).toEqual(french);
  });
});

describe('scaling French lines', () => {
  it.each([
    ['200 g de farine', '400 g de farine'],
    ["1 gousse d'ail hachée", "2 gousses d'ail hachée"],
    ["1 c. à soupe d'huile d'olive", "2 c. à soupe d'huile d'olive"],
    ['1 cuillère à soupe de sucre', '2 cuillères à soupe de sucre'],
    ['1 pincée de sel', '2 pincées de sel'],
    ['3 œufs moyens', '6 œufs moyens'],
    ['1/2 citron', '1 citron'],
  ])('%s doubled is %s', (line, doubled) => {
    expect(viewIngredient(line, { factor: 2, system: null }).text).toBe(doubled);
  });
});
