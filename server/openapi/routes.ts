// GET /api/openapi.json: the API described as OpenAPI 3.1 (document.ts), to anyone. The document
// depends only on how the server is set up, so it is built once, at the first request, and kept.
import type { FastifyInstance } from 'fastify';
import { OPENAPI_DOCUMENT_PATH } from '../../contract/openapi-values';
import type { AppDeps } from '../deps';
import { LocalObjectStore } from '../objects/local-store';
import { buildOpenApiDocument } from './document';

export async function openApiRoutes(app: FastifyInstance, deps: AppDeps) {
  let documentJson: string | null = null;
  app.get(OPENAPI_DOCUMENT_PATH, async (_request, reply) => {
    documentJson ??= JSON.stringify(
      buildOpenApiDocument({ hasLocalUploads: deps.objects instanceof LocalObjectStore }),
    );
    return reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(documentJson);
  });
}
