// Security seam: the session cookie. Sign-in always issues a fresh session id and destroys the
// one the browser came with (defeats session fixation); sign-out deletes the row, so a copied
// cookie dies with it. The cookie is HttpOnly (no script reads it), SameSite=Lax (not sent on
// cross-site POSTs) and Secure behind https.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { AppDeps } from '../deps';
import { SESSION_COOKIE, createSession, destroySession } from './sessions';

function cookieOptions(config: Config): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: config.COOKIE_SECURE };
}

/** Signs `userId` in on this reply: ends the request's old session, starts a new one, sets the cookie. */
export async function startSession(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  if (request.sessionToken) await destroySession(deps.db, request.sessionToken);
  const token = await createSession(deps.db, userId, deps.config.SESSION_TTL_SECONDS);
  request.sessionToken = token;
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(deps.config),
    maxAge: deps.config.SESSION_TTL_SECONDS,
  });
}

/** Signs out: deletes the request's session row (if any) and clears the cookie. */
export async function endSession(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionToken) await destroySession(deps.db, request.sessionToken);
  request.sessionToken = null;
  request.user = null;
  reply.clearCookie(SESSION_COOKIE, cookieOptions(deps.config));
}
