// Answering a household invitation: the invited account sees it in the app and by its link, and
// alone may accept or decline it; an address without an account has only the link, which whoever
// holds it answers. Accepting joins; declining deletes it; a used or declined invitation does
// nothing after, by either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household, InvitationPreview, PendingInvitation } from '../../contract/households';
import { createUser, type TestUser } from '../test/factories';
import { TestClient, startTestServer, uniqueEmail, type TestServer } from '../test/harness';
import { invitationTo, ownHousehold, readHousehold } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tokenIn = (text: string) => /\/households\/join\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** An owner's household with an invitation to `invitee` (a new account unless given). */
async function invited(invitee?: TestUser) {
  const owner = await createUser(server, { first_name: 'Olive', last_name: 'Owner' });
  const household = await ownHousehold(owner.client);
  const member = await createUser(server);
  const person = invitee ?? (await createUser(server, { first_name: 'Ivy' }));
  for (const who of [member, person]) {
    const res = await owner.client.post(`/api/households/${household.id}/invites`, {
      email: who.user.email,
    });
    expect(res.status, res.text).toBe(200);
  }
  const memberInvite = await invitationTo(member.client, household.id);
  expect(
    (await member.client.post(`/api/households/invitations/${memberInvite.id}/accept`)).status,
  ).toBe(200);
  const invitation = await invitationTo(person.client, household.id);
  const mail = server.mail.filter((m) => m.to === person.user.email).at(-1)!;
  const token = tokenIn(mail.text)!;
  return { owner, member, invitee: person, household, invitation, token };
}

const membersOf = async (owner: TestClient, householdId: string) =>
  (await readHousehold(owner, householdId)).members.map((m) => m.id);

describe('the invitations waiting for the caller', () => {
  it('lists what, from whom and until when, to the invited account only', async () => {
    const { owner, member, invitee, household, invitation } = await invited();
    expect(invitation).toEqual<PendingInvitation>({
      id: expect.any(String),
      householdId: household.id,
      householdName: household.name,
      invitedBy: 'Olive Owner',
      expiresAt: expect.any(String),
    });
    for (const other of [owner, member]) {
      const res = await other.client.get<{ invitations: PendingInvitation[] }>(
        '/api/households/invitations',
      );
      expect(res.body.invitations.map((one) => one.id)).not.toContain(invitation.id);
    }
    expect((await new TestClient(server.baseUrl).get('/api/households/invitations')).status).toBe(
      401,
    );
    // The link shows the same invitation to its addressee.
    const { token } = await invited(invitee);
    const preview = await invitee.client.post<InvitationPreview>('/api/households/join/preview', {
      token,
    });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.invitation.invitedBy).toBe('Olive Owner');
  });

  it('shows an address without an account to nobody in the app', async () => {
    const owner = await createUser(server);
    const household = await ownHousehold(owner.client);
    const address = uniqueEmail('later');
    await owner.client.post(`/api/households/${household.id}/invites`, { email: address });
    // Signing up with that address shows it (it is theirs now).
    const newcomer = await createUser(server, { email: address });
    expect((await invitationTo(newcomer.client, household.id)).householdId).toBe(household.id);
  });
});

type Who = 'invitee' | 'owner' | 'member' | 'stranger' | 'signedOut';
type Way = 'app' | 'link';
type Answer = 'accept' | 'decline';

/** Who may answer an invitation sent to an account's address, either way: its addressee. */
const answerCases: Array<{ who: Who; way: Way; answer: Answer; allowed: boolean }> = (
  ['invitee', 'owner', 'member', 'stranger', 'signedOut'] as Who[]
).flatMap((who) =>
  (['app', 'link'] as Way[]).flatMap((way) =>
    (['accept', 'decline'] as Answer[]).map((answer) => ({
      who,
      way,
      answer,
      allowed: who === 'invitee',
    })),
  ),
);

describe('answering an invitation to an account', () => {
  it.each(answerCases)(
    '$who, $answer by $way → $allowed',
    async ({ who, way, answer, allowed }) => {
      const people = await invited();
      const { owner, household, invitation, token } = people;
      const stranger = await createUser(server);
      const clients: Record<Who, TestClient> = {
        invitee: people.invitee.client,
        owner: owner.client,
        member: people.member.client,
        stranger: stranger.client,
        signedOut: new TestClient(server.baseUrl),
      };
      const client = clients[who];
      const before = await membersOf(owner.client, household.id);
      const res =
        way === 'app'
          ? await client.post(`/api/households/invitations/${invitation.id}/${answer}`)
          : await client.post(
              answer === 'accept' ? '/api/households/join' : '/api/households/join/decline',
              { token },
            );
      const pending = (await readHousehold(owner.client, household.id)).invites;
      if (!allowed) {
        expect(res.status).toBe(who === 'signedOut' ? 401 : 404);
        expect(await membersOf(owner.client, household.id)).toEqual(before);
        expect(pending.map((one) => one.id)).toContain(invitation.id);
        if (way === 'link' && who !== 'signedOut') {
          const preview = await client.post('/api/households/join/preview', { token });
          expect(preview.status).toBe(404);
        }
        return;
      }
      expect(pending.map((one) => one.id)).not.toContain(invitation.id);
      if (answer === 'accept') {
        expect(res.status, res.text).toBe(200);
        expect((res.body as { household: Household }).household).toMatchObject({
          id: household.id,
          role: 'member',
        });
        expect(await membersOf(owner.client, household.id)).toContain(people.invitee.user.id);
      } else {
        expect(res.status, res.text).toBe(204);
        expect(await membersOf(owner.client, household.id)).toEqual(before);
      }
      // Used or declined: neither way does anything any more.
      const again = [
        await client.post(`/api/households/invitations/${invitation.id}/accept`),
        await client.post(`/api/households/invitations/${invitation.id}/decline`),
        await client.post('/api/households/join', { token }),
        await client.post('/api/households/join/decline', { token }),
        await client.post('/api/households/join/preview', { token }),
      ];
      expect(again.map((one) => one.status)).toEqual([404, 404, 404, 404, 404]);
      const after = await client.get<{ invitations: PendingInvitation[] }>(
        '/api/households/invitations',
      );
      expect(after.body.invitations).toEqual([]);
      if (answer === 'decline') {
        expect((await client.get(`/api/households/${household.id}`)).status).toBe(404);
      }
    },
  );

  it('answers 404 for an id or token that names no invitation, and 400 for no token', async () => {
    const { invitee } = await invited();
    const client = invitee.client;
    expect((await client.post('/api/households/invitations/not-an-id/accept')).status).toBe(404);
    expect(
      (
        await client.post(
          '/api/households/invitations/00000000-0000-4000-8000-000000000000/decline',
        )
      ).status,
    ).toBe(404);
    expect((await client.post('/api/households/join', { token: 'x'.repeat(32) })).status).toBe(404);
    expect((await client.post('/api/households/join/decline', {})).status).toBe(400);
    expect(
      (await client.post('/api/households/join/preview', { token: 'x'.repeat(201) })).status,
    ).toBe(400);
  });
});

describe('answering an invitation to an address without an account', () => {
  it("is the link's: whoever signs in with it may decline it, and then it is dead", async () => {
    const owner = await createUser(server);
    const household = await ownHousehold(owner.client);
    const address = uniqueEmail('friend');
    await owner.client.post(`/api/households/${household.id}/invites`, { email: address });
    const token = tokenIn(server.mail.filter((m) => m.to === address).at(-1)!.text)!;
    const holder = await createUser(server);
    expect((await holder.client.post('/api/households/join/preview', { token })).status).toBe(200);
    // Not by id in the app: it is not theirs there.
    const [pending] = (await readHousehold(owner.client, household.id)).invites;
    expect(
      (await holder.client.post(`/api/households/invitations/${pending!.id}/accept`)).status,
    ).toBe(404);
    expect((await holder.client.post('/api/households/join/decline', { token })).status).toBe(204);
    expect((await holder.client.post('/api/households/join', { token })).status).toBe(404);
    expect((await readHousehold(owner.client, household.id)).invites).toEqual([]);
    expect((await readHousehold(owner.client, household.id)).members).toHaveLength(1);
  });
});
