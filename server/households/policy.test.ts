import { describe, expect, it } from 'vitest';
import {
  can,
  canAnswerInvitation,
  canRemoveMember,
  type InvitationChannel,
  isMember,
  refusalOf,
  type Actor,
  type HouseholdAccess,
  type HouseholdAction,
} from './policy';

const OWNER = { id: 'owner' };
const MEMBER = { id: 'member' };
const OTHER_MEMBER = { id: 'other-member' };
const OUTSIDER = { id: 'outsider' };

const actors = {
  owner: OWNER,
  member: MEMBER,
  outsider: OUTSIDER,
  signedOut: null,
} satisfies Record<string, Actor>;
type Role = keyof typeof actors;

const ACTIONS: HouseholdAction[] = ['read', 'use', 'rename', 'invite', 'removeMember', 'leave'];

/** The rules, written out: what each role may do. Anything absent is denied. */
const allowed: Record<Role, HouseholdAction[]> = {
  owner: ['read', 'use', 'rename', 'invite', 'removeMember'],
  member: ['read', 'use', 'leave'],
  outsider: [],
  signedOut: [],
};

const household: HouseholdAccess = {
  ownerId: OWNER.id,
  memberIds: [OWNER.id, MEMBER.id, OTHER_MEMBER.id],
};

const cases = (Object.keys(actors) as Role[]).flatMap((role) =>
  ACTIONS.map((action) => ({ role, action, expected: allowed[role].includes(action) })),
);

describe('household policy', () => {
  it.each(cases)('$role / $action → $expected', ({ role, action, expected }) => {
    expect(can(actors[role], action, household)).toBe(expected);
  });

  it.each(cases)(
    'refusal for $role / $action: 404 for non-members, 403 for members lacking the right',
    ({ role, action, expected }) => {
      const refusal = refusalOf(actors[role], action, household);
      if (expected) return expect(refusal).toBeNull();
      const isInside = role === 'owner' || role === 'member';
      expect(refusal?.statusCode).toBe(isInside ? 403 : 404);
      if (!isInside) expect(refusal?.message).toBe('Household not found');
      if (action === 'leave' && role === 'owner') expect(refusal?.code).toBe('owner_cannot_leave');
    },
  );

  it('counts the owner as a member even when the member list leaves them out', () => {
    const ownerOnlyRow: HouseholdAccess = { ownerId: OWNER.id, memberIds: [] };
    expect(isMember(OWNER, ownerOnlyRow)).toBe(true);
    expect(can(OWNER, 'use', ownerOnlyRow)).toBe(true);
    expect(isMember(MEMBER, ownerOnlyRow)).toBe(false);
    expect(isMember(null, ownerOnlyRow)).toBe(false);
  });
});

describe('removing a member', () => {
  const removals: Array<{ who: Role; target: string; expected: boolean }> = [
    { who: 'owner', target: MEMBER.id, expected: true },
    { who: 'owner', target: OTHER_MEMBER.id, expected: true },
    // The owner never removes themselves (nor leaves): the household is theirs.
    { who: 'owner', target: OWNER.id, expected: false },
    // Someone who is not a member cannot be removed.
    { who: 'owner', target: OUTSIDER.id, expected: false },
    { who: 'member', target: OTHER_MEMBER.id, expected: false },
    { who: 'member', target: MEMBER.id, expected: false },
    { who: 'member', target: OWNER.id, expected: false },
    { who: 'outsider', target: MEMBER.id, expected: false },
    { who: 'signedOut', target: MEMBER.id, expected: false },
  ];

  it.each(removals)('$who removing $target → $expected', ({ who, target, expected }) => {
    expect(canRemoveMember(actors[who], household, target)).toBe(expected);
  });
});

describe('answering an invitation', () => {
  const INVITEE = { id: 'invitee' };
  const people = { invitee: INVITEE, ...actors } satisfies Record<string, Actor>;
  const answers: Array<{
    who: keyof typeof people;
    to: string;
    channel: InvitationChannel;
    expected: boolean;
  }> = [
    // To an address with an account: that account alone, in the app and by the link.
    { who: 'invitee', to: 'an account', channel: 'app', expected: true },
    { who: 'invitee', to: 'an account', channel: 'link', expected: true },
    ...(['owner', 'member', 'outsider', 'signedOut'] as const).flatMap((who) =>
      (['app', 'link'] as const).map((channel) => ({
        who,
        to: 'an account',
        channel,
        expected: false,
      })),
    ),
    // To an address without one: the link's holder, signed in; never in the app.
    { who: 'outsider', to: 'no account', channel: 'link', expected: true },
    { who: 'outsider', to: 'no account', channel: 'app', expected: false },
    { who: 'signedOut', to: 'no account', channel: 'link', expected: false },
  ];
  it.each(answers)('$who, invitation to $to, by $channel → $expected', (row) => {
    const addresseeId = row.to === 'an account' ? INVITEE.id : null;
    expect(canAnswerInvitation(people[row.who], { addresseeId }, row.channel)).toBe(row.expected);
  });
});
