// The units an ingredient amount can be measured in, as the words a language writes them: one
// canonical name per unit (an English id shared by every language), what it measures, and its
// spellings. The sizes are not here: every measuring unit's size is in ../units.ts, the one table
// the parser, the conversion and the shopping totals share. Each language brings its own table of
// spellings for the same canonical names; English is the first.
import { UNIT_SIZES, type MeasureUnit } from '../units';
import type { Token } from './tokens';

export type UnitKind = 'mass' | 'volume' | 'count' | 'length';

export interface UnitDefinition {
  /** Canonical id, singular English ("tablespoon", "gram", "clove"). */
  name: string;
  /** What it measures: a measure's kind is its kind in ../units.ts; counts have no size. */
  kind: UnitKind;
  /** Whole words in any case, plurals and other spellings included; several words allowed. */
  words: string[];
  /** Short forms in any case; read only right after a number, since "c" or "in" alone are words. */
  abbreviations?: string[];
  /** Short forms whose case decides the unit ("t" teaspoon, "T" tablespoon); after a number only. */
  caseSensitive?: string[];
  /**
   * How many units these spellings say by themselves, as Arabic duals do ("كوبان", two cups):
   * the quantity when no number is written before them.
   */
  impliedQuantity?: number;
}

/** A measuring unit's spellings; what it measures comes from the size table. */
export const measure = (
  name: MeasureUnit,
  words: string[],
  abbreviations: string[],
  caseSensitive?: string[],
): UnitDefinition => ({
  name,
  kind: UNIT_SIZES[name].kind,
  words,
  abbreviations,
  ...(caseSensitive ? { caseSensitive } : {}),
});

/** Count and container words: "a clove", "2 tins", "3 rashers". Plural is singular + s unless given. */
export const count = (singular: string, ...otherSpellings: string[]): UnitDefinition => ({
  name: singular,
  kind: 'count',
  words: [singular, ...(otherSpellings.length ? otherSpellings : [englishPlural(singular)])],
});

/**
 * A count or container unit as another language spells it: the canonical English id ("clove")
 * and every spelling, plurals included ("gousse", "gousses"); abbreviations need a number first.
 */
export const countUnit = (
  name: string,
  words: string[],
  abbreviations?: string[],
): UnitDefinition => ({
  name,
  kind: 'count',
  words,
  ...(abbreviations ? { abbreviations } : {}),
});

function englishPlural(word: string): string {
  if (/(?:ch|sh|x|s)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

export const ENGLISH_UNITS: readonly UnitDefinition[] = [
  measure(
    'teaspoon',
    ['teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls', 'tea spoon', 'tea spoons'],
    ['tsp', 'tsps', 'tspn', 'tspns', 'ts', 'teasp'],
    ['t'],
  ),
  measure(
    'tablespoon',
    ['tablespoon', 'tablespoons', 'tablespoonful', 'tablespoonfuls', 'table spoon', 'table spoons'],
    ['tbsp', 'tbsps', 'tbspn', 'tbs', 'tbl', 'tbls', 'tblsp', 'tblspn', 'tablesp', 'tbsb'],
    ['T', 'Tb', 'TB', 'Tbs', 'TBS', 'Tbl'],
  ),
  measure(
    'dessertspoon',
    ['dessertspoon', 'dessertspoons', 'dessertspoonful', 'dessert spoon', 'dessert spoons'],
    ['dsp', 'dssp', 'dstspn'],
  ),
  measure('cup', ['cup', 'cups', 'cupful', 'cupfuls'], ['c'], ['C']),
  measure('japanese cup', ['japanese cup', 'japanese cups'], []),
  measure('rice cup', ['rice cup', 'rice cups', 'rice-cooker cup', 'rice-cooker cups'], []),
  measure(
    'fluid ounce',
    ['fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces', 'fluid oz'],
    ['fl oz', 'floz', 'fl ozs', 'fl'],
  ),
  measure('pint', ['pint', 'pints'], ['pt', 'pts']),
  measure('half-pint', ['half-pint', 'half-pints', 'half pint'], []),
  measure('quart', ['quart', 'quarts'], ['qt', 'qts']),
  measure('gallon', ['gallon', 'gallons'], ['gal', 'gals']),
  measure(
    'millilitre',
    ['millilitre', 'millilitres', 'milliliter', 'milliliters'],
    ['ml', 'mls', 'cc'],
  ),
  measure('centilitre', ['centilitre', 'centilitres', 'centiliter', 'centiliters'], ['cl']),
  measure('decilitre', ['decilitre', 'decilitres', 'deciliter', 'deciliters'], ['dl']),
  measure('litre', ['litre', 'litres', 'liter', 'liters'], ['l', 'lt', 'ltr', 'ltrs']),
  measure('gram', ['gram', 'grams', 'gramme', 'grammes'], ['g', 'gm', 'gms', 'gr', 'grm']),
  measure('decagram', ['decagram', 'decagrams', 'dekagram', 'dekagrams'], ['dag', 'dkg']),
  measure(
    'kilogram',
    ['kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kilo', 'kilos'],
    ['kg', 'kgs'],
  ),
  measure('milligram', ['milligram', 'milligrams'], ['mg']),
  measure('catty', ['catty', 'catties'], []),
  measure('tael', ['tael', 'taels'], []),
  measure('ounce', ['ounce', 'ounces'], ['oz', 'ozs']),
  measure('pound', ['pound', 'pounds'], ['lb', 'lbs']),
  measure('millimetre', ['millimetre', 'millimetres', 'millimeter', 'millimeters'], ['mm']),
  measure('centimetre', ['centimetre', 'centimetres', 'centimeter', 'centimeters'], ['cm', 'cms']),
  measure('inch', ['inch', 'inches'], ['in']),
  measure('foot', ['foot', 'feet'], ['ft']),
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
  /**
   * Lower-case spelling (words joined by one space, no dots) → unit, for whole words. A spelling
   * may hold a bracketed word ("colher (sopa)"): the brackets count as words of their own.
   */
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
  const note = (map: Map<string, UnitDefinition>, written: string, unit: UnitDefinition) => {
    const spelling = written.replace(/\s*([()])\s*/g, ' $1 ').trim();
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
    // a bracket inside a spelling of several words: "colher (sopa)", "xícara (chá)"
    const inSpelling = i > at && (token.text === '(' || token.text === ')');
    if (token.kind !== 'word' && !inSpelling) break;
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
