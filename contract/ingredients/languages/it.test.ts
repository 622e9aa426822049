// Italian ingredient lines as the parser reads them, which language readIngredient picks for
// them, and how scaling rewrites their amounts.
import { describe, expect, it } from 'vitest';
import { viewIngredient } from '../../kitchen/scale';
import { parseIngredient, readIngredient, type ParsedIngredient } from '../index';

type Expected = Partial<Omit<ParsedIngredient, 'amounts'>>;

const LINES: Array<[string, Expected]> = [
  ['1 cucchiaio di olio', { quantity: 1, unit: 'tablespoon', name: 'olio' }],
  [
    "2 cucchiai di olio extravergine d'oliva",
    { quantity: 2, unit: 'tablespoon', name: "olio extravergine d'oliva" },
  ],
  [
    "2 spicchi d'aglio tritati",
    { quantity: 2, unit: 'clove', name: 'aglio', preparation: 'tritati' },
  ],
  ['1 cipolla media', { quantity: 1, unit: null, name: 'cipolla', size: 'media' }],
  [
    '1 cipolla bianca tritata finemente',
    { quantity: 1, unit: null, name: 'cipolla bianca', preparation: 'tritata finemente' },
  ],
  ['sale e pepe q.b.', { quantity: null, unit: null, name: 'sale e pepe', comment: 'q.b' }],
  ['sale q.b.', { quantity: null, unit: null, name: 'sale', comment: 'q.b' }],
  [
    'olio di semi per friggere',
    { quantity: null, unit: null, name: 'olio di semi', purpose: 'per friggere' },
  ],
  ['200 g di farina', { quantity: 200, unit: 'gram', name: 'farina' }],
  ['200 g di farina 00', { quantity: 200, unit: 'gram', name: 'farina 00' }],
  ['1 pizzico di sale', { quantity: 1, unit: 'pinch', name: 'sale' }],
  [
    "un po' di prezzemolo",
    { quantity: null, unit: null, name: 'prezzemolo', comment: "un po' di" },
  ],
  ['qualche foglia di basilico', { quantity: null, unit: 'leaf', name: 'basilico' }],
  ['3 uova', { quantity: 3, unit: null, name: 'uova' }],
  ['2 uova grandi', { quantity: 2, unit: null, name: 'uova', size: 'grandi' }],
  [
    '1 scatola di pomodori pelati (400 g)',
    { quantity: 1, unit: 'can', name: 'pomodori', preparation: 'pelati' },
  ],
  ['1 cucchiaino raso di lievito', { quantity: 1, unit: 'teaspoon', name: 'lievito' }],
  [
    '2-3 cucchiai di zucchero',
    { quantity: 2, quantityMax: 3, unit: 'tablespoon', name: 'zucchero' },
  ],
  [
    '500 g di patate, sbucciate e tagliate a cubetti',
    { quantity: 500, unit: 'gram', name: 'patate', preparation: 'sbucciate e tagliate a cubetti' },
  ],
  ['succo di 1 limone', { quantity: 1, unit: null, name: 'limone', preparation: 'succo di' }],
  ['1 bicchiere di vino bianco', { quantity: 1, unit: 'glass', name: 'vino bianco' }],
  [
    '1 bustina di lievito per dolci',
    { quantity: 1, unit: 'sachet', name: 'lievito', purpose: 'per dolci' },
  ],
  ['mezzo limone', { quantity: 0.5, unit: null, name: 'limone' }],
  ['1 noce di burro', { quantity: 1, unit: 'knob', name: 'burro' }],
  [
    '100 g di parmigiano grattugiato',
    { quantity: 100, unit: 'gram', name: 'parmigiano', preparation: 'grattugiato' },
  ],
  ['1 mazzetto di prezzemolo', { quantity: 1, unit: 'bunch', name: 'prezzemolo' }],
  ["1 filo d'olio", { quantity: 1, unit: 'drizzle', name: 'olio' }],
  ['burro per la teglia', { quantity: null, unit: null, name: 'burro', purpose: 'per la teglia' }],
  ['1 litro di brodo vegetale', { quantity: 1, unit: 'litre', name: 'brodo vegetale' }],
  ['4 filetti di merluzzo', { quantity: 4, unit: 'fillet', name: 'merluzzo' }],
  ['150 ml di panna fresca', { quantity: 150, unit: 'millilitre', name: 'panna fresca' }],
  ['1 rametto di rosmarino', { quantity: 1, unit: 'sprig', name: 'rosmarino' }],
  [
    'peperoncino a piacere',
    { quantity: null, unit: null, name: 'peperoncino', comment: 'a piacere' },
  ],
  ['il succo di 1 limone', { quantity: 1, unit: null, name: 'limone', preparation: 'il succo di' }],
  [
    'la scorza grattugiata di 1 arancia',
    { quantity: 1, unit: null, name: 'arancia', preparation: 'la scorza grattugiata di' },
  ],
  [
    '100 g di pancetta a cubetti',
    { quantity: 100, unit: 'gram', name: 'pancetta', preparation: 'a cubetti' },
  ],
  ['1 cipolla dorata', { quantity: 1, unit: null, name: 'cipolla dorata' }],
];

describe('Italian lines', () => {
  it.each(LINES)('%s', (line, expected) => {
    const { amounts: _amounts, ...fields } = parseIngredient(line, { language: 'it' });
    expect(fields).toMatchObject(expected);
  });
});

describe('readIngredient reads Italian lines as Italian', () => {
  it.each(LINES.map(([line]) => line))('%s', (line) => {
    const italian = parseIngredient(line, { language: 'it' });
    expect(readIngredient(line, [])).toEqual(italian);
    expect(readIngredient(line, ['en'])).toEqual(italian);
    expect(readIngredient(line, ['it'])).toEqual(italian);
  });
});

describe('scaling Italian lines', () => {
  it.each([
    ['200 g di farina', '400 g di farina'],
    ['1 cucchiaio di olio', '2 cucchiaio di olio'],
    ['2-3 cucchiai di zucchero', '4–6 cucchiai di zucchero'],
    ['mezzo limone', '1 limone'],
    ['3 uova', '6 uova'],
  ])('%s doubled is %s', (line, doubled) => {
    expect(viewIngredient(line, { factor: 2, system: null }).text).toBe(doubled);
  });
});
