// Numbers as recipes write them: "2", "1.5", "1,5", ".5", "½", "1½", "1 ½", "1 1/2", "1-1/2",
// "1 and 1/2", "one", "one and a half", "half a", "a" / "an", and ranges of any of these joined
// by "-", "–", "to" or "or" ("2-3", "2 to 3", "1 or 2", "8- to 10-pound").
import { VULGAR_FRACTIONS, numberValue, type Token } from './tokens';
import type { Vocabulary } from './vocabulary';

export interface QuantityMatch {
  value: number;
  /** The upper end of a range; null when the amount is one number. */
  max: number | null;
  /** Token index just after the quantity. */
  end: number;
  /** The number was an indefinite article ("a pinch"): one, but not written as a number. */
  isArticle: boolean;
}

interface Value {
  value: number;
  end: number;
  isArticle: boolean;
}

const DASHES = new Set(['-', '–', '—', '‐', '‑', '~']);
const SLASHES = new Set(['/', '⁄']);

const isNumber = (token: Token | undefined): token is Token => token?.kind === 'number';

/** A plain fraction "n/d" starting at `at`, or null. */
function readSlashFraction(tokens: readonly Token[], at: number): Value | null {
  const numerator = tokens[at];
  const slash = tokens[at + 1];
  const denominator = tokens[at + 2];
  if (!isNumber(numerator) || !slash || !SLASHES.has(slash.text) || !isNumber(denominator)) {
    return null;
  }
  if (/[.,٫]/.test(numerator.text) || /[.,٫]/.test(denominator.text)) return null;
  const d = numberValue(denominator.text);
  if (d === 0) return null;
  return { value: numberValue(numerator.text) / d, end: at + 3, isArticle: false };
}

/** A fraction below one at `at`: "½" or "1/2". */
function readProperFraction(tokens: readonly Token[], at: number): Value | null {
  const token = tokens[at];
  if (token?.kind === 'fraction') {
    return { value: VULGAR_FRACTIONS[token.text]!, end: at + 1, isArticle: false };
  }
  const fraction = readSlashFraction(tokens, at);
  return fraction && fraction.value < 1 ? fraction : null;
}

/** The words a number word can be written as: "twenty-five", "Three". */
function wordNumber(token: Token, vocabulary: Vocabulary): number | undefined {
  const direct = vocabulary.numberWords.get(token.lower);
  if (direct !== undefined || !token.lower.includes('-')) return direct;
  const [tens, ones] = token.lower.split('-');
  const a = vocabulary.numberWords.get(tens!);
  const b = vocabulary.numberWords.get(ones!);
  return a !== undefined && b !== undefined && a >= 20 && b < 10 ? a + b : undefined;
}

/** "and a half", "and 1/2" after a whole number. */
function readMixedTail(tokens: readonly Token[], at: number, vocabulary: Vocabulary) {
  if (!vocabulary.mixedJoiners.has(tokens[at]?.lower ?? '')) return null;
  let i = at + 1;
  if (vocabulary.articles.has(tokens[i]?.lower ?? '')) i++;
  const word = tokens[i];
  const fractionWord = word ? vocabulary.fractionWords.get(word.lower) : undefined;
  if (fractionWord !== undefined) return { value: fractionWord, end: i + 1 };
  if (i !== at + 1) return null;
  return readProperFraction(tokens, i);
}

/** One number (no range) starting at token `at`. */
export function readValue(
  tokens: readonly Token[],
  at: number,
  vocabulary: Vocabulary,
): Value | null {
  const token = tokens[at];
  if (!token) return null;
  let result: Value | null = null;
  if (token.kind === 'number') {
    result = readSlashFraction(tokens, at) ?? {
      value: numberValue(token.text),
      end: at + 1,
      isArticle: false,
    };
    const whole = result.end === at + 1 && !/[.,٫]/.test(token.text);
    const next = tokens[at + 1];
    if (whole && next) {
      // "1½", "1 ½", "1 1/2", "1-1/2" (US mixed numbers), "1 and 1/2"
      const joined = DASHES.has(next.text) && !next.spaced ? 1 : 0;
      const fraction =
        next.kind === 'fraction' || (next.kind === 'number' && next.spaced) || joined
          ? readProperFraction(tokens, at + 1 + joined)
          : null;
      const mixed =
        fraction && (!joined || fraction.end > at + 3)
          ? fraction
          : readMixedTail(tokens, at + 1, vocabulary);
      if (mixed) result = { value: result.value + mixed.value, end: mixed.end, isArticle: false };
    }
  } else if (token.kind === 'fraction') {
    result = { value: VULGAR_FRACTIONS[token.text]!, end: at + 1, isArticle: false };
  } else if (token.kind === 'word') {
    const number = wordNumber(token, vocabulary);
    const fraction = vocabulary.fractionWords.get(token.lower);
    if (number !== undefined) {
      const tail = readMixedTail(tokens, at + 1, vocabulary);
      result = { value: number + (tail?.value ?? 0), end: tail?.end ?? at + 1, isArticle: false };
    } else if (fraction !== undefined) {
      result = { value: fraction, end: at + 1, isArticle: false };
    } else if (vocabulary.articles.has(token.lower)) {
      const after = tokens[at + 1];
      // "a couple of": the article goes with the number word
      if (after?.kind === 'word' && wordNumber(after, vocabulary) !== undefined) {
        return readValue(tokens, at + 1, vocabulary);
      }
      const half = after ? vocabulary.fractionWords.get(after.lower) : undefined;
      result =
        half !== undefined
          ? { value: half, end: at + 2, isArticle: false }
          : { value: 1, end: at + 1, isArticle: true };
    }
  }
  if (!result) return null;
  // "half a cucumber", "½ an onion", "½ of a package": the article belongs to the fraction
  if (result.value < 1 && !result.isArticle) {
    let i = result.end;
    if (vocabulary.ofWords.has(tokens[i]?.lower ?? '')) i++;
    if (vocabulary.articles.has(tokens[i]?.lower ?? '')) result.end = i + 1;
  }
  return result;
}

/**
 * The quantity starting at token `at`: one number or a range. An article counts as one
 * ("a pinch"), marked so callers can tell it from a written number.
 */
export function readQuantity(
  tokens: readonly Token[],
  at: number,
  vocabulary: Vocabulary,
): QuantityMatch | null {
  const first = readValue(tokens, at, vocabulary);
  if (!first) return null;
  const match: QuantityMatch = {
    value: first.value,
    max: null,
    end: first.end,
    isArticle: first.isArticle,
  };
  if (first.isArticle) return match;
  let i = first.end;
  // "8- to 10-pound": a dash left hanging before the range word
  if (DASHES.has(tokens[i]?.text ?? '') && !tokens[i]!.spaced && tokens[i + 1]?.kind === 'word')
    i++;
  const separator = tokens[i];
  if (!separator || !(DASHES.has(separator.text) || vocabulary.rangeWords.has(separator.lower))) {
    return match;
  }
  const second = readValue(tokens, i + 1, vocabulary);
  if (second && !second.isArticle && second.value > first.value) {
    match.max = second.value;
    match.end = second.end;
  }
  return match;
}

/** True when the token can begin a quantity (a digit, a fraction or a number word). */
export function startsQuantity(token: Token | undefined, vocabulary: Vocabulary): boolean {
  if (!token) return false;
  if (token.kind === 'number' || token.kind === 'fraction') return true;
  return (
    token.kind === 'word' &&
    (wordNumber(token, vocabulary) !== undefined || vocabulary.fractionWords.has(token.lower))
  );
}
