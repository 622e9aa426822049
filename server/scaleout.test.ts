// Two real app processes on different ports sharing PostgreSQL and Redis, as behind a load
// balancer: each sees the other's presence and edits (recipes and household shopping lists), and
// concurrent creates through both never pass the free plan's limit. Runs when the suite has both
// engines (npm run test:scaleout).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { FREE_RECIPE_LIMIT } from '../contract/plans';
import type { Household, PendingInvitationList, ShoppingList } from '../contract/households';
import type { Recipe } from '../contract/recipes';
import { readListDoc, setChecked } from '../contract/shopping/list-doc';
import { lineText, readRecipeDoc, recipeList, recipeText } from '../contract/sync/recipe-doc';
import { openSocket } from './realtime/testing';
import { SyncTestClient } from './sync/testing';
import { startAppProcess, type AppProcess } from './test/app-process';
import { TestClient, uniqueEmail } from './test/harness';
import { createTestDatabase, testDialect, type TestDatabase } from './test/test-database';

const redisUrl = inject('scaleout')?.redisUrl ?? null;

describe.runIf(testDialect === 'postgres' && redisUrl)('two app processes', () => {
  let database: TestDatabase;
  const dataDirs: string[] = [];
  let one: AppProcess;
  let two: AppProcess;

  beforeAll(async () => {
    database = createTestDatabase();
    const shared: Record<string, string> = {
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: '1024',
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `potluck-test:${randomUUID()}:`,
      RATE_LIMIT_REGISTER_PER_IP: '1000',
      ...Object.fromEntries(
        Object.entries(database.overrides).map(([key, value]) => [key, String(value)]),
      ),
    };
    const start = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-process-'));
      dataDirs.push(dataDir);
      return startAppProcess({ ...shared, DATA_DIR: dataDir });
    };
    // One after the other: the first creates the schema, the second finds it migrated.
    one = await start();
    two = await start();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function signUp(
    process: AppProcess,
  ): Promise<{ client: TestClient; id: string; email: string }> {
    const client = new TestClient(process.baseUrl);
    const email = uniqueEmail();
    const res = await client.post<{ id: string }>('/api/auth/register', {
      email,
      password: 'correct horse 1',
      firstName: 'Proc',
      lastName: 'Cook',
    });
    expect(res.status).toBe(201);
    return { client, id: res.body.id, email };
  }

  /** The same session, talking to another process. */
  function sameSessionOn(process: AppProcess, client: TestClient): TestClient {
    const other = new TestClient(process.baseUrl);
    for (const pair of client.cookieHeader.split('; ')) {
      const [name, value] = pair.split('=') as [string, string];
      other.setCookie(name, value);
    }
    return other;
  }

  it("a client on each process sees the other's presence and edits", async () => {
    const owner = await signUp(one);
    const guest = await signUp(two);
    const created = await owner.client.post<Recipe>('/api/recipes', {
      title: 'Shared stew',
      ingredients: ['water'],
      visibility: 'link-edit',
    });
    expect(created.status).toBe(201);
    const recipe = created.body;

    const ownerSocket = await openSocket(one, owner.client);
    const guestSocket = await openSocket(two, guest.client);
    try {
      await ownerSocket.join(recipe.id);
      const guestState = await guestSocket.join(recipe.id);
      expect(guestState.users.map((u: { userId: string }) => u.userId)).toContain(owner.id);
      const joined = await ownerSocket.next((m) => m.type === 'presence' && m.action === 'join');
      expect(joined.userId).toBe(guest.id);

      expect(
        (await guest.client.put(`/api/recipes/${recipe.id}`, { title: 'Stew from two' })).status,
      ).toBe(200);
      const seenOnOne = await ownerSocket.next(
        (m) => m.type === 'recipe_update' && m.recipe.title === 'Stew from two',
      );
      expect(seenOnOne.recipe.id).toBe(recipe.id);

      expect(
        (await owner.client.put(`/api/recipes/${recipe.id}`, { description: 'From one' })).status,
      ).toBe(200);
      const seenOnTwo = await guestSocket.next(
        (m) => m.type === 'recipe_update' && m.recipe.description === 'From one',
      );
      expect(seenOnTwo.recipe).toMatchObject({ title: 'Stew from two', description: 'From one' });
    } finally {
      ownerSocket.ws.close();
      guestSocket.ws.close();
    }
  });

  it('two people typing into one recipe through different processes converge', async () => {
    const owner = await signUp(one);
    const guest = await signUp(two);
    const created = await owner.client.post<Recipe>('/api/recipes', {
      title: 'Chili',
      ingredients: ['beans'],
      visibility: 'link-edit',
    });
    const recipeId = created.body.id;
    const a = new SyncTestClient(await openSocket(one, owner.client), recipeId);
    const b = new SyncTestClient(await openSocket(two, guest.client), recipeId);
    try {
      await a.open();
      await b.open();
      // Interleaved keystrokes in the same field and lines added at once, through both processes.
      const words = ['smoky', 'hot', 'slow', 'rich', 'dark'];
      for (const [i, word] of words.entries()) {
        a.edit((doc) => recipeText(doc, 'title').insert(0, `${word} `));
        b.edit((doc) => {
          const title = recipeText(doc, 'title');
          title.insert(title.length, ` ${i}`);
          recipeList(doc, 'ingredients').push([lineText(`${word} pepper`)]);
        });
        const [ackA, ackB] = await Promise.all([a.flush(), b.flush()]);
        expect(ackA?.type).toBe('sync_ack');
        expect(ackB?.type).toBe('sync_ack');
      }
      const deadline = Date.now() + 5000;
      while (
        JSON.stringify(readRecipeDoc(a.doc)) !== JSON.stringify(readRecipeDoc(b.doc)) &&
        Date.now() < deadline
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const content = readRecipeDoc(a.doc);
      expect(readRecipeDoc(b.doc)).toEqual(content);
      expect(content.title).toBe('dark rich slow hot smoky Chili 0 1 2 3 4');
      expect(content.ingredients).toHaveLength(6);
      for (const client of [owner.client, sameSessionOn(two, owner.client)]) {
        const row = (await client.get<Recipe>(`/api/recipes/${recipeId}`)).body;
        expect(row).toMatchObject({ title: content.title, ingredients: content.ingredients });
      }
    } finally {
      a.socket.ws.close();
      b.socket.ws.close();
    }
  });

  it("a list checked through one process reaches a member's socket on the other", async () => {
    const owner = await signUp(one);
    const member = await signUp(two);
    const households = await owner.client.get<{ households: Household[] }>('/api/households');
    const householdId = households.body.households[0]!.id;
    const invited = await owner.client.post(`/api/households/${householdId}/invites`, {
      email: member.email,
    });
    expect(invited.body.isExistingUser).toBe(true);
    const asked = await member.client.get<PendingInvitationList>('/api/households/invitations');
    const accepted = await member.client.post(
      `/api/households/invitations/${asked.body.invitations[0]!.id}/accept`,
    );
    expect(accepted.status, accepted.text).toBe(200);
    const list = await owner.client.post<ShoppingList>(`/api/households/${householdId}/lists`, {
      name: 'Market',
    });
    const added = await owner.client.post(`/api/lists/${list.body.id}/items`, {
      lines: ['2 lb potatoes', '1 cup milk'],
    });
    const [potatoes, milk] = added.body.itemIds as string[];
    const a = new SyncTestClient(
      await openSocket(one, owner.client),
      list.body.id,
      'shopping_list',
    );
    const b = new SyncTestClient(
      await openSocket(two, member.client),
      list.body.id,
      'shopping_list',
    );
    try {
      expect((await a.open()).type).toBe('sync_state');
      expect((await b.open()).type).toBe('sync_state');
      const checkedOn = (client: SyncTestClient) =>
        readListDoc(client.doc)
          .items.filter((item) => item.checked)
          .map((item) => item.id)
          .sort();
      // A live check on process one, and a REST check on process one.
      a.edit((doc) => setChecked(doc, potatoes!, true, new Date().toISOString()));
      expect((await a.flush())?.type).toBe('sync_ack');
      await b.socket.next((m) => m.type === 'sync_update' && m.docId === list.body.id);
      expect(checkedOn(b)).toEqual([potatoes]);
      await owner.client.patch(`/api/lists/${list.body.id}/items/${milk}`, { checked: true });
      await b.socket.next((m) => m.type === 'sync_update' && m.docId === list.body.id);
      expect(checkedOn(b)).toEqual([milk, potatoes].sort());

      // Removed through process one: the member's socket on two is refused the list at once.
      const removed = await owner.client.delete(
        `/api/households/${householdId}/members/${member.id}`,
      );
      expect(removed.status).toBe(204);
      const refused = await b.socket.next(
        (m) => m.type === 'sync_refused' && m.docId === list.body.id,
      );
      expect(refused.code).toBe('not_found');
      await b.socket.next((m) => m.type === 'household_changed' && m.householdId === householdId);
    } finally {
      a.socket.ws.close();
      b.socket.ws.close();
    }
  });

  it('10 concurrent creates through both processes never pass the free plan limit', async () => {
    const cook = await signUp(one);
    const clients = Array.from({ length: 10 }, (_, i) =>
      sameSessionOn(i % 2 === 0 ? one : two, cook.client),
    );
    const answers = await Promise.all(
      clients.map((client, i) =>
        client.post('/api/recipes', { title: `Race ${i}`, ingredients: [] }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(FREE_RECIPE_LIMIT);
    expect(statuses.filter((s) => s === 403)).toHaveLength(10 - FREE_RECIPE_LIMIT);
    const listed = await sameSessionOn(two, cook.client).get<Recipe[]>('/api/recipes');
    expect(listed.body).toHaveLength(FREE_RECIPE_LIMIT);
  });
});
