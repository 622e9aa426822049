// The sharing feature's verbs: who has a place on a recipe and changing it, invitations, Discover,
// copies and the shared recipe page. Each loads what it needs, authorizes with
// server/recipes/policy.ts and calls the recipes service for writes; routes.ts only parses and
// answers.
import type {
  DiscoverQuery,
  InviteAnswer,
  InviteInput,
  Recipe,
  RecipePeople,
  RecipePerson,
  SharedRecipe,
  SharingRole,
} from '../../contract/recipes';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { nowIso } from '../lib/time';
import { DISCOVER_SCOPE, readListVersion } from '../recipes/list-version-queries';
import { authorize, canRead, parseStringList, recipeAccessOf, type Actor } from '../recipes/policy';
import { presentRecipe } from '../recipes/presenter';
import { changePersonPlace, copyRecipe, getRecipe, loadRecipe } from '../recipes/service';
import { IdSchema } from '../../contract/common';
import { discoverJsonFor, findDiscoverPage, keepDiscoverPage } from './discover';
import { acceptRecipeInvite, inviteByEmail, type InviteDeps } from './invites';
import { displayNameOf, maskEmail } from './people';
import { presentSharedRecipe } from './presenter';
import { deleteRecipeInvite, findOwner, selectPendingInvites, selectPeople } from './queries';

export type SharingDeps = Pick<
  AppDeps,
  'db' | 'events' | 'documents' | 'mailer' | 'log' | 'config' | 'listAnswers' | 'dialect'
>;

// SPEC §8: the shared recipe page shows 'Recipe Not Found' on this error.
const sharedNotFound = () =>
  notFound('Recipe not found or not accessible', 'shared_recipe_not_found');

/** The shared recipe page's fields, signed in or not; anything unreadable is an unknown id. */
export async function sharedRecipe(
  deps: Pick<AppDeps, 'db'>,
  reader: Actor,
  recipeId: string,
): Promise<SharedRecipe> {
  const recipe = IdSchema.safeParse(recipeId).success
    ? await getRecipe(deps.db, recipeId)
    : undefined;
  if (!recipe || !canRead(reader, recipeAccessOf(recipe))) throw sharedNotFound();
  return presentSharedRecipe(recipe, await findOwner(deps.db, recipe.owner_uid));
}

/** Copies a recipe `user` may read into their own recipes (SPEC §7 POST /api/recipes/copy/{id}). */
export async function copyForReader(
  deps: SharingDeps,
  user: UserRow,
  recipeId: string,
): Promise<Recipe> {
  const source = await loadRecipe(deps, recipeId);
  return presentRecipe(await copyRecipe(deps, user, source), user);
}

/**
 * One Discover page as JSON bytes for `user`, kept per Discover version (list-answers.ts): one
 * answer for everyone with no place on its recipes, and one per reader who has, completed for
 * them. `version` is Discover's version when read already with the caller's session; both
 * answers are kept under the one version the page was built at.
 */
export async function discoverPageFor(
  deps: SharingDeps,
  user: UserRow,
  query: DiscoverQuery,
  knownVersion?: number,
): Promise<{ json: Buffer; nextCursor: string | null }> {
  const version = knownVersion ?? (await readListVersion(deps.db, DISCOVER_SCOPE));
  const key = JSON.stringify(query);
  const answer = await deps.listAnswers.answer(
    DISCOVER_SCOPE,
    key,
    async () => keepDiscoverPage(await findDiscoverPage(deps, query)),
    // The JSON bytes and the kept parts, about twice as large (UTF-16).
    (kept) => 3 * kept.strangerJson.length,
    version,
  );
  const json = answer.placesOf.has(user.id)
    ? await deps.listAnswers.answer(
        DISCOVER_SCOPE,
        `${key}\n${user.id}`,
        async () => Buffer.from(discoverJsonFor(answer, user)),
        // With its compressed copies (http/kept-encodings.ts).
        (bytes) => Math.ceil(bytes.length * 1.35),
        version,
      )
    : answer.strangerJson;
  return { json, nextCursor: answer.nextCursor };
}

/** SPEC's invite by e-mail; `origin` is where the mailed links point. */
export async function inviteToRecipe(
  deps: InviteDeps,
  actor: UserRow,
  input: InviteInput,
  origin: string,
): Promise<InviteAnswer> {
  const recipe = await loadRecipe(deps, input.recipeId);
  return inviteByEmail(deps, actor, recipe, input, origin);
}

/** The invitation link of an address that had no account: `user` joins its recipe. */
export async function acceptInvitation(
  deps: InviteDeps,
  user: UserRow,
  token: string,
): Promise<Recipe> {
  return presentRecipe(await acceptRecipeInvite(deps, user, token), user);
}

/**
 * Everyone with a place on the recipe and the invitations still waiting, for its owner's share
 * dialog. Editors come first, then viewers, each in the order they were added. Lists only name
 * existing users (recipes/service.ts checks them), so every place has a name.
 */
export async function recipePeople(
  deps: Pick<AppDeps, 'db'>,
  actor: UserRow,
  recipeId: string,
): Promise<RecipePeople> {
  const recipe = await loadRecipe(deps, recipeId);
  authorize(actor, 'changeSharing', recipe);
  const places: Array<{ userId: string; role: SharingRole }> = [
    ...parseStringList(recipe.editors).map((userId) => ({ userId, role: 'editor' as const })),
    ...parseStringList(recipe.viewers).map((userId) => ({ userId, role: 'viewer' as const })),
  ];
  const [users, invites] = await Promise.all([
    selectPeople(
      deps.db,
      places.map((place) => place.userId),
    ),
    selectPendingInvites(deps.db, recipe.id, nowIso()),
  ]);
  const byId = new Map(users.map((user) => [user.id, user]));
  const people: RecipePerson[] = [];
  for (const { userId, role } of places) {
    const user = byId.get(userId);
    if (!user) continue;
    people.push({ userId, name: displayNameOf(user), email: maskEmail(user.email), role });
  }
  return {
    people,
    pending: invites.map((invite) => ({
      id: invite.id,
      email: invite.email,
      expiresAt: invite.expires_at,
    })),
  };
}

/**
 * The owner changes what a person on the recipe may do, or (role null) takes their access away:
 * at once, open sockets included (the real-time hub drops a reader who lost it). Answers the
 * people as they are now.
 */
export async function changePersonRole(
  deps: SharingDeps,
  actor: UserRow,
  recipeId: string,
  userId: string,
  role: SharingRole | null,
): Promise<RecipePeople> {
  const recipe = await loadRecipe(deps, recipeId);
  await changePersonPlace(deps, actor, recipe.id, userId, role);
  return recipePeople(deps, actor, recipe.id);
}

/** The owner withdraws an invitation mailed to an address with no account: its link stops working. */
export async function cancelInvitation(
  deps: SharingDeps,
  actor: UserRow,
  recipeId: string,
  inviteId: string,
): Promise<RecipePeople> {
  const recipe = await loadRecipe(deps, recipeId);
  authorize(actor, 'changeSharing', recipe);
  if (
    !IdSchema.safeParse(inviteId).success ||
    !(await deleteRecipeInvite(deps.db, recipe.id, inviteId))
  ) {
    throw notFound('This invitation has expired or was already used', 'invitation_gone');
  }
  return recipePeople(deps, actor, recipe.id);
}
