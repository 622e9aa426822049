// HTTP wiring for personal API tokens (service.ts); the Bearer header itself is read by the door,
// server/auth/request-identity.ts.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/current-user';
import type { AppDeps } from '../deps';
import { serve } from '../http/route';
import { tokenApi } from './api';
import { createToken, listTokens, requireSessionCaller, revokeToken } from './service';

export async function tokenRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, tokenApi.list, async ({ request, reply }) => {
    const user = requireUser(request);
    requireSessionCaller(request.tokenScope);
    return reply.header('Cache-Control', 'no-store').send(await listTokens(deps.db, user));
  });

  serve(app, tokenApi.create, async ({ request, reply, body: parseBody }) => {
    const user = requireUser(request);
    requireSessionCaller(request.tokenScope);
    const input = parseBody();
    const created = await createToken(deps, user, input);
    return reply.status(201).header('Cache-Control', 'no-store').send(created);
  });

  serve(app, tokenApi.revoke, async ({ request }) => {
    const user = requireUser(request);
    requireSessionCaller(request.tokenScope);
    await revokeToken(deps.db, user, request.params.id);
    return { message: 'Token revoked' };
  });
}
