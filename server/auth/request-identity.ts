// Security seam: the door. Who is calling is settled here, once, for the API, the realtime socket
// and photos (whose access follows their recipes): a session cookie or a personal API token, the
// same way for all three. Everything after reads `request.user` (and `request.tokenScope`), set
// only here; a user id in a body or a message is never trusted.
//
// For /api, /ws and /objects, in order:
// 1. Cross-site request forgery: a state-changing call or a socket upgrade from a page on another
//    site (Origin, or Sec-Fetch-Site when there is no Origin) is refused (ALLOWED_ORIGINS adds
//    sites).
// 2. `Authorization: Bearer potluck_…`: the token's owner, within what server/tokens/policy.ts
//    lets a token of its scope do; an unknown or revoked token is a 401, not a signed-out call.
//    Wrong tokens are throttled per address, requests per person (not per token).
// 3. Else the session cookie (sessions.ts), read with the caller's list versions.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { forbidden, unauthorized } from '../http/errors';
import { findTokenCaller } from '../tokens/service';
import { authorizeToken, refusalForEveryToken, tokenActionOf } from '../tokens/policy';
import './current-user';
import { SESSION_COOKIE, type SessionReader } from './sessions';

/** Whether `origin` is the address the request was sent to (its Host). */
function isSameOrigin(origin: string, host: string | undefined) {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Registers the door as an onRequest hook, with the request fields it sets. */
export function registerRequestIdentity(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config' | 'db' | 'createRateLimiter'>,
  sessions: SessionReader,
): void {
  const { config } = deps;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('tokenScope', null);
  app.decorateRequest('listVersions', null);
  const requestsPerToken = deps.createRateLimiter(
    'api-token',
    config.RATE_LIMIT_API_TOKEN_REQUESTS,
    config.RATE_LIMIT_API_TOKEN_WINDOW_SECONDS,
  );
  // Guessing tokens is throttled like guessing passwords: wrong ones per address, and an address
  // out of guesses is refused before its token is looked up (a right guess would tell otherwise).
  const wrongTokensPerIp = deps.createRateLimiter(
    'api-token-wrong-ip',
    config.RATE_LIMIT_API_TOKEN_FAILURES_PER_IP,
    config.RATE_LIMIT_WINDOW_SECONDS,
  );
  const allowedOrigins = new Set(
    config.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    if (!url.startsWith('/api/') && !url.startsWith('/ws') && !url.startsWith('/objects/')) return;
    const action = tokenActionOf(request.method, url);
    // Cross-site request forgery: a browser always sends Origin on state-changing calls and
    // WebSocket upgrades; refuse any that come from a page on another site.
    if (action !== 'read') {
      const origin = request.headers.origin;
      if (origin && !isSameOrigin(origin, request.headers.host) && !allowedOrigins.has(origin)) {
        throw forbidden('Cross-origin request refused', 'bad_origin');
      }
      // A second line beside Origin: a browser that marks a request as coming from another
      // site is believed even when it sent no Origin header.
      if (!origin && request.headers['sec-fetch-site'] === 'cross-site') {
        throw forbidden('Cross-site request refused', 'bad_origin');
      }
    }
    // A personal API token stands for its owner, with the same policy, narrowed by its scope.
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer !== undefined) {
      const closed = refusalForEveryToken(action);
      if (closed) throw closed;
      await wrongTokensPerIp.check(request.ip);
      const caller = await findTokenCaller(deps.db, bearer);
      if (!caller) {
        await wrongTokensPerIp.consume(request.ip);
        throw unauthorized();
      }
      // Counted per person, so more tokens do not buy more requests.
      await requestsPerToken.consume(caller.user.id);
      authorizeToken(caller.scope, action);
      request.user = caller.user;
      request.tokenScope = caller.scope;
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      request.sessionToken = token;
      const caller = await sessions.find(token);
      request.user = caller?.user ?? null;
      request.listVersions = caller?.listVersions ?? null;
    }
  });
}
