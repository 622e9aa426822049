// The text after the amount, cut into clauses at commas, semicolons, colons and dashes, with
// brackets set aside; and the two rules that join clauses back together: a list of foods closed
// by "and"/"or" ("bread, pita, or crackers") and adjectives before a comma ("boneless, skinless").
import { closingBracket, type Token } from './tokens';
import type { Vocabulary } from './vocabulary';
import type { WordTests } from './words';

export interface Clause {
  /** Token indexes outside brackets. */
  words: number[];
  /** [open, close] indexes of the brackets inside the clause. */
  brackets: Array<[number, number]>;
}

// the Arabic comma and semicolon (، ؛) break clauses as their Latin forms do
const CLAUSE_BREAKS = new Set([',', ';', ':', '—', '،', '؛']);
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

/**
 * The last clause of a list of foods that starts at clause `c` and continues the name ("Bread,
 * pita, or crackers"; "lard, dripping or vegetable oil"), or -1. A list ends with a clause that
 * holds "and"/"or"; every clause in it is a few plain words, none a remark or a preparation.
 */
export function findListEnd(clauses: Clause[], c: number, tests: WordTests, v: Vocabulary): number {
  for (let k = c; k < clauses.length && k < c + 6; k++) {
    const words = clauses[k]!.words;
    const content = words.filter((i) => !v.conjunctions.has(tests.word(i)));
    const first = tests.word(content[0]);
    const isPlain =
      words.length > 0 &&
      words.length <= 5 &&
      words.every((i) => {
        const w = tests.word(i);
        return !/[\d¼-¾⅐-⅞]/u.test(w) && !v.commentWords.has(w) && !v.partWords.has(w);
      }) &&
      !v.purposeWords.has(first) &&
      !v.commentWordsAfterComma.has(first) &&
      !tests.preparationRun(content, 0) &&
      !tests.isParticiple(content[0]) &&
      !tests.isParticiple(words.at(-1)) &&
      !content.every((i) => v.stateWords.has(tests.word(i)) || v.sizeWords.has(tests.word(i)));
    if (!isPlain) return -1;
    const conjunction = words.findIndex((i) => v.conjunctions.has(tests.word(i)));
    if (conjunction >= 0) {
      const after = tests.word(words[conjunction + 1]);
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
): boolean {
  const nextFirst = tests.word(next.words[0]);
  return (
    clause.words.every((i) => tests.isAdjective(i)) &&
    next.words.length > 0 &&
    tests.classify(next.words) === 'comment' &&
    !v.conjunctions.has(nextFirst) &&
    !v.commentWords.has(nextFirst)
  );
}
