// HTTP wiring for sharing: invites, Discover, copying and the shared recipe page (SPEC §7
// Recipes), declared in api.ts. Access is decided in server/recipes/policy.ts.
import type { FastifyInstance } from 'fastify';
import { NEXT_CURSOR_HEADER } from '../../contract/recipes';
import { requireUser } from '../auth/current-user';
import type { AppDeps } from '../deps';
import { serve } from '../http/route';
import { sharingApi } from './api';
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

  serve(app, sharingApi.invite, async ({ request, body }) => {
    const user = requireUser(request);
    const input = body();
    return inviteToRecipe({ ...deps, invitesPerUser }, user, input, publicOrigin(deps, request));
  });

  // The link an invitation to an address with no account carries (sharing/invites.ts).
  serve(app, sharingApi.acceptInvite, async ({ request, body }) => {
    const user = requireUser(request);
    const input = body();
    return acceptInvitation({ ...deps, invitesPerUser }, user, input.token);
  });

  // The link's landing, before its reader has an account or a session: who invited them to what.
  serve(app, sharingApi.previewInvite, async ({ reply, body }) => {
    const input = body();
    const preview = await previewRecipeInvite(deps, input.token);
    return reply.header('Cache-Control', 'no-store').send(preview);
  });

  // The owner's share dialog: who has a place on the recipe, and changing or ending it.
  serve(app, sharingApi.people, async ({ request }) => {
    const user = requireUser(request);
    return recipePeople(deps, user, request.params.id);
  });

  serve(app, sharingApi.changePerson, async ({ request, body }) => {
    const user = requireUser(request);
    const input = body();
    return changePersonRole(deps, user, request.params.id, request.params.userId, input.role);
  });

  serve(app, sharingApi.removePerson, async ({ request }) => {
    const user = requireUser(request);
    return changePersonRole(deps, user, request.params.id, request.params.userId, null);
  });

  serve(app, sharingApi.cancelInvite, async ({ request }) => {
    const user = requireUser(request);
    return cancelInvitation(deps, user, request.params.id, request.params.inviteId);
  });

  // Discover needs a signed-in user (SPEC §2). The answer is a JSON array (SPEC's client reads a
  // list); the next page's cursor travels in a header, see DiscoverQuerySchema.
  serve(app, sharingApi.discover, async ({ request, reply, query: parseQuery }) => {
    const user = requireUser(request);
    const query = parseQuery();
    const page = await discoverPageFor(deps, user, query, request.listVersions?.discover);
    if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    return deps.keptEncodings.send(
      request,
      reply.type('application/json; charset=utf-8'),
      page.json,
    );
  });

  serve(app, sharingApi.discoverTags, async ({ request }) => {
    requireUser(request);
    return topTags.get();
  });

  serve(app, sharingApi.copy, async ({ request, reply }) => {
    const user = requireUser(request);
    return reply.status(201).send(await copyForReader(deps, user, request.params.id));
  });

  // Signed in or not. Anything the caller may not read is the same 404 as an unknown id.
  serve(app, sharingApi.shared, async ({ request }) =>
    sharedRecipe(deps, request.user, request.params.id),
  );
}
