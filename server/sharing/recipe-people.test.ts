// The owner's list of people on a recipe (GET/PUT/DELETE /api/recipes/{id}/people…) and pending
// invitations: names and masked addresses, a change of role or a removal that takes effect at
// once (open sockets included), and withdrawn invitation links. Who may call these at all is in
// access-matrix.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, RecipePeople, Visibility } from '../../contract/recipes';
import { createRecipe, createUser } from '../test/factories';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../test/harness';
import { openSocket } from '../realtime/testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function sharedRecipe(visibility: Visibility = 'private') {
  const owner = await createUser(server, { first_name: 'Olive', last_name: 'Owner' });
  const editor = await createUser(server, {
    first_name: 'Edda',
    last_name: 'Editor',
    email: uniqueEmail('edda'),
  });
  const viewer = await createUser(server, { first_name: null, last_name: null });
  const recipe = await createRecipe(owner.client, { title: 'Family stew', visibility });
  const res = await owner.client.put<Recipe>(`/api/recipes/${recipe.id}`, {
    editors: [editor.user.id],
    viewers: [viewer.user.id],
  });
  expect(res.status).toBe(200);
  return { owner, editor, viewer, recipe: res.body };
}

const peopleOf = async (owner: { client: TestClient }, id: string) => {
  const res = await owner.client.get<RecipePeople>(`/api/recipes/${id}/people`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('GET /api/recipes/{id}/people', () => {
  it('lists editors then viewers by name with masked addresses, and waiting invitations', async () => {
    const { owner, editor, viewer, recipe } = await sharedRecipe('link-view');
    const address = uniqueEmail('newcomer');
    expect(
      (
        await owner.client.post('/api/recipes/invite', {
          recipeId: recipe.id,
          email: address,
          inviteType: 'email',
        })
      ).status,
    ).toBe(200);
    const answer = await peopleOf(owner, recipe.id);
    expect(answer.people).toEqual([
      {
        userId: editor.user.id,
        name: 'Edda Editor',
        email: `e***@${editor.user.email.split('@')[1]}`,
        role: 'editor',
      },
      {
        userId: viewer.user.id,
        // No name: the part of the address before the @ (SPEC's fallback).
        name: viewer.user.email.split('@')[0],
        email: `${viewer.user.email[0]}***@${viewer.user.email.split('@')[1]}`,
        role: 'viewer',
      },
    ]);
    expect(answer.pending).toEqual([
      { id: expect.any(String), email: address, expiresAt: expect.any(String) },
    ]);
    // Nobody's full address is in the answer but the one the owner typed.
    expect(JSON.stringify(answer)).not.toContain(editor.user.email);
  });

  it('leaves out invitations that have expired', async () => {
    const { owner, recipe } = await sharedRecipe('link-view');
    await owner.client.post('/api/recipes/invite', {
      recipeId: recipe.id,
      email: uniqueEmail(),
      inviteType: 'email',
    });
    await server.deps.db
      .updateTable('recipe_invites')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('recipe_id', '=', recipe.id)
      .execute();
    expect((await peopleOf(owner, recipe.id)).pending).toEqual([]);
  });
});

describe('changing what a person may do', () => {
  it('makes a viewer an editor and an editor a viewer; rights follow at once', async () => {
    const { owner, editor, viewer, recipe } = await sharedRecipe();
    const promoted = await owner.client.put<RecipePeople>(
      `/api/recipes/${recipe.id}/people/${viewer.user.id}`,
      { role: 'editor' },
    );
    expect(promoted.status).toBe(200);
    expect(promoted.body.people.map((p) => [p.userId, p.role])).toEqual([
      [editor.user.id, 'editor'],
      [viewer.user.id, 'editor'],
    ]);
    const demoted = await owner.client.put<RecipePeople>(
      `/api/recipes/${recipe.id}/people/${editor.user.id}`,
      { role: 'viewer' },
    );
    expect(demoted.body.people.map((p) => [p.userId, p.role])).toEqual([
      [viewer.user.id, 'editor'],
      [editor.user.id, 'viewer'],
    ]);
    const stored = (await owner.client.get<Recipe>(`/api/recipes/${recipe.id}`)).body;
    expect(stored).toMatchObject({ editors: [viewer.user.id], viewers: [editor.user.id] });
    expect((await viewer.client.put(`/api/recipes/${recipe.id}`, { title: 'Yes' })).status).toBe(
      200,
    );
    expect((await editor.client.put(`/api/recipes/${recipe.id}`, { title: 'No' })).status).toBe(
      403,
    );
  });

  it('answers the same list when the role is already that one, and changes nothing', async () => {
    const { owner, editor, recipe } = await sharedRecipe();
    const res = await owner.client.put<RecipePeople>(
      `/api/recipes/${recipe.id}/people/${editor.user.id}`,
      { role: 'editor' },
    );
    expect(res.status).toBe(200);
    expect((await owner.client.get<Recipe>(`/api/recipes/${recipe.id}`)).body.updatedAt).toBe(
      recipe.updatedAt,
    );
  });

  it('refuses a role that is not editor or viewer, and someone with no place, changing nothing', async () => {
    const { owner, editor, recipe } = await sharedRecipe();
    const stranger = await createUser(server);
    const bad = await owner.client.put(`/api/recipes/${recipe.id}/people/${editor.user.id}`, {
      role: 'owner',
    });
    expect(bad.status).toBe(400);
    const nobody = await owner.client.put(`/api/recipes/${recipe.id}/people/${stranger.user.id}`, {
      role: 'viewer',
    });
    expect(nobody.status).toBe(404);
    const self = await owner.client.delete(`/api/recipes/${recipe.id}/people/${owner.user.id}`);
    expect(self.status).toBe(404);
    expect((await owner.client.get<Recipe>(`/api/recipes/${recipe.id}`)).body).toEqual(recipe);
  });
});

describe('removing a person', () => {
  it('takes access away at once: list, page, open socket and edits', async () => {
    const { owner, editor, recipe } = await sharedRecipe();
    const socket = await openSocket(server, editor.client);
    try {
      expect((await socket.join(recipe.id)).type).toBe('presence_state');
      const res = await owner.client.delete<RecipePeople>(
        `/api/recipes/${recipe.id}/people/${editor.user.id}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.people.map((p) => p.userId)).not.toContain(editor.user.id);
      expect(await socket.next((m) => m.type === 'access_revoked')).toEqual({
        type: 'access_revoked',
        recipeId: recipe.id,
      });
      const list = await editor.client.get<Recipe[]>('/api/recipes');
      expect(list.body.map((r) => r.id)).not.toContain(recipe.id);
      expect((await editor.client.get(`/api/recipes/shared/${recipe.id}`)).status).toBe(404);
      expect((await editor.client.put(`/api/recipes/${recipe.id}`, { title: 'Late' })).status).toBe(
        404,
      );
    } finally {
      await socket.close();
    }
  });
});

describe('withdrawing an invitation', () => {
  it('kills its link; a second withdrawal or an unknown id is a 404', async () => {
    const { owner, recipe } = await sharedRecipe('link-view');
    const address = uniqueEmail('late');
    await owner.client.post('/api/recipes/invite', {
      recipeId: recipe.id,
      email: address,
      inviteType: 'email',
    });
    const token = /token=([\w-]+)/.exec(server.mail.find((m) => m.to === address)?.text ?? '')?.[1];
    const [pending] = (await peopleOf(owner, recipe.id)).pending;
    const res = await owner.client.delete<RecipePeople>(
      `/api/recipes/${recipe.id}/invites/${pending?.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.pending).toEqual([]);
    expect(
      (await owner.client.delete(`/api/recipes/${recipe.id}/invites/${pending?.id}`)).status,
    ).toBe(404);
    expect((await owner.client.delete(`/api/recipes/${recipe.id}/invites/nope`)).status).toBe(404);
    const joiner = await createUser(server, { email: address });
    expect((await joiner.client.post('/api/recipes/invites/accept', { token })).status).toBe(404);
  });

  it("cannot withdraw another recipe's invitation through this one", async () => {
    const a = await sharedRecipe('link-view');
    const other = await createRecipe(a.owner.client, { visibility: 'link-view' });
    await a.owner.client.post('/api/recipes/invite', {
      recipeId: other.id,
      email: uniqueEmail(),
      inviteType: 'email',
    });
    const [pending] = (await peopleOf(a.owner, other.id)).pending;
    expect(
      (await a.owner.client.delete(`/api/recipes/${a.recipe.id}/invites/${pending?.id}`)).status,
    ).toBe(404);
    expect((await peopleOf(a.owner, other.id)).pending).toHaveLength(1);
  });
});
