// Spanish ingredient lines as the parser reads them, which language readIngredient picks for
// them, and how scaling rewrites their amounts.
import { describe, expect, it } from 'vitest';
import { viewIngredient } from '../../kitchen/scale';
import { parseIngredient, readIngredient, type ParsedIngredient } from '../index';

type Expected = Partial<Omit<ParsedIngredient, 'amounts'>>;

const LINES: Array<[string, Expected]> = [
  ['1 cucharada de aceite', { quantity: 1, unit: 'tablespoon', name: 'aceite' }],
  [
    '1 cucharada de aceite de oliva virgen extra',
    { quantity: 1, unit: 'tablespoon', name: 'aceite de oliva virgen extra' },
  ],
  ['2 dientes de ajo picados', { quantity: 2, unit: 'clove', name: 'ajo', preparation: 'picados' }],
  ['1 cebolla grande', { quantity: 1, unit: null, name: 'cebolla', size: 'grande' }],
  [
    '1 cebolla mediana picada finamente',
    { quantity: 1, unit: null, name: 'cebolla', size: 'mediana', preparation: 'picada finamente' },
  ],
  [
    'sal y pimienta al gusto',
    { quantity: null, unit: null, name: 'sal y pimienta', comment: 'al gusto' },
  ],
  ['sal al gusto', { quantity: null, unit: null, name: 'sal', comment: 'al gusto' }],
  ['aceite para freír', { quantity: null, unit: null, name: 'aceite', purpose: 'para freír' }],
  ['200 g de harina', { quantity: 200, unit: 'gram', name: 'harina' }],
  ['1/2 taza de leche', { quantity: 0.5, unit: 'cup', name: 'leche' }],
  ['1 pizca de sal', { quantity: 1, unit: 'pinch', name: 'sal' }],
  ['unos 200 g de harina de trigo', { quantity: 200, unit: 'gram', name: 'harina de trigo' }],
  ['un poco de perejil', { quantity: null, unit: null, name: 'perejil', comment: 'un poco de' }],
  ['unas hojas de laurel', { quantity: null, unit: 'leaf', name: 'laurel' }],
  ['2 huevos batidos', { quantity: 2, unit: null, name: 'huevos', preparation: 'batidos' }],
  [
    '1 lata de tomate triturado (400 g)',
    { quantity: 1, unit: 'can', name: 'tomate', preparation: 'triturado' },
  ],
  ['1 cucharadita colmada de levadura', { quantity: 1, unit: 'teaspoon', name: 'levadura' }],
  [
    '2 a 3 cucharadas de azúcar',
    { quantity: 2, quantityMax: 3, unit: 'tablespoon', name: 'azúcar' },
  ],
  [
    '1 kg de patatas, peladas y cortadas en dados',
    { quantity: 1, unit: 'kilogram', name: 'patatas', preparation: 'peladas y cortadas en dados' },
  ],
  ['zumo de 1 limón', { quantity: 1, unit: null, name: 'limón', preparation: 'zumo de' }],
  ['1 chorrito de vino blanco', { quantity: 1, unit: 'splash', name: 'vino blanco' }],
  ['1 sobre de levadura química', { quantity: 1, unit: 'sachet', name: 'levadura química' }],
  [
    '3 tomates maduros, pelados y sin semillas',
    { quantity: 3, unit: null, name: 'tomates maduros', preparation: 'pelados y sin semillas' },
  ],
  [
    '250 ml de nata para montar',
    { quantity: 250, unit: 'millilitre', name: 'nata', purpose: 'para montar' },
  ],
  ['1 diente de ajo', { quantity: 1, unit: 'clove', name: 'ajo' }],
  [
    '1/2 kilo de carne molida',
    { quantity: 0.5, unit: 'kilogram', name: 'carne', preparation: 'molida' },
  ],
  [
    '100 g de queso rallado',
    { quantity: 100, unit: 'gram', name: 'queso', preparation: 'rallado' },
  ],
  ['1 manojo de cilantro', { quantity: 1, unit: 'bunch', name: 'cilantro' }],
  [
    '2 cdas. de mantequilla derretida',
    { quantity: 2, unit: 'tablespoon', name: 'mantequilla', preparation: 'derretida' },
  ],
  [
    '1 cdta. de canela molida',
    { quantity: 1, unit: 'teaspoon', name: 'canela', preparation: 'molida' },
  ],
  ['1 ramita de canela', { quantity: 1, unit: 'sprig', name: 'canela' }],
  [
    'harina para espolvorear',
    { quantity: null, unit: null, name: 'harina', purpose: 'para espolvorear' },
  ],
  [
    'perejil picado, para decorar',
    { quantity: null, unit: null, name: 'perejil', preparation: 'picado', purpose: 'para decorar' },
  ],
  [
    '1 pimiento rojo cortado en tiras',
    { quantity: 1, unit: null, name: 'pimiento rojo', preparation: 'cortado en tiras' },
  ],
  ['4 filetes de pescado blanco', { quantity: 4, unit: 'fillet', name: 'pescado blanco' }],
  ['1 vaso de caldo de pollo', { quantity: 1, unit: 'glass', name: 'caldo de pollo' }],
  ['1 cucharada sopera de vinagre', { quantity: 1, unit: 'tablespoon', name: 'vinagre' }],
  ['el zumo de 1 limón', { quantity: 1, unit: null, name: 'limón', preparation: 'el zumo de' }],
  [
    'la ralladura de 1 naranja',
    { quantity: 1, unit: null, name: 'naranja', preparation: 'la ralladura de' },
  ],
  [
    '1 pimiento verde en tiras',
    { quantity: 1, unit: null, name: 'pimiento verde', preparation: 'en tiras' },
  ],
  ['1/4 de taza de agua', { quantity: 0.25, unit: 'cup', name: 'agua' }],
  [
    '1 cebolla morada en rodajas finas',
    { quantity: 1, unit: null, name: 'cebolla morada', preparation: 'en rodajas finas' },
  ],
];

describe('Spanish lines', () => {
  it.each(LINES)('%s', (line, expected) => {
    const { amounts: _amounts, ...fields } = parseIngredient(line, { language: 'es' });
    expect(fields).toMatchObject(expected);
  });
});

describe('readIngredient reads Spanish lines as Spanish', () => {
  it.each(LINES.map(([line]) => line))('%s', (line) => {
    const spanish = parseIngredient(line, { language: 'es' });
    expect(readIngredient(line, [])).toEqual(spanish);
    expect(readIngredient(line, ['en'])).toEqual(spanish);
    expect(readIngredient(line, ['es'])).toEqual(spanish);
  });
});

describe('scaling Spanish lines', () => {
  it.each([
    ['1 cucharada de aceite', '2 cucharadas de aceite'],
    ['2 dientes de ajo picados', '4 dientes de ajo picados'],
    ['1/2 taza de leche', '1 taza de leche'],
    ['1/4 de taza de agua', '½ de taza de agua'],
    ['1 pizca de sal', '2 pizcas de sal'],
    ['200 g de harina', '400 g de harina'],
  ])('%s doubled is %s', (line, doubled) => {
    expect(viewIngredient(line, { factor: 2, system: null }).text).toBe(doubled);
  });
});
