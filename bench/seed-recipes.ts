// The recipes the benchmarks run over: users and recipes written straight into the database, fast
// enough for 100,000 recipes in seconds.
import { sql } from 'kysely';
import { createSession } from '../server/auth/sessions';
import { newId } from '../server/lib/ids';
import { connectForSeeding, seedBenchUsers, type BenchEngines } from './lib';

const WORDS = (
  'tomato basil garlic onion lemon chicken beef pork tofu rice pasta noodle bread butter ' +
  'cream cheese pepper chili ginger honey apple pear berry chocolate vanilla almond walnut potato ' +
  'carrot spinach kale mushroom salmon shrimp coconut curry lentil bean corn pumpkin squash thyme'
).split(' ');
const TAGS =
  'dinner lunch breakfast dessert vegan vegetarian quick spicy baking soup salad grill'.split(' ');

function pick<T>(list: T[], n: number): T {
  return list[n % list.length]!;
}

export interface SeedOptions {
  /** Recipes in all. */
  recipes: number;
  /** Users in all; the first owns `heavyUserRecipes` of the recipes, the others share the rest. */
  users: number;
  heavyUserRecipes: number;
}

/**
 * Seeds users and recipes straight into the database (a third of them public, each with two
 * tags), and answers a session token of the user with `heavyUserRecipes` recipes.
 */
export async function seedRecipes(
  dataDir: string,
  engines: BenchEngines,
  { recipes: TOTAL_RECIPES, users: USERS, heavyUserRecipes: HEAVY_USER_RECIPES }: SeedOptions,
): Promise<string> {
  const { db, close } = await connectForSeeding(dataDir, engines);
  const now = Date.now();
  const users = await seedBenchUsers(db, USERS, { prefix: 'bench', first: 'Cook' });
  const heavy = users[0]!;
  let made = 0;
  while (made < TOTAL_RECIPES) {
    await db.transaction().execute(async (trx) => {
      const batch = [];
      const tagRows = [];
      for (let j = 0; j < 500 && made < TOTAL_RECIPES; j++, made++) {
        const owner = made < HEAVY_USER_RECIPES ? heavy : users[1 + (made % (USERS - 1))]!;
        const id = newId();
        const tags = [pick(TAGS, made), pick(TAGS, made * 7 + 3)].filter(
          (t, k, a) => a.indexOf(t) === k,
        );
        const at = new Date(now - made * 60_000).toISOString();
        batch.push({
          id,
          owner_uid: owner,
          title: `${pick(WORDS, made)} ${pick(WORDS, made * 3 + 1)} ${pick(WORDS, made * 11 + 5)}`,
          description: `A ${pick(WORDS, made * 5)} dish with ${pick(WORDS, made * 13 + 2)}.`,
          ingredients: JSON.stringify(
            Array.from({ length: 8 }, (_, k) => `${k + 1} cups ${pick(WORDS, made + k * 17)}`),
          ),
          steps: JSON.stringify(
            Array.from({ length: 6 }, (_, k) => `Step text ${k} for ${pick(WORDS, made + k)}.`),
          ),
          tags: JSON.stringify(tags),
          image_url: null,
          tip_video_url: null,
          source_url: null,
          prep_time: 10,
          cook_time: 20,
          servings: '4',
          visibility: made % 3 === 0 ? 'public' : 'private',
          editors: '[]',
          viewers: '[]',
          created_at: at,
          updated_at: at,
        });
        for (const tag of tags) tagRows.push({ recipe_id: id, tag });
      }
      for (let k = 0; k < batch.length; k += 100) {
        await trx
          .insertInto('recipes')
          .values(batch.slice(k, k + 100))
          .execute();
      }
      await trx.insertInto('recipe_tags').values(tagRows).execute();
    });
  }
  // PostgreSQL's autovacuum has counted and vacuumed a table this size long before production
  // serves it. Freshly seeded, the planner would guess (a Discover page took 75 ms instead of
  // 0.7 ms), and autovacuum's pass over the new rows would share the machine with the first loads
  // (a same-bytes route measured 12,000 requests per second early in a run and 15,000 later).
  if (engines.label.includes('postgres')) await sql`vacuum analyze`.execute(db);
  const token = await createSession(db, heavy, 3600);
  await close();
  return token;
}
