// Amounts: a quantity and its unit, with what cooks write around them. The first amount of a line
// is the one that counts; the ones after it are kept with their role so scaling can rewrite all of
// them: "150g/5½oz" (alternative), "1 lb 2 oz" and "1 cup plus 2 tbsp" (addition), "1 (14-ounce)
// can" and "2 x 400g tins" (size of each container, which scaling leaves alone).
import { readQuantity, startsQuantity, type QuantityMatch } from './quantity';
import { BRACKETS, DASHES, closingBracket, isWordIn, type Token } from './tokens';
import { matchUnit, type UnitDefinition } from './units';
import type { Vocabulary } from './vocabulary';

export type AmountRole = 'primary' | 'alternative' | 'addition' | 'size';

export interface IngredientAmount {
  quantity: number | null;
  /** Upper end of a range ("2-3"); null when not a range. */
  quantityMax: number | null;
  /** Canonical unit name (units.ts), or null for a plain count ("2 eggs"). */
  unit: string | null;
  role: AmountRole;
  /** The quantity is an article ("a pinch"), not a written number. */
  isArticle: boolean;
  /** Said with "about", "scant", "heaped"... */
  isApproximate: boolean;
  /** Character offsets of the whole amount in the line, end exclusive ("1 (14-ounce) can"). */
  start: number;
  end: number;
  /** Offsets of the quantity as written ("1 1/2", "a"); null when there is none. */
  quantityStart: number | null;
  quantityEnd: number | null;
  /** Offsets of the unit word(s) as written ("tbsp.", "fl oz"); null when there is none. */
  unitStart: number | null;
  unitEnd: number | null;
}

export interface AmountRead {
  amount: IngredientAmount;
  unit: UnitDefinition | null;
  /** Token index just after the amount. */
  end: number;
  /** Container sizes read inside it ("1 (14-ounce) can"). */
  sizes: IngredientAmount[];
}

/** The index after the bracket that opens at `open` (the line's end when it never closes). */
const afterBracket = (tokens: readonly Token[], open: number) =>
  Math.min(closingBracket(tokens, open) + 1, tokens.length);

const NO_WORDS: ReadonlySet<string> = new Set();

/** Skips words of `set` or with one of `endings` (and the full stop of "approx."). */
function skipWords(
  tokens: readonly Token[],
  at: number,
  set: ReadonlySet<string>,
  endings?: readonly string[],
): number {
  let i = at;
  for (;;) {
    const token = tokens[i];
    if (!token || token.kind !== 'word') return i;
    if (!set.has(token.lower) && !(endings && hasEnding(token.lower, endings))) return i;
    i += tokens[i + 1]?.text === '.' && !tokens[i + 1]!.spaced ? 2 : 1;
  }
}

function hasEnding(word: string, endings: readonly string[]): boolean {
  if (!word.includes('-')) return false;
  for (const ending of endings) if (word.endsWith(ending)) return true;
  return false;
}

/** Skips unit qualifiers: "heaped", "large", "fist-sized". */
const skipQualifiers = (tokens: readonly Token[], at: number, vocabulary: Vocabulary) =>
  skipWords(tokens, at, vocabulary.unitQualifiers, vocabulary.qualifierEndings);

function makeAmount(
  tokens: readonly Token[],
  from: number,
  to: number,
  quantity: QuantityMatch | null,
  unit: { unit: UnitDefinition; start: number; end: number } | null,
  isApproximate: boolean,
): IngredientAmount {
  return {
    quantityStart: quantity ? tokens[from]!.start : null,
    quantityEnd: quantity ? tokens[quantity.end - 1]!.end : null,
    unitStart: unit ? tokens[unit.start]!.start : null,
    unitEnd: unit ? tokens[unit.end - 1]!.end : null,
    quantity: quantity?.value ?? null,
    quantityMax: quantity?.max ?? null,
    unit: unit?.unit.name ?? null,
    role: 'primary',
    isArticle: quantity?.isArticle ?? false,
    isApproximate,
    start: tokens[from]!.start,
    end: tokens[to - 1]!.end,
  };
}

/** A number with its unit and nothing more ("14-ounce", "400g", "8- to 10-pound"). */
function readMeasure(tokens: readonly Token[], at: number, vocabulary: Vocabulary) {
  const quantity = readQuantity(tokens, at, vocabulary);
  if (!quantity || quantity.isArticle) return null;
  let i = quantity.end;
  const hyphenated = DASHES.has(tokens[i]?.text ?? '') && !tokens[i]!.spaced;
  if (hyphenated) i++;
  const match = matchUnit(tokens, i, vocabulary.units, true);
  if (!match) return null;
  const unit = { unit: match.unit, end: match.end, start: i };
  const amount = makeAmount(tokens, at, unit.end, quantity, unit, false);
  amount.role = 'size';
  return { amount, end: unit.end, hyphenated };
}

/** A container size between the count and the container: "(14.5-ounce)", "14-ounce", "400g". */
function readSize(tokens: readonly Token[], at: number, vocabulary: Vocabulary) {
  const open = tokens[at];
  const close = open ? BRACKETS[open.text] : undefined;
  if (close) {
    const measure = readMeasure(tokens, at + 1, vocabulary);
    if (!measure) return null;
    return { amount: measure.amount, end: afterBracket(tokens, at), hyphenated: true };
  }
  const skip = isWordIn(vocabulary.multiplierWords, open) ? 1 : 0;
  const measure = readMeasure(tokens, at + skip, vocabulary);
  if (!measure) return null;
  // the size restated: "14 oz/398 ml", "6-oz (175 g)"
  let end = measure.end;
  const next = tokens[end];
  if (next?.text === '/') end = readMeasure(tokens, end + 1, vocabulary)?.end ?? end;
  else if (next && BRACKETS[next.text] && readMeasure(tokens, end + 1, vocabulary)) {
    end = afterBracket(tokens, end);
  }
  return { amount: measure.amount, end, hyphenated: measure.hyphenated || skip > 0 };
}

/** A unit after optional qualifiers ("heaped tbsp", "large can"), or null. */
function readUnit(
  tokens: readonly Token[],
  at: number,
  vocabulary: Vocabulary,
  afterNumber: boolean,
) {
  const start = skipQualifiers(tokens, at, vocabulary);
  const match = matchUnit(tokens, start, vocabulary.units, afterNumber);
  if (!match) return null;
  // "cucharada colmada", "cucchiaio raso": the qualifier after the unit belongs to it
  const after = vocabulary.unitQualifiersAfter;
  const end = after ? skipWords(tokens, match.end, after) : match.end;
  // "1 bouquet de persil" counts bunches, "1 bouquet garni" is a food: a count unit followed by
  // a word is a unit only through an of-word, where the language says so
  const next = tokens[end];
  const unlinked =
    vocabulary.countUnitsBeforeOf &&
    match.unit.kind === 'count' &&
    next?.kind === 'word' &&
    !vocabulary.ofWords.has(next.lower);
  if (unlinked) return null;
  return { unit: match.unit, end: match.end, next: end, start, qualified: start > at };
}

/**
 * The amount starting at token `at`, or null. `allowBare` lets a unit stand without a number
 * ("pinch of salt", "small handful parsley"), as lines write it at their start.
 */
export function readAmount(
  tokens: readonly Token[],
  at: number,
  vocabulary: Vocabulary,
  allowBare: boolean,
): AmountRead | null {
  const opening = tokens[at];
  if (!opening || (opening.kind === 'punct' && !allowBare)) return null;
  // "about 2 cups", "scant ½ cup", "a generous ½ teaspoon": the words before the number
  const afterArticle = isWordIn(vocabulary.articles, tokens[at]) ? at + 1 : at;
  // "a few sprigs", "several leaves": a unit counted without a number
  // ("unos 200 g", "some 200 g" are approximate numbers instead)
  const isVague =
    isWordIn(vocabulary.vagueWords, tokens[afterArticle]) &&
    !startsQuantity(tokens[afterArticle + 1], vocabulary);
  if (isVague) {
    const unit = readUnit(tokens, afterArticle + 1, vocabulary, false);
    if (!unit) return null;
    const amount = makeAmount(tokens, unit.start, unit.next, null, unit, true);
    return { amount, unit: unit.unit, end: unit.next, sizes: [] };
  }
  // "適量", "少々": an amount said in a word, with no number or unit
  if (isWordIn(vocabulary.amountWords ?? NO_WORDS, opening)) {
    const amount = makeAmount(tokens, at, at + 1, null, null, true);
    return { amount, unit: null, end: at + 1, sizes: [] };
  }
  const afterApprox = skipWords(tokens, afterArticle, vocabulary.approximateWords);
  const isApproximate =
    afterApprox > afterArticle && startsQuantity(tokens[afterApprox], vocabulary);
  const from = isApproximate ? afterApprox : at;
  const quantity = readQuantity(tokens, from, vocabulary);
  const sizes: IngredientAmount[] = [];
  let i = quantity?.end ?? from;
  // "1/4 de taza", "½ de cucharadita": an of-word between a number and its unit
  const ofBeforeUnit =
    quantity &&
    isWordIn(vocabulary.ofWords, tokens[i]) &&
    matchUnit(tokens, i + 1, vocabulary.units, true);
  if (ofBeforeUnit) i++;
  if (quantity) {
    // "1 (14-ounce) can", "1 large (28-ounce) can", "Three 9-inch cake pans", "2 x 400g tins"
    const afterQualifiers = skipQualifiers(tokens, i, vocabulary);
    const size = readSize(tokens, afterQualifiers, vocabulary);
    const unitAfterSize = size && readUnit(tokens, size.end, vocabulary, true);
    if (size && (unitAfterSize || (size.hyphenated && afterQualifiers === i))) {
      sizes.push(size.amount);
      i = size.end;
      // "a 5-lb duckling": with only an article before it, the size is the amount
      if (!unitAfterSize && quantity.isArticle) {
        return { amount: { ...size.amount, role: 'primary' }, unit: null, end: i, sizes: [] };
      }
    }
  }
  // "2-pound pork shoulder", "1-inch piece": the unit hyphenated to its number
  const dash = tokens[i];
  if (quantity && !sizes.length && dash && DASHES.has(dash.text) && !dash.spaced) {
    if (
      tokens[i + 1] &&
      !tokens[i + 1]!.spaced &&
      matchUnit(tokens, i + 1, vocabulary.units, true)
    ) {
      i++;
    }
  }
  const unit = readUnit(tokens, i, vocabulary, !!quantity);
  if (!quantity && unit && vocabulary.unitsBeforeNumber?.has(unit.unit.name)) {
    const before = readUnitBeforeNumber(tokens, from, unit, vocabulary, isApproximate);
    if (before) return before;
  }
  if (!quantity && unit?.unit.impliedQuantity !== undefined) {
    // "كوبان": a unit that says how many; no number in the line to rewrite when scaling
    const amount = makeAmount(tokens, unit.start, unit.end, null, unit, false);
    amount.quantity = unit.unit.impliedQuantity;
    return { amount, unit: unit.unit, end: unit.end, sizes };
  }
  if (!quantity) {
    const bare =
      allowBare &&
      unit &&
      (unit.qualified ||
        vocabulary.bareUnits.has(unit.unit.name) ||
        isWordIn(vocabulary.ofWords, tokens[unit.next]));
    if (!bare) return null;
  }
  let end = unit?.next ?? i;
  // "100g-125g", "1 tbsp to 2 tbsp": the unit said at both ends of a range
  if (quantity && unit && quantity.max === null) {
    const separator = tokens[end];
    if (separator && (DASHES.has(separator.text) || isWordIn(vocabulary.rangeWords, separator))) {
      const upper = readQuantity(tokens, end + 1, vocabulary);
      const again = upper && matchUnit(tokens, upper.end, vocabulary.units, true);
      if (upper && again?.unit === unit.unit && upper.value > quantity.value) {
        quantity.max = upper.value;
        end = again.end;
      }
    }
  }
  const first = quantity ? from : unit!.start;
  const amount = makeAmount(tokens, first, end, quantity, unit, isApproximate);
  return { amount, unit: unit?.unit ?? null, end, sizes };
}

/**
 * "大さじ1", "小さじ1と1/2", "カップ1~2": a unit written before its number. The amount runs from
 * the unit to the number; scaling rewrites the number where it stands.
 */
function readUnitBeforeNumber(
  tokens: readonly Token[],
  from: number,
  unit: { unit: UnitDefinition; start: number; end: number },
  vocabulary: Vocabulary,
  isApproximate: boolean,
): AmountRead | null {
  const quantity = readQuantity(tokens, unit.end, vocabulary);
  if (!quantity || quantity.isArticle) return null;
  const amount = makeAmount(tokens, from, quantity.end, quantity, unit, isApproximate);
  amount.quantityStart = tokens[unit.end]!.start;
  return { amount, unit: unit.unit, end: quantity.end, sizes: [] };
}
