// The units an ingredient amount can be measured in, as data: one canonical name per unit (an
// English id shared by every language), what it measures, the system it belongs to and its size in
// grams, millilitres or millimetres, so scaling and conversion work from the same table. Each
// language brings its own table of spellings for the same canonical names; English is the first.
import type { Token } from './tokens';

export type UnitKind = 'mass' | 'volume' | 'count' | 'length';
export type UnitSystem = 'metric' | 'us' | 'imperial';

export interface UnitDefinition {
  /** Canonical id, singular English ("tablespoon", "gram", "clove"). */
  name: string;
  kind: UnitKind;
  system: UnitSystem | null;
  /** Grams (mass), millilitres (volume) or millimetres (length) in one unit; null for counts. */
  base: number | null;
  /** Whole words in any case, plurals and other spellings included; several words allowed. */
  words: string[];
  /** Short forms in any case; read only right after a number, since "c" or "in" alone are words. */
  abbreviations?: string[];
  /** Short forms whose case decides the unit ("t" teaspoon, "T" tablespoon); after a number only. */
  caseSensitive?: string[];
}

const mass = (name: string, system: UnitSystem, grams: number, words: string[], abbr: string[]) =>
  ({ name, kind: 'mass', system, base: grams, words, abbreviations: abbr }) as UnitDefinition;
const volume = (
  name: string,
  system: UnitSystem,
  millilitres: number,
  words: string[],
  abbr: string[],
  caseSensitive?: string[],
) =>
  ({
    name,
    kind: 'volume',
    system,
    base: millilitres,
    words,
    abbreviations: abbr,
    caseSensitive,
  }) as UnitDefinition;
const length = (name: string, system: UnitSystem, mm: number, words: string[], abbr: string[]) =>
  ({ name, kind: 'length', system, base: mm, words, abbreviations: abbr }) as UnitDefinition;

/** Count and container words: "a clove", "2 tins", "3 rashers". Plural is singular + s unless given. */
const count = (singular: string, ...otherSpellings: string[]): UnitDefinition => ({
  name: singular,
  kind: 'count',
  system: null,
  base: null,
  words: [singular, ...(otherSpellings.length ? otherSpellings : [englishPlural(singular)])],
});

function englishPlural(word: string): string {
  if (/(?:ch|sh|x|s)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

// The US cup, pint, quart and gallon; British recipes mean the imperial pint (568 ml), which
// conversion has to decide from context (a "150g/5½oz" line is British).
export const ENGLISH_UNITS: readonly UnitDefinition[] = [
  volume(
    'teaspoon',
    'us',
    4.92892,
    ['teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls', 'tea spoon', 'tea spoons'],
    ['tsp', 'tsps', 'tspn', 'tspns', 'ts', 'teasp'],
    ['t'],
  ),
  volume(
    'tablespoon',
    'us',
    14.7868,
    ['tablespoon', 'tablespoons', 'tablespoonful', 'tablespoonfuls', 'table spoon', 'table spoons'],
    ['tbsp', 'tbsps', 'tbspn', 'tbs', 'tbl', 'tbls', 'tblsp', 'tblspn', 'tablesp', 'tbsb'],
    ['T', 'Tb', 'TB', 'Tbs', 'TBS', 'Tbl'],
  ),
  volume(
    'dessertspoon',
    'imperial',
    10,
    ['dessertspoon', 'dessertspoons', 'dessertspoonful', 'dessert spoon', 'dessert spoons'],
    ['dsp', 'dssp', 'dstspn'],
  ),
  volume('cup', 'us', 236.588, ['cup', 'cups', 'cupful', 'cupfuls'], ['c'], ['C']),
  volume(
    'fluid ounce',
    'us',
    29.5735,
    ['fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces', 'fluid oz'],
    ['fl oz', 'floz', 'fl ozs', 'fl'],
  ),
  volume('pint', 'us', 473.176, ['pint', 'pints'], ['pt', 'pts']),
  volume('half-pint', 'us', 236.588, ['half-pint', 'half-pints', 'half pint'], []),
  volume('quart', 'us', 946.353, ['quart', 'quarts'], ['qt', 'qts']),
  volume('gallon', 'us', 3785.41, ['gallon', 'gallons'], ['gal', 'gals']),
  volume(
    'millilitre',
    'metric',
    1,
    ['millilitre', 'millilitres', 'milliliter', 'milliliters'],
    ['ml', 'mls', 'cc'],
  ),
  volume(
    'centilitre',
    'metric',
    10,
    ['centilitre', 'centilitres', 'centiliter', 'centiliters'],
    ['cl'],
  ),
  volume(
    'decilitre',
    'metric',
    100,
    ['decilitre', 'decilitres', 'deciliter', 'deciliters'],
    ['dl'],
  ),
  volume(
    'litre',
    'metric',
    1000,
    ['litre', 'litres', 'liter', 'liters'],
    ['l', 'lt', 'ltr', 'ltrs'],
  ),
  mass(
    'gram',
    'metric',
    1,
    ['gram', 'grams', 'gramme', 'grammes'],
    ['g', 'gm', 'gms', 'gr', 'grm'],
  ),
  mass(
    'kilogram',
    'metric',
    1000,
    ['kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kilo', 'kilos'],
    ['kg', 'kgs'],
  ),
  mass('milligram', 'metric', 0.001, ['milligram', 'milligrams'], ['mg']),
  mass('ounce', 'us', 28.3495, ['ounce', 'ounces'], ['oz', 'ozs']),
  mass('pound', 'us', 453.592, ['pound', 'pounds'], ['lb', 'lbs']),
  length(
    'millimetre',
    'metric',
    1,
    ['millimetre', 'millimetres', 'millimeter', 'millimeters'],
    ['mm'],
  ),
  length(
    'centimetre',
    'metric',
    10,
    ['centimetre', 'centimetres', 'centimeter', 'centimeters'],
    ['cm', 'cms'],
  ),
  length('inch', 'us', 25.4, ['inch', 'inches'], ['in']),
  length('foot', 'us', 304.8, ['foot', 'feet'], ['ft']),
  { ...count('package', 'packages'), abbreviations: ['pkg', 'pkgs', 'pkge'] },
  count('dozen', 'dozens'),
  count('leaf', 'leaves'),
  count('loaf', 'loaves'),
  // Small measures, usually without a number: "a pinch of", "handful fresh parsley".
  ...['pinch', 'dash', 'drop', 'handful', 'splash', 'knob', 'sprinkle', 'drizzle'].map((w) =>
    count(w),
  ),
  ...['squeeze', 'glug', 'dollop', 'grind', 'shake', 'lump', 'scoop'].map((w) => count(w)),
  // Parts of a plant or an animal, and cuts.
  ...[
    'clove',
    'bunch',
    'sprig',
    'stalk',
    'stick',
    'head',
    'bulb',
    'rib',
    'ear',
    'stem',
    'spear',
  ].map((w) => count(w)),
  ...['slice', 'piece', 'chunk', 'strip', 'wedge', 'cube', 'square', 'fillet', 'rasher'].map((w) =>
    count(w),
  ),
  ...['sheet', 'finger', 'link', 'segment', 'ball', 'pat'].map((w) => count(w)),
  // Containers and packs.
  ...['can', 'tin', 'jar', 'bottle', 'carton', 'tub', 'pot', 'packet', 'pack', 'bag'].map((w) =>
    count(w),
  ),
  ...['sachet', 'envelope', 'box', 'container', 'punnet', 'tube', 'block', 'bar'].map((w) =>
    count(w),
  ),
  ...['glass', 'mug', 'shot', 'jigger', 'ladle', 'bundle', 'portion', 'serving'].map((w) =>
    count(w),
  ),
  // A whole preparation from elsewhere in the book: "1 recipe pie crust".
  ...['recipe', 'batch'].map((w) => count(w)),
];

/** The unit tables by language; a language without its own table reads English units. */
export const UNIT_TABLES: Readonly<Record<string, readonly UnitDefinition[]>> = {
  en: ENGLISH_UNITS,
};

export interface UnitIndex {
  /** Lower-case spelling (words joined by one space, no dots) → unit, for whole words. */
  words: Map<string, UnitDefinition>;
  /** The same for abbreviations, which need a number before them. */
  abbreviations: Map<string, UnitDefinition>;
  /** Exact-case spellings. */
  caseSensitive: Map<string, UnitDefinition>;
  /** The first words of spellings of several words ("fl", "fluid", "fl oz"), to stop early. */
  prefixes: Set<string>;
}

export function buildUnitIndex(table: readonly UnitDefinition[]): UnitIndex {
  const index: UnitIndex = {
    words: new Map(),
    abbreviations: new Map(),
    caseSensitive: new Map(),
    prefixes: new Set(),
  };
  const note = (map: Map<string, UnitDefinition>, spelling: string, unit: UnitDefinition) => {
    map.set(spelling, unit);
    const words = spelling.split(' ');
    for (let n = 1; n < words.length; n++) index.prefixes.add(words.slice(0, n).join(' '));
  };
  for (const unit of table) {
    for (const word of unit.words) note(index.words, word.toLowerCase(), unit);
    for (const abbr of unit.abbreviations ?? [])
      note(index.abbreviations, abbr.toLowerCase(), unit);
    for (const exact of unit.caseSensitive ?? []) note(index.caseSensitive, exact, unit);
  }
  return index;
}

const INDEXES = new Map<readonly UnitDefinition[], UnitIndex>();

/** The (cached) index of one language's unit table. */
export function unitIndexFor(language: string): UnitIndex {
  const table = UNIT_TABLES[language] ?? ENGLISH_UNITS;
  let index = INDEXES.get(table);
  if (!index) {
    index = buildUnitIndex(table);
    INDEXES.set(table, index);
  }
  return index;
}

export interface UnitMatch {
  unit: UnitDefinition;
  /** Token index just after the unit (its abbreviation dots included). */
  end: number;
}

/**
 * The longest unit spelling that starts at token `at`: "fl. oz." and "fluid ounces" as well as
 * "tbsp". Abbreviations and case-sensitive forms count only when `afterNumber` says a number
 * stands right before ("2 c" is a cup, "c" alone is not).
 */
export function matchUnit(
  tokens: readonly Token[],
  at: number,
  index: UnitIndex,
  afterNumber: boolean,
): UnitMatch | null {
  let spelling = '';
  let exact = '';
  let best: UnitMatch | null = null;
  for (let i = at; i < tokens.length;) {
    const token = tokens[i]!;
    if (token.kind !== 'word') break;
    spelling = i === at ? token.lower : `${spelling} ${token.lower}`;
    exact = i === at ? token.text : `${exact} ${token.text}`;
    i++;
    // an abbreviation may end in a full stop: "tbsp.", "fl. oz."
    const dotted = tokens[i]?.text === '.' && !tokens[i]!.spaced;
    const unit =
      index.words.get(spelling) ??
      (afterNumber
        ? (index.caseSensitive.get(exact) ?? index.abbreviations.get(spelling))
        : undefined);
    if (unit) best = { unit, end: dotted ? i + 1 : i };
    if (!index.prefixes.has(spelling)) break;
    if (dotted) i++;
  }
  return best;
}
