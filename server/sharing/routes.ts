// HTTP wiring for sharing: invites, Discover, copying and the shared recipe page (SPEC §7
// Recipes). Access is decided in server/recipes/policy.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdSchema } from '../../contract/common';
import {
  AcceptRecipeInviteInputSchema,
  DiscoverQuerySchema,
  InviteInputSchema,
  NEXT_CURSOR_HEADER,
} from '../../contract/recipes';
import { requireUser } from '../auth/current-user';
import type { AppDeps } from '../deps';
import { badRequest, notFound, parseInput } from '../http/errors';
import { canRead, recipeAccessOf } from '../recipes/policy';
import { presentRecipe } from '../recipes/presenter';
import { loadRecipe } from '../recipes/routes';
import { copyRecipe, getRecipe } from '../recipes/service';
import { DISCOVER_SCOPE } from '../recipes/list-answers';
import {
  createTopTagsCache,
  discoverJsonFor,
  findDiscoverPage,
  keepDiscoverPage,
} from './discover';
import { acceptRecipeInvite, inviteByEmail } from './invites';
import { presentSharedRecipe } from './presenter';
import { findOwner } from './queries';

type WithId = { Params: { id: string } };

// SPEC §8: the shared recipe page shows 'Recipe Not Found' on this error.
const sharedNotFound = () => notFound('Recipe not found or not accessible');

/** A Host header fit to put in a link: a name or address with an optional port, nothing else. */
const SAFE_HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The app's origin for links in mail: PUBLIC_URL, else this request's protocol and host. */
export function publicOrigin(deps: AppDeps, request: FastifyRequest): string {
  if (deps.config.PUBLIC_URL) return deps.config.PUBLIC_URL.replace(/\/+$/, '');
  if (!SAFE_HOST.test(request.host)) throw badRequest('Cannot build the recipe link for this host');
  return `${request.protocol}://${request.host}`;
}

export async function sharingRoutes(app: FastifyInstance, deps: AppDeps) {
  const invitesPerUser = deps.createRateLimiter(
    'invite-user',
    deps.config.RATE_LIMIT_INVITES_PER_USER,
    deps.config.RATE_LIMIT_WINDOW_SECONDS,
  );
  const topTags = createTopTagsCache(deps);
  app.addHook('onClose', async () => topTags.close());

  app.post('/recipes/invite', async (request) => {
    const user = requireUser(request);
    const input = parseInput(InviteInputSchema, request.body);
    const recipe = await loadRecipe(deps, input.recipeId);
    return inviteByEmail(
      { ...deps, invitesPerUser },
      user,
      recipe,
      input,
      publicOrigin(deps, request),
    );
  });

  // The link an invitation to an address with no account carries (sharing/invites.ts).
  app.post('/recipes/invites/accept', async (request) => {
    const user = requireUser(request);
    const input = parseInput(AcceptRecipeInviteInputSchema, request.body);
    const recipe = await acceptRecipeInvite({ ...deps, invitesPerUser }, user, input.token);
    return presentRecipe(recipe, user);
  });

  // Discover needs a signed-in user (SPEC §2). The answer is a JSON array (SPEC's client reads a
  // list); the next page's cursor travels in a header, see DiscoverQuerySchema.
  app.get('/recipes/discover', async (request, reply) => {
    const user = requireUser(request);
    const query = parseInput(DiscoverQuerySchema, request.query);
    const answer = await deps.listAnswers.answer(
      DISCOVER_SCOPE,
      JSON.stringify(query),
      async () => keepDiscoverPage(await findDiscoverPage(deps, query)),
      // The JSON bytes and the kept parts, about twice as large (UTF-16).
      (kept) => 3 * kept.strangerJson.length,
    );
    if (answer.nextCursor) reply.header(NEXT_CURSOR_HEADER, answer.nextCursor);
    return reply.type('application/json; charset=utf-8').send(discoverJsonFor(answer, user));
  });

  app.get('/recipes/discover/tags', async (request) => {
    requireUser(request);
    return topTags.get();
  });

  app.post<WithId>('/recipes/copy/:id', async (request, reply) => {
    const user = requireUser(request);
    const source = await loadRecipe(deps, request.params.id);
    const copy = await copyRecipe(deps, user, source);
    return reply.status(201).send(presentRecipe(copy, user));
  });

  // Signed in or not. Anything the caller may not read is the same 404 as an unknown id.
  app.get<WithId>('/recipes/shared/:id', async (request) => {
    const { id } = request.params;
    const recipe = IdSchema.safeParse(id).success ? await getRecipe(deps.db, id) : undefined;
    if (!recipe || !canRead(request.user, recipeAccessOf(recipe))) throw sharedNotFound();
    return presentSharedRecipe(recipe, await findOwner(deps.db, recipe.owner_uid));
  });
}
