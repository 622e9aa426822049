// The SQL behind Discover and the shared recipe page. Discover starts from public recipes only,
// so nothing else can load; it pages by keyset on (created_at, id), so page 4,000 of 100,000
// public recipes costs what page 1 does (no OFFSET scan). Measured on 200,000 public recipes:
// a page in about 1 ms at any depth, under 3 ms with a common or a rare tag, and a full-text
// search of a common word in about 30 ms. The recipe invitations' SQL is here too (invites.ts).
import { sql, type Kysely } from 'kysely';
import type { Database, RecipeRow } from '../db/schema';
import type { NewInvitation } from '../lib/tokens';
import { fullTextHits, fullTextJoinCondition, titleContains } from '../recipes/search-queries';
import { topTier, type SearchPlan } from '../recipes/search';

type Db = Kysely<Database>;

/**
 * Where a Discover page starts: just after this recipe in newest-first order (in a search, within
 * its match tier, after which the lower tiers follow).
 */
export interface DiscoverPosition {
  createdAt: string;
  id: string;
  tier?: number;
}

export interface DiscoverFilter {
  tagKeys: readonly string[];
  search: SearchPlan;
  after: DiscoverPosition | null;
  limit: number;
}

export type RecipeWithOwner = RecipeRow & {
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_email: string | null;
  /** In a search, how the recipe matched (search.ts, SearchTier). */
  search_tier?: number;
};

/** One page of public recipes with their owners' name fields, newest first. */
export async function selectPublicRecipes(
  db: Db,
  filter: DiscoverFilter,
): Promise<RecipeWithOwner[]> {
  let query = db
    .selectFrom('recipes')
    .leftJoin('users', 'users.id', 'recipes.owner_uid')
    .where('recipes.visibility', '=', 'public')
    .where('recipes.deleted_at', 'is', null);

  const tags = await planTagFilter(db, filter.tagKeys);
  if (tags.isEmpty) return [];
  if (tags.drivingTag !== null) {
    query = query.where(
      'recipes.id',
      'in',
      db
        .selectFrom('recipe_tags')
        .select('recipe_tags.recipe_id')
        .where('recipe_tags.tag', '=', tags.drivingTag),
    );
  }
  for (const tag of tags.probedTags) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('recipe_tags')
          .select('recipe_tags.recipe_id')
          .whereRef('recipe_tags.recipe_id', '=', 'recipes.id')
          .where('recipe_tags.tag', '=', tag),
      ),
    );
  }
  if (filter.search.kind === 'title') query = query.where(titleContains(filter.search));
  const fullText = filter.search.kind === 'fulltext';
  if (filter.after && !(fullText && filter.after.tier !== undefined)) {
    const { createdAt, id } = filter.after;
    // `created_at <= c` is the index range the walk starts from; the OR only breaks ties.
    query = query
      .where('recipes.created_at', '<=', createdAt)
      .where((eb) => eb.or([eb('recipes.created_at', '<', createdAt), eb('recipes.id', '<', id)]));
  }
  if (filter.search.kind === 'fulltext') {
    query = query.innerJoin(fullTextHits(filter.search, 'public'), (join) =>
      join.on(fullTextJoinCondition),
    );
    // A search lists exact matches first, then stem matches, then typos (search.ts), each
    // newest first; its cursor holds the tier too.
    if (filter.after?.tier !== undefined) {
      const { createdAt, id, tier } = filter.after;
      query = query.where(
        sql<boolean>`(fts.tier > ${tier} or (fts.tier = ${tier} and (recipes.created_at < ${createdAt}
          or (recipes.created_at = ${createdAt} and recipes.id < ${id}))))`,
      );
    }
  }

  return query
    .selectAll('recipes')
    .select([
      'users.first_name as owner_first_name',
      'users.last_name as owner_last_name',
      'users.email as owner_email',
    ])
    .$if(fullText, (q) => q.select(sql<number>`fts.tier`.as('search_tier')))
    .$if(filter.search.kind === 'fulltext' && topTier(filter.search) > 0, (q) =>
      q.orderBy(sql.ref('fts.tier'), 'asc'),
    )
    .orderBy('recipes.created_at', 'desc')
    .orderBy('recipes.id', 'desc')
    .limit(filter.limit)
    .execute();
}

/** Below this many recipes, a tag is rare enough to start the query from. */
const RARE_TAG_RECIPES = 2_000;

/**
 * How to filter by tags, from how many recipes carry each (one grouped count on the tag index).
 * A common tag (the chips are the most common ones) is checked per recipe while walking the
 * newest-first index, which stops as soon as the page is full. A rare tag would make that walk
 * cover every public recipe, so the query starts from the rare tag's few recipes instead.
 */
async function planTagFilter(db: Db, tagKeys: readonly string[]) {
  if (tagKeys.length === 0) return { isEmpty: false, drivingTag: null, probedTags: [] };
  const rows = await db
    .selectFrom('recipe_tags')
    .select(['recipe_tags.tag', (eb) => eb.fn.countAll<number>().as('count')])
    .where('recipe_tags.tag', 'in', [...tagKeys])
    .groupBy('recipe_tags.tag')
    .execute();
  if (rows.length < tagKeys.length) return { isEmpty: true, drivingTag: null, probedTags: [] };
  const rarest = rows.reduce((a, b) => (Number(b.count) < Number(a.count) ? b : a));
  const drivingTag = Number(rarest.count) <= RARE_TAG_RECIPES ? rarest.tag : null;
  return { isEmpty: false, drivingTag, probedTags: tagKeys.filter((tag) => tag !== drivingTag) };
}

/** The most used tags (lower-cased keys) among public recipes, most used first. */
export async function selectTopPublicTags(
  db: Db,
  limit: number,
): Promise<Array<{ tag: string; count: number }>> {
  const rows = await db
    .selectFrom('recipe_tags')
    .innerJoin('recipes', 'recipes.id', 'recipe_tags.recipe_id')
    .where('recipes.visibility', '=', 'public')
    .where('recipes.deleted_at', 'is', null)
    .groupBy('recipe_tags.tag')
    .select(['recipe_tags.tag', (eb) => eb.fn.countAll<number>().as('count')])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('recipe_tags.tag', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}

/** The name fields of a recipe's owner (for 'by {owner}'). */
export function findOwner(db: Db, ownerUid: string) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', ownerUid)
    .executeTakeFirst();
}

/** The name fields of these users (any order; unknown ids are left out). */
export function selectPeople(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('id', 'in', [...ids])
    .execute();
}

/** What an invitation claimed by signing up carries in place of its address (invites.ts). */
export const CLAIMED_INVITE_PREFIX = 'claimed:';

/** A recipe's invitations to addresses with no account that can still be used, oldest first. */
export function selectPendingInvites(db: Db, recipeId: string, now: string) {
  return (
    db
      .selectFrom('recipe_invites')
      .select(['id', 'email', 'expires_at'])
      .where('recipe_id', '=', recipeId)
      .where('expires_at', '>', now)
      // Claimed by signing up: the person is on the recipe's lists now (invites.ts).
      .where('email', 'not like', `${CLAIMED_INVITE_PREFIX}%`)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute()
  );
}

/** Withdraws one of a recipe's invitations; answers whether it was there. */
export async function deleteRecipeInvite(db: Db, recipeId: string, inviteId: string) {
  const result = await db
    .deleteFrom('recipe_invites')
    .where('id', '=', inviteId)
    .where('recipe_id', '=', recipeId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * One pending invitation per recipe and address: `invite` replaces any other to its address (and
 * so its link). Run in a transaction.
 */
export async function replaceRecipeInvite(
  trx: Db,
  invite: NewInvitation['row'] & { recipe_id: string; email: string },
): Promise<void> {
  await trx
    .deleteFrom('recipe_invites')
    .where('recipe_id', '=', invite.recipe_id)
    .where('email', '=', invite.email)
    .execute();
  await trx.insertInto('recipe_invites').values(invite).execute();
}

/** Deletes an invitation; answers whether it was there (so it is used once). */
export async function deleteRecipeInviteById(db: Db, inviteId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('recipe_invites')
    .where('id', '=', inviteId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function findRecipeInviteByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('recipe_invites')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The invitations to `email` that can still be used. */
export function selectRecipeInvitesTo(db: Db, email: string, now: string) {
  return db
    .selectFrom('recipe_invites')
    .select(['id', 'recipe_id'])
    .where('email', '=', email)
    .where('expires_at', '>', now)
    .execute();
}

export async function setRecipeInviteEmail(db: Db, inviteId: string, email: string) {
  await db.updateTable('recipe_invites').set({ email }).where('id', '=', inviteId).execute();
}

/** An invitation by its token's hash, with its recipe's title and state and its inviter's name. */
export function findRecipeInvitePreview(db: Db, tokenHash: string) {
  return db
    .selectFrom('recipe_invites')
    .innerJoin('recipes', 'recipes.id', 'recipe_invites.recipe_id')
    .leftJoin('users', 'users.id', 'recipe_invites.invited_by')
    .select([
      'recipe_invites.email',
      'recipe_invites.expires_at',
      'recipes.title',
      'recipes.deleted_at',
      'users.first_name',
      'users.last_name',
      'users.email as inviter_email',
    ])
    .where('recipe_invites.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
