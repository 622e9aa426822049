// The whole "who may do what" matrix over real HTTP and a real WebSocket: owner / listed editor /
// listed viewer / link holder / other user / anonymous × the four visibilities × every action.
// Each case gets a fresh recipe. A denied case also shows that the data did not change and that
// no recipe_update (or recipe_deleted) reached the owner's socket, which watches all the owner's
// recipes: after the refused call the owner makes a marker change, and the marker's update must
// be the first message about the recipe since the call (delivery is in commit order).
//
// "Link holder" and "other user" are both signed-in strangers: the server cannot tell whether a
// stranger got the id from a link, so both rows expect the same for calls that name the recipe,
// and neither sees it in their list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VISIBILITIES,
  type Recipe,
  type RecipePeople,
  type Visibility,
} from '../../contract/recipes';
import { countOwnedRecipes } from '../recipes/service';
import { createRecipe, createUser, type TestUser } from '../test/factories';
import { TestClient, startTestServer, type TestResponse, type TestServer } from '../test/harness';
import {
  openSocket,
  refusedUpgradeStatus,
  type ReceivedMessage,
  type TestSocket,
} from '../realtime/testing';

const ROLES = ['owner', 'editor', 'viewer', 'linkHolder', 'other', 'anonymous'] as const;
type Role = (typeof ROLES)[number];
const ACTIONS = [
  'read',
  'list',
  'discover',
  'updateContent',
  'changeVisibility',
  'changeSharing',
  'delete',
  'invite',
  'people',
  'changeRole',
  'removePerson',
  'copy',
  'wsJoin',
] as const;
type Action = (typeof ACTIONS)[number];

// ── the rules, written out independently of policy.ts ──────────────────────────────────────────
const isListed = (role: Role) => role === 'owner' || role === 'editor' || role === 'viewer';
const canReadAs = (role: Role, visibility: Visibility) =>
  isListed(role) || visibility !== 'private';
const canEditAs = (role: Role, visibility: Visibility) =>
  role === 'owner' || role === 'editor' || (visibility === 'link-edit' && role !== 'anonymous');

/** The status a call that names the recipe must answer, given whether the action is allowed. */
function expectedStatus(role: Role, visibility: Visibility, allowed: boolean, okStatus = 200) {
  if (allowed) return okStatus;
  if (role === 'anonymous') return 401;
  return canReadAs(role, visibility) ? 403 : 404;
}

let server: TestServer;
const people = {} as Record<Exclude<Role, 'anonymous'>, TestUser>;
const sockets = {} as Record<Exclude<Role, 'anonymous'>, TestSocket>;
let fence: Recipe;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ROLES) {
    if (role === 'anonymous') continue;
    people[role] = await createUser(server, { account_type: 'premium', first_name: role });
    sockets[role] = await openSocket(server, people[role].client);
  }
  sockets.owner.send({ type: 'watch_list' });
  fence = await createRecipe(people.owner.client, { title: 'Fence', visibility: 'public' });
  for (const role of ROLES) if (role !== 'anonymous') await sockets[role].join(fence.id);
});
afterAll(async () => {
  for (const socket of Object.values(sockets)) await socket.close();
  await server.close();
});

const clientOf = (role: Role) =>
  role === 'anonymous' ? new TestClient(server.baseUrl) : people[role].client;
const about = (id: string) => (m: ReceivedMessage) =>
  (m.type === 'recipe_update' && m.recipe.id === id) ||
  ((m.type === 'recipe_deleted' || m.type === 'access_revoked' || m.type === 'recipe_removed') &&
    m.recipeId === id);

/** A fresh recipe with the listed editor and viewer, and its title token for searches. */
async function freshRecipe(visibility: Visibility) {
  counter += 1;
  const token = `mx${counter}q${Date.now().toString(36)}`;
  const owner = people.owner.client;
  const created = await createRecipe(owner, { title: `Matrix ${token}`, visibility });
  const res = await owner.put<Recipe>(`/api/recipes/${created.id}`, {
    editors: [people.editor.user.id],
    viewers: [people.viewer.user.id],
  });
  expect(res.status).toBe(200);
  // The setup's own updates have reached the owner's socket before the case starts.
  await sockets.owner.next(
    (m) => m.type === 'recipe_update' && m.recipe.updatedAt === res.body.updatedAt,
  );
  sockets.owner.skipReceived();
  return { recipe: res.body, token };
}

const ownerView = async (id: string) => people.owner.client.get<Recipe>(`/api/recipes/${id}`);

/** Shows that nothing about the recipe reached the owner's socket since `mark`. */
async function expectNoUpdateSince(mark: number, id: string) {
  const marker = `Marker ${counter}`;
  expect((await people.owner.client.put(`/api/recipes/${id}`, { title: marker })).status).toBe(200);
  await sockets.owner.next((m) => m.type === 'recipe_update' && m.recipe.title === marker);
  const messages = sockets.owner.since(mark, about(id));
  expect(messages.map((m) => m.type === 'recipe_update' && m.recipe.title)).toEqual([marker]);
}

interface Outcome {
  res?: TestResponse;
  allowed: boolean;
  /** The expected status when the call names the recipe. */
  status?: number;
  /** Whether a successful call changes the recipe (and so must be seen by the listener). */
  changes?: boolean;
  /** The case made its own checks (and its own changes). */
  isSelfChecked?: boolean;
}

async function perform(
  action: Action,
  role: Role,
  visibility: Visibility,
  recipe: Recipe,
  token: string,
): Promise<Outcome> {
  const client = clientOf(role);
  const id = recipe.id;
  switch (action) {
    case 'read': {
      const allowed = canReadAs(role, visibility);
      const shared = await client.get(`/api/recipes/shared/${id}`);
      expect(shared.status).toBe(allowed ? 200 : 404);
      const res = await client.get(`/api/recipes/${id}`);
      return { res, allowed, status: allowed ? 200 : 404 };
    }
    case 'list': {
      const res = await client.get<Recipe[]>(`/api/recipes?search=${token}`);
      if (role === 'anonymous') return { res, allowed: false, status: 401 };
      expect(res.status).toBe(200);
      const listed = res.body.some((r) => r.id === id);
      expect(listed).toBe(isListed(role));
      return { allowed: true };
    }
    case 'discover': {
      const res = await client.get<Recipe[]>(`/api/recipes/discover?search=${token}`);
      if (role === 'anonymous') return { res, allowed: false, status: 401 };
      expect(res.status).toBe(200);
      expect(res.body.some((r) => r.id === id)).toBe(visibility === 'public');
      return { allowed: true };
    }
    case 'updateContent': {
      const allowed = canEditAs(role, visibility);
      const res = await client.put(`/api/recipes/${id}`, { title: `Edited by ${role}` });
      return { res, allowed, status: expectedStatus(role, visibility, allowed), changes: true };
    }
    case 'changeVisibility': {
      const allowed = role === 'owner';
      const next = visibility === 'public' ? 'link-view' : 'public';
      const res = await client.put(`/api/recipes/${id}`, { visibility: next });
      return { res, allowed, status: expectedStatus(role, visibility, allowed), changes: true };
    }
    case 'changeSharing': {
      const allowed = role === 'owner';
      const res = await client.put(`/api/recipes/${id}`, {
        viewers: [],
        editors: [people.other.user.id],
      });
      return { res, allowed, status: expectedStatus(role, visibility, allowed), changes: true };
    }
    case 'delete': {
      const allowed = role === 'owner';
      const res = await client.delete(`/api/recipes/${id}`);
      return { res, allowed, status: expectedStatus(role, visibility, allowed), changes: true };
    }
    case 'invite': {
      // An invite on a private recipe shares it with that person only; the owner may invite
      // whatever the visibility.
      const allowed = role === 'owner';
      const res = await client.post('/api/recipes/invite', {
        recipeId: id,
        email: people.other.user.email,
        inviteType: 'email',
      });
      return { res, allowed, status: expectedStatus(role, visibility, allowed), changes: true };
    }
    case 'people': {
      const allowed = role === 'owner';
      const res = await client.get<RecipePeople>(`/api/recipes/${id}/people`);
      if (allowed) {
        expect(res.body.people.map((p) => [p.userId, p.role])).toEqual([
          [people.editor.user.id, 'editor'],
          [people.viewer.user.id, 'viewer'],
        ]);
      }
      return { res, allowed, status: expectedStatus(role, visibility, allowed) };
    }
    case 'changeRole': {
      const allowed = role === 'owner';
      const res = await client.put(`/api/recipes/${id}/people/${people.viewer.user.id}`, {
        role: 'editor',
      });
      return { res, allowed, status: expectedStatus(role, visibility, allowed), changes: true };
    }
    case 'removePerson': {
      const allowed = role === 'owner';
      const res = await client.delete(`/api/recipes/${id}/people/${people.editor.user.id}`);
      return { res, allowed, status: expectedStatus(role, visibility, allowed), changes: true };
    }
    case 'copy': {
      const allowed = role !== 'anonymous' && canReadAs(role, visibility);
      const before =
        role === 'anonymous' ? 0 : await countOwnedRecipes(server.deps.db, people[role].user.id);
      const res = await client.post<Recipe>(`/api/recipes/copy/${id}`);
      if (role !== 'anonymous') {
        const after = await countOwnedRecipes(server.deps.db, people[role].user.id);
        expect(after - before).toBe(allowed ? 1 : 0);
      }
      if (allowed)
        expect(res.body).toMatchObject({ visibility: 'private', editors: [], viewers: [] });
      return { res, allowed, status: expectedStatus(role, visibility, allowed, 201) };
    }
    case 'wsJoin': {
      if (role === 'anonymous') {
        expect(await refusedUpgradeStatus(server, null)).toBe(401);
        return { allowed: false };
      }
      const socket = sockets[role];
      const mark = socket.mark();
      const answer = await socket.join(id);
      const allowed = canReadAs(role, visibility);
      expect(answer.type).toBe(allowed ? 'presence_state' : 'error');
      if (allowed) {
        socket.send({ type: 'leave', recipeId: id });
        return { allowed };
      }
      // Nothing about the recipe reaches the refused socket: the owner changes it, then the
      // fence (which every socket has joined); the fence's update arrives, the recipe's never.
      await people.owner.client.put(`/api/recipes/${id}`, { title: `After ${role}` });
      await people.owner.client.put(`/api/recipes/${fence.id}`, { title: `Fence ${counter}` });
      await socket.next((m) => m.type === 'recipe_update' && m.recipe.title === `Fence ${counter}`);
      expect(socket.since(mark, about(id))).toEqual([]);
      return { allowed, isSelfChecked: true };
    }
  }
}

const cases = ROLES.flatMap((role) =>
  VISIBILITIES.flatMap((visibility) => ACTIONS.map((action) => ({ role, visibility, action }))),
);

describe('access matrix', () => {
  it.each(cases)('$role / $visibility / $action', async ({ role, visibility, action }) => {
    const { recipe, token } = await freshRecipe(visibility);
    const mark = sockets.owner.mark();
    const outcome = await perform(action, role, visibility, recipe, token);
    if (outcome.res) expect(outcome.res.status, outcome.res.text).toBe(outcome.status);
    if (outcome.isSelfChecked) return;

    if (!outcome.allowed || !outcome.changes) {
      const after = await ownerView(recipe.id);
      expect(after.status).toBe(200);
      expect(after.body).toEqual(recipe);
      await expectNoUpdateSince(mark, recipe.id);
      return;
    }
    // An allowed change reached the listening owner's socket after it committed.
    const seen = await sockets.owner.next(about(recipe.id));
    if (action === 'delete') {
      expect(seen).toEqual({ type: 'recipe_deleted', recipeId: recipe.id });
      expect((await ownerView(recipe.id)).status).toBe(404);
    } else {
      expect(seen.type).toBe('recipe_update');
      expect(seen.recipe).toEqual((await ownerView(recipe.id)).body);
      expect(seen.recipe.updatedAt > recipe.updatedAt).toBe(true);
    }
  });
});
