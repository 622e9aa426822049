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

/**
 * Questions about the word at a token index, answered from the vocabulary. Methods rather than
 * closures made per line: tsx (which runs the scorer) keeps function names by wrapping each named
 * closure as it is created, which cost a quarter of the parse time.
 */
export class WordTests {
  private readonly tokens: readonly Token[];
  private readonly v: Vocabulary;

  constructor(tokens: readonly Token[], v: Vocabulary) {
    this.tokens = tokens;
    this.v = v;
  }

  word(i: number | undefined): string {
    return i === undefined ? '' : (this.tokens[i]?.lower ?? '');
  }

  isAdverb(i: number | undefined): boolean {
    return this.v.preparationAdverbs.has(this.word(i));
  }

  isPreparation(i: number | undefined): boolean {
    return this.v.preparationWords.has(this.word(i));
  }

  /** A listed preparation, or a past participle by its ending ("dredged", "marinated"). */
  isParticiple(i: number | undefined): boolean {
    const w = this.word(i);
    const v = this.v;
    return (
      v.preparationWords.has(w) ||
      (w.length >= 5 &&
        endsWithAny(w, v.participleEndings) &&
        !endsWithAny(w, v.notParticipleEndings) &&
        !v.notParticiples.has(w))
    );
  }

  /** Length of a preparation run at words[p]: "finely chopped", "freshly ground", "melted". */
  preparationRun(words: readonly number[], p: number): number {
    let q = p;
    while (this.isAdverb(words[q]) && q < words.length - 1) q++;
    if (this.isPreparation(words[q])) return q + 1 - p;
    if (q > p && this.v.productForms.has(this.word(words[q]))) return q + 1 - p;
    return 0;
  }

  /** Which field a clause that is not the name belongs to, from its first and last words. */
  classify(words: readonly number[]): Field {
    const v = this.v;
    const first = this.word(words[0]);
    if (v.purposeWords.has(first) && !v.notPurposeAfter.has(this.word(words[1]))) {
      return words.length > 1 ? 'purpose' : 'comment';
    }
    // "or as needed", "or 2 shallots": an alternative said after a comma is a remark
    if (v.commentWords.has(first) || v.alternativeWords.has(first)) return 'comment';
    const isPrepared =
      this.preparationRun(words, 0) > 0 ||
      this.isParticiple(words[0]) ||
      this.isParticiple(words.at(-1));
    if (isPrepared) return 'preparation';
    if (v.productForms.has(first) && words.length === 1) return 'preparation';
    return 'comment';
  }

  /** An adjective that can stand before a comma and the food ("boneless, skinless"). */
  isAdjective(i: number): boolean {
    const w = this.word(i);
    const v = this.v;
    return (
      v.coordinateAdjectives.has(w) ||
      v.sizeWords.has(w) ||
      endsWithAny(w, v.adjectiveEndings) ||
      this.isParticiple(i)
    );
  }
}

export function endsWithAny(word: string, endings: readonly string[]): boolean {
  for (const ending of endings) if (word.endsWith(ending)) return true;
  return false;
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
