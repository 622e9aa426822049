// HTTP wiring for sharing: invites, Discover, copying and the shared recipe page (SPEC §7
// Recipes). Access is decided in server/recipes/policy.ts.
import type { FastifyInstance } from 'fastify';
import {
  AcceptRecipeInviteInputSchema,
  ChangePersonRoleInputSchema,
  DiscoverQuerySchema,
  InviteInputSchema,
  NEXT_CURSOR_HEADER,
} from '../../contract/recipes';
import { requireUser } from '../auth/current-user';
import type { AppDeps } from '../deps';
import { parseInput } from '../http/errors';
import { createTopTagsCache } from './discover';
import { previewRecipeInvite } from './invites';
import {
  acceptInvitation,
  cancelInvitation,
  changePersonRole,
  copyForReader,
  discoverPageFor,
  inviteToRecipe,
  recipePeople,
  sharedRecipe,
} from './service';
import type { PathParams } from '../http/params';
import { publicOrigin } from '../http/origin';

/** A Host header fit to put in a link: a name or address with an optional port, nothing else. */

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
    return inviteToRecipe({ ...deps, invitesPerUser }, user, input, publicOrigin(deps, request));
  });

  // The link an invitation to an address with no account carries (sharing/invites.ts).
  app.post('/recipes/invites/accept', async (request) => {
    const user = requireUser(request);
    const input = parseInput(AcceptRecipeInviteInputSchema, request.body);
    return acceptInvitation({ ...deps, invitesPerUser }, user, input.token);
  });

  // The link's landing, before its reader has an account or a session: who invited them to what.
  app.post('/recipes/invites/preview', async (request, reply) => {
    const input = parseInput(AcceptRecipeInviteInputSchema, request.body);
    const preview = await previewRecipeInvite(deps, input.token);
    return reply.header('Cache-Control', 'no-store').send(preview);
  });

  // The owner's share dialog: who has a place on the recipe, and changing or ending it.
  app.get<PathParams<'id'>>('/recipes/:id/people', async (request) => {
    const user = requireUser(request);
    return recipePeople(deps, user, request.params.id);
  });

  app.put<PathParams<'id' | 'userId'>>('/recipes/:id/people/:userId', async (request) => {
    const user = requireUser(request);
    const input = parseInput(ChangePersonRoleInputSchema, request.body);
    return changePersonRole(deps, user, request.params.id, request.params.userId, input.role);
  });

  app.delete<PathParams<'id' | 'userId'>>('/recipes/:id/people/:userId', async (request) => {
    const user = requireUser(request);
    return changePersonRole(deps, user, request.params.id, request.params.userId, null);
  });

  app.delete<PathParams<'id' | 'inviteId'>>('/recipes/:id/invites/:inviteId', async (request) => {
    const user = requireUser(request);
    return cancelInvitation(deps, user, request.params.id, request.params.inviteId);
  });

  // Discover needs a signed-in user (SPEC §2). The answer is a JSON array (SPEC's client reads a
  // list); the next page's cursor travels in a header, see DiscoverQuerySchema.
  app.get('/recipes/discover', async (request, reply) => {
    const user = requireUser(request);
    const query = parseInput(DiscoverQuerySchema, request.query);
    const page = await discoverPageFor(deps, user, query, request.listVersions?.discover);
    if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    return deps.keptEncodings.send(
      request,
      reply.type('application/json; charset=utf-8'),
      page.json,
    );
  });

  app.get('/recipes/discover/tags', async (request) => {
    requireUser(request);
    return topTags.get();
  });

  app.post<PathParams<'id'>>('/recipes/copy/:id', async (request, reply) => {
    const user = requireUser(request);
    return reply.status(201).send(await copyForReader(deps, user, request.params.id));
  });

  // Signed in or not. Anything the caller may not read is the same 404 as an unknown id.
  app.get<PathParams<'id'>>('/recipes/shared/:id', async (request) =>
    sharedRecipe(deps, request.user, request.params.id),
  );
}
