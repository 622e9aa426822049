// Portuguese ingredient lines as the parser reads them, which language readIngredient picks for
// them, and how scaling rewrites their amounts.
import { describe, expect, it } from 'vitest';
import { viewIngredient } from '../../kitchen/scale';
import { parseIngredient, readIngredient, type ParsedIngredient } from '../index';

type Expected = Partial<Omit<ParsedIngredient, 'amounts'>>;

const LINES: Array<[string, Expected]> = [
  ['2 xícaras (chá) de farinha de trigo', { quantity: 2, unit: 'cup', name: 'farinha de trigo' }],
  ['1 xícara (chá) de leite', { quantity: 1, unit: 'cup', name: 'leite' }],
  ['1 colher (sopa) de manteiga', { quantity: 1, unit: 'tablespoon', name: 'manteiga' }],
  ['1 colher (chá) de fermento em pó', { quantity: 1, unit: 'teaspoon', name: 'fermento em pó' }],
  ['2 colheres de sopa de azeite', { quantity: 2, unit: 'tablespoon', name: 'azeite' }],
  ['1 colher de sopa cheia de açúcar', { quantity: 1, unit: 'tablespoon', name: 'açúcar' }],
  [
    '3 dentes de alho picados',
    { quantity: 3, unit: 'clove', name: 'alho', preparation: 'picados' },
  ],
  [
    '1 cebola média picada',
    { quantity: 1, unit: null, name: 'cebola', size: 'média', preparation: 'picada' },
  ],
  ['sal a gosto', { quantity: null, unit: null, name: 'sal', comment: 'a gosto' }],
  [
    'sal e pimenta-do-reino a gosto',
    { quantity: null, unit: null, name: 'sal e pimenta-do-reino', comment: 'a gosto' },
  ],
  ['1 pitada de sal', { quantity: 1, unit: 'pinch', name: 'sal' }],
  ['óleo para fritar', { quantity: null, unit: null, name: 'óleo', purpose: 'para fritar' }],
  [
    'farinha para polvilhar',
    { quantity: null, unit: null, name: 'farinha', purpose: 'para polvilhar' },
  ],
  ['1 lata de leite condensado', { quantity: 1, unit: 'can', name: 'leite condensado' }],
  ['1 caixinha de creme de leite', { quantity: 1, unit: 'box', name: 'creme de leite' }],
  ['4 ovos', { quantity: 4, unit: null, name: 'ovos' }],
  ['2 ovos grandes', { quantity: 2, unit: null, name: 'ovos', size: 'grandes' }],
  ['1/2 xícara (chá) de óleo', { quantity: 0.5, unit: 'cup', name: 'óleo' }],
  ['1 kg de carne moída', { quantity: 1, unit: 'kilogram', name: 'carne moída' }],
  [
    '500 g de batatas descascadas e cortadas em cubos',
    {
      quantity: 500,
      unit: 'gram',
      name: 'batatas',
      preparation: 'descascadas e cortadas em cubos',
    },
  ],
  ['suco de 1 limão', { quantity: 1, unit: null, name: 'limão', preparation: 'suco de' }],
  ['1 maço de salsinha', { quantity: 1, unit: 'bunch', name: 'salsinha' }],
  [
    '1 envelope de gelatina sem sabor',
    { quantity: 1, unit: 'envelope', name: 'gelatina sem sabor' },
  ],
  ['1 copo americano de leite', { quantity: 1, unit: 'glass', name: 'leite' }],
  [
    'um pouco de cheiro-verde',
    { quantity: null, unit: null, name: 'cheiro-verde', comment: 'um pouco de' },
  ],
  ['algumas folhas de manjericão', { quantity: null, unit: 'leaf', name: 'manjericão' }],
  ['meia xícara de açúcar', { quantity: 0.5, unit: 'cup', name: 'açúcar' }],
  [
    '200 g de queijo muçarela ralado',
    { quantity: 200, unit: 'gram', name: 'queijo muçarela', preparation: 'ralado' },
  ],
  ['1 tablete de caldo de galinha', { quantity: 1, unit: 'bar', name: 'caldo de galinha' }],
  ['1 fio de azeite', { quantity: 1, unit: 'drizzle', name: 'azeite' }],
  ['2 a 3 tomates maduros', { quantity: 2, quantityMax: 3, unit: null, name: 'tomates maduros' }],
  ['1 pacote de biscoito maisena', { quantity: 1, unit: 'package', name: 'biscoito maisena' }],
  ['1 c. (sopa) de açúcar', { quantity: 1, unit: 'tablespoon', name: 'açúcar' }],
  ['manteiga para untar', { quantity: null, unit: null, name: 'manteiga', purpose: 'para untar' }],
  ['o suco de 1 limão', { quantity: 1, unit: null, name: 'limão', preparation: 'o suco de' }],
  ['raspas de 1 limão', { quantity: 1, unit: null, name: 'limão', preparation: 'raspas de' }],
  [
    '500 g de frango em cubos',
    { quantity: 500, unit: 'gram', name: 'frango', preparation: 'em cubos' },
  ],
  [
    '2 tomates sem pele e sem sementes',
    { quantity: 2, unit: null, name: 'tomates', preparation: 'sem pele e sem sementes' },
  ],
  ['1 colher (chá) rasa de sal', { quantity: 1, unit: 'teaspoon', name: 'sal' }],
];

describe('Portuguese lines', () => {
  it.each(LINES)('%s', (line, expected) => {
    const { amounts: _amounts, ...fields } = parseIngredient(line, { language: 'pt' });
    expect(fields).toMatchObject(expected);
  });
});

describe('readIngredient reads Portuguese lines as Portuguese', () => {
  it.each(LINES.map(([line]) => line))('%s', (line) => {
    const portuguese = parseIngredient(line, { language: 'pt' });
    expect(readIngredient(line, [])).toEqual(portuguese);
    expect(readIngredient(line, ['en'])).toEqual(portuguese);
    expect(readIngredient(line, ['pt'])).toEqual(portuguese);
  });
});

describe('scaling Portuguese lines', () => {
  it.each([
    ['2 xícaras (chá) de farinha de trigo', '4 xícaras (chá) de farinha de trigo'],
    ['1 xícara (chá) de leite', '2 xícaras (chá) de leite'],
    ['1 pitada de sal', '2 pitadas de sal'],
    ['3 dentes de alho picados', '6 dentes de alho picados'],
    ['1 kg de carne moída', '2 kg de carne moída'],
    ['meia xícara de açúcar', '1 xícara de açúcar'],
  ])('%s doubled is %s', (line, doubled) => {
    expect(viewIngredient(line, { factor: 2, system: null }).text).toBe(doubled);
  });
});
