// The API's OpenAPI document: valid OpenAPI 3.1, and true to the app. The app's routes are those it
// registers, seen the way the fuzz suite sees them (test/fuzz/instrument.ts), so a route registered
// without a declaration (a feature's api.ts, or the households' operations/households.ts) fails
// here, and so does a declaration for a route that is gone.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  API_ACCESS_EXTENSION,
  OPENAPI_DOCUMENT_PATH,
  type OpenApiDocument,
  type OpenApiOperation,
} from '../../contract/openapi-values';
import { registeredRoutes, type FastifyModule } from '../test/fuzz/instrument';
import { startTestServer } from '../test/harness';

vi.mock('fastify', async (importOriginal) => {
  const { instrumentFastify } = await import('../test/fuzz/instrument');
  return instrumentFastify(await importOriginal<FastifyModule>());
});

const server = await startTestServer();
afterAll(() => server.close());

const answer = await fetch(server.baseUrl + OPENAPI_DOCUMENT_PATH);
const documentText = await answer.text();
const document = JSON.parse(documentText) as OpenApiDocument;

/** `GET /api/recipes/{}`: a route with its parameters' names left out, as both sides write it. */
const shapeOf = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:\w+|\{\w+\}|\*/g, '{}')}`;

const operations: Array<readonly [string, string, OpenApiOperation]> = Object.entries(
  document.paths,
).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => [method, path, operation] as const),
);
const operationAt = (method: string, path: string) =>
  operations.find(([m, p]) => m === method && p === path)?.[2];

/** Every `$ref` anywhere in `value`. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [child] : refsIn(child),
  );
}

describe('GET /api/openapi.json', () => {
  it('answers a valid OpenAPI 3.1 document, signed out', async () => {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('refers only to what it holds', () => {
    const missing = refsIn(document).filter((ref) => {
      const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(ref) ?? [];
      const held = document.components[section as keyof OpenApiDocument['components']];
      return !held || !name || !(name in held);
    });
    expect(missing).toEqual([]);
  });

  it('describes every /api route the app registers, and none it does not', () => {
    const appRoutes = new Set(
      registeredRoutes
        .filter(({ method, url }) => method !== 'HEAD' && url.startsWith('/api/'))
        .map(({ method, url }) => shapeOf(method, url)),
    );
    const documented = new Set(operations.map(([method, path]) => shapeOf(method, path)));
    expect(
      [...appRoutes].filter((route) => !documented.has(route)),
      'routes of the app that are not declared',
    ).toEqual([]);
    expect(
      [...documented].filter((route) => !appRoutes.has(route)),
      'documented routes the app does not have',
    ).toEqual([]);
    expect(documented.size).toBe(operations.length);
    expect(appRoutes.size).toBeGreaterThan(70);
  });

  it('declares every path parameter, and gives each operation its own id', () => {
    for (const [method, path, operation] of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      const declared = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name);
      expect(declared, `${method} ${path}`).toEqual(inPath);
    }
    const ids = operations.map(([, , operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names what each call needs: nothing, a session or token, the session alone, an admin', () => {
    const sessionOrToken = [{ cookieAuth: [] }, { bearerAuth: [] }];
    expect(operationAt('get', '/api/settings')?.security).toEqual([]);
    expect(operationAt('get', '/api/recipes/cards')?.security).toEqual(sessionOrToken);
    expect(operationAt('get', '/api/recipes/{id}')?.security).toEqual([{}, ...sessionOrToken]);
    for (const method of ['get', 'post']) {
      expect(operationAt(method, '/api/tokens')?.security).toEqual([{ cookieAuth: [] }]);
    }
    const admin = operationAt('patch', '/api/admin/users/{id}');
    expect(admin?.[API_ACCESS_EXTENSION]).toBe('admin');
    expect(admin?.responses['403']).toBeDefined();
    expect(document.components.securitySchemes.cookieAuth).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'potluck_sid',
    });
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it("takes bodies and answers from the contract's schemas, errors as ApiError", () => {
    const create = operationAt('post', '/api/recipes');
    expect(create?.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/CreateRecipeInput',
    });
    expect(create?.responses['201']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Recipe' } } },
    });
    expect(create?.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    const cards = operationAt('get', '/api/recipes/cards');
    expect(cards?.parameters?.map((parameter) => parameter.name)).toEqual([
      'search',
      'tags',
      'sort',
      'limit',
      'cursor',
    ]);
    expect(document.components.schemas.ApiError?.required).toEqual(['message']);
    expect(document.components.schemas.CreateRecipeInput?.required).toEqual([
      'title',
      'ingredients',
    ]);
  });

  it('answers the same document again', async () => {
    const again = await fetch(server.baseUrl + OPENAPI_DOCUMENT_PATH);
    expect(await again.text()).toBe(documentText);
  });
});
