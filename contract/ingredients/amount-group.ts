// The amounts that restate or extend the first one: "150g/5½oz", "1 cup (240 ml)", "1 lb 2 oz",
// "2 cups plus 2 tablespoons", and the amounts at the start of a bracket.
import { readAmount, type AmountRead, type AmountRole, type IngredientAmount } from './amount';
import { startsQuantity } from './quantity';
import { BRACKETS, DASHES, closingBracket, isWordIn, type Token } from './tokens';
import type { UnitDefinition } from './units';
import type { Vocabulary } from './vocabulary';

const LIST_SEPARATORS = new Set(['/', ',', ';', '[', ']', '(', ')']);

/**
 * The amounts at the start of a bracket ("(190 g)", "(about 8 ounces)", "(14 oz/398 ml)"), or
 * null when it does not start with one. `isPure` says that nothing else stands inside, not even
 * an "about".
 */
export function readBracketAmounts(
  tokens: readonly Token[],
  open: number,
  vocabulary: Vocabulary,
  role: AmountRole,
) {
  const close = closingBracket(tokens, open);
  const amounts: IngredientAmount[] = [];
  let i = open + 1;
  let isPure = true;
  while (i < close) {
    const read = readAmount(tokens, i, vocabulary, false);
    if (!read?.unit || read.amount.quantity === null || read.amount.isArticle) break;
    if (read.amount.isApproximate) isPure = false;
    amounts.push({ ...read.amount, role }, ...read.sizes);
    i = read.end;
    while (
      i < close &&
      (LIST_SEPARATORS.has(tokens[i]!.text) || isWordIn(vocabulary.rangeWords, tokens[i]))
    ) {
      i++;
    }
  }
  return amounts.length ? { amounts, close, isPure: isPure && i >= close } : null;
}

export interface AmountGroup {
  primary: AmountRead;
  /** Every amount read, the primary first. */
  amounts: IngredientAmount[];
  /** Token index just after the group. */
  end: number;
  /** Token ranges [from, to) that are remarks: a bracket's words ("(about 300 g)"), a pack. */
  comments: Array<[number, number]>;
  /** The pack a weight or volume comes in ("400g can", "12 oz. bag"), or null. */
  pack: UnitDefinition | null;
}

/**
 * The first amount of a line and the amounts that restate or extend it: "150g/5½oz",
 * "1 cup (240 ml)", "1 lb 2 oz", "2 cups plus 2 tablespoons", then "of" ("8 slices of bacon").
 */
export function readAmountGroup(
  tokens: readonly Token[],
  at: number,
  vocabulary: Vocabulary,
  allowBare: boolean,
): AmountGroup | null {
  const primary = readAmount(tokens, at, vocabulary, allowBare);
  if (!primary) return null;
  const amounts = [primary.amount, ...primary.sizes];
  const comments: Array<[number, number]> = [];
  let last = primary;
  let i = primary.end;
  for (;;) {
    const token = tokens[i];
    if (!token) break;
    let next: AmountRead | null = null;
    let role: AmountRole = 'alternative';
    if (token.text === '/' || token.text === '=') {
      next = readAmount(tokens, i + 1, vocabulary, false);
    } else if (DASHES.has(token.text) || isWordIn(vocabulary.alternativeWords, token)) {
      // "250g/9oz - 400g/14oz", "500g or 2 large handfuls", "glug or two"; "½ cup or so"
      const isAlternative = isWordIn(vocabulary.alternativeWords, token);
      if (isAlternative && isWordIn(vocabulary.amountTails, tokens[i + 1])) {
        i += 2;
        continue;
      }
      next = readAmount(tokens, i + 1, vocabulary, false);
      if (!isAlternative && !next?.unit) next = null;
    } else if (isWordIn(vocabulary.additionWords, token) && last.unit) {
      next = readAmount(tokens, i + 1, vocabulary, false);
      role = 'addition';
      if (!next?.unit) next = null;
    } else if (last.unit && last.unit.kind !== 'count' && startsQuantity(token, vocabulary)) {
      // "1 lb 2 oz", "1kg/2lb 4oz": a smaller unit of the same kind adds to the first
      next = readAmount(tokens, i, vocabulary, false);
      role = 'addition';
      if (!next?.unit || next.unit.kind !== last.unit.kind || next.unit === last.unit) next = null;
    } else if (BRACKETS[token.text]) {
      const isContainer = !!last.unit && vocabulary.containerUnits.has(last.unit.name);
      const bracket = readBracketAmounts(
        tokens,
        i,
        vocabulary,
        isContainer ? 'size' : 'alternative',
      );
      if (!bracket) break;
      amounts.push(...bracket.amounts);
      if (!bracket.isPure) comments.push([i + 1, bracket.close]);
      i = bracket.close + 1;
      continue;
    }
    if (!next || next.amount.quantity === null || next.amount.isArticle) break;
    amounts.push({ ...next.amount, role }, ...next.sizes);
    last = next;
    i = next.end;
  }
  // "400g can chickpeas", "12 oz. bag frozen peas": the pack the weight comes in;
  // "2.5cm piece ginger": the piece a length measures
  let pack: UnitDefinition | null = null;
  const packWord = tokens[i];
  if (primary.unit && primary.unit.kind !== 'count' && packWord?.kind === 'word') {
    const unit = vocabulary.units.words.get(packWord.lower);
    const isPack =
      unit?.kind === 'count' &&
      (primary.unit.kind === 'length' || vocabulary.containerUnits.has(unit.name));
    if (unit && isPack) {
      pack = unit;
      comments.push([i, i + 1]);
      i++;
    }
  }
  // "8 slices of bacon"; "少々の塩": an amount said in a word takes "of" too
  if (isWordIn(vocabulary.ofWords, tokens[i])) i++;
  return { primary, amounts, end: i, comments, pack };
}
