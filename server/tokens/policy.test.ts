// The token table: every scope (and a session) × every action, the refusal each one gets, and
// how a request is classified. The same rules over real HTTP are in tokens.test.ts.
import { describe, expect, it } from 'vitest';
import type { ApiTokenScope } from '../../contract/token-values';
import { AppError } from '../http/errors';
import {
  authorizeToken,
  canToken,
  tokenActionOf,
  refusalForEveryToken,
  tokenRefusal,
  type TokenAction,
} from './policy';

const ACTIONS: TokenAction[] = ['read', 'write', 'realtime', 'manageTokens'];
type Caller = ApiTokenScope | 'session';

/** The rules, written out: what each caller may do. Anything absent is refused with the code. */
const allowed: Record<Caller, TokenAction[]> = {
  session: ['read', 'write', 'realtime', 'manageTokens'],
  'read-write': ['read', 'write'],
  read: ['read'],
};
const refusalCode: Record<TokenAction, string> = {
  read: 'read_only_token',
  write: 'read_only_token',
  realtime: 'token_not_for_realtime',
  manageTokens: 'session_required',
};

const cases = (Object.keys(allowed) as Caller[]).flatMap((caller) =>
  ACTIONS.map((action) => ({ caller, action, expected: allowed[caller].includes(action) })),
);

describe('token policy', () => {
  it.each(cases)('$caller $action → $expected', ({ caller, action, expected }) => {
    const scope = caller === 'session' ? null : caller;
    expect(canToken(scope, action)).toBe(expected);
    const refusal = tokenRefusal(scope, action);
    if (expected) {
      expect(refusal).toBeNull();
      expect(() => authorizeToken(scope, action)).not.toThrow();
    } else {
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ statusCode: 403, code: refusalCode[action] });
      expect(() => authorizeToken(scope, action)).toThrow(refusal!.message);
    }
  });

  it('closes the socket and token management to every token, and nothing else', () => {
    const closed = ACTIONS.filter((action) => refusalForEveryToken(action) !== null);
    expect(closed).toEqual(['realtime', 'manageTokens']);
    expect(refusalForEveryToken('realtime')).toMatchObject({ code: 'token_not_for_realtime' });
  });
});

describe('what kind of call a request is', () => {
  const requests: Array<{ method: string; url: string; action: TokenAction }> = [
    { method: 'GET', url: '/api/recipes', action: 'read' },
    { method: 'HEAD', url: '/api/recipes/1', action: 'read' },
    { method: 'OPTIONS', url: '/api/recipes', action: 'read' },
    { method: 'GET', url: '/objects/images/a.webp', action: 'read' },
    { method: 'POST', url: '/api/recipes', action: 'write' },
    { method: 'PUT', url: '/api/recipes/1', action: 'write' },
    { method: 'PATCH', url: '/api/lists/1', action: 'write' },
    { method: 'DELETE', url: '/api/recipes/1', action: 'write' },
    { method: 'GET', url: '/ws', action: 'realtime' },
    { method: 'GET', url: '/ws?x=1', action: 'realtime' },
  ];
  it.each(requests)('$method $url → $action', ({ method, url, action }) => {
    expect(tokenActionOf(method, url)).toBe(action);
  });
});
