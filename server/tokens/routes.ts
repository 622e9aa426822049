// HTTP wiring for personal API tokens (service.ts); the Bearer header itself is read in app.ts.
import type { FastifyInstance } from 'fastify';
import { CreateApiTokenInputSchema } from '../../contract/tokens';
import { requireUser } from '../auth/current-user';
import type { AppDeps } from '../deps';
import { parseInput } from '../http/errors';
import type { PathParams } from '../http/params';
import { createToken, listTokens, requireSessionCaller, revokeToken } from './service';

export async function tokenRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/tokens', async (request, reply) => {
    const user = requireUser(request);
    requireSessionCaller(request.tokenScope);
    return reply.header('Cache-Control', 'no-store').send(await listTokens(deps.db, user));
  });

  app.post('/tokens', async (request, reply) => {
    const user = requireUser(request);
    requireSessionCaller(request.tokenScope);
    const input = parseInput(CreateApiTokenInputSchema, request.body);
    const created = await createToken(deps, user, input);
    return reply.status(201).header('Cache-Control', 'no-store').send(created);
  });

  app.delete<PathParams<'id'>>('/tokens/:id', async (request) => {
    const user = requireUser(request);
    requireSessionCaller(request.tokenScope);
    await revokeToken(deps.db, user, request.params.id);
    return { message: 'Token revoked' };
  });
}
