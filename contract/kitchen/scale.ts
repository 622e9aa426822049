// An ingredient line as the cook asked to see it: scaled by a factor and, when asked, in the other
// measuring system. The stored text stays the truth; only the amounts the parser found are
// rewritten, and every other character of the line is kept as the cook wrote it.
import { readIngredient, type IngredientAmount } from '../ingredients';
import { VOCABULARIES } from '../ingredients/languages';
import { convertMeasure, styleOf, unitLabel, type UnitSystem } from './convert';
import { formatRange } from './fractions';

export interface IngredientSegment {
  text: string;
  /** A rewritten amount (scaled or converted), for emphasis. */
  isAmount: boolean;
}

export interface IngredientView {
  segments: IngredientSegment[];
  /** The line as one string. */
  text: string;
  /** Converted between volume and mass by the food table: shown as approximate. */
  isApproximate: boolean;
}

export interface ViewOptions {
  /** 1 = as written; 2 = doubled. */
  factor: number;
  /** Show amounts in this system; null = as written. */
  system: UnitSystem | null;
  /** The reader's languages, tried first when reading the line (any language is read). */
  languages?: readonly string[];
}

const plain = (line: string): IngredientView => ({
  segments: [{ text: line, isAmount: false }],
  text: line,
  isApproximate: false,
});

/** Which units each system writes natively, for "does this line already say it both ways?". */
function isAtHomeIn(unit: string | null, system: UnitSystem): boolean {
  return unit !== null && convertMeasure({ quantity: 1, quantityMax: null, unit }, system) === null;
}

export function viewIngredient(
  line: string,
  { factor, system, languages = [] }: ViewOptions,
): IngredientView {
  if (factor === 1 && system === null) return plain(line);
  const parsed = readIngredient(line, languages);
  const amounts = parsed.amounts.filter(
    (amount) => amount.quantity !== null && amount.quantityStart !== null && amount.role !== 'size',
  );
  if (amounts.length === 0) return plain(line);
  // "150g/5½oz": the line already gives the other system's amount; scale both, convert neither.
  const saysBothWays =
    system !== null &&
    amounts.some((amount) => amount.role === 'alternative' && isAtHomeIn(amount.unit, system));

  const segments: IngredientSegment[] = [];
  let isApproximate = false;
  let cursor = 0;
  for (const amount of amounts) {
    const rewrite = rewriteAmount(line, amount, {
      factor,
      system: saysBothWays || amount.role === 'alternative' ? null : system,
      food: parsed.name ?? undefined,
    });
    if (!rewrite || rewrite.start < cursor) continue;
    if (rewrite.start > cursor)
      segments.push({ text: line.slice(cursor, rewrite.start), isAmount: false });
    segments.push({ text: rewrite.text, isAmount: true });
    isApproximate ||= rewrite.isApproximate;
    cursor = rewrite.end;
  }
  if (cursor < line.length) segments.push({ text: line.slice(cursor), isAmount: false });
  return { segments, text: segments.map((segment) => segment.text).join(''), isApproximate };
}

function rewriteAmount(
  line: string,
  amount: IngredientAmount,
  { factor, system, food }: { factor: number; system: UnitSystem | null; food?: string },
): { start: number; end: number; text: string; isApproximate: boolean } | null {
  const quantity = amount.quantity! * factor;
  const quantityMax = amount.quantityMax === null ? null : amount.quantityMax * factor;
  const converted =
    system && amount.unit
      ? convertMeasure({ quantity, quantityMax, unit: amount.unit }, system, food)
      : null;
  const start = amount.quantityStart!;
  if (converted) {
    const number = formatRange(converted.quantity, converted.quantityMax, converted.style);
    // "カップ1": a unit written before its number is replaced with it
    const unitFirst = amount.unitStart !== null && amount.unitStart < start;
    return {
      start: unitFirst ? amount.unitStart! : start,
      end: unitFirst ? amount.quantityEnd! : (amount.unitEnd ?? amount.quantityEnd!),
      text: `${converted.approximate ? '~' : ''}${number} ${unitLabel(converted.unit, number)}`,
      isApproximate: converted.approximate,
    };
  }
  if (factor === 1) return null;
  const number = formatRange(quantity, quantityMax, styleOf(amount.unit));
  if (
    amount.unitStart === null ||
    amount.unitEnd === null ||
    amount.unitStart < amount.quantityEnd!
  ) {
    return { start, end: amount.quantityEnd!, text: number, isApproximate: false };
  }
  // Keep the unit as written, in the number that now goes with it ("1 cup" → "2 cups").
  const between = line.slice(amount.quantityEnd!, amount.unitStart);
  const unitText = agreeInNumber(line.slice(amount.unitStart, amount.unitEnd), number, amount.unit);
  return {
    start,
    end: amount.unitEnd,
    text: `${number}${between}${unitText}`,
    isApproximate: false,
  };
}

/** Units written short, which do not take a plural. */
const ABBREVIATION =
  /^(?:tsp|tsps|tbsp|tbsps|tbs|tbl|tblsp|gms?|grs?|kgs?|mls?|oz|ozs|lbs?|pts?|qts?|gals?|pkgs?|doz|cms?|mms?)$/i;

const ONE_OR_LESS = /^(?:1|[⅛¼⅓⅜½⅝⅔¾⅞])$/;

/**
 * A unit word written out ("cup", "cloves", "pinch", "cucharada") in the number of `amountText`,
 * by the English rules of -s and -es, kept only when some language spells its unit so (checked
 * unless `unit` is null, for the first word of a unit of several)
 * ("cucharadas", "gousses"; not "cucchiaios" nor "leafs"). Abbreviations ("tbsp", "g", "oz") and
 * words it does not know how to change stay as written.
 */
function agreeInNumber(unitText: string, amountText: string, unit: string | null): string {
  // a unit of several words agrees by its first ("xícaras (chá)", "cuillères à soupe")
  const space = unitText.indexOf(' ');
  if (space > 0) {
    const first = unitText.slice(0, space);
    const agreed = agreeInNumber(first, amountText, null) + unitText.slice(space);
    return agreed !== unitText && spellsUnit(agreed, unit) ? agreed : unitText;
  }
  if (!/^\p{L}{3,}$/u.test(unitText) || ABBREVIATION.test(unitText)) return unitText;
  const wantsPlural = !ONE_OR_LESS.test(amountText);
  const isPlural = /s$/i.test(unitText);
  let agreed = unitText;
  if (wantsPlural && !isPlural) {
    agreed = /(?:ch|sh|x)$/i.test(unitText) ? `${unitText}es` : `${unitText}s`;
  } else if (!wantsPlural && isPlural) {
    if (/(?:ch|sh|x)es$/i.test(unitText)) agreed = unitText.slice(0, -2);
    else if (!/ss$/i.test(unitText)) agreed = unitText.slice(0, -1);
  }
  return agreed === unitText || unit === null || spellsUnit(agreed, unit) ? agreed : unitText;
}

/** True when a language's unit table spells `unit` as `word`. */
function spellsUnit(word: string, unit: string | null): boolean {
  const lower = word
    .toLowerCase()
    .replace(/\s*([()])\s*/g, ' $1 ')
    .trim();
  return Object.values(VOCABULARIES).some((v) => v.units.words.get(lower)?.name === unit);
}
