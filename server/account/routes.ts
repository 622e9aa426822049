// HTTP wiring for the settings page's account calls (an addition to SPEC's calls). A personal
// API token cannot make them: an account is changed from the app, with a session.
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../contract/account';
import { requireUser } from '../auth/current-user';
import { presentUser } from '../auth/presenter';
import { endSession } from '../auth/session-cookie';
import type { AppDeps } from '../deps';
import { serve } from '../http/route';
import { accountApi } from './api';
import { forbidden } from '../http/errors';
import { deleteAccount } from './deletion';
import { publicOrigin } from '../http/origin';
import { changePassword, confirmEmailChange, requestEmailChange, updateName } from './service';

const sessionRequired = () =>
  forbidden('Your account is changed from the app, not with a token', 'session_required');

export async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  /** The signed-in user, called with a session (not an API token). */
  function requireSessionUser(request: Parameters<typeof requireUser>[0]) {
    const user = requireUser(request);
    if (request.tokenScope !== null || !request.sessionToken) throw sessionRequired();
    return { user, sessionToken: request.sessionToken };
  }

  serve(app, accountApi.name, async ({ request, reply, body: parseBody }) => {
    const { user } = requireSessionUser(request);
    const input = parseBody();
    const updated = await updateName(deps, user, input);
    return reply.header('Cache-Control', 'no-store').send(presentUser(updated));
  });

  serve(app, accountApi.email, async ({ request, reply, body: parseBody }) => {
    const { user } = requireSessionUser(request);
    const input = parseBody();
    const answer = await requestEmailChange(deps, user, input, publicOrigin(deps, request));
    return reply.header('Cache-Control', 'no-store').send(answer);
  });

  // The link mailed to the new address; it needs no session (see service.ts).
  serve(app, accountApi.confirmEmail, async ({ reply, body: parseBody }) => {
    const input = parseBody();
    const answer = await confirmEmailChange(deps, input.token);
    return reply.header('Cache-Control', 'no-store').send(answer);
  });

  serve(app, accountApi.password, async ({ request, reply, body: parseBody }) => {
    const { user, sessionToken } = requireSessionUser(request);
    const input = parseBody();
    await changePassword(deps, user, input, sessionToken);
    return reply.send({ message: ACCOUNT_MESSAGES.passwordChanged });
  });

  serve(app, accountApi.delete, async ({ request, reply, body: parseBody }) => {
    const { user } = requireSessionUser(request);
    const input = parseBody();
    await deleteAccount(deps, user, input);
    await endSession(deps, request, reply);
    return reply.send({ message: ACCOUNT_MESSAGES.accountDeleted });
  });
}
