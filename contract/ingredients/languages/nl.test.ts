// Dutch lines as cooks write them, read with the Dutch vocabulary (nl.ts): each field as the
// parser reports it; lines with Dutch words are read alike whatever the reader's languages ("2 el"
// is a tablespoon in German too); a scaled line keeps the cook's unit words.
import { describe, expect, it } from 'vitest';
import { viewIngredient } from '../../kitchen/scale';
import { unitSize } from '../../units';
import { parseIngredient, readIngredient } from '../parse';
import { VOCABULARY, DUTCH_UNITS } from './nl';

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
    languages.length ? readIngredient(line, languages) : parseIngredient(line, { language: 'nl' });
  return { quantity, quantityMax, unit, name, size, preparation, comment, purpose };
};

describe('Dutch ingredient lines', () => {
  it.each([
    ['2 el olijfolie', { quantity: 2, unit: 'tablespoon', name: 'olijfolie' }],
    ['200 g bloem', { quantity: 200, unit: 'gram', name: 'bloem' }],
    ['1 tl zout', { quantity: 1, unit: 'teaspoon', name: 'zout' }],
    [
      '2 teentjes knoflook, fijngehakt',
      { quantity: 2, unit: 'clove', name: 'knoflook', preparation: 'fijngehakt' },
    ],
    ['3 knoflookteentjes', { quantity: 3, unit: 'clove', name: 'knoflook' }],
    [
      '1 grote ui, gesnipperd',
      { quantity: 1, unit: null, name: 'ui', size: 'grote', preparation: 'gesnipperd' },
    ],
    ['een snufje zout', { quantity: 1, unit: 'pinch', name: 'zout' }],
    ['1 blik tomatenblokjes (400 g)', { quantity: 1, unit: 'can', name: 'tomatenblokjes' }],
    [
      'peper en zout naar smaak',
      { quantity: null, unit: null, name: 'peper en zout', comment: 'naar smaak' },
    ],
    [
      'olie om in te bakken',
      { quantity: null, unit: null, name: 'olie', purpose: 'om in te bakken' },
    ],
    [
      'boter voor het invetten',
      { quantity: null, unit: null, name: 'boter', purpose: 'voor het invetten' },
    ],
    [
      'ca. 500 g aardappelen, geschild en in blokjes',
      { quantity: 500, unit: 'gram', name: 'aardappelen', preparation: 'geschild en in blokjes' },
    ],
    ['een halve citroen', { quantity: 0.5, unit: null, name: 'citroen' }],
    [
      '2-3 eetlepels slagroom',
      { quantity: 2, quantityMax: 3, unit: 'tablespoon', name: 'slagroom' },
    ],
    [
      '1 bosje peterselie, gehakt',
      { quantity: 1, unit: 'bunch', name: 'peterselie', preparation: 'gehakt' },
    ],
    ['sap van 1 citroen', { quantity: 1, unit: null, name: 'citroen', preparation: 'sap van' }],
    ['1 afgestreken theelepel bakpoeder', { quantity: 1, unit: 'teaspoon', name: 'bakpoeder' }],
    ['100 g zachte boter', { quantity: 100, unit: 'gram', name: 'boter', preparation: 'zachte' }],
    ['1 zakje vanillesuiker', { quantity: 1, unit: 'sachet', name: 'vanillesuiker' }],
    ['wat olie', { quantity: null, unit: null, name: 'olie', comment: 'wat' }],
    ['2 plakjes ham', { quantity: 2, unit: 'slice', name: 'ham' }],
    ['anderhalve theelepel kaneel', { quantity: 1.5, unit: 'teaspoon', name: 'kaneel' }],
    [
      '1 kilo kipfilet, in reepjes gesneden',
      { quantity: 1, unit: 'kilogram', name: 'kipfilet', preparation: 'in reepjes gesneden' },
    ],
    ['2 à 3 tenen knoflook', { quantity: 2, quantityMax: 3, unit: 'clove', name: 'knoflook' }],
    ['een paar takjes tijm', { quantity: null, unit: 'sprig', name: 'tijm' }],
    ['1 ei, losgeklopt', { quantity: 1, unit: null, name: 'ei', preparation: 'losgeklopt' }],
    ['1 pakje kookroom', { quantity: 1, unit: 'packet', name: 'kookroom' }],
    ['twee rode uien', { quantity: 2, unit: null, name: 'rode uien' }],
    ['250 ml melk', { quantity: 250, unit: 'millilitre', name: 'melk' }],
    ['1 kopje rijst', { quantity: 1, unit: 'cup', name: 'rijst' }],
    ['1 scheutje witte wijn', { quantity: 1, unit: 'dash', name: 'witte wijn' }],
    ['evt. wat suiker', { quantity: null, unit: null, name: 'suiker', comment: 'evt, wat' }],
    ['1 mespuntje nootmuskaat', { quantity: 1, unit: 'knifepoint', name: 'nootmuskaat' }],
    ['1 grote hand spinazie', { quantity: 1, unit: 'handful', name: 'spinazie' }],
    [
      'zwarte peper, versgemalen',
      { quantity: null, unit: null, name: 'zwarte peper', preparation: 'versgemalen' },
    ],
    ['3 eetl. suiker', { quantity: 3, unit: 'tablespoon', name: 'suiker' }],
    [
      'geraspte Parmezaanse kaas, om te serveren',
      {
        quantity: null,
        unit: null,
        name: 'Parmezaanse kaas',
        preparation: 'geraspte',
        purpose: 'om te serveren',
      },
    ],
  ])('reads %s', (line, expected) => {
    expect(parseIngredient(line, { language: 'nl' })).toMatchObject({ ...NO_FIELDS, ...expected });
  });

  it.each([
    '2 el olijfolie',
    'een snufje zout',
    '2 teentjes knoflook, fijngehakt',
    '3 knoflookteentjes',
    '1 blik tomatenblokjes (400 g)',
    '2 à 3 tenen knoflook',
    '1 afgestreken theelepel bakpoeder',
    'olie om in te bakken',
  ])('reads %s as Dutch whatever the reader speaks', (line) => {
    const own = fields(line, []);
    expect(readIngredient(line, []).unit).toBe(own.unit);
    expect(fields(line, ['en'])).toEqual(own);
    expect(fields(line, ['nl'])).toEqual(own);
  });

  it.each([
    ['2 el olijfolie', '4 el olijfolie'],
    ['een snufje zout', '2 snufjes zout'],
    ['2 à 3 tenen knoflook', '4–6 tenen knoflook'],
    ['1 blik tomatenblokjes (400 g)', '2 blik tomatenblokjes (800 g)'],
    ['250 ml melk', '500 ml melk'],
    ['3 knoflookteentjes', '6 knoflookteentjes'],
  ])('doubles %s to %s', (line, doubled) => {
    expect(viewIngredient(line, { factor: 2, system: null }).text).toBe(doubled);
  });
  it('sizes its measures by the one size table and spells every unit its words name', () => {
    for (const unit of DUTCH_UNITS) {
      const size = unitSize(unit.name);
      if (unit.kind === 'count') expect(size, unit.name).toBeNull();
      else expect(size?.kind, unit.name).toBe(unit.kind);
    }
    const names = new Set(DUTCH_UNITS.map((unit) => unit.name));
    const vocabulary = VOCABULARY!;
    const listed = [
      ...vocabulary.bareUnits,
      ...vocabulary.containerUnits,
      ...vocabulary.trailingUnits,
    ];
    for (const name of listed) expect(names.has(name), name).toBe(true);
  });
});
