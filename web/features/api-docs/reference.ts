// Reading the API's OpenAPI document (GET /api/openapi.json) for the reference page: operations
// grouped by tag, and schemas said in words (a field's type, whether it must be sent, its limits).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  API_ACCESS_EXTENSION,
  HTTP_METHODS,
  type ApiAccess,
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiResponse,
} from '../../../contract/openapi-values';

export interface Endpoint {
  method: HttpMethod;
  path: string;
  operation: OpenApiOperation;
}

export interface TagGroup {
  name: string;
  description: string;
  endpoints: Endpoint[];
}

export interface Field {
  name: string;
  type: string;
  isRequired: boolean;
  /** Limits and defaults in words: "1–200 characters", "default 10". */
  notes: string;
  /** For a parameter: where it goes (path or query). */
  location?: string;
}

/** The document's operations by tag, in the document's tag order, each in path order. */
export function groupByTag(document: OpenApiDocument): TagGroup[] {
  const endpoints = Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
  return document.tags
    .map(({ name, description }) => ({
      name,
      description,
      endpoints: endpoints.filter(({ operation }) => operation.tags.includes(name)),
    }))
    .filter((group) => group.endpoints.length > 0);
}

/** `#/components/schemas/Recipe` → `Recipe`. */
const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** The schema a `$ref` points to (one level), or the schema itself. */
export function resolve(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  return schema.$ref ? (document.components.schemas[refName(schema.$ref)] ?? {}) : schema;
}

/** A schema's type in words: `string`, `list of Recipe`, `"read" | "read-write"`, `integer or null`. */
export function typeOf(schema: JsonSchema): string {
  if (schema.$ref) return refName(schema.$ref);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return [...new Set(alternatives.map(typeOf))].join(' or ');
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  if (schema.type === 'array') return `list of ${schema.items ? typeOf(schema.items) : 'anything'}`;
  if (schema.type === 'object' && typeof schema.additionalProperties === 'object') {
    return `map of ${typeOf(schema.additionalProperties)}`;
  }
  return schema.type ?? 'anything';
}

/** A bound worth saying: zod writes every integer's as the safe-integer limits. */
const bound = (value: number | undefined) =>
  value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;

const range = (lowest: number | undefined, highest: number | undefined, unit: string) => {
  const [low, high] = [bound(lowest), bound(highest)];
  if (low === undefined && high === undefined) return null;
  if (low === undefined) return `at most ${high}${unit}`;
  if (high === undefined) return `at least ${low}${unit}`;
  return low === high ? `exactly ${low}${unit}` : `${low}–${high}${unit}`;
};

/** Limits, format and default of a schema (and of the alternatives it allows), in words. */
export function notesOf(schema: JsonSchema): string {
  const alternatives = schema.anyOf ?? schema.oneOf ?? [];
  const itemNotes = schema.items ? notesOf(schema.items) : '';
  const notes = [
    range(schema.minItems, schema.maxItems, ' items'),
    itemNotes ? `each ${itemNotes}` : null,
    range(schema.minLength, schema.maxLength, ' characters'),
    schema.exclusiveMinimum !== undefined ? `more than ${schema.exclusiveMinimum}` : null,
    range(schema.minimum, schema.maximum, ''),
    schema.format ?? null,
    schema.pattern ? `matches ${schema.pattern}` : null,
    schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : null,
    schema.description ?? null,
    ...alternatives.map(notesOf),
  ];
  return notes.filter(Boolean).join('; ');
}

/** An object schema's fields. */
function fieldsOfObject(schema: JsonSchema): Field[] {
  const required = new Set(schema.required);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    type: typeOf(property),
    isRequired: required.has(name),
    notes: notesOf(property),
  }));
}

/**
 * A JSON body's fields: one list for an object, one per alternative when the body may be one of
 * several objects, none when it is not an object.
 */
export function bodyFieldsOf(schema: JsonSchema, document: OpenApiDocument): Field[][] {
  const body = resolve(schema, document);
  const alternatives = body.anyOf ?? body.oneOf;
  if (alternatives)
    return alternatives.map((alternative) => fieldsOfObject(resolve(alternative, document)));
  return body.properties ? [fieldsOfObject(body)] : [];
}

export function parametersOf(operation: OpenApiOperation): Field[] {
  return (operation.parameters ?? []).map((parameter) => ({
    name: parameter.name,
    type: typeOf(parameter.schema),
    isRequired: Boolean(parameter.required),
    notes: [parameter.description, notesOf(parameter.schema)].filter(Boolean).join('; '),
    location: parameter.in,
  }));
}

/** What to send the request with, in words (a message: the page shows it in the cook's language). */
export function accessOf(operation: OpenApiOperation, method: HttpMethod): MessageDescriptor {
  const access: ApiAccess = operation[API_ACCESS_EXTENSION];
  const reading = method === 'get';
  switch (access) {
    case 'public':
      return msg`Nothing: open to anyone`;
    case 'optional':
      return reading
        ? msg`Optional: signed in or with any token, you may see more`
        : msg`Optional: signed in or with a read-write token, you may see more`;
    case 'user':
      return reading ? msg`The session or any token` : msg`The session or a read-write token`;
    case 'session':
      return msg`The session only (tokens cannot manage tokens)`;
    case 'admin':
      return reading
        ? msg`An admin's session or any token`
        : msg`An admin's session or a read-write token`;
    case 'link':
      return msg`Nothing: the address itself carries the secret`;
  }
}

/** The request body's media type and JSON schema, when it has one. */
export function requestBodyOf(operation: OpenApiOperation) {
  const content = operation.requestBody?.content ?? {};
  const [mediaType] = Object.keys(content);
  return mediaType ? { mediaType, schema: content[mediaType]?.schema } : null;
}

/** The success answer: status, what it carries, and its description. */
export function successOf(operation: OpenApiOperation) {
  const entry = Object.entries(operation.responses).find(([status]) => /^[23]/.test(status));
  if (!entry) return null;
  const [status, response] = entry as [string, OpenApiResponse];
  const json = response.content?.['application/json']?.schema;
  const [otherType] = Object.keys(response.content ?? {});
  const carries = json ? typeOf(json) : (otherType ?? null);
  return { status, carries, json, description: response.description };
}

/** The success answer's JSON fields (a list's items' fields), and the name of what has them. */
export function answerFieldsOf(operation: OpenApiOperation, document: OpenApiDocument) {
  const json = successOf(operation)?.json;
  if (!json) return null;
  const item = json.type === 'array' && json.items ? json.items : json;
  const groups = bodyFieldsOf(item, document);
  return groups.length > 0 ? { name: typeOf(item), groups } : null;
}

/** Error statuses the operation may answer, in order. */
export const errorStatusesOf = (operation: OpenApiOperation) =>
  Object.keys(operation.responses).filter((status) => /^[45]/.test(status));

/** A fragment id for a heading: `tag-shopping`, `get-api-recipes-id`. */
export const anchorOf = (...words: string[]) =>
  words
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
