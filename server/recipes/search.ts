// Full-text search over recipes. The user's text is never query syntax: it is split into letter
// and number tokens, each token is made a prefix, and the tokens are ANDed; operators, quotes,
// stars, colons, % and _ are separators. Text with no tokens at all (e.g. "%%") falls back to a
// literal substring match on the title.
//
// This file plans a search (pure); its dialect-specific SQL is in search-queries.ts, which
// queries.ts composes into its Kysely builders:
// - SQLite: the FTS5 table `recipes_fts` (migrations/sqlite.ts), each token quoted, the search
//   narrowed inside the index to the recipes its scope may find;
// - PostgreSQL: the tsvector table `recipe_search` with a GIN index (migrations/postgres.ts), each
//   token folded by the same SQL function that folds the indexed text, then `:*` for the prefix.
// Both fold case and accents ("creme" finds "Crème") and answer the same rows.
//
// Chinese, Japanese and Korean (docs/decisions/020-searching-every-script.md): both indexes hold
// every character of these scripts as a word of its own (contract/search/scripts.ts), and a token
// holding such characters is a phrase of its parts side by side, so "醤油" finds "大さじ1醤油":
// FTS5 `"醤" + "油"`, PostgreSQL `醤 <-> 油` within one field (its weight). A phrase's last
// part is a prefix unless it is such a character; a phrase gets no forgiving alternatives.
//
// A search forgives (docs/decisions/013-forgiving-search.md): besides the words a token starts,
// it finds the words of the same stem and, for longer tokens, the words one edit away, looked up
// in the vocabulary of indexed words (search-vocabulary.ts, contract/search/forgiving.ts). Every
// hit carries the tier it matched at: 0 when every token starts one of its words, 1 when some
// token needed a stem, 2 when some token needed a typo. Lists order by tier first.
import { isPhraseToken, isUnspacedWord, tokenParts } from '../../contract/search/scripts';
import type { DialectName } from '../db/connect';

/**
 * Letters, numbers and combining marks: the characters FTS5's unicode61 tokenizer keeps in a
 * token. Marks are kept so a decomposed "cre\u0300me" stays one word.
 */
const TOKEN_PATTERN = /[\p{L}\p{N}\p{M}]+/gu;

/** Words (folded, from the vocabulary) a token also finds: same stem, or one edit away. */
export interface TokenAlternatives {
  stems: string[];
  typos: string[];
}

export type SearchPlan =
  | { kind: 'none' }
  /**
   * Every token must start a word of the recipe (tokens hold letters, numbers and marks only), or
   * be one of the token's alternatives (by index; absent: none), whole words of the same kind.
   */
  | {
      kind: 'fulltext';
      dialect: DialectName;
      tokens: string[];
      alternatives?: ReadonlyArray<TokenAlternatives | undefined>;
    }
  /** A LIKE pattern (escape character `\`) matching the text anywhere in the title. */
  | { kind: 'title'; dialect: DialectName; pattern: string };

/** The search tokens of the user's text, in order, normalised to NFC. */
export function tokenize(text: string): string[] {
  return text.normalize('NFC').match(TOKEN_PATTERN) ?? [];
}

/** Match tiers: 0 exact (a token starts a word), 1 same stem, 2 one edit away. */
export type SearchTier = 0 | 1 | 2;

/** The alternatives of one token that match at `tier` or better. */
export function alternativesUpTo(alternatives: TokenAlternatives | undefined, tier: SearchTier) {
  if (!alternatives) return [];
  return [...(tier >= 1 ? alternatives.stems : []), ...(tier >= 2 ? alternatives.typos : [])];
}

/** The worst tier the plan's alternatives can match at (0 when it has none). */
export function topTier(plan: Extract<SearchPlan, { kind: 'fulltext' }>): SearchTier {
  const all = plan.alternatives ?? [];
  if (all.some((alternatives) => (alternatives?.typos.length ?? 0) > 0)) return 2;
  if (all.some((alternatives) => (alternatives?.stems.length ?? 0) > 0)) return 1;
  return 0;
}

/** The tiers a hit of the plan may have, best first. */
export function tiersOf(plan: Extract<SearchPlan, { kind: 'fulltext' }>): SearchTier[] {
  const top = topTier(plan);
  const stems = (plan.alternatives ?? []).some((a) => (a?.stems.length ?? 0) > 0);
  return ([0, 1, 2] as const).filter((tier) => tier === 0 || tier === top || (tier === 1 && stems));
}

/**
 * `"tom"* AND "bas"*`: the FTS5 expression where every token must match the start of a word, or,
 * from `tier` 1 on, one of its alternatives as a whole word (`("lasagnas"* OR "lasagna")`).
 * Tokens and alternatives hold no quote (only letters, numbers and marks), so quoting cannot be
 * broken out of.
 */
export function buildFtsQuery(
  tokens: readonly string[],
  alternatives: ReadonlyArray<TokenAlternatives | undefined> = [],
  tier: SearchTier = 0,
): string {
  const quote = (word: string) => `"${word.replaceAll('"', '""')}"`;
  return tokens
    .map((token, index) => {
      const parts = tokenParts(token);
      if (isPhraseToken(parts)) {
        const last = parts.length - 1;
        return parts
          .map((part, at) =>
            at === last && !isUnspacedWord(part) ? `${quote(part)}*` : quote(part),
          )
          .join(' + ');
      }
      const words = alternativesUpTo(alternatives[index], tier);
      const prefix = `${quote(token)}*`;
      return words.length === 0 ? prefix : `(${[prefix, ...words.map(quote)].join(' OR ')})`;
    })
    .join(' AND ');
}

export const LIKE_ESCAPE_CHAR = '\\';

/** Escapes LIKE's wildcards and the escape character itself, so the text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => LIKE_ESCAPE_CHAR + char);
}

/** Decides how to search for the user's text on `dialect`; blank text means no search at all. */
export function planSearch(text: string | undefined, dialect: DialectName): SearchPlan {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return { kind: 'none' };
  const tokens = tokenize(trimmed);
  if (tokens.length > 0) return { kind: 'fulltext', dialect, tokens };
  return { kind: 'title', dialect, pattern: `%${escapeLike(trimmed)}%` };
}
