// The shape of the API's route table (operations/*.ts): one entry per `/api` route the app
// registers, naming the contract's schemas its handler parses and answers. document.ts turns the
// table into the OpenAPI document; openapi.test.ts holds it to the app's real routes.
import { z, type ZodType } from 'zod';
import type { ApiAccess } from '../../contract/openapi-values';

/** The document's tags, in the order the reference shows them, each with one line about it. */
export const API_TAGS = {
  Auth: 'Accounts: register, sign in and out, reset a password, your own record.',
  Recipes: 'Your recipes: list, search, read, write, the trash, and their editing history.',
  Sharing: 'Inviting people to a recipe, who may edit or view it, Discover, copies.',
  Import: "Turning a web page, pasted text, a photo or another app's export into recipes.",
  Images: 'Uploading a photo and making it a recipe image.',
  Households: 'The people who plan and shop together, their invitations and calendar feed.',
  Plan: "A household's meal plan.",
  Shopping: "A household's shopping lists and their items.",
  Tokens: 'Personal API tokens (managed with the browser session only).',
  Settings: "The server's public settings.",
  Contact: 'Writing to the team behind this Potluck.',
  Admin: 'Users, statistics, the audit log and contact messages, for admins.',
  API: 'This description of the API.',
} as const;
export type ApiTag = keyof typeof API_TAGS;

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A success answer that is not simply "200 with this JSON". */
export interface ApiAnswer {
  status?: 200 | 201 | 204 | 302;
  /** The JSON body's schema. */
  schema?: ZodType;
  /** A body that is not JSON: a sync document's bytes, an iCalendar feed, a zip, JSON-LD. */
  media?: 'bytes' | 'calendar' | 'zip' | 'jsonld';
  description?: string;
  /** Response headers the answer carries: name → what it means. */
  headers?: Record<string, string>;
}

/** An error answer beyond the standard ones, or a standard status with its own body. */
export type ApiErrorAnswer = string | { description: string; schema: ZodType };

export interface ApiOperation {
  method: ApiMethod;
  /** As Fastify registers it: `/api/recipes/:id`, `*` for the rest of the path. */
  path: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  access: ApiAccess;
  /** The query's schema (each key a query parameter). */
  query?: ZodType;
  /** The JSON body's schema, or `bytes` for a sync document's update. */
  body?: ZodType | 'bytes' | 'any-bytes';
  answer: ZodType | ApiAnswer;
  errors?: Partial<Record<number, ApiErrorAnswer>>;
  /** Limited per user, address or account beyond the per-token limit (429). */
  isRateLimited?: boolean;
}

/** The `{ message }` answer of many changes (Logged out, Recipe deleted, Token revoked …). */
export const MessageSchema = z.object({ message: z.string() });

export const BYTES_MEDIA_TYPE = 'application/octet-stream';
