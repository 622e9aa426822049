import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../../server/openapi/document';
import {
  accessOf,
  anchorOf,
  answerFieldsOf,
  bodyFieldsOf,
  groupByTag,
  notesOf,
  parametersOf,
  requestBodyOf,
  successOf,
  typeOf,
} from './reference';

const document = buildOpenApiDocument({ hasLocalUploads: true });
const groups = groupByTag(document);
const endpointAt = (method: string, path: string) =>
  groups.flatMap((group) => group.endpoints).find((e) => e.method === method && e.path === path)!;

describe('the API reference', () => {
  it('groups every operation under its tag, in the document’s tag order', () => {
    const count = Object.values(document.paths).reduce(
      (total, item) => total + Object.keys(item).length,
      0,
    );
    expect(groups.flatMap((group) => group.endpoints)).toHaveLength(count);
    expect(groups.map((group) => group.name).slice(0, 3)).toEqual(['Auth', 'Recipes', 'Sharing']);
    expect(groups.find((group) => group.name === 'Tokens')?.endpoints.map((e) => e.method)).toEqual(
      ['get', 'post', 'delete'],
    );
  });

  it('says types in words', () => {
    expect(typeOf({ type: 'string' })).toBe('string');
    expect(typeOf({ type: ['integer', 'null'] })).toBe('integer or null');
    expect(typeOf({ type: 'array', items: { $ref: '#/components/schemas/Recipe' } })).toBe(
      'list of Recipe',
    );
    expect(typeOf({ type: 'string', enum: ['read', 'read-write'] })).toBe('"read" | "read-write"');
    expect(typeOf({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string or null');
    expect(typeOf({ type: 'object', additionalProperties: { type: 'string' } })).toBe(
      'map of string',
    );
    expect(notesOf({ type: 'string', minLength: 1, maxLength: 60 })).toBe('1–60 characters');
    expect(notesOf({ anyOf: [{ type: 'integer', minimum: 0, maximum: 10080 }] })).toBe('0–10080');
    expect(notesOf({ type: 'string', default: '' })).toBe('default ""');
    expect(
      notesOf({ type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 }),
    ).toBe('');
    expect(
      notesOf({
        type: 'array',
        minItems: 1,
        maxItems: 200,
        items: { type: 'string', maxLength: 9 },
      }),
    ).toBe('1–200 items; each at most 9 characters');
  });

  it("lists a body's fields, one list per form it may take", () => {
    const create = endpointAt('post', '/api/recipes').operation;
    const [fields] = bodyFieldsOf(requestBodyOf(create)!.schema!, document);
    expect(fields?.find((field) => field.name === 'title')).toMatchObject({
      type: 'string',
      isRequired: true,
      notes: '1–200 characters',
    });
    expect(fields?.find((field) => field.name === 'visibility')?.isRequired).toBe(false);

    const addItems = endpointAt('post', '/api/lists/{id}/items').operation;
    const forms = bodyFieldsOf(requestBodyOf(addItems)!.schema!, document);
    expect(forms.map((form) => form.map((field) => field.name))).toEqual([
      ['lines'],
      ['recipeId', 'servings'],
    ]);
  });

  it('names parameters with where they go, the answer, and what to authenticate with', () => {
    const plan = endpointAt('get', '/api/households/{id}/plan').operation;
    expect(
      parametersOf(plan).map(({ name, location, isRequired }) => [name, location, isRequired]),
    ).toEqual([
      ['id', 'path', true],
      ['from', 'query', true],
      ['to', 'query', true],
    ]);
    expect(successOf(plan)).toMatchObject({ status: '200', carries: 'Plan' });
    expect(successOf(endpointAt('delete', '/api/lists/{id}').operation)).toMatchObject({
      status: '204',
      carries: null,
    });
    const access = (method: 'get' | 'post', path: string) =>
      i18n._(accessOf(endpointAt(method, path).operation, method));
    expect(access('get', '/api/settings')).toMatch(/open to anyone/);
    expect(access('post', '/api/recipes')).toBe('The session or a read-write token');
    expect(access('post', '/api/tokens')).toMatch(/session only/);
    expect(anchorOf('get', '/api/recipes/{id}')).toBe('get-api-recipes-id');
    const tokens = answerFieldsOf(endpointAt('get', '/api/tokens').operation, document);
    expect(tokens?.name).toBe('ApiToken');
    expect(tokens?.groups[0]?.map((field) => field.name)).toContain('lastUsedAt');
  });
});
