// Questions about a word of the line, answered from the vocabulary: is it an adverb, a
// preparation, a participle, an adjective; how long is a preparation run ("finely chopped"); which
// field does a clause that is not the name belong to. Every reader after the amount asks them.
import type { Field } from './fields';
import { tokenize, type Token } from './tokens';
import type { Vocabulary } from './vocabulary';

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

  /** True when a comment phrase ("al gusto", "q.b.") starts at words[p]. */
  startsCommentPhrase(words: readonly number[], p: number): boolean {
    return this.startsPhrase(phrasesOf(this.v, this.v.commentPhrases), words, p);
  }

  /** True when a preparation phrase ("en tiras", "a cubetti", "sem pele") starts at words[p]. */
  startsPreparationPhrase(words: readonly number[], p: number): boolean {
    return this.startsPhrase(phrasesOf(this.v, this.v.preparationPhrases), words, p);
  }

  private startsPhrase(phrases: string[][], words: readonly number[], p: number): boolean {
    for (const phrase of phrases) {
      if (phrase.every((word, k) => this.word(words[p + k]) === word)) return true;
    }
    return false;
  }

  word(i: number | undefined): string {
    return i === undefined ? '' : (this.tokens[i]?.lower ?? '');
  }

  isAdverb(i: number | undefined): boolean {
    return this.v.preparationAdverbs.has(this.word(i));
  }

  /** A word that is a purpose by its glued preposition ("للتقديم"): vocabulary.purposePrefixes. */
  isPurposeWord(i: number | undefined): boolean {
    const w = this.word(i);
    for (const prefix of this.v.purposePrefixes ?? []) {
      if (w.length > prefix.length + 1 && w.startsWith(prefix)) return true;
    }
    return false;
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

  /** A purpose said in one word by its ending ("揚げ用" for frying, "装饰用" for garnish). */
  isPurpose(i: number | undefined): boolean {
    const endings = this.v.purposeEndings;
    const w = this.word(i);
    return !!endings && endings.some((ending) => w.length > ending.length && w.endsWith(ending));
  }

  /** Which field a clause that is not the name belongs to, from its first and last words. */
  classify(words: readonly number[]): Field {
    const v = this.v;
    const first = this.word(words[0]);
    if (this.isPurpose(words[0])) return 'purpose';
    if (v.purposeWords.has(first) && !v.notPurposeAfter.has(this.word(words[1]))) {
      return words.length > 1 ? 'purpose' : 'comment';
    }
    if (this.isPurposeWord(words[0])) return 'purpose';
    // "or as needed", "or 2 shallots": an alternative said after a comma is a remark
    if (v.commentWords.has(first) || v.alternativeWords.has(first)) return 'comment';
    if (this.startsCommentPhrase(words, 0)) return 'comment';
    if (this.startsPreparationPhrase(words, 0)) return 'preparation';
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

const PHRASES = new WeakMap<readonly string[], string[][]>();

/** A vocabulary's phrases as the tokens they are read as ("q.b." → q . b .), made once. */
function phrasesOf(v: Vocabulary, list: readonly string[] | undefined): string[][] {
  if (!list) return [];
  let phrases = PHRASES.get(list);
  if (!phrases) {
    phrases = list.map((phrase) => tokenize(phrase, v.elisions).map((token) => token.lower));
    PHRASES.set(list, phrases);
  }
  return phrases;
}

export function endsWithAny(word: string, endings: readonly string[]): boolean {
  for (const ending of endings) if (word.endsWith(ending)) return true;
  return false;
}
