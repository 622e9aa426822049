// Full-text search over recipes. The user's text is never FTS syntax: it is split into letter
// and number tokens, each token is quoted (so AND, OR, NEAR, *, -, ^, parentheses and colons are
// plain words or separators) and made a prefix, and the tokens are ANDed. Text with no tokens at
// all (e.g. "%%") falls back to a literal substring match on the title.
//
// Dialect-specific SQL lives here (SQLite FTS5: `recipes_fts`, kept by triggers from migration
// 001_core); queries.ts composes it into its Kysely builders.
import { sql, type RawBuilder } from 'kysely';

/**
 * Letters, numbers and combining marks: the characters FTS5's unicode61 tokenizer keeps in a
 * token. Marks are kept so a decomposed "cre\u0300me" stays one word.
 */
const TOKEN_PATTERN = /[\p{L}\p{N}\p{M}]+/gu;

export type SearchPlan =
  | { kind: 'none' }
  /** An FTS5 MATCH expression built only from quoted tokens. */
  | { kind: 'fulltext'; match: string }
  /** A LIKE pattern (escape character `\`) matching the text anywhere in the title. */
  | { kind: 'title'; pattern: string };

/** The search tokens of the user's text, in order, normalised to NFC. */
export function tokenize(text: string): string[] {
  return text.normalize('NFC').match(TOKEN_PATTERN) ?? [];
}

/**
 * `"tom"* AND "bas"*`: every token must match the start of a word. Tokens hold no quote (only
 * letters, numbers and marks), so quoting cannot be broken out of.
 */
export function buildFtsQuery(tokens: readonly string[]): string {
  return tokens.map((token) => `"${token.replaceAll('"', '""')}"*`).join(' AND ');
}

export const LIKE_ESCAPE_CHAR = '\\';

/** Escapes LIKE's wildcards and the escape character itself, so the text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => LIKE_ESCAPE_CHAR + char);
}

/** Decides how to search for the user's text; blank text means no search at all. */
export function planSearch(text: string | undefined): SearchPlan {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return { kind: 'none' };
  const tokens = tokenize(trimmed);
  if (tokens.length > 0) return { kind: 'fulltext', match: buildFtsQuery(tokens) };
  return { kind: 'title', pattern: `%${escapeLike(trimmed)}%` };
}

/**
 * The FTS hits for `match` as a derived table `fts(fts_rowid, rank)`, joined to recipes on their
 * rowid. Rank is bm25 (lower is better), weighting title over tags over description over
 * ingredients.
 */
export function fullTextHits(match: string) {
  return sql<{ fts_rowid: number; rank: number }>`(
    select rowid as fts_rowid, bm25(recipes_fts, 10.0, 2.0, 1.0, 5.0) as rank
    from recipes_fts where recipes_fts match ${match}
  )`.as('fts');
}

/** `recipes.seq = fts.fts_rowid`: the index's rowid is the recipe's integer `seq`. */
export const fullTextJoinCondition: RawBuilder<boolean> = sql<boolean>`recipes.seq = fts.fts_rowid`;

/** `recipes.title LIKE pattern ESCAPE '\'`. */
export function titleContains(pattern: string): RawBuilder<boolean> {
  return sql<boolean>`recipes.title like ${pattern} escape ${sql.lit(LIKE_ESCAPE_CHAR)}`;
}
