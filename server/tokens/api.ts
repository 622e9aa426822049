// Personal API tokens' API, one declaration per route (see server/http/route.ts); routes.ts serves them.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  ApiTokenSchema,
  CreateApiTokenInputSchema,
  CreatedApiTokenSchema,
} from '../../contract/tokens';
import { MessageSchema, declareRoute } from '../http/route';

export const tokenApi = {
  list: declareRoute({
    method: 'GET',
    path: '/api/tokens',
    tag: 'Tokens',
    summary: 'Your personal API tokens (never their secrets)',
    access: 'session',
    answer: z.array(ApiTokenSchema),
  }),
  create: declareRoute({
    method: 'POST',
    path: '/api/tokens',
    tag: 'Tokens',
    summary: 'Make a token: its secret is in this answer only',
    access: 'session',
    body: CreateApiTokenInputSchema,
    answer: { status: 201, schema: CreatedApiTokenSchema },
    errors: { 409: 'You hold as many tokens as you may' },
    sample: { body: () => ({ name: 'Kitchen display', scope: 'read' }) },
  }),
  revoke: declareRoute({
    method: 'DELETE',
    path: '/api/tokens/:id',
    tag: 'Tokens',
    summary: 'Revoke a token: it stops working at once',
    access: 'session',
    answer: MessageSchema,
    sample: { params: () => ({ id: randomUUID() }) },
  }),
};
