// The last step of a line: its amounts settled once the name is known, and each field's text cut
// from the line as the cook wrote it.
import type { IngredientAmount } from './amount';
import type { Description, Field } from './fields';
import type { Token } from './tokens';
import type { Vocabulary } from './vocabulary';

const BARE_AMOUNT: IngredientAmount = {
  quantity: null,
  quantityMax: null,
  unit: null,
  role: 'primary',
  isArticle: false,
  isApproximate: false,
  start: 0,
  end: 0,
  quantityStart: null,
  quantityEnd: null,
  unitStart: null,
  unitEnd: null,
};

/**
 * The line's amounts once the name is known: a unit written after the food becomes the first
 * amount's unit ("2 garlic cloves", "cilantro sprigs"), and a count unit with no food after it
 * is the food itself ("4 cloves", "6 whole cloves"). The primary amount, if any, comes first.
 */
export function settleAmounts(
  tokens: readonly Token[],
  vocabulary: Vocabulary,
  groupAmounts: IngredientAmount[],
  description: Description,
): IngredientAmount[] {
  const amounts = [...groupAmounts, ...description.amounts];
  const primary = groupAmounts[0];
  const trailing = description.trailingUnit;
  if (trailing) {
    const unitToken = tokens[trailing.at]!;
    const unit = { unit: trailing.unit.name, unitStart: unitToken.start, unitEnd: unitToken.end };
    if (primary) amounts[0] = { ...primary, ...unit };
    else amounts.unshift({ ...BARE_AMOUNT, ...unit, start: unitToken.start, end: unitToken.end });
    return amounts;
  }
  const fields = description.fields;
  if (primary?.unit && primary.unitStart !== null && !fields.name.length) {
    const unitToken = tokens.findIndex((token) => token.start === primary.unitStart);
    const wordsFrom = tokens.findIndex((token) => token.start >= (primary.quantityEnd ?? 0));
    if (vocabulary.units.words.get(tokens[unitToken]!.lower)?.kind === 'count') {
      fields.name.push(range(Math.min(wordsFrom, unitToken), unitToken + 1));
      const end = primary.quantityEnd ?? primary.end;
      amounts[0] = { ...primary, unit: null, unitStart: null, unitEnd: null, end };
    }
  }
  return amounts;
}

/** The token indexes from `from` up to `to`, end exclusive. */
export function range(from: number, to: number): number[] {
  const indexes: number[] = [];
  for (let i = from; i < to; i++) indexes.push(i);
  return indexes;
}

/** A field's text as the line writes it: adjacent tokens keep their spacing, pieces join by ", ". */
export function render(
  line: string,
  tokens: readonly Token[],
  description: Description,
  field: Field,
): string | null {
  const pieces: string[] = [];
  let previousEnd = -2;
  for (const indexes of description.fields[field]) {
    let from = 0;
    let to = indexes.length;
    while (from < to && tokens[indexes[from]!]!.kind === 'punct') from++;
    while (to > from && tokens[indexes[to - 1]!]!.kind === 'punct') to--;
    const words: string[] = [];
    for (let k = from; k < to;) {
      let j = k;
      while (j + 1 < to && indexes[j + 1] === indexes[j]! + 1) j++;
      words.push(line.slice(tokens[indexes[k]!]!.start, tokens[indexes[j]!]!.end));
      k = j + 1;
    }
    if (!words.length) continue;
    // a piece that starts right where the last one ended continues it ("a" + "few")
    if (indexes[from] === previousEnd + 1 && pieces.length) {
      pieces[pieces.length - 1] += ` ${words.join(' ')}`;
    } else pieces.push(words.join(' '));
    previousEnd = indexes[to - 1]!;
  }
  return pieces.length ? pieces.join(', ') : null;
}
