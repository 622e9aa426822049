import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { serve } from '../http/route';
import { authApi } from './api';
import { claimRecipeInvites } from '../sharing/invites';
import { requireUser } from './current-user';
import { presentResetRequestAnswer, presentUser } from './presenter';
import { updateUserPreferences } from './queries';
import {
  RESET_DONE_MESSAGE,
  RESET_REQUEST_MESSAGE,
  logIn,
  registerUser,
  requestPasswordReset,
  resetPassword,
} from './service';
import { endSession, startSession } from './session-cookie';

/** Accounts (SPEC §7 Authentication), mounted under /api. */
export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, authApi.user, async ({ request, reply }) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send(presentUser(user));
  });

  // The user's own preferences (an addition to SPEC's calls); nothing here touches the plan,
  // the account type or anything else an admin decides.
  serve(app, authApi.preferences, async ({ request, reply, body: parseBody }) => {
    const user = requireUser(request);
    const input = parseBody();
    const updated = await updateUserPreferences(deps.db, user.id, input);
    return reply.header('Cache-Control', 'no-store').send(presentUser(updated));
  });

  serve(app, authApi.register, async ({ request, reply, body: parseBody }) => {
    const input = parseBody();
    const user = await registerUser(deps, input, request.ip);
    await startSession(deps, request, reply, user.id);
    // Recipes invited to this address open to the new account, however it signed up.
    await claimRecipeInvites(deps, user).catch((err: unknown) =>
      deps.log.error({ err }, 'could not take up the invitations of a new account'),
    );
    return reply.status(201).send(presentUser(user));
  });

  serve(app, authApi.login, async ({ request, reply, body: parseBody }) => {
    const input = parseBody();
    const user = await logIn(deps, input, request.ip);
    await startSession(deps, request, reply, user.id);
    return reply.send(presentUser(user));
  });

  serve(app, authApi.logout, async ({ request, reply }) => {
    const userId = request.user?.id;
    await endSession(deps, request, reply);
    // Closes the live sockets of this session at once (the hub also re-checks every few seconds).
    if (userId) deps.events.publish({ type: 'session.ended', userId });
    return reply.send({ message: 'Logged out' });
  });

  // The client's logged-out handling does a full-page load of /api/login (SPEC §2), with the page
  // to come back to once signed in again (`next`). Only a path of this app is carried on: a
  // crafted link cannot send someone elsewhere after they sign in.
  serve(app, authApi.loginPage, async ({ request, reply }) => {
    const next = (request.query as { next?: unknown } | undefined)?.next;
    const isOwnPath =
      typeof next === 'string' &&
      next.length <= 2048 &&
      next.startsWith('/') &&
      !next.startsWith('//') &&
      !next.startsWith('/\\');
    return reply.redirect(isOwnPath ? `/login?next=${encodeURIComponent(next)}` : '/login');
  });

  serve(app, authApi.resetRequest, async ({ request, reply, body: parseBody }) => {
    const input = parseBody();
    const issuedCode = await requestPasswordReset(
      deps,
      input,
      request.ip,
      request.headers['accept-language'],
    );
    return reply.send(
      presentResetRequestAnswer(
        RESET_REQUEST_MESSAGE,
        issuedCode,
        deps.config.DEV_EXPOSE_RESET_CODE,
      ),
    );
  });

  serve(app, authApi.reset, async ({ request, reply, body: parseBody }) => {
    const input = parseBody();
    await resetPassword(deps, input, request.ip);
    return reply.send({ message: RESET_DONE_MESSAGE });
  });
}
