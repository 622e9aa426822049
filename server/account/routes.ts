// HTTP wiring for the settings page's account calls (an addition to SPEC's calls). A personal
// API token cannot make them: an account is changed from the app, with a session.
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  ChangeEmailInputSchema,
  ChangePasswordInputSchema,
  ConfirmEmailChangeInputSchema,
  DeleteAccountInputSchema,
  UpdateNameInputSchema,
} from '../../contract/account';
import { requireUser } from '../auth/current-user';
import { presentUser } from '../auth/presenter';
import { endSession } from '../auth/session-cookie';
import type { AppDeps } from '../deps';
import { forbidden, parseInput } from '../http/errors';
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

  app.put('/account/name', async (request, reply) => {
    const { user } = requireSessionUser(request);
    const input = parseInput(UpdateNameInputSchema, request.body);
    const updated = await updateName(deps, user, input);
    return reply.header('Cache-Control', 'no-store').send(presentUser(updated));
  });

  app.put('/account/email', async (request, reply) => {
    const { user } = requireSessionUser(request);
    const input = parseInput(ChangeEmailInputSchema, request.body);
    const answer = await requestEmailChange(deps, user, input, publicOrigin(deps, request));
    return reply.header('Cache-Control', 'no-store').send(answer);
  });

  // The link mailed to the new address; it needs no session (see service.ts).
  app.post('/account/email/confirm', async (request, reply) => {
    const input = parseInput(ConfirmEmailChangeInputSchema, request.body);
    const answer = await confirmEmailChange(deps, input.token);
    return reply.header('Cache-Control', 'no-store').send(answer);
  });

  app.put('/account/password', async (request, reply) => {
    const { user, sessionToken } = requireSessionUser(request);
    const input = parseInput(ChangePasswordInputSchema, request.body);
    await changePassword(deps, user, input, sessionToken);
    return reply.send({ message: ACCOUNT_MESSAGES.passwordChanged });
  });

  app.delete('/account', async (request, reply) => {
    const { user } = requireSessionUser(request);
    const input = parseInput(DeleteAccountInputSchema, request.body);
    await deleteAccount(deps, user, input);
    await endSession(deps, request, reply);
    return reply.send({ message: ACCOUNT_MESSAGES.accountDeleted });
  });
}
