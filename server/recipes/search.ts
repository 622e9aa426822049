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
import { sql, type RawBuilder } from 'kysely';
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
function alternativesUpTo(alternatives: TokenAlternatives | undefined, tier: SearchTier) {
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
function tiersOf(plan: Extract<SearchPlan, { kind: 'fulltext' }>): SearchTier[] {
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

/** Whose recipes a search looks through: a user's own and those they edit, or the public ones. */
export type SearchScope = { userId: string } | 'public';

/** The scope as the index word SQLite's recipes_fts holds for it (migrations/sqlite.ts 003). */
function scopeWord(scope: SearchScope): string {
  return scope === 'public' ? 'public' : `u${scope.userId.replaceAll('-', '')}`;
}

/** The weights of recipe_search's fields: a phrase is found within one of them. */
const FIELD_WEIGHTS = ['A', 'B', 'C', 'D'] as const;

/**
 * `(醤:A <-> 油:A) | (醤:B <-> 油:B) | …`: the parts of a phrase token side by side in one field
 * (the document's fields follow each other, so a phrase could otherwise run from one into the
 * next), each folded as the index is; the last a prefix unless an unspaced character. The parts
 * hold letters, numbers and marks only, and fold to one word, so no query syntax gets in.
 */
function tsPhrase(parts: readonly string[]) {
  const text = (weight: string) =>
    sql.join(
      parts.map((part, at) => {
        const suffix =
          at === parts.length - 1 && !isUnspacedWord(part) ? `:*${weight}` : `:${weight}`;
        return sql`btrim(potluck_search_words(${part})) || ${suffix}`;
      }),
      sql` || ' <-> ' || `,
    );
  return sql`to_tsquery('simple', ${sql.join(
    FIELD_WEIGHTS.map((weight) => sql`'(' || ${text(weight)} || ')'`),
    sql` || ' | ' || `,
  )})`;
}

/** The tsquery of the plan at `tier` (see buildFtsQuery), folded as the index is. */
function tsQuery(plan: Extract<SearchPlan, { kind: 'fulltext' }>, tier: SearchTier) {
  return sql.join(
    plan.tokens.map((word, index) => {
      const parts = tokenParts(word);
      if (isPhraseToken(parts)) return tsPhrase(parts);
      const words = alternativesUpTo(plan.alternatives?.[index], tier);
      const prefix = sql`to_tsquery('simple', potluck_search_words(${word}) || ':*')`;
      if (words.length === 0) return prefix;
      return sql`(${sql.join(
        [prefix, ...words.map((alternative) => sql`to_tsquery('simple', ${alternative})`)],
        sql` || `,
      )})`;
    }),
    sql` && `,
  );
}

/**
 * PostgreSQL: the query of each tier the plan may match at, as columns `q<tier>`, the tier of the
 * row's `document` among them, and the column of the widest query (what a hit must match).
 */
function postgresTiers(plan: Extract<SearchPlan, { kind: 'fulltext' }>) {
  const tiers = tiersOf(plan);
  const top = tiers.at(-1)!;
  const queries = sql.join(tiers.map((t) => sql`${tsQuery(plan, t)} as ${sql.raw(`q${t}`)}`));
  const tier =
    tiers.length === 1
      ? sql`${sql.lit(top)}`
      : sql`case ${sql.join(
          tiers
            .slice(0, -1)
            .map((t) => sql`when document @@ ${sql.raw(`q${t}`)} then ${sql.lit(t)}`),
          sql` `,
        )} else ${sql.lit(top)} end`;
  return { queries, tier, top: sql.raw(`q${top}`) };
}

/** A plan whose token folds to nothing (marks alone), which matches nothing on PostgreSQL. */
function matchesNothingOnPostgres(plan: Extract<SearchPlan, { kind: 'fulltext' }>) {
  // A word of marks alone folds to nothing, which to_tsquery cannot take; in FTS5 it matches
  // nothing, so here too.
  return plan.tokens.some((token) => !/[\p{L}\p{N}]/u.test(token));
}

/**
 * The full-text hits as a derived table `fts(fts_rowid, rank, tier)`, joined to recipes on their
 * `seq` (fullTextJoinCondition). Lower rank is better; title weighs most, then tags, description
 * and ingredients (10 : 5 : 2 : 1). On SQLite the hits are narrowed to `scope` inside the index,
 * so only those are ranked; the caller's own filters still decide what is returned. A hit's tier
 * is the best tier whose expression it matches (only the tiers the plan can have are tested).
 */
export function fullTextHits(plan: Extract<SearchPlan, { kind: 'fulltext' }>, scope: SearchScope) {
  type Hit = { fts_rowid: number; rank: number; tier: SearchTier };
  if (plan.dialect === 'postgres') {
    if (matchesNothingOnPostgres(plan)) {
      return sql<Hit>`(
        select null::integer as fts_rowid, 0::real as rank, 0 as tier where false
      )`.as('fts');
    }
    const { queries, tier, top } = postgresTiers(plan);
    return sql<Hit>`(
      select seq as fts_rowid, -ts_rank('{0.1, 0.2, 0.5, 1.0}', document, ${top}) as rank,
        ${tier} as tier
      from recipe_search, (select ${queries}) as search
      where document @@ ${top}
    )`.as('fts');
  }
  const match = (tier: SearchTier) =>
    `scope : "${scopeWord(scope)}" AND {title description ingredients tags} : (${buildFtsQuery(plan.tokens, plan.alternatives, tier)})`;
  const tiers = tiersOf(plan);
  const top = tiers.at(-1)!;
  const tier =
    tiers.length === 1
      ? sql`${sql.lit(top)}`
      : sql`case ${sql.join(
          tiers
            .slice(0, -1)
            .map(
              (t) =>
                sql`when rowid in (select rowid from recipes_fts where recipes_fts match ${match(t)}) then ${sql.lit(t)}`,
            ),
          sql` `,
        )} else ${sql.lit(top)} end`;
  return sql<Hit>`(
    select rowid as fts_rowid, bm25(recipes_fts, 10.0, 2.0, 1.0, 5.0, 0.0) as rank, ${tier} as tier
    from recipes_fts where recipes_fts match ${match(top)}
  )`.as('fts');
}

/**
 * PostgreSQL, for a list of one user's recipes: the match, rank and tier of the recipe in the row
 * at hand as a LATERAL `fts(rank, tier)`, empty when it does not match. The user's recipes come
 * first (their two indexes), then each one's document by its key and only those are matched and
 * ranked: with a derived table of every hit the planner may instead match the whole index, which
 * for a short prefix ("tom") is a fifth of all recipes. LIMIT 1 (seq is the key) keeps the
 * planner from flattening the subquery back into such a join.
 */
export function recipeFullTextMatch(plan: Extract<SearchPlan, { kind: 'fulltext' }>) {
  type Match = { rank: number; tier: SearchTier };
  if (matchesNothingOnPostgres(plan)) {
    return sql<Match>`(select 0::real as rank, 0 as tier where false)`.as('fts');
  }
  const { queries, tier, top } = postgresTiers(plan);
  return sql<Match>`(
    select -ts_rank('{0.1, 0.2, 0.5, 1.0}', document, ${top}) as rank, ${tier} as tier
    from recipe_search, (select ${queries}) as search
    where recipe_search.seq = recipes.seq and document @@ ${top}
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
