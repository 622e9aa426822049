// What the text after the amount is read into: the fields (name, size, preparation, comment,
// purpose) as token indexes, the amounts found in brackets and later clauses, a unit written after
// the food, and an amount given after the name. The readers of the name clause (name.ts) and of
// the clauses (describe.ts) share the state and the two readers here: a bracket, a late amount.
import { readAmount, type AmountRead, type IngredientAmount } from './amount';
import { readAmountGroup, readBracketAmounts, type AmountGroup } from './amount-group';
import { startsQuantity } from './quantity';
import type { Token } from './tokens';
import type { UnitDefinition } from './units';
import type { Vocabulary } from './vocabulary';
import type { WordTests } from './words';

export type Field = 'name' | 'size' | 'preparation' | 'comment' | 'purpose';

export interface Description {
  /** Token indexes of each field, piece by piece in line order. */
  fields: Record<Field, number[][]>;
  /** A unit written after the food ("2 garlic cloves"): its definition and token index. */
  trailingUnit: { unit: UnitDefinition; at: number } | null;
  /** Amounts found in brackets and later clauses ("(about 300 g)"). */
  amounts: IngredientAmount[];
  /** The line's amount when it comes after the name ("Sugar, 7 ounces"), or null. */
  lateGroup: AmountGroup | null;
}

export interface DescribeContext {
  /** The amount is a container: the words after it name a product ("can diced tomatoes"). */
  isContainer: boolean;
  /** The amount has no unit, so one may follow the food ("2 garlic cloves"). */
  allowTrailingUnit: boolean;
  /** The line has no leading amount, so one may be given after the name ("Sugar, 7 ounces"). */
  allowLateAmount: boolean;
}

/** What reading a clause needs: the tokens, the words' roles and where the fields go. */
export interface Reader {
  tokens: readonly Token[];
  v: Vocabulary;
  tests: WordTests;
  context: DescribeContext;
  description: Description;
}

/** A number or a fraction: what a quantity starts with. */
export const isDigit = (token: Token | undefined) =>
  token?.kind === 'number' || token?.kind === 'fraction';

/**
 * The token can start an amount after the name: a number, or in a language whose vocabulary
 * says so, an amount word ("盐 适量"), a unit before its number ("醤油 大さじ1") or, where lines
 * give the amount after the food, a unit without a number ("塩 ひとつまみ").
 */
export function startsLateAmount(tokens: readonly Token[], at: number, v: Vocabulary): boolean {
  const token = tokens[at];
  if (isDigit(token)) return true;
  if (token?.kind !== 'word') return false;
  if (v.amountWords?.has(token.lower)) return true;
  if (v.amountAfterName && startsQuantity(token, v)) return true;
  const unit = v.units.words.get(token.lower);
  if (!unit) return false;
  return !!v.amountAfterName || (!!v.unitsBeforeNumber?.has(unit.name) && isDigit(tokens[at + 1]));
}

/** The amount after the name at token `at` (startsLateAmount), or null. */
export function readLateAmount(tokens: readonly Token[], at: number, v: Vocabulary) {
  return readAmount(tokens, at, v, !isDigit(tokens[at]) && !!v.amountAfterName);
}

/**
 * An amount read after the name that can be the line's: one with a unit or an amount word; a
 * number alone too where lines give the amount after the food ("卵 2", "鸡蛋 两").
 */
export const isLineAmount = (read: AmountRead | null, v: Vocabulary) =>
  !!read && (read.unit !== null || read.amount.quantity === null || !!v.amountAfterName);

/** A bracket's amounts go to the amounts, its words to the field its first words say. */
export function readBracket(reader: Reader, [open, close]: [number, number]): void {
  const { tokens, description } = reader;
  const bracket = readBracketAmounts(tokens, open, reader.v, 'alternative');
  if (bracket) description.amounts.push(...bracket.amounts);
  if (bracket?.isPure) return;
  const inner: number[] = [];
  for (let i = open + 1; i < close; i++) inner.push(i);
  const words = inner.filter((i) => tokens[i]!.kind !== 'punct');
  if (words.length) description.fields[reader.tests.classify(words)].push(inner);
}

/**
 * Reads the line's amount where the name clause or a later clause gives it ("Sugar, 7 ounces"),
 * if the line had none before the name; the clause's words left after it, or null.
 */
export function takeLateAmount(reader: Reader, words: number[], q: number): number[] | null {
  if (!reader.context.allowLateAmount) return null;
  const { tokens, v } = reader;
  const bare = !isDigit(tokens[words[q]!]) && !!v.amountAfterName;
  const late = readAmountGroup(tokens, words[q]!, v, bare);
  const isAmount =
    late && (late.primary.amount.quantity !== null || startsLateAmount(tokens, words[q]!, v));
  if (!late || !isAmount) return null;
  reader.context.allowLateAmount = false;
  reader.description.lateGroup = late;
  return words.filter((i) => i >= late.end);
}
