// Security seam: what a personal API token may do. A token stands for its owner under the same
// feature policies as their session (recipes/policy.ts, households/policy.ts, …); this table only
// narrows it further, by what kind of call it is. Pure: the table test in policy.test.ts covers
// every scope × action. The door (server/auth/request-identity.ts) asks it for every request that
// carries a token, and the tokens' own routes ask it for 'manageTokens'.
import { API_TOKEN_SCOPES, type ApiTokenScope } from '../../contract/token-values';
import { forbidden, type AppError } from '../http/errors';

export type TokenAction =
  /** A safe HTTP call: GET, HEAD or OPTIONS. */
  | 'read'
  /** Any other HTTP call: it may change something. */
  | 'write'
  /** The /ws socket: live editing is for the app, with a session. */
  | 'realtime'
  /** Making, listing or revoking tokens: a token cannot make or keep alive other tokens. */
  | 'manageTokens';

/** The rules, written out: what each scope may do. Anything absent is refused. */
export const TOKEN_MAY: Readonly<Record<ApiTokenScope, readonly TokenAction[]>> = {
  read: ['read'],
  'read-write': ['read', 'write'],
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The kind of call a request is, for the table: the socket, else by its method. */
export function tokenActionOf(method: string, url: string): TokenAction {
  if (url.startsWith('/ws')) return 'realtime';
  return SAFE_METHODS.has(method) ? 'read' : 'write';
}

/** Whether a token of `scope` may do `action`; a session (scope null) may do them all. */
export function canToken(scope: ApiTokenScope | null, action: TokenAction): boolean {
  return scope === null || TOKEN_MAY[scope].includes(action);
}

/** The refusal for `action` by a caller of `scope`, or null when it is allowed. */
export function tokenRefusal(scope: ApiTokenScope | null, action: TokenAction): AppError | null {
  if (canToken(scope, action)) return null;
  switch (action) {
    case 'realtime':
      return forbidden('API tokens are for HTTP calls', 'token_not_for_realtime');
    case 'manageTokens':
      return forbidden('API tokens are managed from the app, not with a token', 'session_required');
    case 'write':
    case 'read':
      return forbidden('This token can only read', 'read_only_token');
  }
}

/** Throws the refusal for `action`, if any. */
export function authorizeToken(scope: ApiTokenScope | null, action: TokenAction): void {
  const refusal = tokenRefusal(scope, action);
  if (refusal) throw refusal;
}

/**
 * The refusal every token gets for `action`, whatever its scope, or null when some scope may do
 * it: the door answers it before the token is looked up (or counted).
 */
export function refusalForEveryToken(action: TokenAction): AppError | null {
  const refusals = API_TOKEN_SCOPES.map((scope) => tokenRefusal(scope, action));
  return refusals.every((refusal) => refusal !== null) ? refusals[0]! : null;
}
