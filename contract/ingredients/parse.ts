// The ingredient-line parser shared by the server and the web app (zod-free: the browser imports
// it). "2 large onions, finely chopped (about 300 g)" → quantity 2, no unit, name "onions", size
// "large", preparation "finely chopped", comment "about 300 g", with the offsets of every amount
// so a scaled line can be re-rendered around the text the cook wrote.
//
// How it works, in order:
//  1. tokens.ts cuts the line into numbers, fractions, words and punctuation with their offsets
//     ("10g" is 10 + g, "5½oz" is 5 + ½ + oz).
//  2. A leading part-of phrase is set aside as preparation ("juice of 1 lemon", "grated zest of").
//  3. amount.ts reads the first amount: approximate words ("about", "scant"), the quantity
//     (quantity.ts: numbers, fractions, mixed numbers, ranges, number words, "a"/"an", "half"),
//     a container size ("1 (14-ounce) can", "2 x 400g tins"), unit qualifiers ("heaped tbsp",
//     "large can"), the unit (units.ts: longest spelling, abbreviations only after a number,
//     "t"/"T" by case), then what restates or extends it ("150g/5½oz", "(240 ml)", "1 lb 2 oz",
//     "plus 2 tablespoons") and "of". A unit may stand without a number at the start of a line
//     ("pinch of salt", "small handful parsley"). A line without a leading amount may give it
//     after a comma ("Sugar, 7 ounces").
//  4. describe.ts splits the rest into clauses and reads the name clause: size words and
//     preparation participles before the name ("2 tbsp finely chopped parsley"), the name, and
//     where it ends (a purpose "for frying", a remark "such as", "optional", a participle phrase
//     "seasoned with"); a unit after the food ("2 garlic cloves"). Other clauses are purposes,
//     preparations or comments by their first and last words.
// Every word list is data in a Vocabulary (english.ts); another language adds a vocabulary and a
// unit table (units.ts), not rules.
//
// Known limits: one name per line ("4 eggs, 2 yolks" names eggs); a name split by commas is kept
// only for food lists ("bread, pita, or crackers"); participles that are part of a product's name
// are kept only after a container ("1 can diced tomatoes") or after another adjective ("canned
// chopped tomatoes"), so "cooked rice" reads as rice, cooked; dimensions first ("2.5cm/1in piece
// ginger") read the length as the amount; a unit after the food is recognised only for the parts
// of a plant (clove, stalk, stick, bulb, sprig, spear, rib, head, slice).
import type { IngredientAmount } from './amount';
import { readAmountGroup } from './amount-group';
import { describe, type Description, type Field } from './describe';
import { ENGLISH } from './english';
import { tokenize, type Token } from './tokens';
import type { Vocabulary } from './vocabulary';

export interface ParsedIngredient {
  /** The first amount's quantity; null when the line gives no number ("salt, to taste"). */
  quantity: number | null;
  /** Upper end of the first amount's range ("2-3 cloves"); null when not a range. */
  quantityMax: number | null;
  /** The first amount's canonical unit (units.ts), or null. */
  unit: string | null;
  name: string | null;
  size: string | null;
  preparation: string | null;
  comment: string | null;
  purpose: string | null;
  /** Offsets of the first amount in the line (quantity through unit), end exclusive. */
  amountStart: number | null;
  amountEnd: number | null;
  /** Offsets of the name (first through last name word). */
  nameStart: number | null;
  nameEnd: number | null;
  /** Every amount in the line, the first one (role "primary") first. */
  amounts: IngredientAmount[];
}

export interface ParseOptions {
  /** Language of the line (BCP 47); English when unknown. */
  language?: string;
  /** A vocabulary of its own, for a language not registered yet; wins over `language`. */
  vocabulary?: Vocabulary;
}

const VOCABULARIES: Readonly<Record<string, Vocabulary>> = { en: ENGLISH };

/** The languages with their own vocabulary. */
export const INGREDIENT_LANGUAGES = Object.keys(VOCABULARIES);

const LIST_MARKERS = new Set(['-', '*', '•', '·', '▢', '□', '☐', '–', '—', '+', '>']);

/** The vocabulary of a language ("en", "en-GB"); English when there is none. */
function vocabularyFor(language = 'en'): Vocabulary {
  return VOCABULARIES[language.split('-')[0]!.toLowerCase()] ?? ENGLISH;
}

/** Parses one ingredient line. Never throws; a line it cannot read comes back as a name. */
export function parseIngredient(line: string, options: ParseOptions = {}): ParsedIngredient {
  const vocabulary = options.vocabulary ?? vocabularyFor(options.language);
  const tokens = tokenize(line);
  let start = 0;
  while (start < tokens.length && LIST_MARKERS.has(tokens[start]!.text)) start++;
  // "Optional: 2 cups crème anglaise": a remark said before the line
  const label = tokens[start];
  const hasLabel =
    !!label && vocabulary.commentWords.has(label.lower) && tokens[start + 1]?.text === ':';
  if (hasLabel) start += 2;

  const partEnd = readPartOf(tokens, start, vocabulary);
  let group = partEnd === null ? null : readAmountGroup(tokens, partEnd, vocabulary, false);
  const partOf = group ? partEnd : null;
  group ??= readAmountGroup(tokens, start, vocabulary, true);
  const primaryUnit = group?.primary.unit ?? null;
  const description = describe(tokens, group ? group.end : start, tokens.length, vocabulary, {
    isContainer:
      !!group?.pack || (!!primaryUnit && vocabulary.containerUnits.has(primaryUnit.name)),
    allowTrailingUnit: !primaryUnit,
    // a line without a leading amount may give it later ("Sugar, 7 ounces")
    readLateAmount: group
      ? undefined
      : (at) => {
          const late = readAmountGroup(tokens, at, vocabulary, false);
          if (late?.primary.amount.quantity == null) return null;
          group = late;
          return late.end;
        },
  });
  const fields = description.fields;
  if (partOf !== null) fields.preparation.unshift(range(start, partOf));
  if (hasLabel) fields.comment.unshift([start - 2]);
  for (const [first, end] of group?.comments ?? []) fields.comment.unshift(range(first, end));

  const amounts = settleAmounts(tokens, vocabulary, group?.amounts ?? [], description);
  const first = amounts[0]?.role === 'primary' ? amounts[0] : null;
  const nameTokens = fields.name.flat();
  return {
    quantity: first?.quantity ?? null,
    quantityMax: first?.quantityMax ?? null,
    unit: first?.unit ?? null,
    name: render(line, tokens, description, 'name'),
    size: render(line, tokens, description, 'size'),
    preparation: render(line, tokens, description, 'preparation'),
    comment: render(line, tokens, description, 'comment'),
    purpose: render(line, tokens, description, 'purpose'),
    amountStart: first?.start ?? null,
    amountEnd: first?.end ?? null,
    nameStart: nameTokens.length ? tokens[Math.min(...nameTokens)]!.start : null,
    nameEnd: nameTokens.length ? tokens[Math.max(...nameTokens)]!.end : null,
    amounts,
  };
}

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
function settleAmounts(
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

function range(from: number, to: number): number[] {
  const indexes: number[] = [];
  for (let i = from; i < to; i++) indexes.push(i);
  return indexes;
}

/**
 * "juice of", "finely grated zest and juice of" before an amount: the token index after "of",
 * or null. The part is a preparation of the food the amount counts.
 */
function readPartOf(tokens: readonly Token[], at: number, v: Vocabulary): number | null {
  let hasPart = false;
  for (let i = at; i < tokens.length && i < at + 8; i++) {
    const word = tokens[i]!.lower;
    // "zest and juice 1 lemon" (no "of"), as British recipes write it
    if (hasPart && (tokens[i]!.kind === 'number' || tokens[i]!.kind === 'fraction')) return i;
    if (v.partWords.has(word)) hasPart = true;
    else if (v.partLinks.has(word)) return hasPart ? i + 1 : null;
    else if (
      !v.preparationAdverbs.has(word) &&
      !v.preparationWords.has(word) &&
      !v.conjunctions.has(word)
    ) {
      return null;
    }
  }
  return null;
}

/** A field's text as the line writes it: adjacent tokens keep their spacing, pieces join by ", ". */
function render(
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
