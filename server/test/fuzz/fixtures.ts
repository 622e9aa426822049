// What the fuzz suite and the answers test make before they call: users, a recipe, a household
// with something behind every id its routes name, and things of another user's. A declared
// route's sample names them through SampleWorld (server/http/route.ts).
import type { Recipe } from '../../../contract/recipes';
import type { Config } from '../../config';
import type { SampleWorld } from '../../http/route';
import {
  addLines,
  addMember,
  createList,
  ownHousehold,
  readHousehold,
} from '../../households/testing';
import { createRecipe, createUser, type TestUser } from '../factories';
import type { TestServer } from '../harness';

export interface Fixtures extends SampleWorld {
  config: Config;
  /** Calls every route but the admin ones; owns `recipe`. Premium, so no plan limit interferes. */
  owner: TestUser;
  admin: TestUser;
  /** Another user, the target of the admin's PATCH. */
  other: TestUser;
  /** A private recipe of the owner's. */
  recipe: Recipe;
  /** A private recipe of the other user's: the owner may not even learn that it exists. */
  foreignRecipe: Recipe;
  /** The owner's household, with a member, a pending invitation and the calendar feed on. */
  household: {
    id: string;
    memberId: string;
    inviteId: string;
    entryId: string;
    listId: string;
    itemId: string;
    /** The feed's file name (token.ics). */
    calendarFile: string;
  };
}

/** The owner's household with something behind every id its routes name. */
async function makeHousehold(server: TestServer, owner: TestUser) {
  const { id } = await ownHousehold(owner.client);
  const member = await createUser(server);
  await addMember(owner.client, id, member);
  await owner.client.post(`/api/households/${id}/invites`, { email: 'invited@example.com' });
  const feed = await owner.client.post(`/api/households/${id}/calendar`);
  const list = await createList(owner.client, id);
  const { itemIds } = await addLines(owner.client, list.id, ['2 lb potatoes']);
  const entry = await owner.client.post(`/api/households/${id}/plan`, {
    date: '2026-03-02',
    slot: 'dinner',
    note: 'Soup night',
  });
  const { invites } = await readHousehold(owner.client, id);
  return {
    id,
    memberId: member.user.id,
    inviteId: invites[0]!.id,
    entryId: entry.body.id as string,
    listId: list.id,
    itemId: itemIds[0]!,
    calendarFile: new URL(feed.body.url as string).pathname.split('/').pop()!,
  };
}

export async function makeFixtures(server: TestServer) {
  const owner = await createUser(server, { account_type: 'premium', first_name: 'Fuzz' });
  const other = await createUser(server);
  const recipe = await createRecipe(owner.client, { title: 'Fuzzed soup', tags: ['soup'] });
  const fixtures: Fixtures = {
    baseUrl: server.baseUrl,
    ownerEmail: owner.user.email,
    otherUserId: other.user.id,
    recipeId: recipe.id,
    config: server.deps.config,
    owner,
    admin: await createUser(server, { account_type: 'admin' }),
    other,
    recipe,
    foreignRecipe: await createRecipe(other.client, { title: 'Not yours' }),
    household: await makeHousehold(server, owner),
  };
  // Another household (the other user's) with a list: ids that exist but the owner may not touch.
  const foreignHousehold = await ownHousehold(other.client);
  const foreignList = await createList(other.client, foreignHousehold.id);
  return { fixtures, foreignHousehold, foreignList };
}
