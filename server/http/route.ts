// Each `/api` route is declared once, in its feature's `api.ts`: method, path, who may call it,
// the body and query it parses, its answer and errors, and a valid call. `serve` registers the
// handler at the declared method and path and parses with the declared schemas; the OpenAPI
// document (server/openapi/document.ts) and the fuzz suite's valid requests
// (server/test/fuzz/routes.ts) are built from the same declarations.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z, type ZodType } from 'zod';
import type { ApiAccess } from '../../contract/openapi-values';
import type { Config } from '../config';
import { parseInput } from './errors';

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

/**
 * What a sample call may name: things the fuzz suite and the answers test make before they call
 * (server/test/fuzz/fixtures.ts).
 */
export interface SampleWorld {
  baseUrl: string;
  /** The caller's own e-mail address. */
  ownerEmail: string;
  /** Another user: the admin's PATCH target, a person on the caller's recipe. */
  otherUserId: string;
  /** A private recipe of the caller's. */
  recipeId: string;
}

/** A call the route accepts: the fuzz suite spoils one part of it at a time. */
export interface RouteSample {
  /** Who calls it: admin routes need an admin to reach their parsing. */
  as?: 'owner' | 'admin';
  /** Path parameters naming things that exist (`*` for a wildcard). */
  params?: (world: SampleWorld) => Record<string, string>;
  query?: (world: SampleWorld) => Record<string, string>;
  /** A body the route's schema accepts, fresh each call (a new e-mail address to register). */
  body?: (world: SampleWorld) => Record<string, unknown>;
  /** The route's own body size limit, when it differs from BODY_LIMIT_BYTES. */
  bodyLimit?: (config: Config) => number;
  /** Opens only with a signed URL (HMAC over path and query): every fuzzed call is bad input. */
  signedUrl?: boolean;
}

export interface ApiRoute {
  method: ApiMethod;
  /** As Fastify matches it: `/api/recipes/:id`, `*` for the rest of the path. */
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
  sample?: RouteSample;
}

/** Checks a declaration's shape where it is written, keeping its literal path for `serve`. */
export const declareRoute = <const R extends ApiRoute>(route: R): R => route;

/** The `{ message }` answer of many changes (Logged out, Recipe deleted, Token revoked …). */
export const MessageSchema = z.object({ message: z.string() });

/** 404 on a call that carries a link's token in its body (no path names the thing). */
export const LINK_GONE = { 404: 'The link has expired, was already used, or never existed' };

export const BYTES_MEDIA_TYPE = 'application/octet-stream';

/** `id | versionId` for `/api/recipes/:id/history/:versionId`; `*` for a wildcard. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : Path extends `${string}*`
      ? '*'
      : never;

type Parsed<S> = S extends ZodType ? z.output<S> : never;

/** The request as the handler gets it, and its body and query parsed by the declared schemas. */
export interface DeclaredRequest<R extends ApiRoute> {
  request: FastifyRequest<{ Params: Record<ParamNames<R['path']>, string> }>;
  reply: FastifyReply;
  /** Parses the body (400 when it does not fit); called where the handler is ready to. */
  body(): Parsed<R['body']>;
  /** Parses the query (400 when it does not fit). */
  query(): Parsed<R['query']>;
}

/**
 * Registers `handler` for `route` in `app` (whose prefix the declared path starts with). Parsing
 * is the handler's call, so that who may call is settled before what was sent is judged.
 */
export function serve<const R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  handler: (call: DeclaredRequest<R>) => unknown,
  /** Fastify's own options for the route: its body limit, a hook before the body is read. */
  options: Pick<RouteShorthandOptions, 'bodyLimit' | 'onRequest'> = {},
): void {
  if (!route.path.startsWith(app.prefix)) {
    throw new Error(`${route.path} is declared outside this plugin's prefix ${app.prefix}`);
  }
  app.route({
    ...options,
    method: route.method,
    url: route.path.slice(app.prefix.length),
    handler: (request, reply) =>
      handler({
        request: request as DeclaredRequest<R>['request'],
        reply,
        body: () => parseInput(route.body as ZodType, request.body) as Parsed<R['body']>,
        query: () => parseInput(route.query as ZodType, request.query) as Parsed<R['query']>,
      }),
  });
}
