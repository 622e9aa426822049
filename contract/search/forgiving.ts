// Forgiving search: what a typed word finds besides the words it starts, shared by the server
// (which looks the alternatives up in its vocabulary of indexed words, server/recipes/search.ts)
// and the app's search on the device (web/features/offline/offline-search.ts), so both find the
// same recipes in the same order of match quality:
//   0 exact: a word of the recipe starts with the typed word ("tom" finds "tomato");
//   1 stem: a word with the same English stem (Porter's), starting with the stem ("lasagnas"
//     finds "lasagna", "berries" finds "berry"), for typed words of STEM_MIN_LETTERS or more;
//   2 typo: a whole word one edit away (a letter added, dropped, changed, or two swapped), for
//     typed words of TYPO_MIN_LETTERS or more, from the word or from its stem ("spinch" finds
//     "spinach", "lasagnes" finds "lasagna"). An added or changed character is one of a-z, 0-9
//     or the typed word's own: what the server's vocabulary look-up tries.
// Words are compared folded: canonical decomposition, marks dropped, lower case ("Crème" is
// "creme"), as the server's indexes fold them. A character of a script written without spaces
// (contract/search/scripts.ts) is a word of its own and is compared as it is; a typed token that
// holds one is a phrase, found only exactly, its words side by side ("醤油" in "大さじ1醤油").
import { stemmer } from 'stemmer';
import { isUnspacedWord, spaceUnspacedScripts, tokenParts } from './scripts';

export type MatchTier = 0 | 1 | 2;

/** Typed words shorter than this find only the words they start. */
export const STEM_MIN_LETTERS = 4;
/** Typed words shorter than this are never read as typos (a short word is one edit from many). */
export const TYPO_MIN_LETTERS = 5;
/** Words the search vocabularies keep: shorter or longer ones are never an alternative. */
export const VOCABULARY_WORD_LETTERS = { min: 3, max: 40 } as const;
/** Typed words, from the first, that get stem and typo alternatives (server: a setting). */
export const DEFAULT_FORGIVING_WORDS = 8;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const MARKS = /\p{M}/gu;
const ASCII_WORD = /^[a-z]+$/;
const BASE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A word as the indexes hold it: decomposed, marks dropped, lower case; a character of a script
 * written without spaces as it is ("が" stays "が": its voicing mark makes another word).
 */
export function foldWord(word: string): string {
  if (isUnspacedWord(word)) return word;
  return word.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** Whether a folded word is long enough, and short enough, to be kept in a search vocabulary. */
export function isVocabularyWord(word: string): boolean {
  const letters = [...word].length;
  return letters >= VOCABULARY_WORD_LETTERS.min && letters <= VOCABULARY_WORD_LETTERS.max;
}

/**
 * The folded words of a text, in order, each character of a script written without spaces a word
 * (a word of marks alone folds to nothing and is dropped).
 */
export function searchWords(text: string): string[] {
  return (spaceUnspacedScripts(text).match(WORD) ?? []).map(foldWord).filter((word) => word !== '');
}

/**
 * The typed terms of a search text: each token's folded words, joined by a space when it holds
 * several ("tofu豆腐" is "tofu 豆 腐", a phrase); a plain word is itself.
 */
export function searchTerms(text: string): string[] {
  return (text.match(WORD) ?? [])
    .map((token) =>
      tokenParts(token)
        .map(foldWord)
        .filter((word) => word !== '')
        .join(' '),
    )
    .filter((term) => term !== '');
}

/** Whether a typed term (searchTerms) is a phrase: several words, or one unspaced character. */
export function isPhraseTerm(term: string): boolean {
  return term.includes(' ') || isUnspacedWord(term);
}

/**
 * Whether the phrase's words stand side by side in the text's words, the last one started (a
 * character of an unspaced script is matched whole, as it is a word of one character).
 */
function hasPhrase(phrase: readonly string[], textWords: readonly string[]): boolean {
  const last = phrase.length - 1;
  const isPrefix = !isUnspacedWord(phrase[last]!);
  for (let start = 0; start + last < textWords.length; start += 1) {
    let isMatch = true;
    for (let index = 0; index < last && isMatch; index += 1) {
      isMatch = textWords[start + index] === phrase[index];
    }
    const lastWord = textWords[start + last]!;
    if (isMatch && (isPrefix ? lastWord.startsWith(phrase[last]!) : lastWord === phrase[last])) {
      return true;
    }
  }
  return false;
}

/** The English stem of a folded word (Porter); a word of other letters or digits is its own. */
export function stemOf(word: string): string {
  return ASCII_WORD.test(word) ? stemmer(word) : word;
}

/**
 * What words of the same stem start with: the stem, less the "i" Porter writes for a final "y"
 * ("berri" from "berry"). Null when the typed word is too short for stems or the start would be
 * shorter than the vocabularies' words.
 */
export function stemStart(word: string): string | null {
  if ([...word].length < STEM_MIN_LETTERS) return null;
  const stem = stemOf(word);
  const start = stem.endsWith('i') ? stem.slice(0, -1) : stem;
  return [...start].length >= VOCABULARY_WORD_LETTERS.min ? start : null;
}

/** Whether `candidate` (folded) is a stem alternative of the typed word (folded). */
export function isStemMatch(typed: string, candidate: string): boolean {
  const start = stemStart(typed);
  return start !== null && candidate.startsWith(start) && stemOf(candidate) === stemOf(typed);
}

/** The words a typed word's typos are read from: itself and its stem, when long enough. */
export function typoSources(word: string): string[] {
  if ([...word].length < TYPO_MIN_LETTERS) return [];
  const stem = stemOf(word);
  return stem !== word && [...stem].length >= TYPO_MIN_LETTERS ? [word, stem] : [word];
}

function alphabetOf(word: string): string[] {
  return [...new Set([...BASE_ALPHABET, ...word])];
}

/** Every string one edit from `word`: the server looks these up in its vocabulary. */
export function typoVariants(word: string): string[] {
  const letters = [...word];
  const alphabet = alphabetOf(word);
  const variants = new Set<string>();
  for (let i = 0; i <= letters.length; i += 1) {
    const before = letters.slice(0, i).join('');
    for (const char of alphabet) variants.add(before + char + letters.slice(i).join(''));
    if (i === letters.length) break;
    const after = letters.slice(i + 1).join('');
    variants.add(before + after);
    for (const char of alphabet) variants.add(before + char + after);
    if (i + 1 < letters.length)
      variants.add(before + letters[i + 1] + letters[i] + letters.slice(i + 2).join(''));
  }
  variants.delete(word);
  return [...variants];
}

/** Whether `candidate` is exactly one edit from `source`, as typoVariants produces them. */
export function isOneEditFrom(source: string, candidate: string): boolean {
  const a = [...source];
  const b = [...candidate];
  if (source === candidate || Math.abs(a.length - b.length) > 1) return false;
  const alphabet = new Set(alphabetOf(source));
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const rest = (x: string[], from: number) => x.slice(from).join('');
  if (a.length === b.length) {
    if (rest(a, i + 1) === rest(b, i + 1)) return alphabet.has(b[i]!);
    return a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2) === rest(b, i + 2);
  }
  if (a.length > b.length) return rest(a, i + 1) === rest(b, i);
  return rest(a, i) === rest(b, i + 1) && alphabet.has(b[i]!);
}

/** Whether `candidate` is a typo alternative of the typed word (both folded). */
export function isTypoMatch(typed: string, candidate: string): boolean {
  return typoSources(typed).some((source) => isOneEditFrom(source, candidate));
}

/** A typed word with what its alternatives are checked against, worked out once. */
function typedForms(typed: string) {
  const start = stemStart(typed);
  return { typed, start, stem: start === null ? '' : stemOf(typed), sources: typoSources(typed) };
}

/** Stems of the words seen lately: a search runs over the same recipes keystroke after keystroke. */
const stems = new Map<string, string>();
const STEMS_KEPT = 20_000;

function cachedStem(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    if (stems.size >= STEMS_KEPT) stems.clear();
    stem = stemOf(word);
    stems.set(word, stem);
  }
  return stem;
}

/**
 * How well the words of a text match the typed words (searchTerms): the worst of each typed
 * word's best tier, or null when some typed word matches nothing. `forgivingWords` typed words,
 * from the first, get stem and typo alternatives; the others must start a word. A phrase matches
 * exactly or not at all. The text's words are one list; an empty word between two fields keeps a
 * phrase from running across them, as the server's indexes do.
 */
export function matchTier(
  typedWords: readonly string[],
  textWords: readonly string[],
  forgivingWords = DEFAULT_FORGIVING_WORDS,
): MatchTier | null {
  let worst: MatchTier = 0;
  for (const [index, typed] of typedWords.entries()) {
    if (isPhraseTerm(typed)) {
      if (!hasPhrase(typed.split(' '), textWords)) return null;
      continue;
    }
    const forms = index < forgivingWords ? typedForms(typed) : null;
    let best: MatchTier | null = null;
    for (const word of textWords) {
      if (word.startsWith(typed)) {
        best = 0;
        break;
      }
      if (forms === null || best === 1 || !isVocabularyWord(word)) continue;
      if (forms.start !== null && word.startsWith(forms.start) && cachedStem(word) === forms.stem) {
        best = 1;
      } else if (best === null && forms.sources.some((source) => isOneEditFrom(source, word))) {
        best = 2;
      }
    }
    if (best === null) return null;
    if (best > worst) worst = best;
  }
  return worst;
}
