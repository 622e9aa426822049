// The ingredient-line parser shared by the server and the web app (zod-free: the browser imports
// it). "2 large onions, finely chopped (about 300 g)" → quantity 2, no unit, name "onions", size
// "large", preparation "finely chopped", comment "about 300 g", with the offsets of every amount
// so a scaled line can be re-rendered around the text the cook wrote.
//
// The line is read once, left to right, in the order of its grammar (README.md in this folder
// gives the grammar and which file reads each part):
//   lead (lead.ts) → amounts (amount-group.ts → amount.ts → quantity.ts, units.ts)
//   → description (describe.ts → clauses.ts, name.ts) → result (result.ts).
// Every word list is data in a Vocabulary (english.ts); another language adds a vocabulary and a
// unit spelling table (units.ts), not rules.
//
// Known limits: README.md.
import { readAmountGroup } from './amount-group';
import { splitCompoundUnits } from './compounds';
import { describe } from './describe';
import { ENGLISH } from './english';
import { mayReadBetter, wordsOfLine } from './language-words';
import { VOCABULARIES, languageOf } from './languages';
import { readLead } from './lead';
import { dropPluralMarks } from './plural-marks';
import { range, render, settleAmounts } from './result';
import { segment } from './segment';
import { tokenize } from './tokens';
import type { IngredientAmount } from './amount';
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

/** The languages with their own vocabulary. */
export const INGREDIENT_LANGUAGES = Object.keys(VOCABULARIES);

/** The vocabulary of a language ("en", "en-GB"); English when there is none. */
function vocabularyFor(language = 'en'): Vocabulary {
  return VOCABULARIES[languageOf(language)] ?? ENGLISH;
}

/**
 * Reads a line whose language is not known: in each language the parser has, `preferred` first
 * (the cook's languages), then English, then the others, and keeps the reading that understood
 * the most of it (readingScore); an equal one keeps the earlier language. A recipe may be in any
 * language whatever the app speaks: "2 EL Olivenöl" is read as German in an English app.
 */
export function readIngredient(line: string, preferred: readonly string[] = []): ParsedIngredient {
  let best: ParsedIngredient | null = null;
  let bestScore = -1;
  const order = readingOrder(preferred);
  const lineWords = wordsOfLine(line);
  for (const [index, language] of order.entries()) {
    const vocabulary = VOCABULARIES[language]!;
    // The cook's languages and English always; another only if it may read the line better.
    const isAlwaysRead = index <= preferred.length || language === 'en';
    if (!isAlwaysRead && !mayReadBetter(line, lineWords, language, vocabulary, ENGLISH)) continue;
    const parsed = parseIngredient(line, { vocabulary });
    const score = readingScore(parsed, line, vocabulary);
    if (score > bestScore) {
      best = parsed;
      bestScore = score;
    }
  }
  return best!;
}

/** The comment starts with one of the language's remarks of several words ("al gusto"). */
function knowsRemark(comment: string | null, vocabulary: Vocabulary): boolean {
  const remark = comment?.toLowerCase();
  // as rendered: "q.b." ends without its full stop
  return (
    !!remark &&
    !!vocabulary.commentPhrases?.some((phrase) => remark.startsWith(phrase.replace(/\.$/, '')))
  );
}

const orders = new Map<string, readonly string[]>();

/** The languages to try a line in, `preferred` first: made once per preference. */
function readingOrder(preferred: readonly string[]): readonly string[] {
  const key = preferred.join(' ');
  let order = orders.get(key);
  if (!order) {
    const codes = [...preferred.map(languageOf), 'en', ...INGREDIENT_LANGUAGES];
    order = [...new Set(codes)].filter((code) => code in VOCABULARIES);
    orders.set(key, order);
  }
  return order;
}

/**
 * How much of a line a reading understood: a unit counts most, then a number (less for an
 * article, "un" or "a", which may be a word of another language), then each of size,
 * preparation and purpose it recognised, the words it read between the amounts and the name (up
 * to two: the "de" of "200 g de farine", the "un poco de" of "un poco de perejil", which another
 * language leaves in the name; a bracket does not count, any reading sets it aside), a remark of
 * several words it knows ("al gusto"), a range's upper end ("2 bis 3"), another amount with its
 * unit ("500ml/18fl oz"), and an amount said in words alone ("盐 适量"). What it could not place
 * stays in the name or comment.
 */
export function readingScore(
  parsed: ParsedIngredient,
  line = '',
  vocabulary: Vocabulary = ENGLISH,
): number {
  const { nameStart } = parsed;
  // from the end of the last amount before the name ("150g/5oz de"), or the line's start
  let from = 0;
  for (const amount of parsed.amounts) {
    if (nameStart !== null && amount.end <= nameStart) from = Math.max(from, amount.end);
  }
  // not before a name that starts with a number: "2 a 3 tomates" is a range, not "a" remark
  const between =
    nameStart !== null && nameStart > from && !/^\d/.test(parsed.name ?? '')
      ? line.slice(from, nameStart).replace(/\([^)]*\)|\[[^\]]*\]/g, '')
      : '';
  let measured = 0;
  for (const amount of parsed.amounts) if (amount.unit !== null) measured++;
  const isWordAmount =
    parsed.amountStart !== null && parsed.quantity === null && parsed.unit === null;
  return (
    (parsed.unit !== null ? 4 : 0) +
    (parsed.quantity === null ? 0 : parsed.amounts[0]?.isArticle ? 1 : 2) +
    [parsed.size, parsed.preparation, parsed.purpose].filter((field) => field !== null).length +
    Math.min(between.match(/\p{L}+/gu)?.length ?? 0, 2) +
    (parsed.quantityMax !== null ? 1 : 0) +
    (knowsRemark(parsed.comment, vocabulary) ? 1 : 0) +
    Math.max(0, measured - (parsed.unit !== null ? 1 : 0)) +
    (isWordAmount ? 1 : 0)
  );
}

/** Parses one ingredient line. Never throws; a line it cannot read comes back as a name. */
export function parseIngredient(line: string, options: ParseOptions = {}): ParsedIngredient {
  const vocabulary = options.vocabulary ?? vocabularyFor(options.language);
  const tokens = splitCompoundUnits(
    dropPluralMarks(segment(tokenize(line, vocabulary.elisions), vocabulary)),
    vocabulary,
  );
  // lead: "- ", "Optional:", "juice of"
  const { start, label, partEnd } = readLead(tokens, vocabulary);
  // amounts: "2 x 400g tins", "150g/5½oz", "1 cup plus 2 tbsp", "pinch of"
  let group = partEnd === null ? null : readAmountGroup(tokens, partEnd, vocabulary, false);
  const partOf = group ? partEnd : null;
  group ??= readAmountGroup(tokens, start, vocabulary, true);
  const primaryUnit = group?.primary.unit ?? null;
  // description: size, preparation, name, purpose, comments; an amount after the name
  const description = describe(tokens, group ? group.end : start, tokens.length, vocabulary, {
    isContainer:
      !!group?.pack || (!!primaryUnit && vocabulary.containerUnits.has(primaryUnit.name)),
    allowTrailingUnit: !primaryUnit,
    allowLateAmount: !group,
  });
  group ??= description.lateGroup;
  const fields = description.fields;
  if (partOf !== null) fields.preparation.unshift(range(start, partOf));
  if (label !== null) fields.comment.unshift([label]);
  for (const [first, end] of group?.comments ?? []) fields.comment.unshift(range(first, end));

  // result
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
