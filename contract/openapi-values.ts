// The API's own description (GET /api/openapi.json), as the server builds it and the API reference
// page reads it. Zod-free, so the browser can import it; only the parts of OpenAPI 3.1 that
// Potluck's document uses are typed here.

/** Where the OpenAPI 3.1 document is served, to anyone. */
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

/**
 * Who may call an operation, beyond its `security` list:
 * - `public`: anyone, nothing to send;
 * - `optional`: anyone; a session or token shows what its user may also read;
 * - `user`: a session cookie or a personal API token (a read token may only GET);
 * - `session`: the browser's session cookie only (token management);
 * - `admin`: a session or token of an admin;
 * - `link`: a secret carried by the address itself (a signed upload URL, a calendar feed).
 */
export const API_ACCESS_LEVELS = [
  'public',
  'optional',
  'user',
  'session',
  'admin',
  'link',
] as const;
export type ApiAccess = (typeof API_ACCESS_LEVELS)[number];

/** The operation's extension field that holds its ApiAccess. */
export const API_ACCESS_EXTENSION = 'x-potluck-access';

/** A JSON Schema (draft 2020-12) as the document carries it. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  contentMediaType?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  description?: string;
  additionalProperties?: boolean | JsonSchema;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema?: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, OpenApiMediaType>;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Array<Record<string, string[]>>;
  parameters?: OpenApiParameter[];
  requestBody?: {
    required: boolean;
    description?: string;
    content: Record<string, OpenApiMediaType>;
  };
  responses: Record<string, OpenApiResponse | { $ref: string }>;
  [API_ACCESS_EXTENSION]: ApiAccess;
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}
