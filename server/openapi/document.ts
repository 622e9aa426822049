// Builds the OpenAPI 3.1 document (GET /api/openapi.json) from the routes' declarations
// (declared.ts, and the households' operations/households.ts) and the contract. Path parameters
// come from the route's Fastify path; bodies, queries and answers from the contract's schemas;
// who may call it from its access level (contract/openapi-values.ts).
import { z, type ZodType } from 'zod';
import { version } from '../../package.json';
import { ApiErrorSchema } from '../../contract/common';
import {
  API_ACCESS_EXTENSION,
  type ApiAccess,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiResponse,
} from '../../contract/openapi-values';
import { API_TOKEN_PREFIX } from '../../contract/token-values';
import { SESSION_COOKIE } from '../auth/sessions';
import { householdOperations } from './operations/households';
import { declaredRoutes, LOCAL_UPLOAD_ROUTE } from './declared';
import { convertSchemas, queryFieldsOf, type ConvertedSchemas } from './schemas';
import { API_TAGS, BYTES_MEDIA_TYPE, type ApiAnswer, type ApiRoute } from '../http/route';

export interface DocumentOptions {
  /** The server keeps images in its own folder, so it takes uploads at /api/objects/raw/*. */
  hasLocalUploads: boolean;
}

const DESCRIPTION = [
  "Potluck's HTTP API: every /api call the app itself makes. Bodies and answers are JSON unless",
  'an operation says otherwise; errors are `{ message, code?, field?, issues? }`.',
  '',
  'Authenticate with the browser session cookie, or send a personal API token as',
  `\`Authorization: Bearer ${API_TOKEN_PREFIX}…\` (made in the app under Settings → API tokens).`,
  'A read token may only GET; a read-write token may do what its owner may. Tokens cannot manage',
  "tokens, and calls made with a person's tokens are rate-limited together",
  '(RATE_LIMIT_API_TOKEN_REQUESTS per window, then 429).',
  '',
  'Not described here: the real-time WebSocket at /ws (browser sessions only), images at',
  "/objects/images/… (a recipe's `imageUrl`, read with the same cookie or token and open to whoever",
  'may read a recipe showing it), /healthz and /readyz, and the web app itself.',
].join('\n');

const SECURITY: Record<ApiAccess, OpenApiOperation['security']> = {
  public: [],
  link: [],
  optional: [{}, { cookieAuth: [] }, { bearerAuth: [] }],
  user: [{ cookieAuth: [] }, { bearerAuth: [] }],
  admin: [{ cookieAuth: [] }, { bearerAuth: [] }],
  session: [{ cookieAuth: [] }],
};

const errorResponse = (description: string): OpenApiResponse => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

const STANDARD_ERRORS = {
  400: ['BadRequest', 'Bad input: `message` names the first bad field, `issues` lists them all'],
  401: ['Unauthorized', 'Not signed in, or the token is unknown or revoked'],
  403: [
    'Forbidden',
    "Not allowed: not yours to change, an admin's call, a read token writing, a token where the " +
      'session is needed, or a call from another site',
  ],
  404: ['NotFound', 'No such thing, or not yours to see'],
  429: ['TooManyRequests', 'Too many requests: Retry-After says how many seconds to wait'],
} as const;

const SUCCESS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done; no body',
  302: 'A redirect',
};

/** Every `/api` operation the app serves with these options. */
export function apiOperations(options: DocumentOptions): ApiRoute[] {
  return [
    ...declaredRoutes.filter((route) => options.hasLocalUploads || route !== LOCAL_UPLOAD_ROUTE),
    ...householdOperations,
  ];
}

/** `/api/recipes/:id` as OpenAPI writes it: `/api/recipes/{id}`; a wildcard is `{objectKey}`. */
export function openApiPathOf(fastifyPath: string): string {
  return fastifyPath.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{objectKey}');
}

const answerOf = (answer: ApiRoute['answer']): ApiAnswer =>
  answer instanceof z.ZodType ? { schema: answer } : answer;

export function buildOpenApiDocument(options: DocumentOptions): OpenApiDocument {
  const operations = apiOperations(options);
  const inputs = convertSchemas(
    operations.flatMap(({ body }) => (body instanceof z.ZodType ? [body] : [])),
    'input',
  );
  const outputs = convertSchemas(
    [
      ApiErrorSchema,
      ...operations.flatMap(({ answer }) => answerOf(answer).schema ?? []),
      ...operations.flatMap(({ errors = {} }) =>
        Object.values(errors).flatMap((error) => (typeof error === 'object' ? error.schema : [])),
      ),
    ],
    'output',
  );
  for (const name of Object.keys(inputs.components)) {
    if (name in outputs.components) throw new Error(`${name} is both a request and an answer`);
  }
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    const path = openApiPathOf(operation.path);
    paths[path] = {
      ...paths[path],
      [operation.method.toLowerCase()]: describeOperation(operation, inputs, outputs),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Potluck API', version, description: DESCRIPTION },
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: { ...outputs.components, ...inputs.components },
      responses: Object.fromEntries(
        Object.values(STANDARD_ERRORS).map(([name, text]) => [name, errorResponse(text)]),
      ),
      securitySchemes: {
        cookieAuth: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description:
            'The browser session, set by POST /api/auth/login or /api/auth/register. Calls that ' +
            'change something must come from this site (Origin).',
        },
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_TOKEN_PREFIX}…`,
          description:
            'A personal API token, acting as its owner. A read token may only GET; an unknown or ' +
            'revoked token is answered 401 on any call.',
        },
      },
    },
  };
}

function describeOperation(
  operation: ApiRoute,
  inputs: ConvertedSchemas,
  outputs: ConvertedSchemas,
): OpenApiOperation {
  const parameters = [...pathParametersOf(operation.path), ...queryParametersOf(operation.query)];
  return {
    operationId: operationIdOf(operation),
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    security: SECURITY[operation.access],
    [API_ACCESS_EXTENSION]: operation.access,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body ? { requestBody: requestBodyOf(operation.body, inputs) } : {}),
    responses: {
      ...successOf(answerOf(operation.answer), outputs),
      ...errorsOf(operation, outputs),
    },
  };
}

/** getRecipesIdHistoryVersionId for GET /api/recipes/:id/history/:versionId. */
function operationIdOf({ method, path }: ApiRoute): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return (
    method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  );
}

function pathParametersOf(path: string): OpenApiParameter[] {
  return [...path.matchAll(/:(\w+)|\*/g)].map(([, name]) => ({
    name: name ?? 'objectKey',
    in: 'path',
    required: true,
    ...(name ? {} : { description: "The rest of the address, slashes and all: the object's key" }),
    schema: { type: 'string' },
  }));
}

function queryParametersOf(query: ZodType | undefined): OpenApiParameter[] {
  if (!query) return [];
  const { fields, required } = queryFieldsOf(query);
  return fields.map(([name, { description, ...schema }]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(description ? { description } : {}),
    schema,
  }));
}

function requestBodyOf(
  body: NonNullable<ApiRoute['body']>,
  inputs: ConvertedSchemas,
): NonNullable<OpenApiOperation['requestBody']> {
  if (body === 'bytes') {
    return {
      required: true,
      description: 'A Yjs update',
      content: { [BYTES_MEDIA_TYPE]: { schema: { type: 'string' } } },
    };
  }
  if (body === 'any-bytes') {
    return {
      required: true,
      description: "The photo's bytes, whatever their type",
      content: { '*/*': { schema: { type: 'string' } } },
    };
  }
  return { required: true, content: { 'application/json': { schema: inputs.refOf(body) } } };
}

function successOf(answer: ApiAnswer, outputs: ConvertedSchemas): OpenApiOperation['responses'] {
  const status = answer.status ?? 200;
  const content: Record<string, { schema: JsonSchema }> = {};
  if (answer.schema) content['application/json'] = { schema: outputs.refOf(answer.schema) };
  if (answer.media === 'bytes') content[BYTES_MEDIA_TYPE] = { schema: { type: 'string' } };
  if (answer.media === 'calendar') content['text/calendar'] = { schema: { type: 'string' } };
  if (answer.media === 'zip') content['application/zip'] = { schema: { type: 'string' } };
  if (answer.media === 'jsonld') content['application/ld+json'] = { schema: { type: 'object' } };
  const headers = Object.entries({
    ...(status === 302 ? { Location: 'Where to go' } : {}),
    ...answer.headers,
  });
  return {
    [status]: {
      description: answer.description ?? SUCCESS_TEXT[status]!,
      ...(headers.length > 0
        ? {
            headers: Object.fromEntries(
              headers.map(([name, description]) => [
                name,
                { description, schema: { type: 'string' } },
              ]),
            ),
          }
        : {}),
      ...(Object.keys(content).length > 0 ? { content } : {}),
    },
  };
}

/** The standard 4xx answers that apply to the operation, then its own. */
function errorsOf(operation: ApiRoute, outputs: ConvertedSchemas): OpenApiOperation['responses'] {
  const { access, method, path } = operation;
  const takesToken = access === 'user' || access === 'admin' || access === 'optional';
  const applies: Record<keyof typeof STANDARD_ERRORS, boolean> = {
    400: Boolean(operation.body || operation.query),
    401: takesToken || access === 'session',
    403: method !== 'GET' || access === 'admin' || access === 'session',
    404: /[:*]/.test(path),
    429: takesToken || Boolean(operation.isRateLimited),
  };
  const responses: OpenApiOperation['responses'] = {};
  for (const [status, [name]] of Object.entries(STANDARD_ERRORS)) {
    if (applies[Number(status) as keyof typeof STANDARD_ERRORS]) {
      responses[status] = { $ref: `#/components/responses/${name}` };
    }
  }
  for (const [status, error] of Object.entries(operation.errors ?? {})) {
    if (!error) continue;
    responses[status] =
      typeof error === 'string'
        ? errorResponse(error)
        : {
            description: error.description,
            content: {
              'application/json': {
                schema: { anyOf: [outputs.refOf(ApiErrorSchema), outputs.refOf(error.schema)] },
              },
            },
          };
  }
  return responses;
}
