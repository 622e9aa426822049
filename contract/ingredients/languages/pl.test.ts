import { describe, expect, it } from 'vitest';
import { viewIngredient } from '../../kitchen/scale';
import { parseIngredient, readIngredient, type ParsedIngredient } from '../index';
import { ENGLISH_UNITS } from '../units';
import { POLISH_UNITS, VOCABULARY } from './pl';

type Expected = Partial<Omit<ParsedIngredient, 'amounts'>>;

const LINES: Array<[string, Expected]> = [
  ['2 łyżki oliwy z oliwek', { quantity: 2, unit: 'tablespoon', name: 'oliwy z oliwek' }],
  ['1 łyżeczka soli', { quantity: 1, unit: 'teaspoon', name: 'soli' }],
  ['1/2 łyżeczki cukru', { quantity: 0.5, unit: 'teaspoon', name: 'cukru' }],
  ['półtorej szklanki mleka', { quantity: 1.5, unit: 'cup', name: 'mleka' }],
  ['1 i 1/2 szklanki mąki', { quantity: 1.5, unit: 'cup', name: 'mąki' }],
  ['pół szklanki wody', { quantity: 0.5, unit: 'cup', name: 'wody' }],
  ['dwie łyżki masła', { quantity: 2, unit: 'tablespoon', name: 'masła' }],
  ['2 łyżki stołowe cukru pudru', { quantity: 2, unit: 'tablespoon', name: 'cukru pudru' }],
  [
    '1 czubata łyżka mąki ziemniaczanej',
    { quantity: 1, unit: 'tablespoon', name: 'mąki ziemniaczanej' },
  ],
  ['2 lyzki cukru', { quantity: 2, unit: 'tablespoon', name: 'cukru' }],
  [
    '3 ząbki czosnku, posiekane',
    { quantity: 3, unit: 'clove', name: 'czosnku', preparation: 'posiekane' },
  ],
  [
    '2 ząbki czosnku przeciśnięte przez praskę',
    { quantity: 2, unit: 'clove', name: 'czosnku', preparation: 'przeciśnięte przez praskę' },
  ],
  ['500 g mąki pszennej', { quantity: 500, unit: 'gram', name: 'mąki pszennej' }],
  ['10 dag sera żółtego', { quantity: 10, unit: 'decagram', name: 'sera żółtego' }],
  ['ok. 200 g sera', { quantity: 200, unit: 'gram', name: 'sera' }],
  ['około 1 kg ziemniaków', { quantity: 1, unit: 'kilogram', name: 'ziemniaków' }],
  ['2-3 marchewki', { quantity: 2, quantityMax: 3, unit: null, name: 'marchewki' }],
  ['2 do 3 łyżek cukru', { quantity: 2, quantityMax: 3, unit: 'tablespoon', name: 'cukru' }],
  [
    '2 duże cebule, pokrojone w kostkę',
    { quantity: 2, unit: null, name: 'cebule', size: 'duże', preparation: 'pokrojone w kostkę' },
  ],
  [
    '1 średnia cebula drobno posiekana',
    { quantity: 1, name: 'cebula', size: 'średnia', preparation: 'drobno posiekana' },
  ],
  ['1 puszka pomidorów', { quantity: 1, unit: 'can', name: 'pomidorów' }],
  ['1 opakowanie drożdży suchych', { quantity: 1, unit: 'package', name: 'drożdży suchych' }],
  ['4 szt. jajek', { quantity: 4, unit: 'piece', name: 'jajek' }],
  ['szczypta soli', { quantity: null, unit: 'pinch', name: 'soli' }],
  ['garść natki pietruszki', { quantity: null, unit: 'handful', name: 'natki pietruszki' }],
  ['kilka gałązek tymianku', { quantity: null, unit: 'sprig', name: 'tymianku' }],
  ['1 pęczek koperku', { quantity: 1, unit: 'bunch', name: 'koperku' }],
  ['sok z 1 cytryny', { quantity: 1, unit: null, name: 'cytryny', preparation: 'sok z' }],
  ['oliwa do smażenia', { quantity: null, name: 'oliwa', purpose: 'do smażenia' }],
  ['natka pietruszki do dekoracji', { name: 'natka pietruszki', purpose: 'do dekoracji' }],
  ['świeżo mielony pieprz', { name: 'pieprz', preparation: 'świeżo mielony' }],
  [
    '1 kostka masła, roztopionego',
    { quantity: 1, unit: 'cube', name: 'masła', preparation: 'roztopionego' },
  ],
  [
    '3 ząbki czosnku (opcjonalnie)',
    { quantity: 3, unit: 'clove', name: 'czosnku', comment: 'opcjonalnie' },
  ],
  [
    '1 kg ziemniaków, obranych i pokrojonych w plastry',
    {
      quantity: 1,
      unit: 'kilogram',
      name: 'ziemniaków',
      preparation: 'obranych i pokrojonych w plastry',
    },
  ],
  ['200 g / 7 oz boczku', { quantity: 200, unit: 'gram', name: 'boczku' }],
  ['1 łyżka cukru lub miodu', { quantity: 1, unit: 'tablespoon', name: 'cukru lub miodu' }],
  ['1 litr bulionu warzywnego', { quantity: 1, unit: 'litre', name: 'bulionu warzywnego' }],
  ['szklanka mąki', { quantity: null, unit: 'cup', name: 'mąki' }],
  [
    '1 płaska łyżeczka sody oczyszczonej',
    { quantity: 1, unit: 'teaspoon', name: 'sody oczyszczonej' },
  ],
  [
    '50 g masła, w temperaturze pokojowej',
    { quantity: 50, unit: 'gram', name: 'masła', comment: 'w temperaturze pokojowej' },
  ],
  [
    '2 łodygi selera naciowego, pokrojone w plasterki',
    { quantity: 2, unit: 'stalk', name: 'selera naciowego', preparation: 'pokrojone w plasterki' },
  ],
  ['ok. 1,5 l wody', { quantity: 1.5, unit: 'litre', name: 'wody' }],
  ['jajka 3 szt.', { quantity: 3, unit: 'piece', name: 'jajka' }],
  ['mąka pszenna – 500 g', { quantity: 500, unit: 'gram', name: 'mąka pszenna' }],
  ['sól do smaku', { quantity: null, name: 'sól', comment: 'do smaku' }],
];

const fieldsOf = (parsed: ParsedIngredient) => {
  const { amounts: _amounts, ...fields } = parsed;
  return fields;
};

describe('Polish lines', () => {
  it.each(LINES)('%s', (line, expected) => {
    expect(fieldsOf(parseIngredient(line, { language: 'pl' }))).toMatchObject(expected);
  });
});

// A line with nothing the reading scores (no unit, number, size, preparation or purpose) reads
// alike in every language, and English, tried first, keeps it.
const SCORED = LINES.filter(([line]) => line !== 'sól do smaku');

describe('readIngredient reads a Polish line in Polish, whatever the reader speaks', () => {
  it.each(SCORED)('%s', (line, expected) => {
    expect(fieldsOf(readIngredient(line, []))).toMatchObject(expected);
    expect(fieldsOf(readIngredient(line, ['en']))).toMatchObject(expected);
    expect(fieldsOf(readIngredient(line, ['pl']))).toMatchObject(expected);
  });
});

describe('scaling a Polish line', () => {
  const scaled = (line: string, factor: number) =>
    viewIngredient(line, { factor, system: null }).text;

  it('rewrites the amount and keeps the unit as written', () => {
    expect(scaled('2 łyżki oliwy z oliwek', 2)).toBe('4 łyżki oliwy z oliwek');
    expect(scaled('1 szklanka mleka', 2)).toBe('2 szklanka mleka');
    expect(scaled('10 dag sera', 2)).toBe('20 dag sera');
    expect(scaled('2-3 marchewki', 2)).toBe('4–6 marchewki');
    expect(scaled('1 i 1/2 szklanki mąki', 2)).toBe('3 szklanki mąki');
  });

  it('converts a metric amount for a US reader', () => {
    expect(viewIngredient('10 dag sera', { factor: 1, system: 'us' }).text).toBe('3 ½ oz sera');
  });
});

describe('the Polish unit table', () => {
  it('names each unit by an English canonical id, and knows every unit the vocabulary names', () => {
    const english = new Set(ENGLISH_UNITS.map((unit) => unit.name));
    const names = new Set(POLISH_UNITS.map((unit) => unit.name));
    for (const name of names) expect(english.has(name), name).toBe(true);
    const listed = [
      ...VOCABULARY.bareUnits,
      ...VOCABULARY.containerUnits,
      ...VOCABULARY.trailingUnits,
    ];
    for (const name of listed) expect(names.has(name), name).toBe(true);
  });

  it('gives every spelling to one unit only', () => {
    const owners = new Map<string, string>();
    for (const unit of POLISH_UNITS) {
      for (const spelling of [...unit.words, ...(unit.abbreviations ?? [])]) {
        const lower = spelling.toLowerCase();
        expect(owners.get(lower) ?? unit.name, lower).toBe(unit.name);
        owners.set(lower, unit.name);
      }
    }
  });

  it('reads every case a number asks for', () => {
    for (const line of ['1 łyżka cukru', '2 łyżki cukru', '5 łyżek cukru', 'pół łyżki cukru']) {
      expect(parseIngredient(line, { language: 'pl' }).unit, line).toBe('tablespoon');
    }
  });
});
