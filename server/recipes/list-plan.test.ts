// How the database answers a user's list and search (queries.selectRecipeListKeys): the user's
// own and shared recipes narrowed first through their indexes, then matched and ranked, never a
// walk over every recipe. The plans are read from the engine (EXPLAIN) over a library big enough
// for its planner to choose as it would in production.
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids';
import { createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { recipeListKeysQuery, type RecipeListFilter } from './queries';
import { planSearch } from './search';

const RECIPES = 6_000;
const OWN = 300;
const WORDS = ['tomato', 'basil', 'garlic', 'onion', 'lemon', 'rice', 'pasta', 'bread', 'tofu'];

let server: TestServer;
let userId: string;
beforeAll(async () => {
  server = await startTestServer();
  const me = await createUser(server, { account_type: 'premium' });
  const other = await createUser(server, { account_type: 'premium' });
  userId = me.user.id;
  const { db } = server.deps;
  const at = new Date('2026-01-01T00:00:00.000Z').getTime();
  const rows = Array.from({ length: RECIPES }, (_, i) => ({
    id: newId(),
    owner_uid: i < OWN ? me.user.id : other.user.id,
    title: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`,
    description: null,
    ingredients: JSON.stringify([`1 cup ${WORDS[(i * 3) % WORDS.length]}`]),
    steps: '[]',
    tags: '[]',
    image_url: null,
    tip_video_url: null,
    source_url: null,
    prep_time: null,
    cook_time: null,
    servings: null,
    visibility: 'private',
    editors: '[]',
    viewers: '[]',
    created_at: new Date(at + i * 1000).toISOString(),
    updated_at: new Date(at + i * 1000).toISOString(),
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('recipes')
      .values(rows.slice(i, i + 200))
      .execute();
  }
  if (server.deps.dialect === 'postgres') await sql`analyze`.execute(db);
  else await sql`analyze`.execute(db);
}, 60_000);
afterAll(() => server.close());

async function planOf(filter: Omit<RecipeListFilter, 'dialect'>, page = false) {
  const { db, dialect } = server.deps;
  const compiled = recipeListKeysQuery(
    db,
    userId,
    { ...filter, dialect },
    page ? { after: null, limit: 49 } : undefined,
  ).compile();
  const explain = dialect === 'postgres' ? 'explain ' : 'explain query plan ';
  const result = await db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]),
  );
  return result.rows.map((row) => row.detail ?? row['QUERY PLAN'] ?? '').join('\n');
}

describe('the plan of a list', () => {
  it.each([
    ['the whole list', { tagKeys: [], search: { kind: 'none' } as const }, false],
    ['a page of cards', { tagKeys: [], search: { kind: 'none' } as const }, true],
  ])(
    '%s reads the user’s recipes through the owner and member indexes',
    async (_, filter, page) => {
      const plan = await planOf(filter, page);
      if (server.deps.dialect === 'postgres') {
        expect(plan).toMatch(/recipes_owner_updated_idx/);
        expect(plan).not.toMatch(/Seq Scan on recipes\b/);
      } else {
        expect(plan).toMatch(/MULTI-INDEX OR/);
        expect(plan).toMatch(/recipes_owner_updated_idx \(owner_uid=\?\)/);
        expect(plan).toMatch(/recipe_members_user_idx \(user_id=\?\)/);
        expect(plan).not.toMatch(/SCAN recipes\b/);
      }
    },
  );

  it('a search matches and ranks only the user’s recipes', async () => {
    const plan = await planOf({ tagKeys: [], search: planSearch('tom', server.deps.dialect) });
    if (server.deps.dialect === 'postgres') {
      // The user's recipes first (the BitmapOr of the two indexes), then each one's document.
      expect(plan).toMatch(/recipes_owner_updated_idx/);
      expect(plan).toMatch(/recipe_search_pkey/);
      expect(plan).not.toMatch(/Seq Scan on recipe_search/);
    } else {
      // The index itself narrows to the user (its scope column), then each hit by its key.
      expect(plan).toMatch(/SCAN recipes_fts VIRTUAL TABLE/);
      expect(plan).toMatch(/SEARCH recipes USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(plan).not.toMatch(/SCAN recipes\b/);
    }
  });
});
