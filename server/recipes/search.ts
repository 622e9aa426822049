// Full-text search over recipes. The user's text is never query syntax: it is split into letter
// and number tokens, each token is made a prefix, and the tokens are ANDed; operators, quotes,
// stars, colons, % and _ are separators. Text with no tokens at all (e.g. "%%") falls back to a
// literal substring match on the title.
//
// Dialect-specific SQL lives here and queries.ts composes it into its Kysely builders:
// - SQLite: the FTS5 table `recipes_fts` (migrations/sqlite.ts), each token quoted, the search
//   narrowed inside the index to the recipes its scope may find;
// - PostgreSQL: the tsvector table `recipe_search` with a GIN index (migrations/postgres.ts), each
//   token folded by the same SQL function that folds the indexed text, then `:*` for the prefix.
// Both fold case and accents ("creme" finds "Crème") and answer the same rows.
import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/connect';

/**
 * Letters, numbers and combining marks: the characters FTS5's unicode61 tokenizer keeps in a
 * token. Marks are kept so a decomposed "cre\u0300me" stays one word.
 */
const TOKEN_PATTERN = /[\p{L}\p{N}\p{M}]+/gu;

export type SearchPlan =
  | { kind: 'none' }
  /** Every token must start a word of the recipe (tokens hold letters, numbers and marks only). */
  | { kind: 'fulltext'; dialect: DialectName; tokens: string[] }
  /** A LIKE pattern (escape character `\`) matching the text anywhere in the title. */
  | { kind: 'title'; dialect: DialectName; pattern: string };

/** The search tokens of the user's text, in order, normalised to NFC. */
export function tokenize(text: string): string[] {
  return text.normalize('NFC').match(TOKEN_PATTERN) ?? [];
}

/**
 * `"tom"* AND "bas"*`: the FTS5 expression where every token must match the start of a word.
 * Tokens hold no quote (only letters, numbers and marks), so quoting cannot be broken out of.
 */
export function buildFtsQuery(tokens: readonly string[]): string {
  return tokens.map((token) => `"${token.replaceAll('"', '""')}"*`).join(' AND ');
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

/** Whose recipes a search looks through: a user's own and those they edit, or the public ones. */
export type SearchScope = { userId: string } | 'public';

/** The scope as the index word SQLite's recipes_fts holds for it (migrations/sqlite.ts 003). */
function scopeWord(scope: SearchScope): string {
  return scope === 'public' ? 'public' : `u${scope.userId.replaceAll('-', '')}`;
}

/**
 * The full-text hits as a derived table `fts(fts_rowid, rank)`, joined to recipes on their `seq`
 * (fullTextJoinCondition). Lower rank is better; title weighs most, then tags, description and
 * ingredients (10 : 5 : 2 : 1). On SQLite the hits are narrowed to `scope` inside the index, so
 * only those are ranked; the caller's own filters still decide what is returned.
 */
export function fullTextHits(plan: Extract<SearchPlan, { kind: 'fulltext' }>, scope: SearchScope) {
  if (plan.dialect === 'postgres') {
    // A word of marks alone folds to nothing, which to_tsquery cannot take; in FTS5 it matches
    // nothing, so here too.
    if (plan.tokens.some((token) => !/[\p{L}\p{N}]/u.test(token))) {
      return sql<{ fts_rowid: number; rank: number }>`(
        select null::integer as fts_rowid, 0::real as rank where false
      )`.as('fts');
    }
    const query = sql.join(
      plan.tokens.map((word) => sql`to_tsquery('simple', potluck_search_words(${word}) || ':*')`),
      sql` && `,
    );
    return sql<{ fts_rowid: number; rank: number }>`(
      select seq as fts_rowid, -ts_rank('{0.1, 0.2, 0.5, 1.0}', document, query) as rank
      from recipe_search, (select ${query} as query) as search
      where document @@ query
    )`.as('fts');
  }
  const match = `scope : "${scopeWord(scope)}" AND {title description ingredients tags} : (${buildFtsQuery(plan.tokens)})`;
  return sql<{ fts_rowid: number; rank: number }>`(
    select rowid as fts_rowid, bm25(recipes_fts, 10.0, 2.0, 1.0, 5.0, 0.0) as rank
    from recipes_fts where recipes_fts match ${match}
  )`.as('fts');
}

/**
 * PostgreSQL, for a list of one user's recipes: the match and rank of the recipe in the row at
 * hand as a LATERAL `fts(rank)`, empty when it does not match. The user's recipes come first
 * (their two indexes), then each one's document by its key and only those are matched and
 * ranked: with a derived table of every hit the planner may instead match the whole index, which
 * for a short prefix ("tom") is a fifth of all recipes. LIMIT 1 (seq is the key) keeps the
 * planner from flattening the subquery back into such a join.
 */
export function recipeFullTextMatch(plan: Extract<SearchPlan, { kind: 'fulltext' }>) {
  if (plan.tokens.some((token) => !/[\p{L}\p{N}]/u.test(token))) {
    return sql<{ rank: number }>`(select 0::real as rank where false)`.as('fts');
  }
  const query = sql.join(
    plan.tokens.map((word) => sql`to_tsquery('simple', potluck_search_words(${word}) || ':*')`),
    sql` && `,
  );
  return sql<{ rank: number }>`(
    select -ts_rank('{0.1, 0.2, 0.5, 1.0}', document, query) as rank
    from recipe_search, (select ${query} as query) as search
    where recipe_search.seq = recipes.seq and document @@ query
    limit 1
  )`.as('fts');
}

/** `recipes.seq = fts.fts_rowid`: the index's key is the recipe's integer `seq`. */
export const fullTextJoinCondition: RawBuilder<boolean> = sql<boolean>`recipes.seq = fts.fts_rowid`;

/**
 * The title contains the pattern, ASCII letters in any case: SQLite's LIKE, and on PostgreSQL
 * both sides lower-cased under the "C" collation, which folds ASCII letters only, like SQLite.
 */
export function titleContains(plan: Extract<SearchPlan, { kind: 'title' }>): RawBuilder<boolean> {
  const escape = sql.lit(LIKE_ESCAPE_CHAR);
  if (plan.dialect === 'postgres') {
    // PostgreSQL text never holds NUL (db/reject-nul.ts), so no title contains it.
    if (plan.pattern.includes('\u0000')) return sql<boolean>`false`;
    return sql<boolean>`lower(recipes.title) like lower(${plan.pattern} collate "C") escape ${escape}`;
  }
  return sql<boolean>`recipes.title like ${plan.pattern} escape ${escape}`;
}
