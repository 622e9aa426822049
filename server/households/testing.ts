// Test helpers for households: an owner's household (made by GET /api/households, as the app
// does), a member joined by the owner's invitation, lists and items made through the API.
import { expect } from 'vitest';
import type {
  Household,
  PendingInvitationList,
  ShoppingList,
  ShoppingListSummary,
} from '../../contract/households';
import { createUser, type TestUser } from '../test/factories';
import type { TestClient, TestServer } from '../test/harness';

/** The household `client`'s user owns (made on first call, as GET /api/households does). */
export async function ownHousehold(client: TestClient): Promise<Household> {
  const res = await client.get<{ households: Household[] }>('/api/households');
  expect(res.status, res.text).toBe(200);
  const own = res.body.households.find((household) => household.role === 'owner');
  if (!own) throw new Error('no own household');
  return own;
}

/** Adds `member` to the owner's household: the owner invites their address, they accept. */
export async function addMember(owner: TestClient, householdId: string, member: TestUser) {
  const res = await owner.post(`/api/households/${householdId}/invites`, {
    email: member.user.email,
  });
  expect(res.status, res.text).toBe(200);
  expect(res.body.isExistingUser).toBe(true);
  const invitation = await invitationTo(member.client, householdId);
  const accepted = await member.client.post(`/api/households/invitations/${invitation.id}/accept`);
  expect(accepted.status, accepted.text).toBe(200);
}

/** The invitation to `client`'s user from `householdId` waiting for an answer; throws if none. */
export async function invitationTo(client: TestClient, householdId: string) {
  const res = await client.get<PendingInvitationList>('/api/households/invitations');
  expect(res.status, res.text).toBe(200);
  const invitation = res.body.invitations.find((one) => one.householdId === householdId);
  if (!invitation) throw new Error('no invitation');
  return invitation;
}

export interface HouseholdPeople {
  owner: TestUser;
  member: TestUser;
  outsider: TestUser;
  household: Household;
}

/** An owner with their household, a member of it, and an outsider (who owns their own). */
export async function householdWithPeople(server: TestServer): Promise<HouseholdPeople> {
  const owner = await createUser(server, { first_name: 'Olive', last_name: 'Owner' });
  const member = await createUser(server, { first_name: 'Milo', last_name: 'Member' });
  const outsider = await createUser(server, { first_name: 'Otto', last_name: 'Outsider' });
  const household = await ownHousehold(owner.client);
  await addMember(owner.client, household.id, member);
  return { owner, member, outsider, household };
}

/** Makes a list in the household; throws unless it answers 201. */
export async function createList(
  client: TestClient,
  householdId: string,
  name = 'Groceries',
): Promise<ShoppingListSummary> {
  const res = await client.post<ShoppingList>(`/api/households/${householdId}/lists`, { name });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** Adds typed lines to a list; answers the list and the touched item ids. */
export async function addLines(client: TestClient, listId: string, lines: string[]) {
  const res = await client.post<{ list: ShoppingList; itemIds: string[] }>(
    `/api/lists/${listId}/items`,
    { lines },
  );
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** The list as a member reads it. */
export async function readList(client: TestClient, listId: string): Promise<ShoppingList> {
  const res = await client.get<ShoppingList>(`/api/lists/${listId}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** The household as `client` reads it. */
export async function readHousehold(client: TestClient, id: string): Promise<Household> {
  const res = await client.get<Household>(`/api/households/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** Waits until `check` passes (updates from others arrive asynchronously). */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
