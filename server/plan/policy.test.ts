// The meal plan's rule as a table: which planned recipes' ingredients each role may send to the
// household's list (server/plan/policy.ts).
import { describe, expect, it } from 'vitest';
import type { Actor, HouseholdAccess } from '../households/policy';
import type { RecipeAccess } from '../recipes/policy';
import { canSendPlannedIngredients } from './policy';

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

const household: HouseholdAccess = {
  ownerId: OWNER.id,
  memberIds: [OWNER.id, MEMBER.id, OTHER_MEMBER.id],
};

describe('sending a planned recipe to a list', () => {
  const privateOf = (ownerUid: string): RecipeAccess => ({
    ownerUid,
    visibility: 'private',
    editors: [],
    viewers: [],
  });
  const sends: Array<{ who: Role; recipe: string; access: RecipeAccess; expected: boolean }> = [
    // The plan is shared: a member's private recipe reaches any member's list.
    { who: 'owner', recipe: "a member's private", access: privateOf(MEMBER.id), expected: true },
    { who: 'member', recipe: "the owner's private", access: privateOf(OWNER.id), expected: true },
    {
      who: 'member',
      recipe: 'shared with another member',
      access: { ...privateOf(OUTSIDER.id), viewers: [OTHER_MEMBER.id] },
      expected: true,
    },
    {
      who: 'member',
      recipe: 'open by link',
      access: { ...privateOf(OUTSIDER.id), visibility: 'link-view' },
      expected: true,
    },
    // No member can open it: nothing, whoever asks.
    {
      who: 'owner',
      recipe: "an outsider's private",
      access: privateOf(OUTSIDER.id),
      expected: false,
    },
    {
      who: 'member',
      recipe: "an outsider's private",
      access: privateOf(OUTSIDER.id),
      expected: false,
    },
    // Someone outside the household gets nothing, even of a recipe they can open themselves.
    {
      who: 'outsider',
      recipe: "a member's private",
      access: privateOf(MEMBER.id),
      expected: false,
    },
    { who: 'outsider', recipe: 'their own', access: privateOf(OUTSIDER.id), expected: false },
    {
      who: 'signedOut',
      recipe: 'open by link',
      access: { ...privateOf(MEMBER.id), visibility: 'public' },
      expected: false,
    },
  ];

  it.each(sends)('$who sending $recipe → $expected', ({ who, access, expected }) => {
    expect(canSendPlannedIngredients(actors[who], household, access)).toBe(expected);
  });
});
