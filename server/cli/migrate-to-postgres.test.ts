// `npm run migrate:to-postgres` on a populated embedded installation: every table arrives with
// the same rows (counts and checksums), and an app started on PostgreSQL carries on where the
// SQLite one stopped: same sign-ins, same search, new recipes numbered after the copied ones.
// Needs PostgreSQL: runs under `npm run test:pg`.
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../contract/recipes';
import type { Household, PendingInvitationList } from '../../contract/households';
import { SESSION_COOKIE } from '../auth/sessions';
import { signUp } from '../auth/testing';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database';
import { connectDatabase, type PostgresOptions } from '../db/connect';
import { COPIED_TABLES, verifyCopy } from '../db/copy';
import { migrateToPostgres } from './migrate-to-postgres';

describe.runIf(testDialect === 'postgres')('migrate:to-postgres', () => {
  let embedded: TestServer;
  let target: TestDatabase;
  let postgres: PostgresOptions;
  let ownerClient: TestClient;
  const log: string[] = [];

  beforeAll(async () => {
    // An embedded installation, whatever database the rest of the suite runs on.
    embedded = await startTestServer({ DATABASE_URL: undefined, DEV_EXPOSE_RESET_CODE: '1' });
    expect(embedded.deps.dialect).toBe('sqlite');

    const admin = await createUser(embedded, { account_type: 'admin' });
    const owner = await signUp(embedded, { firstName: 'Zoë', lastName: 'Crème' });
    ownerClient = owner.client;
    const friend = await signUp(embedded);
    for (let i = 0; i < 4; i += 1) {
      await createRecipe(owner.client, {
        title: i === 0 ? 'Crème brûlée' : `Recipe ${i} — «${'x'.repeat(i)}»`,
        description: i % 2 ? null : 'Line one\nline "two"\t🍮',
        ingredients: ['2 eggs', '½ cup sugar'],
        steps: ['Mix', 'Bake'],
        tags: ['Dessert', `tag${i}`],
        visibility: i === 1 ? 'public' : 'private',
        prepTime: i,
      });
    }
    // Invitations need a recipe that is not private.
    const first = (await owner.client.get<Recipe[]>('/api/recipes')).body.find(
      (recipe) => recipe.visibility === 'public',
    );
    expect(
      (
        await owner.client.post('/api/recipes/invite', {
          recipeId: first!.id,
          email: friend.email,
        })
      ).status,
    ).toBe(200);
    // An address with no account gets a pending invitation (recipe_invites).
    expect(
      (
        await owner.client.post('/api/recipes/invite', {
          recipeId: first!.id,
          email: 'no-account-yet@example.com',
        })
      ).status,
    ).toBe(200);
    // A personal API token (api_tokens).
    expect((await owner.client.post('/api/tokens', { name: 'Script', scope: 'read' })).status).toBe(
      201,
    );
    // An edit makes the recipe's sync document, an update and a history entry.
    await owner.client.put(`/api/recipes/${first!.id}`, { description: 'Edited once' });
    await owner.client.delete(`/api/recipes/${(await createRecipe(owner.client)).id}`);
    await new TestClient(embedded.baseUrl).post('/api/auth/reset-password-request', {
      email: friend.email,
    });
    await admin.client.patch(`/api/admin/users/${friend.user.id}`, { accountType: 'premium' });
    await owner.client.post('/api/contact', {
      name: 'Zoë',
      email: owner.email,
      subject: 'Hello',
      message: 'Ça marche ?',
    });
    // A household with a member, a pending invitation, a list whose items were sorted by hand
    // (a remembered section) and a planned meal.
    const { body: own } = await owner.client.get<{ households: Household[] }>('/api/households');
    const householdId = own.households[0]!.id;
    await owner.client.post(`/api/households/${householdId}/invites`, { email: friend.email });
    const { body: asked } = await friend.client.get<PendingInvitationList>(
      '/api/households/invitations',
    );
    await friend.client.post(`/api/households/invitations/${asked.invitations[0]!.id}/accept`);
    await owner.client.post(`/api/households/${householdId}/invites`, {
      email: 'later@example.com',
    });
    const { body: list } = await owner.client.post<{ id: string }>(
      `/api/households/${householdId}/lists`,
      { name: 'Groceries' },
    );
    const { body: added } = await owner.client.post<{ itemIds: string[] }>(
      `/api/lists/${list.id}/items`,
      { lines: ['2 lb potatoes'] },
    );
    await owner.client.patch(`/api/lists/${list.id}/items/${added.itemIds[0]}`, {
      section: 'pantry',
    });
    await owner.client.post(`/api/households/${householdId}/plan`, {
      date: '2030-01-07',
      slot: 'dinner',
      note: 'Soup',
    });
    const now = nowIso();
    await embedded.deps.db
      .insertInto('uploads')
      .values({
        id: newId(),
        key: `uploads/${newId()}`,
        user_id: owner.user.id,
        state: 'used',
        max_bytes: 10_485_760,
        size: 1234,
        expires_at: now,
        created_at: now,
        used_at: now,
      })
      .execute();
    const imageId = newId();
    await embedded.deps.db
      .insertInto('images')
      .values({
        id: imageId,
        path: `/objects/images/${imageId}`,
        owner_id: owner.user.id,
        recipe_id: first!.id,
        width: 640,
        height: 480,
        created_at: now,
      })
      .execute();
    // A photo the recipe showed before, kept for its history (recipe_photos).
    await embedded.deps.db
      .insertInto('recipe_photos')
      .values({ recipe_id: first!.id, image_path: `/objects/images/${imageId}`, released_at: now })
      .execute();

    target = createTestDatabase();
    postgres = {
      url: String(target.overrides.DATABASE_URL),
      schema: String(target.overrides.DATABASE_SCHEMA),
      poolSize: 2,
      connectTimeoutMs: 10_000,
    };
  });
  afterAll(async () => {
    await embedded?.close();
    await target?.drop();
  });

  it('copies every table and verifies counts and checksums', async () => {
    const ok = await migrateToPostgres({
      sqliteFile: path.join(embedded.dataDir, 'potluck.db'),
      postgres,
      log: (line) => log.push(line),
    });
    expect(ok).toBe(true);
    const checks = log.filter((line) => /^\s+(ok|FAIL)/.test(line));
    expect(checks).toHaveLength(COPIED_TABLES.length);
    expect(checks.every((line) => line.trimStart().startsWith('ok'))).toBe(true);
    // Every table had something to copy, so the checksums compared real rows.
    for (const { table } of COPIED_TABLES) {
      expect(log.find((line) => line.includes(`copied ${table}:`))).toMatch(/: [1-9]\d* rows/);
    }
  });

  it('lets an app on PostgreSQL carry on: sign-ins, search, the plan limit, new recipes', async () => {
    const onPostgres = await startTestServer({
      DATABASE_URL: postgres.url,
      DATABASE_SCHEMA: postgres.schema,
    });
    try {
      const client = new TestClient(onPostgres.baseUrl);
      const session = ownerClient.cookieHeader
        .split('; ')
        .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))!;
      client.setCookie(SESSION_COOKIE, session.slice(SESSION_COOKIE.length + 1));
      expect((await client.get('/api/auth/user')).body).toMatchObject({ firstName: 'Zoë' });
      const found = await client.get<Recipe[]>('/api/recipes?search=creme');
      expect(found.body.map((recipe) => recipe.title)).toEqual(['Crème brûlée']);
      // Four recipes came over: one more fits the free plan, the next does not.
      const fifth = await client.post('/api/recipes', { title: 'Fifth', ingredients: ['a'] });
      expect(fifth.status).toBe(201);
      const sixth = await client.post('/api/recipes', { title: 'Sixth', ingredients: ['a'] });
      expect(sixth.status).toBe(403);
    } finally {
      await onPostgres.close();
    }
  });

  it('refuses a target that already holds rows', async () => {
    await expect(
      migrateToPostgres({ sqliteFile: path.join(embedded.dataDir, 'potluck.db'), postgres }),
    ).rejects.toThrow(/not empty/);
  });

  it('refuses a missing SQLite file rather than copying an empty one', async () => {
    await expect(
      migrateToPostgres({ sqliteFile: path.join(embedded.dataDir, 'nope.db'), postgres }),
    ).rejects.toThrow(/No SQLite database/);
  });

  it('notices a row that differs after the copy', async () => {
    const source = await connectDatabase({ sqliteFile: path.join(embedded.dataDir, 'potluck.db') });
    const copy = await connectDatabase({ sqliteFile: ':memory:', postgres });
    try {
      // The app test above added rows on PostgreSQL; make recipes equal again but one field.
      await copy.db.deleteFrom('recipes').where('title', 'in', ['Fifth', 'Sixth']).execute();
      await sql`update contact_messages set message = 'Ça marche !'`.execute(copy.db);
      const reports = await verifyCopy(source, copy);
      const mismatched = reports.filter((report) => !report.matches).map((report) => report.table);
      expect(mismatched).toContain('contact_messages');
      const contact = reports.find((report) => report.table === 'contact_messages')!;
      expect(contact.targetRows).toBe(contact.sourceRows);
      expect(contact.targetChecksum).not.toBe(contact.sourceChecksum);
    } finally {
      await copy.close();
      await source.close();
    }
  });
});
