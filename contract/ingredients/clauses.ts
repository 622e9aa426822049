// The text after the amount, cut into clauses at commas, semicolons, colons and dashes, with
// brackets set aside; and the word tests the name reader asks of them.
import { closingBracket, type Token } from './tokens';
import type { Vocabulary } from './vocabulary';

export interface Clause {
  /** Token indexes outside brackets. */
  words: number[];
  /** [open, close] indexes of the brackets inside the clause. */
  brackets: Array<[number, number]>;
}

export type Field = 'name' | 'size' | 'preparation' | 'comment' | 'purpose';

const CLAUSE_BREAKS = new Set([',', ';', ':', '—']);
const SPACED_DASHES = new Set(['-', '–']);
const OPENERS = new Set(['(', '[']);

export function splitClauses(tokens: readonly Token[], from: number, to: number): Clause[] {
  const clauses: Clause[] = [];
  let clause: Clause = { words: [], brackets: [] };
  for (let i = from; i < to; i++) {
    const token = tokens[i]!;
    const isDashBreak =
      SPACED_DASHES.has(token.text) && token.spaced && (tokens[i + 1]?.spaced ?? true);
    if (CLAUSE_BREAKS.has(token.text) || isDashBreak) {
      if (clause.words.length || clause.brackets.length) clauses.push(clause);
      clause = { words: [], brackets: [] };
    } else if (OPENERS.has(token.text)) {
      const close = Math.min(closingBracket(tokens, i), to);
      clause.brackets.push([i, close]);
      i = close;
    } else if (token.kind !== 'punct' || clause.words.length) {
      clause.words.push(i);
    }
  }
  if (clause.words.length || clause.brackets.length) clauses.push(clause);
  return clauses;
}

export type WordTests = ReturnType<typeof wordTests>;

/** Questions about the word at a token index, answered from the vocabulary. */
export function wordTests(tokens: readonly Token[], v: Vocabulary) {
  const word = (i: number | undefined) => (i === undefined ? '' : (tokens[i]?.lower ?? ''));
  const isAdverb = (i: number | undefined) => v.preparationAdverbs.has(word(i));
  const isPreparation = (i: number | undefined) => v.preparationWords.has(word(i));
  /** A listed preparation, or a past participle by its ending ("dredged", "marinated"). */
  const isParticiple = (i: number | undefined) => {
    const w = word(i);
    return (
      v.preparationWords.has(w) ||
      (w.length >= 5 &&
        v.participleEndings.some((ending) => w.endsWith(ending)) &&
        !v.notParticipleEndings.some((ending) => w.endsWith(ending)) &&
        !v.notParticiples.has(w))
    );
  };
  /** Length of a preparation run at words[p]: "finely chopped", "freshly ground", "melted". */
  const preparationRun = (words: readonly number[], p: number): number => {
    let q = p;
    while (isAdverb(words[q]) && q < words.length - 1) q++;
    if (isPreparation(words[q])) return q + 1 - p;
    if (q > p && v.productForms.has(word(words[q]))) return q + 1 - p;
    return 0;
  };
  /** Which field a clause that is not the name belongs to, from its first and last words. */
  const classify = (words: readonly number[]): Field => {
    const first = words[0];
    if (v.purposeWords.has(word(first)) && !v.notPurposeAfter.has(word(words[1]))) {
      return words.length > 1 ? 'purpose' : 'comment';
    }
    // "or as needed", "or 2 shallots": an alternative said after a comma is a remark
    const isAlternative = v.alternativeWords.has(word(first));
    if (v.commentWords.has(word(first)) || isAlternative) return 'comment';
    if (preparationRun(words, 0) || isParticiple(first) || isParticiple(words.at(-1))) {
      return 'preparation';
    }
    if (v.productForms.has(word(first)) && words.length === 1) return 'preparation';
    return 'comment';
  };
  return { word, isAdverb, isPreparation, isParticiple, preparationRun, classify };
}

/**
 * The last clause of a list of foods that starts at clause `c` and continues the name ("Bread,
 * pita, or crackers"; "lard, dripping or vegetable oil"), or -1. A list ends with a clause that
 * holds "and"/"or"; every clause in it is a few plain words, none a remark or a preparation.
 */
export function findListEnd(clauses: Clause[], c: number, tests: WordTests, v: Vocabulary): number {
  const { word, isParticiple, preparationRun } = tests;
  for (let k = c; k < clauses.length && k < c + 6; k++) {
    const words = clauses[k]!.words;
    const content = words.filter((i) => !v.conjunctions.has(word(i)));
    const first = word(content[0]);
    const isPlain =
      words.length > 0 &&
      words.length <= 5 &&
      words.every((i) => {
        const w = word(i);
        return !/[\d¼-¾⅐-⅞]/u.test(w) && !v.commentWords.has(w) && !v.partWords.has(w);
      }) &&
      !v.purposeWords.has(first) &&
      !v.commentWordsAfterComma.has(first) &&
      !preparationRun(content, 0) &&
      !isParticiple(content[0]) &&
      !isParticiple(words.at(-1)) &&
      !content.every((i) => v.stateWords.has(word(i)) || v.sizeWords.has(word(i)));
    if (!isPlain) return -1;
    const conjunction = words.findIndex((i) => v.conjunctions.has(word(i)));
    if (conjunction >= 0) {
      const after = word(words[conjunction + 1]);
      const opensRemark =
        conjunction === 0 &&
        (v.commentWordsAfterComma.has(after) ||
          v.alternativeRemarks.has(after) ||
          v.preparationWords.has(after) ||
          v.preparationAdverbs.has(after));
      return opensRemark || !after ? -1 : k;
    }
  }
  return -1;
}

/** A clause of adjectives only that describes the food named in the next ("boneless, skinless"). */
export function isCoordinateAdjective(
  clause: Clause,
  next: Clause,
  tests: WordTests,
  v: Vocabulary,
) {
  const isAdjective = (i: number) => {
    const w = tests.word(i);
    return (
      v.coordinateAdjectives.has(w) ||
      v.sizeWords.has(w) ||
      v.adjectiveEndings.some((ending) => w.endsWith(ending)) ||
      tests.isParticiple(i) ||
      tests.isPreparation(i)
    );
  };
  const nextFirst = tests.word(next.words[0]);
  return (
    clause.words.every(isAdjective) &&
    next.words.length > 0 &&
    tests.classify(next.words) === 'comment' &&
    !v.conjunctions.has(nextFirst) &&
    !v.commentWords.has(nextFirst)
  );
}
