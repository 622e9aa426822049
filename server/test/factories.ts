// Test factories: fresh users straight in the database, signed in by a real session row, and
// recipes made through the API. They need no auth endpoints, so feature tests stay independent
// of the sign-up flow.
import type { CreateRecipeInput, Recipe } from '../../contract/recipes';
import { SESSION_COOKIE, createSession } from '../auth/sessions';
import type { Kysely } from 'kysely';
import type { Database, NewUserRow, UserRow } from '../db/schema';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import { TestClient, uniqueEmail, type TestServer } from './harness';

export interface TestUser {
  user: UserRow;
  /** A client signed in as `user`. */
  client: TestClient;
}

export type UserOverrides = Partial<
  Pick<
    NewUserRow,
    | 'email'
    | 'first_name'
    | 'last_name'
    | 'account_type'
    | 'subscription_plan'
    | 'is_active'
    | 'locale'
  >
>;

/** Inserts a user (free plan unless overridden) straight into `db`. */
export async function insertUser(
  db: Kysely<Database>,
  overrides: UserOverrides = {},
): Promise<UserRow> {
  const now = nowIso();
  return db
    .insertInto('users')
    .values({
      id: newId(),
      email: uniqueEmail(),
      first_name: 'Test',
      last_name: 'Cook',
      profile_image_url: null,
      stripe_customer_id: null,
      stripe_subscription_id: null,
      subscription_expires_at: null,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Inserts a user (free plan unless overridden) and answers a client signed in as them. */
export async function createUser(
  server: TestServer,
  overrides: UserOverrides = {},
): Promise<TestUser> {
  const { db, config } = server.deps;
  const user = await insertUser(db, overrides);
  const client = new TestClient(server.baseUrl);
  client.setCookie(SESSION_COOKIE, await createSession(db, user.id, config.SESSION_TTL_SECONDS));
  return { user, client };
}

let recipeCounter = 0;

/** Creates a recipe through POST /api/recipes as `client`'s user; throws unless it answers 201. */
export async function createRecipe(
  client: TestClient,
  overrides: Partial<CreateRecipeInput> = {},
): Promise<Recipe> {
  recipeCounter += 1;
  const res = await client.post<Recipe>('/api/recipes', {
    title: `Test recipe ${recipeCounter}`,
    ingredients: ['1 cup flour', '2 eggs'],
    steps: ['Mix', 'Bake'],
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`create recipe failed: ${res.status} ${res.text}`);
  return res.body;
}

/**
 * Records a processed image owned by `owner` (the row only: tests of recipes that show a photo
 * need the path to be the owner's own image, not its files) and answers its object path.
 */
export async function createImageRecord(server: TestServer, owner: UserRow): Promise<string> {
  const id = newId();
  const path = `/objects/images/${id}`;
  await server.deps.db
    .insertInto('images')
    .values({
      id,
      path,
      owner_id: owner.id,
      recipe_id: null,
      width: 1600,
      height: 1200,
      created_at: nowIso(),
    })
    .execute();
  return path;
}
