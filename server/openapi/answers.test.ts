// The API answers what its OpenAPI document says. Every documented operation is called once the
// way its declaration's sample calls it (the fuzz suite's valid request, server/test/fuzz/), and
// the answer must be one of the operation's documented statuses, with a JSON body that the
// documented schema accepts (answers' objects are closed: a field the document does not name fails).
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import {
  OPENAPI_DOCUMENT_PATH,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiResponse,
} from '../../contract/openapi-values';
import { SESSION_COOKIE, createSession } from '../auth/sessions';
import { makeFixtures } from '../test/fuzz/fixtures';
import { materialize } from '../test/fuzz/requests';
import { ROUTE_SPECS } from '../test/fuzz/samples';
import { closeRawClient, sendRaw } from '../test/fuzz/send';
import { startTestServer } from '../test/harness';

const server = await startTestServer();
afterAll(async () => {
  closeRawClient();
  await server.close();
});
const { fixtures } = await makeFixtures(server);
const document = (await (
  await fetch(server.baseUrl + OPENAPI_DOCUMENT_PATH)
).json()) as OpenApiDocument;

/** `/api/recipes/{id}` as Fastify writes it: `/api/recipes/:id`; `{objectKey}` is `*`. */
const fastifyPathOf = (path: string) =>
  path.replace('{objectKey}', '*').replace(/\{(\w+)\}/g, ':$1');

/** Reads first, then changes, then deletions: a call does not take away what a later one reads. */
const ORDER = ['get', 'post', 'put', 'patch', 'delete'];
const calls = Object.entries(document.paths)
  .flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${fastifyPathOf(path)}`,
      method,
      operation: operation as OpenApiOperation,
    })),
  )
  .sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));

// The document's components are the root every `#/components/…` reference resolves against.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema({ $id: 'potluck-api', components: document.components });
const validatorOf = (schema: JsonSchema) =>
  ajv.compile({ $id: `answer-${Math.random()}`, ...rewriteRefs(schema) });

/** `#/components/…` → `potluck-api#/components/…`, so a schema compiled alone finds them. */
function rewriteRefs(value: unknown): JsonSchema {
  return JSON.parse(
    JSON.stringify(value).replaceAll('"#/components/', '"potluck-api#/components/'),
  ) as JsonSchema;
}

function responseOf(operation: OpenApiOperation, status: number): OpenApiResponse | undefined {
  const response = operation.responses[String(status)];
  if (!response || !('$ref' in response)) return response as OpenApiResponse | undefined;
  const name = String(response.$ref).split('/').pop()!;
  return document.components.responses[name];
}

/** Signs the owner and the admin in again: a call may have ended their session (logout). */
async function signInAgain() {
  const { db, config } = server.deps;
  for (const { user, client } of [fixtures.owner, fixtures.admin]) {
    client.setCookie(SESSION_COOKIE, await createSession(db, user.id, config.SESSION_TTL_SECONDS));
  }
}

describe('real answers against the document', () => {
  it('covers the operations the samples can call', () => {
    const withSample = calls.filter(({ key }) => key in ROUTE_SPECS);
    expect(withSample.length).toBe(calls.length);
    expect(calls.length).toBeGreaterThan(70);
  });

  it('answers each operation with a documented status and a body its schema accepts', async () => {
    const wrong: string[] = [];
    let checkedBodies = 0;
    for (const { key, method, operation } of calls) {
      const spec = ROUTE_SPECS[key]!;
      await signInAgain();
      const route = { method: method.toUpperCase(), url: key.slice(key.indexOf(' ') + 1) };
      const made = materialize(route, spec, fixtures, {});
      const caller = fixtures[spec.as ?? 'owner'].client.cookieHeader;
      const answer = await sendRaw(server.baseUrl, caller, made.request);
      const response = responseOf(operation, answer.status);
      if (!response) {
        wrong.push(
          `${key}: answered ${answer.status}, not documented: ${answer.text.slice(0, 200)}`,
        );
        continue;
      }
      const schema = response.content?.['application/json']?.schema;
      if (!schema) continue;
      let body: unknown;
      try {
        body = JSON.parse(answer.text);
      } catch {
        wrong.push(
          `${key}: ${answer.status} is documented as JSON, got ${answer.text.slice(0, 80)}`,
        );
        continue;
      }
      const validate = validatorOf(schema);
      checkedBodies += 1;
      if (!validate(body)) {
        wrong.push(`${key} ${answer.status}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checkedBodies).toBeGreaterThan(60);
  }, 120_000);
});
