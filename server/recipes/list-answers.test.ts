// List answers kept per version of their list (list-answers.ts, migration 008): every write that
// changes what a list answers moves its version, whatever wrote it, so a kept answer is never
// sent after a change; and what is kept is what would have been built.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../contract/recipes';
import { nowIso } from '../lib/time';
import { createRecipe, createUser, type TestUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer, type UntypedBody } from '../test/harness';
import { createListAnswers } from './list-answers';
import { DISCOVER_SCOPE, readListVersion } from './list-version-queries';

let server: TestServer;
/** A second app process on the same database, as behind a load balancer. */
let other: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  other = await startTestServer({}, { shareDataWith: server });
});
afterAll(async () => {
  await other.close();
  await server.close();
});

/** `cook`'s client, signed in the same, talking to `app`. */
function on(app: TestServer, cook: TestUser): TestClient {
  const client = new TestClient(app.baseUrl);
  for (const pair of cook.client.cookieHeader.split('; ')) {
    const [name, ...value] = pair.split('=');
    client.setCookie(name!, value.join('='));
  }
  return client;
}

const versionOf = (scope: string) => readListVersion(server.deps.db, scope);

/** The versions of `scopes` after `write`, as how far each moved. */
async function movedBy(scopes: string[], write: () => Promise<unknown>) {
  const before = await Promise.all(scopes.map(versionOf));
  await write();
  const after = await Promise.all(scopes.map(versionOf));
  return Object.fromEntries(scopes.map((scope, i) => [scope, after[i]! > before[i]!]));
}

const premium = () => createUser(server, { account_type: 'premium' });

describe('list versions (triggers on both engines)', () => {
  it('move for the owner, every member and Discover exactly when their lists change', async () => {
    const [owner, editor, viewer, stranger] = await Promise.all([
      premium(),
      premium(),
      premium(),
      premium(),
    ]);
    const scopes = [owner, editor, viewer, stranger].map((u) => u.user.id);
    const [o, e, v, s] = scopes as [string, string, string, string];
    let recipe!: Recipe;
    expect(
      await movedBy([...scopes, DISCOVER_SCOPE], async () => {
        recipe = await createRecipe(owner.client, { title: 'Soup' });
      }),
    ).toEqual({ [o]: true, [e]: false, [v]: false, [s]: false, [DISCOVER_SCOPE]: false });

    const put = (body: object) => owner.client.put(`/api/recipes/${recipe.id}`, body);
    expect(
      await movedBy([...scopes, DISCOVER_SCOPE], () =>
        put({ editors: [editor.user.id], viewers: [viewer.user.id] }),
      ),
    ).toEqual({ [o]: true, [e]: true, [v]: true, [s]: false, [DISCOVER_SCOPE]: false });

    expect(
      await movedBy([...scopes, DISCOVER_SCOPE], () =>
        editor.client.put(`/api/recipes/${recipe.id}`, { title: 'Better soup' }),
      ),
    ).toEqual({ [o]: true, [e]: true, [v]: true, [s]: false, [DISCOVER_SCOPE]: false });

    // Removed from the lists: the removed member's list changes too.
    expect(
      await movedBy([...scopes, DISCOVER_SCOPE], () => put({ editors: [], viewers: [] })),
    ).toEqual({ [o]: true, [e]: true, [v]: true, [s]: false, [DISCOVER_SCOPE]: false });

    expect(await movedBy([...scopes, DISCOVER_SCOPE], () => put({ visibility: 'public' }))).toEqual(
      { [o]: true, [e]: false, [v]: false, [s]: false, [DISCOVER_SCOPE]: true },
    );

    // Out of Discover again, then to the trash and back, then gone for good.
    expect(await movedBy([DISCOVER_SCOPE], () => put({ visibility: 'private' }))).toEqual({
      [DISCOVER_SCOPE]: true,
    });
    for (const write of [
      () => owner.client.delete(`/api/recipes/${recipe.id}`),
      () => owner.client.post(`/api/recipes/${recipe.id}/restore`, {}),
      () => owner.client.delete(`/api/recipes/${recipe.id}`),
      () => owner.client.delete(`/api/recipes/${recipe.id}/trash`),
    ]) {
      expect(await movedBy([o, s], write)).toEqual({ [o]: true, [s]: false });
    }
  });

  it('move for Discover when a name it shows changes, and not for other user changes', async () => {
    const cook = await premium();
    const rename = (fields: object) =>
      server.deps.db.updateTable('users').set(fields).where('id', '=', cook.user.id).execute();
    expect(await movedBy([DISCOVER_SCOPE], () => rename({ first_name: 'Ada' }))).toEqual({
      [DISCOVER_SCOPE]: true,
    });
    expect(await movedBy([DISCOVER_SCOPE], () => rename({ updated_at: nowIso() }))).toEqual({
      [DISCOVER_SCOPE]: false,
    });
  });
});

describe('kept list answers', () => {
  async function sharedKitchen() {
    const [owner, editor] = await Promise.all([premium(), premium()]);
    const recipe = await createRecipe(owner.client, { title: 'Stew', tags: ['winter'] });
    await owner.client.put(`/api/recipes/${recipe.id}`, { editors: [editor.user.id] });
    return { owner, editor, recipe };
  }

  const titles = async (cook: TestUser, route = '/api/recipes', app = server) => {
    const res = await on(app, cook).get<UntypedBody>(route);
    expect(res.status, res.text).toBe(200);
    const list: Array<{ title: string }> = Array.isArray(res.body) ? res.body : res.body.cards;
    return list.map((recipe) => recipe.title).sort();
  };

  // A process learns of another's commit from the database (SQLite: the file's change check;
  // PostgreSQL: the change notice, which arrives just after the commit), so each read after a
  // write is retried for a moment rather than expected on the very next request.
  const soon = { timeout: 2_000, interval: 20 };

  it('show every change in every process, whatever wrote it, once it is committed', async () => {
    const { owner, editor, recipe } = await sharedKitchen();
    const routes = ['/api/recipes', '/api/recipes/cards', '/api/recipes?search=stew'];
    for (const route of routes) {
      expect(await titles(owner, route)).toEqual(['Stew']);
      expect(await titles(editor, route, other)).toEqual(['Stew']);
    }
    // An editor renames it through the other process: both lists, in both processes.
    await on(other, editor).put(`/api/recipes/${recipe.id}`, { title: 'Stew pot' });
    for (const route of ['/api/recipes', '/api/recipes/cards', '/api/recipes?search=pot']) {
      for (const app of [server, other]) {
        await expect.poll(() => titles(owner, route, app), soon).toEqual(['Stew pot']);
        await expect.poll(() => titles(editor, route, app), soon).toEqual(['Stew pot']);
      }
    }
    // A write that goes around the HTTP routes (as the sync engine's does) is seen too.
    await server.deps.db
      .updateTable('recipes')
      .set({ title: 'Stew for six', updated_at: nowIso() })
      .where('id', '=', recipe.id)
      .execute();
    await expect.poll(() => titles(editor), soon).toEqual(['Stew for six']);
    await expect
      .poll(() => titles(owner, '/api/recipes/cards', other), soon)
      .toEqual(['Stew for six']);
    // Sharing taken back: gone from the editor's lists.
    await owner.client.put(`/api/recipes/${recipe.id}`, { editors: [] });
    await expect.poll(() => titles(editor), soon).toEqual([]);
    await expect.poll(() => titles(editor, '/api/recipes/cards', other), soon).toEqual([]);
  });

  it('answer exactly what a process that keeps nothing answers', async () => {
    const { owner, editor } = await sharedKitchen();
    await createRecipe(owner.client, { title: 'Public pie', visibility: 'public' });
    const keepsNothing = await startTestServer(
      { LIST_ANSWER_CACHE_MB: 0 },
      { shareDataWith: server },
    );
    try {
      for (const route of [
        '/api/recipes',
        '/api/recipes?search=stew',
        '/api/recipes/cards?tags=winter',
        '/api/recipes/discover',
      ]) {
        for (const cook of [owner, editor]) {
          // Asked twice, so the second answer is the kept one.
          await cook.client.get(route);
          const kept = await cook.client.get(route);
          const built = await on(keepsNothing, cook).get(route);
          expect(kept.status, `${route}: ${kept.text}`).toBe(200);
          expect(kept.text, `${route} for ${cook === owner ? 'owner' : 'editor'}`).toBe(built.text);
          expect(kept.headers.get('x-next-cursor')).toBe(built.headers.get('x-next-cursor'));
        }
      }
    } finally {
      await keepsNothing.close();
    }
  });

  it('tell Discover readers their own place on a recipe, and a rename at once', async () => {
    const owner = await createUser(server, { account_type: 'premium', first_name: 'Grace' });
    const reader = await premium();
    const recipe = await createRecipe(owner.client, {
      title: `Discover me ${Date.now()}`,
      visibility: 'public',
    });
    const find = async (cook: TestUser) => {
      const res = await cook.client.get<UntypedBody[]>(
        `/api/recipes/discover?search=${encodeURIComponent(recipe.title)}`,
      );
      return res.body.find((r: UntypedBody) => r.id === recipe.id);
    };
    expect((await find(reader)).ownerUid).toBe(owner.user.id);
    expect((await find(owner)).ownerUid).toBe(owner.user.id);
    expect((await find(owner)).abilities.delete).toBe(true);
    expect((await find(reader)).abilities.delete).toBe(false);
    expect((await find(reader)).ownerName).toContain('Grace');
    await server.deps.db
      .updateTable('users')
      .set({ first_name: 'Hopper' })
      .where('id', '=', owner.user.id)
      .execute();
    expect((await find(reader)).ownerName).toContain('Hopper');
    // The answer completed for one reader is kept for them, and follows their place and names.
    expect((await find(owner)).ownerName).toContain('Hopper');
    expect((await find(reader)).abilities.edit).toBe(false);
    await owner.client.put(`/api/recipes/${recipe.id}`, { editors: [reader.user.id] });
    expect((await find(reader)).abilities.edit).toBe(true);
    expect((await find(reader)).abilities.edit).toBe(true);
    await server.deps.db
      .updateTable('users')
      .set({ first_name: 'Lovelace' })
      .where('id', '=', owner.user.id)
      .execute();
    expect((await find(reader)).ownerName).toContain('Lovelace');
    await owner.client.put(`/api/recipes/${recipe.id}`, { editors: [] });
    expect((await find(reader)).abilities.edit).toBe(false);
  });
});

describe('createListAnswers', () => {
  it('builds once per version, however many ask at once, and again after a change', async () => {
    const cook = await premium();
    const answers = createListAnswers(server.deps.db, 1024 * 1024);
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return `answer ${builds}`;
    };
    const ask = () => answers.answer(cook.user.id, 'k', build, (s) => s.length);
    expect(await Promise.all([ask(), ask(), ask()])).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(await ask()).toBe('answer 1');
    expect(builds).toBe(1);
    await createRecipe(cook.client);
    expect(await ask()).toBe('answer 2');
    expect(builds).toBe(2);
  });

  it('keeps nothing over its size, and nothing at all with a size of 0', async () => {
    const cook = await premium();
    for (const [maxBytes, size] of [
      [10, 11],
      [0, 1],
    ] as const) {
      const answers = createListAnswers(server.deps.db, maxBytes);
      let builds = 0;
      const ask = () =>
        answers.answer(
          cook.user.id,
          'k',
          async () => ++builds,
          () => size,
        );
      await ask();
      await ask();
      expect(builds).toBe(2);
    }
  });

  it('does not keep an answer whose build failed', async () => {
    const cook = await premium();
    const answers = createListAnswers(server.deps.db, 1024);
    let fail = true;
    const ask = () =>
      answers.answer(
        cook.user.id,
        'k',
        async () => {
          if (fail) throw new Error('database gone');
          return 'fine';
        },
        () => 4,
      );
    await expect(ask()).rejects.toThrow('database gone');
    fail = false;
    expect(await ask()).toBe('fine');
  });
});
