// How much of a food a shopping-list item asks for, from its contributions ("1 cup milk" from one
// recipe, "200 ml milk" from another): amounts of the same dimension add up through the unit sizes
// of the one unit table, ../units.ts (grams for mass, millilitres for volume), counts add up as numbers, and
// the total prints the way recipes print amounts (kitchen/fractions.ts).
import { pickUnit, styleOf, unitLabel, unitMeasure, type UnitSystem } from '../kitchen/convert';
import { formatAmount } from '../kitchen/fractions';
import { foodKey } from './sections';

/** One addition to an item: what a recipe (or a person typing) asked for. */
export interface Contribution {
  id: string;
  /** Null when the line gave no number ("salt"). */
  quantity: number | null;
  /** The ingredient parser's canonical unit ("cup", "gram", "clove"), or null. */
  unit: string | null;
  recipeId: string | null;
  recipeTitle: string | null;
}

/** What an item's amounts measure: items merge only within one. */
export type Dimension = 'mass' | 'volume' | 'count' | 'none' | (string & {});

/** Count units that are a number of things: "1 dozen eggs" and "3 eggs" make 15 eggs. */
const COUNT_UNITS: Readonly<Record<string, number>> = { dozen: 12 };

/** 'mass', 'volume', 'count' (a number of things), another unit's name ('clove'), or 'none'. */
export function dimensionOf(quantity: number | null, unit: string | null): Dimension {
  if (unit === null) return quantity === null ? 'none' : 'count';
  if (Object.hasOwn(COUNT_UNITS, unit)) return 'count';
  return unitMeasure(unit)?.kind ?? unit;
}

/** The key items merge by: the food's key and the dimension ("milk|volume"). */
export function itemKeyOf(food: string, quantity: number | null, unit: string | null): string {
  return `${foodKey(food)}|${dimensionOf(quantity, unit)}`;
}

export interface TotalPart {
  quantity: number;
  unit: string | null;
  /** "1 ⅞ cups", "440 ml", "5", "2 cloves". */
  text: string;
}

export interface TotalOptions {
  /** Print measures in this system; by default, in the unit the contributions agree on or the
   * system of the largest one. */
  system?: UnitSystem | null;
}

/**
 * The sum of an item's contributions, one part per dimension (normally one; an item edited on
 * one device while another added to it can hold two: "1 kg + 3"). Contributions without a
 * number add nothing; an item of only those has no parts and an empty text.
 */
export function totalOf(
  amounts: readonly Contribution[],
  options: TotalOptions = {},
): { parts: TotalPart[]; text: string } {
  const groups = new Map<Dimension, Array<{ quantity: number; unit: string | null }>>();
  for (const { quantity, unit } of amounts) {
    if (quantity === null || !Number.isFinite(quantity) || quantity <= 0) continue;
    const dimension = dimensionOf(quantity, unit);
    groups.set(dimension, [...(groups.get(dimension) ?? []), { quantity, unit }]);
  }
  const parts = [...groups.values()].map((group) => sumGroup(group, options.system ?? null));
  return { parts, text: parts.map((part) => part.text).join(' + ') };
}

function sumGroup(
  group: ReadonlyArray<{ quantity: number; unit: string | null }>,
  system: UnitSystem | null,
): TotalPart {
  const units = new Set(group.map((amount) => amount.unit));
  const [firstUnit] = units;
  const sum = (factor: (unit: string | null) => number) =>
    group.reduce((total, amount) => total + amount.quantity * factor(amount.unit), 0);
  const measure = unitMeasure(firstUnit ?? null);
  const isAtHome = !system || !measure || measure.system === 'both' || measure.system === system;
  if (units.size === 1 && isAtHome)
    return part(
      sum(() => 1),
      firstUnit ?? null,
    );
  if (!measure) {
    // Counts: dozens and single things add up as single things.
    return part(
      sum((unit) => (unit !== null && Object.hasOwn(COUNT_UNITS, unit) ? COUNT_UNITS[unit]! : 1)),
      null,
    );
  }
  const base = sum((unit) => unitMeasure(unit)?.base ?? 0);
  const target = pickUnit(measure.kind, system ?? systemOfLargest(group), base);
  return part(base / target.base, target.name);
}

/** The system of the largest contribution that belongs to one (spoons belong to both). */
function systemOfLargest(group: ReadonlyArray<{ quantity: number; unit: string | null }>) {
  let largest: { size: number; system: UnitSystem } | null = null;
  for (const { quantity, unit } of group) {
    const measure = unitMeasure(unit);
    if (!measure || measure.system === 'both') continue;
    const size = quantity * measure.base;
    if (!largest || size > largest.size) largest = { size, system: measure.system };
  }
  return largest?.system ?? 'us';
}

function part(quantity: number, unit: string | null): TotalPart {
  const amount = formatAmount(quantity, styleOf(unit));
  if (unit === null) return { quantity, unit, text: amount };
  const label = Object.hasOwn(COUNT_UNITS, unit) ? unit : unitLabel(unit, amount);
  return { quantity, unit, text: `${amount} ${label}` };
}
