// Swedish lines as cooks write them, read with the Swedish vocabulary (sv.ts): each field as the
// parser reports it; lines with Swedish words are read alike whatever the reader's languages; a
// scaled line keeps the cook's unit words.
import { describe, expect, it } from 'vitest';
import { viewIngredient } from '../../kitchen/scale';
import { unitSize } from '../../units';
import { parseIngredient, readIngredient } from '../parse';
import { VOCABULARY, SWEDISH_UNITS } from './sv';

const NO_FIELDS = {
  quantityMax: null,
  size: null,
  preparation: null,
  comment: null,
  purpose: null,
};

/** The fields a reader sees, whichever vocabulary read the line. */
const fields = (line: string, languages: readonly string[]) => {
  const { quantity, quantityMax, unit, name, size, preparation, comment, purpose } =
    languages.length ? readIngredient(line, languages) : parseIngredient(line, { language: 'sv' });
  return { quantity, quantityMax, unit, name, size, preparation, comment, purpose };
};

describe('Swedish ingredient lines', () => {
  it.each([
    ['2 msk olivolja', { quantity: 2, unit: 'tablespoon', name: 'olivolja' }],
    ['3 dl vetemjöl', { quantity: 3, unit: 'decilitre', name: 'vetemjöl' }],
    ['1 krm salt', { quantity: 1, unit: 'millilitre', name: 'salt' }],
    [
      '2 vitlöksklyftor, pressade',
      { quantity: 2, unit: 'clove', name: 'vitlök', preparation: 'pressade' },
    ],
    [
      '3 klyftor vitlök, finhackade',
      { quantity: 3, unit: 'clove', name: 'vitlök', preparation: 'finhackade' },
    ],
    [
      '1 gul lök, finhackad',
      { quantity: 1, unit: null, name: 'gul lök', preparation: 'finhackad' },
    ],
    [
      'salt och peppar efter smak',
      { quantity: null, unit: null, name: 'salt och peppar', comment: 'efter smak' },
    ],
    ['smör till stekning', { quantity: null, unit: null, name: 'smör', purpose: 'till stekning' }],
    ['1 burk krossade tomater (400 g)', { quantity: 1, unit: 'can', name: 'krossade tomater' }],
    [
      'ca 500 g potatis, skalad',
      { quantity: 500, unit: 'gram', name: 'potatis', preparation: 'skalad' },
    ],
    ['en nypa salt', { quantity: 1, unit: 'pinch', name: 'salt' }],
    ['1/2 tsk malen kanel', { quantity: 0.5, unit: 'teaspoon', name: 'malen kanel' }],
    ['några kvistar dill', { quantity: null, unit: 'sprig', name: 'dill' }],
    [
      '1 rödlök, tunt skivad',
      { quantity: 1, unit: null, name: 'rödlök', preparation: 'tunt skivad' },
    ],
    ['2 ägg', { quantity: 2, unit: null, name: 'ägg' }],
    [
      'lite olja att steka i',
      { quantity: null, unit: null, name: 'olja', comment: 'lite', purpose: 'att steka i' },
    ],
    ['2 st ägg', { quantity: 2, unit: 'piece', name: 'ägg' }],
    ['1 salladshuvud', { quantity: 1, unit: 'head', name: 'sallad' }],
    ['3 dillkvistar', { quantity: 3, unit: 'sprig', name: 'dill' }],
    [
      '1 knippe persilja, hackad',
      { quantity: 1, unit: 'bunch', name: 'persilja', preparation: 'hackad' },
    ],
    ['saft av 1 citron', { quantity: 1, unit: null, name: 'citron', preparation: 'saft av' }],
    ['2–3 msk grädde', { quantity: 2, quantityMax: 3, unit: 'tablespoon', name: 'grädde' }],
    [
      '1 stor morot, riven',
      { quantity: 1, unit: null, name: 'morot', size: 'stor', preparation: 'riven' },
    ],
    ['50 g smält smör', { quantity: 50, unit: 'gram', name: 'smör', preparation: 'smält' }],
    ['1 påse jäst', { quantity: 1, unit: 'bag', name: 'jäst' }],
    ['en halv citron', { quantity: 0.5, unit: null, name: 'citron' }],
    [
      'två äpplen, skalade och tärnade',
      { quantity: 2, unit: null, name: 'äpplen', preparation: 'skalade och tärnade' },
    ],
    ['1 liter mjölk', { quantity: 1, unit: 'litre', name: 'mjölk' }],
    [
      'färsk koriander till servering',
      { quantity: null, unit: null, name: 'färsk koriander', purpose: 'till servering' },
    ],
    [
      '1 paket bacon, strimlat',
      { quantity: 1, unit: 'packet', name: 'bacon', preparation: 'strimlat' },
    ],
    ['1 rågad tsk bakpulver', { quantity: 1, unit: 'teaspoon', name: 'bakpulver' }],
    ['ev. lite socker', { quantity: null, unit: null, name: 'socker', comment: 'ev, lite' }],
    ['1 ägg, uppvispat', { quantity: 1, unit: null, name: 'ägg', preparation: 'uppvispat' }],
    ['1 pkt bacon', { quantity: 1, unit: 'packet', name: 'bacon' }],
    [
      '150 g fetaost, smulad',
      { quantity: 150, unit: 'gram', name: 'fetaost', preparation: 'smulad' },
    ],
    ['3 krm kardemumma', { quantity: 3, unit: 'millilitre', name: 'kardemumma' }],
    [
      'riven parmesan till servering',
      {
        quantity: null,
        unit: null,
        name: 'parmesan',
        preparation: 'riven',
        purpose: 'till servering',
      },
    ],
  ])('reads %s', (line, expected) => {
    expect(parseIngredient(line, { language: 'sv' })).toMatchObject({ ...NO_FIELDS, ...expected });
  });

  it.each([
    '2 msk olivolja',
    '1 krm salt',
    '2 vitlöksklyftor, pressade',
    '3 klyftor vitlök, finhackade',
    'en nypa salt',
    'några kvistar dill',
    '2 st ägg',
    'smör till stekning',
  ])('reads %s as Swedish whatever the reader speaks', (line) => {
    const own = fields(line, []);
    expect(readIngredient(line, []).unit).toBe(own.unit);
    expect(fields(line, ['en'])).toEqual(own);
    expect(fields(line, ['sv'])).toEqual(own);
  });

  it.each([
    ['2 msk olivolja', '4 msk olivolja'],
    ['1 krm salt', '2 krm salt'],
    ['3 dl vetemjöl', '6 dl vetemjöl'],
    ['2 vitlöksklyftor, pressade', '4 vitlöksklyftor, pressade'],
    ['2–3 msk grädde', '4–6 msk grädde'],
    ['en halv citron', '1 citron'],
  ])('doubles %s to %s', (line, doubled) => {
    expect(viewIngredient(line, { factor: 2, system: null }).text).toBe(doubled);
  });
  it('sizes its measures by the one size table and spells every unit its words name', () => {
    for (const unit of SWEDISH_UNITS) {
      const size = unitSize(unit.name);
      if (unit.kind === 'count') expect(size, unit.name).toBeNull();
      else expect(size?.kind, unit.name).toBe(unit.kind);
    }
    const names = new Set(SWEDISH_UNITS.map((unit) => unit.name));
    const vocabulary = VOCABULARY!;
    const listed = [
      ...vocabulary.bareUnits,
      ...vocabulary.containerUnits,
      ...vocabulary.trailingUnits,
    ];
    for (const name of listed) expect(names.has(name), name).toBe(true);
  });
});
