// Personal API tokens: scripts and home-automation setups call the API with
// `Authorization: Bearer <token>` and get exactly what its owner's session would, narrowed to
// reading for a read token. The secret is shown once, kept only as its SHA-256, and deleting the
// row revokes it at the next request. Tokens are managed with a session only: a token cannot
// make, list or revoke tokens. What a token may do is decided in policy.ts.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '../../contract/token-values';
import type { ApiToken, CreateApiTokenInput, CreatedApiToken } from '../../contract/tokens';
import type { ApiTokenRow, Database, UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { conflict, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import { sha256 } from '../lib/tokens';
import { authorizeToken } from './policy';
import {
  countTokensOf,
  deleteTokenOf,
  findTokenWithUser,
  insertToken,
  markTokenUsed,
  selectTokensOf,
} from './queries';

type Db = Kysely<Database>;

/** How often a token's "last used" time is written: at most once a minute per token. */
const LAST_USED_RESOLUTION_MS = 60_000;

function present(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as ApiTokenScope,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

/** Token management needs the session itself (the browser), never a token (policy.ts). */
export function requireSessionCaller(scope: ApiTokenScope | null): void {
  authorizeToken(scope, 'manageTokens');
}

export async function listTokens(db: Db, user: UserRow): Promise<ApiToken[]> {
  return (await selectTokensOf(db, user.id)).map(present);
}

/** Makes a token; the answer is the only place its secret ever appears. */
export async function createToken(
  deps: Pick<AppDeps, 'db' | 'config'>,
  user: UserRow,
  input: CreateApiTokenInput,
): Promise<CreatedApiToken> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row: ApiTokenRow = {
    id: newId(),
    user_id: user.id,
    name: input.name,
    scope: input.scope,
    token_hash: sha256(token),
    created_at: nowIso(),
    last_used_at: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    if ((await countTokensOf(trx, user.id)) >= deps.config.API_TOKENS_PER_USER) {
      throw conflict(
        `You can have ${deps.config.API_TOKENS_PER_USER} tokens at most. Revoke one you no longer use first.`,
        'too_many_tokens',
        { max: deps.config.API_TOKENS_PER_USER },
      );
    }
    await insertToken(trx, row);
  });
  return { ...present(row), token };
}

/** Revokes one of the user's tokens; another user's, or an unknown id, is a 404. */
export async function revokeToken(db: Db, user: UserRow, tokenId: string): Promise<void> {
  if (!(await deleteTokenOf(db, user.id, tokenId)))
    throw notFound('Token not found', 'token_not_found');
}

export interface TokenCaller {
  user: UserRow;
  tokenId: string;
  scope: ApiTokenScope;
}

/** The active user a bearer token stands for, or null for an unknown (or revoked) token. */
export async function findTokenCaller(db: Db, token: string): Promise<TokenCaller | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
  const row = await findTokenWithUser(db, sha256(token));
  if (!row) return null;
  const { token_id, token_scope, token_last_used_at, ...user } = row;
  const now = Date.now();
  if (!token_last_used_at || now - Date.parse(token_last_used_at) > LAST_USED_RESOLUTION_MS) {
    // Bookkeeping only: a failed write must not fail the call it records.
    void markTokenUsed(db, token_id, new Date(now).toISOString()).catch(() => {});
  }
  return { user, tokenId: token_id, scope: token_scope as ApiTokenScope };
}
