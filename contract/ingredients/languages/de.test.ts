// German lines as cooks write them, read with the German vocabulary (de.ts): each field as the
// parser reports it; lines only German reads are read as German whatever the reader's languages;
// a scaled line keeps the cook's unit words.
import { describe, expect, it } from 'vitest';
import { viewIngredient } from '../../kitchen/scale';
import { unitSize } from '../../units';
import { parseIngredient, readIngredient } from '../parse';
import { VOCABULARY, GERMAN_UNITS } from './de';

const NO_FIELDS = {
  quantityMax: null,
  size: null,
  preparation: null,
  comment: null,
  purpose: null,
};

describe('German ingredient lines', () => {
  it.each([
    ['2 EL Olivenöl', { quantity: 2, unit: 'tablespoon', name: 'Olivenöl' }],
    ['200 g Mehl', { quantity: 200, unit: 'gram', name: 'Mehl' }],
    ['1 Prise Salz', { quantity: 1, unit: 'pinch', name: 'Salz' }],
    [
      '2 Knoblauchzehen, fein gehackt',
      { quantity: 2, unit: 'clove', name: 'Knoblauch', preparation: 'fein gehackt' },
    ],
    [
      '3 Zehen Knoblauch, gepresst',
      { quantity: 3, unit: 'clove', name: 'Knoblauch', preparation: 'gepresst' },
    ],
    [
      '1 große Zwiebel, gewürfelt',
      { quantity: 1, unit: null, name: 'Zwiebel', size: 'große', preparation: 'gewürfelt' },
    ],
    [
      'etwas Öl zum Braten',
      { quantity: null, unit: null, name: 'Öl', comment: 'etwas', purpose: 'zum Braten' },
    ],
    [
      'Salz und Pfeffer nach Belieben',
      { quantity: null, unit: null, name: 'Salz und Pfeffer', comment: 'nach Belieben' },
    ],
    [
      '1/2 TL gemahlener Kreuzkümmel',
      { quantity: 0.5, unit: 'teaspoon', name: 'gemahlener Kreuzkümmel' },
    ],
    ['1 Dose gehackte Tomaten (400 g)', { quantity: 1, unit: 'can', name: 'gehackte Tomaten' }],
    [
      'ca. 500 g Kartoffeln, geschält und gewürfelt',
      { quantity: 500, unit: 'gram', name: 'Kartoffeln', preparation: 'geschält und gewürfelt' },
    ],
    ['eine halbe Zitrone', { quantity: 0.5, unit: null, name: 'Zitrone' }],
    ['1 Msp. Muskatnuss', { quantity: 1, unit: 'knifepoint', name: 'Muskatnuss' }],
    ['2-3 EL Sahne', { quantity: 2, quantityMax: 3, unit: 'tablespoon', name: 'Sahne' }],
    [
      '1 Bund Petersilie, gehackt',
      { quantity: 1, unit: 'bunch', name: 'Petersilie', preparation: 'gehackt' },
    ],
    ['Saft von 1 Zitrone', { quantity: 1, unit: null, name: 'Zitrone', preparation: 'Saft von' }],
    ['250 ml Milch', { quantity: 250, unit: 'millilitre', name: 'Milch' }],
    ['1 gehäufter TL Backpulver', { quantity: 1, unit: 'teaspoon', name: 'Backpulver' }],
    ['1 Becher Schlagsahne', { quantity: 1, unit: 'tub', name: 'Schlagsahne' }],
    ['100 g weiche Butter', { quantity: 100, unit: 'gram', name: 'Butter', preparation: 'weiche' }],
    ['1 Päckchen Vanillezucker', { quantity: 1, unit: 'packet', name: 'Vanillezucker' }],
    [
      'Salz zum Abschmecken',
      { quantity: null, unit: null, name: 'Salz', comment: 'zum Abschmecken' },
    ],
    ['2 Scheiben Toastbrot', { quantity: 2, unit: 'slice', name: 'Toastbrot' }],
    ['3 Rosmarinzweige', { quantity: 3, unit: 'sprig', name: 'Rosmarin' }],
    ['1 Zimtstange', { quantity: 1, unit: null, name: 'Zimtstange' }],
    ['1½ TL Salz', { quantity: 1.5, unit: 'teaspoon', name: 'Salz' }],
    ['zwei Zwiebeln', { quantity: 2, unit: null, name: 'Zwiebeln' }],
    ['1 Handvoll Rucola', { quantity: 1, unit: 'handful', name: 'Rucola' }],
    ['1,5 l Gemüsebrühe', { quantity: 1.5, unit: 'litre', name: 'Gemüsebrühe' }],
    [
      '2 EL Butter, zerlassen',
      { quantity: 2, unit: 'tablespoon', name: 'Butter', preparation: 'zerlassen' },
    ],
    [
      '2 bis 3 Möhren, in Scheiben geschnitten',
      {
        quantity: 2,
        quantityMax: 3,
        unit: null,
        name: 'Möhren',
        preparation: 'in Scheiben geschnitten',
      },
    ],
    [
      'Butter für die Form',
      { quantity: null, unit: null, name: 'Butter', purpose: 'für die Form' },
    ],
    ['4 Eier (Größe M)', { quantity: 4, unit: null, name: 'Eier', comment: 'Größe M' }],
    [
      '1 kleine Dose Mais, abgetropft',
      { quantity: 1, unit: 'can', name: 'Mais', preparation: 'abgetropft' },
    ],
    ['evtl. 1 EL Zucker', { quantity: 1, unit: 'tablespoon', name: 'Zucker', comment: 'evtl' }],
    [
      'Pfeffer, frisch gemahlen',
      { quantity: null, unit: null, name: 'Pfeffer', preparation: 'frisch gemahlen' },
    ],
    [
      '1 EL frisch gehackte Petersilie',
      { quantity: 1, unit: 'tablespoon', name: 'Petersilie', preparation: 'frisch gehackte' },
    ],
    [
      '3 EL Öl, zum Anbraten',
      { quantity: 3, unit: 'tablespoon', name: 'Öl', purpose: 'zum Anbraten' },
    ],
    ['ein paar Blätter Basilikum', { quantity: null, unit: 'leaf', name: 'Basilikum' }],
    ['1 Pck. Backpulver', { quantity: 1, unit: 'packet', name: 'Backpulver' }],
    ['2 Zehe/n Knoblauch', { quantity: 2, unit: 'clove', name: 'Knoblauch' }],
    [
      '1 Dose Tomate(n), geschälte',
      { quantity: 1, unit: 'can', name: 'Tomate', preparation: 'geschälte' },
    ],
    ['3 Stiele Petersilie', { quantity: 3, unit: 'stem', name: 'Petersilie' }],
    ['1 Tube Tomatenmark', { quantity: 1, unit: 'tube', name: 'Tomatenmark' }],
  ])('reads %s', (line, expected) => {
    expect(parseIngredient(line, { language: 'de' })).toMatchObject({ ...NO_FIELDS, ...expected });
  });

  it.each([
    '2 EL Olivenöl',
    '1 Prise Salz',
    '3 Zehen Knoblauch, gepresst',
    '2 Knoblauchzehen, fein gehackt',
    '1 Msp. Muskatnuss',
    'etwas Öl zum Braten',
    '1 Becher Schlagsahne',
  ])('reads %s as German whatever the reader speaks', (line) => {
    const german = parseIngredient(line, { language: 'de' });
    expect(readIngredient(line, [])).toEqual(german);
    expect(readIngredient(line, ['en'])).toEqual(german);
  });

  it.each([
    ['2 EL Olivenöl', '4 EL Olivenöl'],
    ['1 Prise Salz', '2 Prise Salz'],
    ['2 Knoblauchzehen, fein gehackt', '4 Knoblauchzehen, fein gehackt'],
    ['1,5 l Gemüsebrühe', '3 l Gemüsebrühe'],
    ['2-3 EL Sahne', '4–6 EL Sahne'],
    ['2 bis 3 Möhren', '4–6 Möhren'],
    ['eine halbe Zitrone', '1 Zitrone'],
    ['200 g Mehl', '400 g Mehl'],
  ])('doubles %s to %s', (line, doubled) => {
    expect(viewIngredient(line, { factor: 2, system: null }).text).toBe(doubled);
  });
  it('sizes its measures by the one size table and spells every unit its words name', () => {
    for (const unit of GERMAN_UNITS) {
      const size = unitSize(unit.name);
      if (unit.kind === 'count') expect(size, unit.name).toBeNull();
      else expect(size?.kind, unit.name).toBe(unit.kind);
    }
    const names = new Set(GERMAN_UNITS.map((unit) => unit.name));
    const vocabulary = VOCABULARY!;
    const listed = [
      ...vocabulary.bareUnits,
      ...vocabulary.containerUnits,
      ...vocabulary.trailingUnits,
    ];
    for (const name of listed) expect(names.has(name), name).toBe(true);
  });
});
