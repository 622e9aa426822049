import type { FastifyRequest } from 'fastify';
import type { ApiTokenScope } from '../../contract/token-values';
import type { UserRow } from '../db/schema';
import type { ListVersions } from '../recipes/list-answers';
import { unauthorized } from '../http/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user: the only source of "who is calling". Null when signed out. */
    user: UserRow | null;
    sessionToken: string | null;
    /** Set when the caller came with a personal API token (server/tokens) instead of a session. */
    tokenScope: ApiTokenScope | null;
    /** The session caller's list versions, read with the session (list-answers.ts); else null. */
    listVersions: ListVersions | null;
  }
}

/** The signed-in user, or a 401 `{message: 'Unauthorized'}`. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
