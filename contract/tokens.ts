import { z } from 'zod';
import { TimestampSchema } from './common';
import { API_TOKEN_NAME_MAX, API_TOKEN_SCOPES } from './token-values';

export const ApiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);

/** POST /api/tokens: a named token with a scope. */
export const CreateApiTokenInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Please name the token.').max(API_TOKEN_NAME_MAX),
  scope: ApiTokenScopeSchema,
});
export type CreateApiTokenInput = z.infer<typeof CreateApiTokenInputSchema>;

/** A personal API token as listed (GET /api/tokens): never its secret. */
export const ApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: ApiTokenScopeSchema,
  createdAt: TimestampSchema,
  lastUsedAt: TimestampSchema.nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

/** The answer to POST /api/tokens: the only time the secret is shown. */
export const CreatedApiTokenSchema = ApiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;
