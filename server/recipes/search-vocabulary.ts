// What a search's tokens also find (contract/search/forgiving.ts), looked up in the vocabulary of
// indexed words by key: the table recipe_search_words on either engine (migration 015).
// A token's typos are the vocabulary words among the strings one edit from it (a few hundred keys
// in one statement); its stems are the words in the key range its stem starts, read up to a bound
// and kept when their stem is the token's. Nothing of the vocabulary reaches the answer: the
// alternatives only widen the full-text match, which stays within what the search may find.
import type { Kysely } from 'kysely';
import {
  foldWord,
  isStemMatch,
  isTypoMatch,
  stemStart,
  typoSources,
  typoVariants,
} from '../../contract/search/forgiving';
import { isPhraseToken, tokenParts } from '../../contract/search/scripts';
import type { DialectName } from '../db/connect';
import type { AppDeps } from '../deps';
import type { Database } from '../db/schema';
import { planSearch, type SearchPlan, type TokenAlternatives } from './search';
import { wordsAmong, wordsStarting } from './search-queries';

export interface ForgivingLimits {
  /** Tokens, from the first, that get alternatives (SEARCH_FORGIVING_WORDS). */
  forgivingWords: number;
  /** Vocabulary words read per token when looking for its stems (SEARCH_STEM_SCAN_WORDS). */
  stemScanWords: number;
}

/** The search settings (server/config.ts) as the look-up takes them. */
export function forgivingLimits(deps: Pick<AppDeps, 'config'>): ForgivingLimits {
  return {
    forgivingWords: deps.config.SEARCH_FORGIVING_WORDS,
    stemScanWords: deps.config.SEARCH_STEM_SCAN_WORDS,
  };
}

/** Only words the full-text query can take as they are (letters, numbers and marks). */
const PLAIN_WORD = /^[\p{L}\p{N}\p{M}]+$/u;

/** The stem and typo alternatives of each token, by index (absent: none). */
export async function tokenAlternatives(
  db: Kysely<Database>,
  dialect: DialectName,
  tokens: readonly string[],
  limits: ForgivingLimits,
): Promise<Array<TokenAlternatives | undefined>> {
  // A phrase (a token with characters of an unspaced script) is found exactly or not at all.
  const typed = tokens
    .slice(0, limits.forgivingWords)
    .map((token) => (isPhraseToken(tokenParts(token)) ? null : foldWord(token)));
  const words = typed.filter((word) => word !== null);
  const typos = await wordsAmong(db, dialect, [
    ...new Set(words.flatMap((word) => typoSources(word).flatMap(typoVariants))),
  ]);
  const alternatives: Array<TokenAlternatives | undefined> = [];
  for (const word of typed) {
    if (word === null) {
      alternatives.push(undefined);
      continue;
    }
    const start = stemStart(word);
    const candidates = start ? await wordsStarting(db, start, limits.stemScanWords) : [];
    // A word the token starts is found already, as an exact match.
    const stems = candidates.filter(
      (candidate) => !candidate.startsWith(word) && isStemMatch(word, candidate),
    );
    const typoWords = [...typos].filter(
      (candidate) =>
        !candidate.startsWith(word) &&
        !stems.includes(candidate) &&
        !isStemMatch(word, candidate) &&
        isTypoMatch(word, candidate),
    );
    const plain = (list: string[]) => list.filter((candidate) => PLAIN_WORD.test(candidate)).sort();
    alternatives.push(
      stems.length + typoWords.length > 0
        ? { stems: plain(stems), typos: plain(typoWords) }
        : undefined,
    );
  }
  return alternatives;
}

/** planSearch, with each token's alternatives looked up when the search is full text. */
export async function planForgivingSearch(
  db: Kysely<Database>,
  dialect: DialectName,
  text: string | undefined,
  limits: ForgivingLimits,
): Promise<SearchPlan> {
  const plan = planSearch(text, dialect);
  if (plan.kind !== 'fulltext') return plan;
  const alternatives = await tokenAlternatives(db, dialect, plan.tokens, limits);
  return alternatives.some(Boolean) ? { ...plan, alternatives } : plan;
}
