// US customary ↔ metric for an amount the ingredient parser read. Mass and volume always
// convert; between volume and mass only for the foods in FOOD_DENSITIES, and then the answer is
// marked approximate (a cup of flour weighs what the cook's scoop packs). Teaspoons and
// tablespoons are kept in both systems: metric kitchens measure with them too. The units' sizes
// are the one table in ../units.ts.
import { UNIT_SIZES, unitSize, type MeasureUnit } from '../units';
import type { AmountStyle } from './fractions';

export type UnitSystem = 'us' | 'metric';
export const UNIT_SYSTEMS: readonly UnitSystem[] = ['us', 'metric'];

/**
 * Grams per cup (UNIT_SIZES.cup, 240 ml) of foods commonly measured both ways, most specific first; matched
 * as whole words in the ingredient's name. Liquids stay volumes in metric (millilitres are what a
 * jug shows); their weight serves recipes that weigh them, shown in cups for US cooks.
 */
export const FOOD_DENSITIES: ReadonlyArray<{ food: RegExp; gramsPerCup: number; isLiquid?: true }> =
  [
    { food: /\b(?:bread|strong)\s+flour\b/i, gramsPerCup: 130 },
    { food: /\b(?:cake|pastry)\s+flour\b/i, gramsPerCup: 115 },
    { food: /\b(?:whole\s*wheat|wholemeal|rye)\s+flour\b/i, gramsPerCup: 120 },
    { food: /\b(?:almond)\s+(?:flour|meal)\b|\bground almonds\b/i, gramsPerCup: 96 },
    { food: /\bflour\b/i, gramsPerCup: 125 },
    { food: /\b(?:brown|muscovado|demerara)\s+sugar\b/i, gramsPerCup: 220 },
    { food: /\b(?:powdered|icing|confectioners'?)\s+sugar\b/i, gramsPerCup: 120 },
    { food: /\bsugar\b/i, gramsPerCup: 200 },
    { food: /\bbutter\b/i, gramsPerCup: 227 },
    { food: /\b(?:cocoa|cacao)\b/i, gramsPerCup: 85 },
    { food: /\b(?:corn\s*starch|cornflour)\b/i, gramsPerCup: 128 },
    { food: /\b(?:rolled\s+)?oats\b/i, gramsPerCup: 90 },
    { food: /\brice\b/i, gramsPerCup: 185 },
    { food: /\bchocolate chips\b/i, gramsPerCup: 170 },
    { food: /\b(?:bread\s*crumbs|breadcrumbs|panko)\b/i, gramsPerCup: 110 },
    { food: /\b(?:walnuts|pecans|almonds|hazelnuts|nuts)\b/i, gramsPerCup: 120 },
    { food: /\b(?:grated|shredded)\b.*\bcheese\b|\bparmesan\b/i, gramsPerCup: 100 },
    { food: /\bhoney\b/i, gramsPerCup: 340, isLiquid: true },
    { food: /\b(?:maple\s+)?syrup\b/i, gramsPerCup: 320, isLiquid: true },
    { food: /\b(?:oil)\b/i, gramsPerCup: 218, isLiquid: true },
    { food: /\b(?:milk|buttermilk|cream|yogh?urt)\b/i, gramsPerCup: 245, isLiquid: true },
    { food: /\bwater\b|\bstock\b|\bbroth\b/i, gramsPerCup: 240, isLiquid: true },
  ];

export interface Measure {
  quantity: number;
  quantityMax: number | null;
  /** The parser's canonical unit name ("cup", "gram", "fluid ounce"). */
  unit: string;
}

export interface ConvertedMeasure extends Measure {
  /** How to print the numbers. */
  style: AmountStyle;
  /** True when converted between volume and mass by FOOD_DENSITIES. */
  approximate: boolean;
}

/** How a unit's numbers print: metric units as decimals, the rest as fractions. */
export function styleOf(unit: string | null): AmountStyle {
  return unitMeasure(unit)?.system === 'metric' ? 'metric' : 'fraction';
}

/**
 * A unit of mass or volume: what it measures, its size (grams or millilitres) and system, from
 * the one unit table; null for a length, a count or no unit, which neither convert nor add up.
 */
export function unitMeasure(unit: string | null) {
  const size = unitSize(unit);
  const kind = size?.kind;
  if (!size || (kind !== 'mass' && kind !== 'volume')) return null;
  return { kind, base: size.base, system: size.system };
}

const CUP = UNIT_SIZES.cup.base;

function densityOf(food: string | undefined) {
  return food ? FOOD_DENSITIES.find((entry) => entry.food.test(food)) : undefined;
}

/**
 * `measure` in the `to` system, or null when it is already at home there (spoons, or a unit of
 * that system), or is not a measure at all (counts, "pinch", no unit). `food` is the ingredient's
 * name, for conversions between volume and mass.
 */
export function convertMeasure(
  measure: Measure,
  to: UnitSystem,
  food?: string,
): ConvertedMeasure | null {
  const unit = unitMeasure(measure.unit);
  if (!unit || unit.system === 'both' || unit.system === to) return null;
  const density = densityOf(food);
  let kind = unit.kind;
  let factor = unit.base;
  let approximate = false;
  if (density && unit.kind === 'volume' && to === 'metric' && !density.isLiquid) {
    // Cups of flour become grams in a metric kitchen.
    kind = 'mass';
    factor = (unit.base / CUP) * density.gramsPerCup;
    approximate = true;
  } else if (density && unit.kind === 'mass' && to === 'us') {
    // Grams of flour or milk become cups in a US kitchen.
    kind = 'volume';
    factor = (unit.base / density.gramsPerCup) * CUP;
    approximate = true;
  }
  const target = pickUnit(kind, to, measure.quantity * factor);
  return {
    quantity: (measure.quantity * factor) / target.base,
    quantityMax: measure.quantityMax === null ? null : (measure.quantityMax * factor) / target.base,
    unit: target.name,
    style: to === 'metric' ? 'metric' : 'fraction',
    approximate,
  };
}

/** The unit a cook of that system would use for `amount` grams or millilitres. */
export function pickUnit(kind: 'mass' | 'volume', system: UnitSystem, amount: number) {
  const named = (name: MeasureUnit) => ({ name, base: UNIT_SIZES[name].base });
  if (kind === 'mass') {
    if (system === 'metric') return named(amount >= UNIT_SIZES.kilogram.base ? 'kilogram' : 'gram');
    return named(amount >= UNIT_SIZES.pound.base ? 'pound' : 'ounce');
  }
  if (system === 'metric') return named(amount >= UNIT_SIZES.litre.base ? 'litre' : 'millilitre');
  if (amount < UNIT_SIZES.tablespoon.base) return named('teaspoon');
  if (amount < 4 * UNIT_SIZES.tablespoon.base) return named('tablespoon');
  if (amount <= 8 * CUP) return named('cup');
  return named('quart');
}

/**
 * How a unit is written after a printed amount: "g", "ml", "tbsp", "oz", "fl oz"; other units
 * plural unless the amount reads as one or less ("1 cup", "⅔ cup", "2 cups").
 */
export function unitLabel(unit: string, amountText: string): string {
  const short: Record<string, string> = {
    milligram: 'mg',
    gram: 'g',
    kilogram: 'kg',
    millilitre: 'ml',
    centilitre: 'cl',
    decilitre: 'dl',
    litre: 'l',
    teaspoon: 'tsp',
    tablespoon: 'tbsp',
    ounce: 'oz',
    pound: 'lb',
    'fluid ounce': 'fl oz',
  };
  if (short[unit]) return short[unit];
  const isOneOrLess = amountText === '1' || /^[⅛¼⅓⅜½⅝⅔¾⅞]$/.test(amountText);
  return isOneOrLess ? unit : `${unit}s`;
}
