// The one table of unit sizes: what each measuring unit measures, how big it is, and which
// kitchens write it. The ingredient parser (ingredients/units.ts, its spellings by language), the
// conversion between US and metric (kitchen/convert.ts) and the shopping-list totals
// (shopping/totals.ts) all read it; units.test.ts fails if another table of sizes appears.
//
// The sizes are the ones cooks round to, not the legal definitions: SPEC.md names none, and these
// are what the app shows ("1 cup" converts to 240 ml, "30 ml" to 2 tbsp). The exact US sizes
// (teaspoon 4.929 ml, tablespoon 14.787 ml, cup 236.588 ml, fluid ounce 29.574 ml) are within 2%
// of them, less than a cook's scoop varies, and printing "236.6 ml" would help nobody. The
// pint, quart and gallon keep their US sizes to the millilitre: they convert to litres, where
// the rounding would show. A half-pint is sold and measured as a cup. British recipes mean the
// imperial pint (568 ml); the parser cannot tell from one line, so a pint here is the US pint.

/** What a measure measures: its size is in grams, millilitres or millimetres. */
export type MeasureKind = 'mass' | 'volume' | 'length';

/**
 * The kitchens a measure is at home in: 'both' for the spoons, which metric kitchens measure with
 * too (so converting leaves them alone).
 */
export type MeasureSystem = 'metric' | 'us' | 'both';

export interface UnitSize {
  kind: MeasureKind;
  /** Grams (mass), millilitres (volume) or millimetres (length) in one unit. */
  base: number;
  system: MeasureSystem;
}

const mass = (grams: number, system: MeasureSystem): UnitSize => ({
  kind: 'mass',
  base: grams,
  system,
});
const volume = (millilitres: number, system: MeasureSystem): UnitSize => ({
  kind: 'volume',
  base: millilitres,
  system,
});
const length = (millimetres: number, system: MeasureSystem): UnitSize => ({
  kind: 'length',
  base: millimetres,
  system,
});

/** Every measuring unit by the parser's canonical name (singular English). */
export const UNIT_SIZES = {
  milligram: mass(0.001, 'metric'),
  gram: mass(1, 'metric'),
  decagram: mass(10, 'metric'),
  kilogram: mass(1000, 'metric'),
  // China's market catty (斤) and tael (两)
  catty: mass(500, 'metric'),
  tael: mass(50, 'metric'),
  ounce: mass(28.3495, 'us'),
  pound: mass(453.592, 'us'),
  millilitre: volume(1, 'metric'),
  centilitre: volume(10, 'metric'),
  decilitre: volume(100, 'metric'),
  litre: volume(1000, 'metric'),
  teaspoon: volume(5, 'both'),
  tablespoon: volume(15, 'both'),
  dessertspoon: volume(10, 'both'),
  cup: volume(240, 'us'),
  // Japan's cup (カップ) is 200 ml, and its rice cup (合) the old measure of 180 ml
  'japanese cup': volume(200, 'metric'),
  'rice cup': volume(180, 'metric'),
  'half-pint': volume(240, 'us'),
  'fluid ounce': volume(30, 'us'),
  pint: volume(473, 'us'),
  quart: volume(946, 'us'),
  gallon: volume(3785, 'us'),
  millimetre: length(1, 'metric'),
  centimetre: length(10, 'metric'),
  inch: length(25.4, 'us'),
  foot: length(304.8, 'us'),
} as const satisfies Readonly<Record<string, UnitSize>>;

export type MeasureUnit = keyof typeof UNIT_SIZES;

/** The size of a measuring unit by its canonical name; null for a count ("clove") or no unit. */
export function unitSize(unit: string | null): UnitSize | null {
  return unit !== null && Object.hasOwn(UNIT_SIZES, unit) ? UNIT_SIZES[unit as MeasureUnit] : null;
}
