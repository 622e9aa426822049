// /api/households: the own household made once, renaming, invitations (every address gets a
// single-use link; an existing account also sees it in the app: invitations.test.ts), the member limit, removing and
// leaving, the calendar feed's address, and bad input that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_INVITE_MESSAGES, type Household } from '../../contract/households';
import { createUser } from '../test/factories';
import { TestClient, startTestServer, uniqueEmail, type TestServer } from '../test/harness';
import {
  addMember,
  householdWithPeople,
  invitationTo,
  ownHousehold,
  readHousehold,
} from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const mailTo = (address: string) => server.mail.filter((m) => m.to === address);
const tokenIn = (text: string) => /\/households\/join\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

async function inviteUnknown(owner: TestClient, householdId: string) {
  const address = uniqueEmail('friend');
  const res = await owner.post(`/api/households/${householdId}/invites`, { email: address });
  expect(res.status, res.text).toBe(200);
  const [mail] = mailTo(address);
  return { res, address, mail, token: tokenIn(mail?.text ?? '') };
}

describe('the own household', () => {
  it('is made on the first GET, once, even for concurrent calls', async () => {
    const { user, client } = await createUser(server, { first_name: 'Ada' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.get<{ households: Household[] }>('/api/households')),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((res) => res.body.households[0]!.id));
    expect(ids.size).toBe(1);
    const rows = await server.deps.db
      .selectFrom('households')
      .select('id')
      .where('owner_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    const again = await ownHousehold(client);
    expect(again).toMatchObject({
      id: [...ids][0],
      name: "Ada's household",
      role: 'owner',
      members: [{ id: user.id, name: 'Ada Cook', role: 'owner' }],
      invites: [],
      lists: [],
      calendarFeed: null,
      sections: {},
    });
  });

  it('lists the households the user was invited to after their own', async () => {
    const { owner, member, household } = await householdWithPeople(server);
    const res = await member.client.get<{ households: Household[] }>('/api/households');
    expect(res.body.households.map((h) => [h.role, h.id === household.id])).toEqual([
      ['owner', false],
      ['member', true],
    ]);
    const seen = res.body.households[1]!;
    expect(seen.members.map((m) => [m.id, m.role])).toEqual([
      [owner.user.id, 'owner'],
      [member.user.id, 'member'],
    ]);
    // Members see names, never other members' addresses.
    expect(JSON.stringify(res.body)).not.toContain(owner.user.email);
  });

  it('answers 401 signed out', async () => {
    expect((await new TestClient(server.baseUrl).get('/api/households')).status).toBe(401);
  });
});

describe('renaming', () => {
  it('is for the owner; a member gets 403, an outsider 404', async () => {
    const { owner, member, outsider, household } = await householdWithPeople(server);
    const path = `/api/households/${household.id}`;
    const res = await owner.client.patch<Household>(path, { name: '  The Flat  ' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('The Flat');
    expect((await member.client.patch(path, { name: 'Mine' })).status).toBe(403);
    expect((await outsider.client.patch(path, { name: 'Mine' })).status).toBe(404);
    expect((await readHousehold(member.client, household.id)).name).toBe('The Flat');
  });

  it.each([
    ['an empty name', { name: '   ' }],
    ['a name too long', { name: 'x'.repeat(81) }],
    ['an unknown field', { name: 'Ok', owner: 'me' }],
    ['no name', {}],
    ['a NUL in the name', { name: 'The\u0000Flat' }],
  ])('refuses %s with 400, changing nothing', async (_label, body) => {
    const { client } = await createUser(server);
    const household = await ownHousehold(client);
    const res = await client.patch(`/api/households/${household.id}`, body);
    expect(res.status, res.text).toBe(400);
    expect(await readHousehold(client, household.id)).toEqual(household);
  });
});

describe('inviting an existing account', () => {
  it('asks them: mails them the link, and they are not a member until they accept', async () => {
    const owner = await createUser(server, { first_name: 'Olive', last_name: 'Owner' });
    const household = await ownHousehold(owner.client);
    const invitee = await createUser(server);
    const res = await owner.client.post(`/api/households/${household.id}/invites`, {
      email: `  ${invitee.user.email.toUpperCase()} `,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isExistingUser: true,
      message: HOUSEHOLD_INVITE_MESSAGES.existingUser,
    });
    const [mail] = mailTo(invitee.user.email);
    expect(mail?.subject).toBe('You’re invited to a household on Potluck');
    expect(mail?.text).toContain(
      `Olive Owner invited you to plan meals and shop together in “${household.name}”`,
    );
    expect(tokenIn(mail?.text ?? '')).toBeTruthy();
    // Not a member yet: the household is still closed to them, and the owner sees it pending.
    expect((await invitee.client.get(`/api/households/${household.id}`)).status).toBe(404);
    expect((await readHousehold(owner.client, household.id)).invites).toMatchObject([
      { email: invitee.user.email },
    ]);
    const mine = await invitee.client.get('/api/households');
    expect(mine.body.households.map((one: Household) => one.id)).not.toContain(household.id);
  });

  it('refuses someone already a member (409) and the owner themselves (400)', async () => {
    const { owner, member, household } = await householdWithPeople(server);
    const path = `/api/households/${household.id}/invites`;
    const again = await owner.client.post(path, { email: member.user.email });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_member');
    const self = await owner.client.post(path, { email: owner.user.email });
    expect(self.status).toBe(400);
    expect(self.body.field).toBe('email');
    expect((await readHousehold(owner.client, household.id)).members).toHaveLength(2);
  });

  it('is for the owner: a member gets 403, an outsider 404, and nobody joins', async () => {
    const { member, outsider, household, owner } = await householdWithPeople(server);
    const invitee = await createUser(server);
    const path = `/api/households/${household.id}/invites`;
    expect((await member.client.post(path, { email: invitee.user.email })).status).toBe(403);
    expect((await outsider.client.post(path, { email: invitee.user.email })).status).toBe(404);
    expect((await invitee.client.get(`/api/households/${household.id}`)).status).toBe(404);
    expect(mailTo(invitee.user.email)).toEqual([]);
    expect((await readHousehold(owner.client, household.id)).members).toHaveLength(2);
  });

  it.each([
    ['not an address', { email: 'not-an-address' }],
    ['no address', {}],
    ['an unknown field', { email: 'a@example.com', role: 'owner' }],
  ])('refuses %s with 400, changing nothing', async (_label, body) => {
    const { client } = await createUser(server);
    const household = await ownHousehold(client);
    const before = server.mail.length;
    const res = await client.post(`/api/households/${household.id}/invites`, body);
    expect(res.status).toBe(400);
    expect(await readHousehold(client, household.id)).toEqual(household);
    expect(server.mail.length).toBe(before);
  });
});

describe('inviting an unknown address', () => {
  it('mails a link that joins a signed-in user once', async () => {
    const { owner, member, household } = await householdWithPeople(server);
    const { res, address, mail, token } = await inviteUnknown(owner.client, household.id);
    expect(res.body).toEqual({ isExistingUser: false, message: HOUSEHOLD_INVITE_MESSAGES.newUser });
    expect(mail?.text).toContain(`${server.baseUrl}/households/join?token=`);
    expect(token).toBeTruthy();
    // Pending: the owner sees it, a member does not.
    const invites = (await readHousehold(owner.client, household.id)).invites;
    expect(invites.map((invite) => invite.email)).toEqual([address]);
    expect((await readHousehold(member.client, household.id)).invites).toEqual([]);

    const newcomer = await createUser(server, { email: address });
    const joined = await newcomer.client.post<{ household: Household }>('/api/households/join', {
      token,
    });
    expect(joined.status, joined.text).toBe(200);
    expect(joined.body.household).toMatchObject({ id: household.id, role: 'member' });
    expect((await readHousehold(owner.client, household.id)).invites).toEqual([]);
    // Used: nobody joins with it again.
    const someoneElse = await createUser(server);
    const reused = await someoneElse.client.post('/api/households/join', { token });
    expect(reused.status).toBe(404);
    expect((await someoneElse.client.get(`/api/households/${household.id}`)).status).toBe(404);
  });

  it('answers 404 for an expired link, and 401 signed out', async () => {
    const owner = await createUser(server);
    const household = await ownHousehold(owner.client);
    const { token } = await inviteUnknown(owner.client, household.id);
    expect(
      (await new TestClient(server.baseUrl).post('/api/households/join', { token })).status,
    ).toBe(401);
    await server.deps.db
      .updateTable('household_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('household_id', '=', household.id)
      .execute();
    const joiner = await createUser(server);
    expect((await joiner.client.post('/api/households/join', { token })).status).toBe(404);
    expect(
      (await joiner.client.post('/api/households/join', { token: 'x'.repeat(32) })).status,
    ).toBe(404);
    expect((await joiner.client.post('/api/households/join', {})).status).toBe(400);
    expect((await readHousehold(owner.client, household.id)).members).toHaveLength(1);
  });

  it('can be cancelled by the owner (not a member), after which the link is dead', async () => {
    const { owner, member, household } = await householdWithPeople(server);
    const { token } = await inviteUnknown(owner.client, household.id);
    const [invite] = (await readHousehold(owner.client, household.id)).invites;
    const path = `/api/households/${household.id}/invites/${invite!.id}`;
    expect((await member.client.delete(path)).status).toBe(403);
    expect((await owner.client.delete(path)).status).toBe(204);
    expect((await owner.client.delete(path)).status).toBe(404);
    expect((await readHousehold(owner.client, household.id)).invites).toEqual([]);
    const joiner = await createUser(server);
    expect((await joiner.client.post('/api/households/join', { token })).status).toBe(404);
  });
});

describe('the member limit', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ HOUSEHOLD_MAX_MEMBERS: 2 });
  });
  afterAll(() => small.close());

  it('refuses a member past HOUSEHOLD_MAX_MEMBERS, by invitation or by link', async () => {
    const owner = await createUser(small);
    const household = await ownHousehold(owner.client);
    const address = uniqueEmail('later');
    const invited = await owner.client.post(`/api/households/${household.id}/invites`, {
      email: address,
    });
    expect(invited.status).toBe(200);
    const token = tokenIn(small.mail.find((m) => m.to === address)!.text);
    const first = await createUser(small);
    await addMember(owner.client, household.id, first);

    const second = await createUser(small);
    const invitedSecond = await owner.client.post(`/api/households/${household.id}/invites`, {
      email: second.user.email,
    });
    expect(invitedSecond.status).toBe(200);
    const invitation = await invitationTo(second.client, household.id);
    const full = await second.client.post(`/api/households/invitations/${invitation.id}/accept`);
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('household_full');
    const late = await createUser(small, { email: address });
    const refused = await late.client.post('/api/households/join', { token });
    expect(refused.status).toBe(409);
    expect((await readHousehold(owner.client, household.id)).members).toHaveLength(2);

    // The refused link is still good once there is room again.
    expect(
      (await owner.client.delete(`/api/households/${household.id}/members/${first.user.id}`))
        .status,
    ).toBe(204);
    expect((await late.client.post('/api/households/join', { token })).status).toBe(200);
  });
});

describe('removing and leaving', () => {
  it('the owner removes a member, who then finds nothing', async () => {
    const { owner, member, household } = await householdWithPeople(server);
    const path = `/api/households/${household.id}/members/${member.user.id}`;
    expect((await owner.client.delete(path)).status).toBe(204);
    expect((await member.client.get(`/api/households/${household.id}`)).status).toBe(404);
    const theirs = await member.client.get<{ households: Household[] }>('/api/households');
    expect(theirs.body.households.map((h) => h.id)).not.toContain(household.id);
    expect((await readHousehold(owner.client, household.id)).members).toHaveLength(1);
    // Gone already: nothing to remove.
    expect((await owner.client.delete(path)).status).toBe(404);
  });

  it('a member cannot remove anyone else (403); an outsider gets 404', async () => {
    const { owner, member, outsider, household } = await householdWithPeople(server);
    const other = await createUser(server);
    await addMember(owner.client, household.id, other);
    const base = `/api/households/${household.id}/members`;
    expect((await member.client.delete(`${base}/${other.user.id}`)).status).toBe(403);
    expect((await member.client.delete(`${base}/${owner.user.id}`)).status).toBe(403);
    expect((await outsider.client.delete(`${base}/${member.user.id}`)).status).toBe(404);
    expect((await readHousehold(owner.client, household.id)).members).toHaveLength(3);
  });

  it('a member leaves; the owner cannot (403)', async () => {
    const { owner, member, household } = await householdWithPeople(server);
    const base = `/api/households/${household.id}/members`;
    const ownerLeaves = await owner.client.delete(`${base}/${owner.user.id}`);
    expect(ownerLeaves.status).toBe(403);
    expect(ownerLeaves.body.code).toBe('owner_cannot_leave');
    expect((await member.client.delete(`${base}/${member.user.id}`)).status).toBe(204);
    expect((await member.client.get(`/api/households/${household.id}`)).status).toBe(404);
    expect((await readHousehold(owner.client, household.id)).members.map((m) => m.id)).toEqual([
      owner.user.id,
    ]);
  });

  it('refuses the owner removing someone who is not a member (404)', async () => {
    const { owner, outsider, household } = await householdWithPeople(server);
    const path = `/api/households/${household.id}/members/${outsider.user.id}`;
    expect((await owner.client.delete(path)).status).toBe(404);
    expect((await owner.client.delete(`/api/households/${household.id}/members/nope`)).status).toBe(
      404,
    );
  });
});

describe('the calendar feed address', () => {
  it('is turned on, renewed and turned off by any member', async () => {
    const { owner, member, outsider, household } = await householdWithPeople(server);
    const path = `/api/households/${household.id}/calendar`;
    const on = await member.client.post(path);
    expect(on.status).toBe(200);
    expect(on.body.url).toMatch(
      new RegExp(`^${server.baseUrl}/api/calendar/[A-Za-z0-9_-]{20,}\\.ics$`),
    );
    expect((await readHousehold(owner.client, household.id)).calendarFeed).toEqual(on.body);
    const renewed = await owner.client.post(path);
    expect(renewed.status).toBe(200);
    expect(renewed.body.url).not.toBe(on.body.url);
    expect((await readHousehold(member.client, household.id)).calendarFeed?.url).toBe(
      renewed.body.url,
    );
    expect((await outsider.client.post(path)).status).toBe(404);
    expect((await outsider.client.delete(path)).status).toBe(404);
    expect((await member.client.delete(path)).status).toBe(204);
    expect((await readHousehold(owner.client, household.id)).calendarFeed).toBeNull();
  });
});
