// The dialect-specific SQL of full-text search (search.ts plans it; queries.ts composes these
// into its Kysely builders):
// - SQLite: the FTS5 table `recipes_fts` (migrations/sqlite.ts), each token quoted, the search
//   narrowed inside the index to the recipes its scope may find;
// - PostgreSQL: the tsvector table `recipe_search` with a GIN index (migrations/postgres.ts), each
//   token folded by the same SQL function that folds the indexed text, then `:*` for the prefix.
// Both fold case and accents ("creme" finds "Crème") and answer the same rows. The look-ups in
// the vocabulary of indexed words (search-vocabulary.ts) are here too.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { isPhraseToken, isUnspacedWord, tokenParts } from '../../contract/search/scripts';
import {
  LIKE_ESCAPE_CHAR,
  alternativesUpTo,
  buildFtsQuery,
  tiersOf,
  type SearchPlan,
  type SearchTier,
} from './search';

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

/** Sorts after every character a word may hold: the end of a key range of words. */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

/** The vocabulary words among `keys`. */
export async function wordsAmong(db: Kysely<Database>, dialect: DialectName, keys: string[]) {
  if (keys.length === 0) return new Set<string>();
  const among =
    dialect === 'postgres'
      ? sql`word = any(${keys}::text[])`
      : sql`word in (select value from json_each(${JSON.stringify(keys)}))`;
  const { rows } = await sql<{ word: string }>`select word from recipe_search_words
    where ${among}`.execute(db);
  return new Set(rows.map((row) => row.word));
}

/** Up to `limit` vocabulary words starting with `start`, in key order. */
export async function wordsStarting(db: Kysely<Database>, start: string, limit: number) {
  const { rows } = await sql<{ word: string }>`select word from recipe_search_words
    where word >= ${start} and word < ${start + LAST_CHARACTER}
    order by word limit ${limit}`.execute(db);
  return rows.map((row) => row.word);
}
