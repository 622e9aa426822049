// GET /api/openapi.json: the API described as OpenAPI 3.1 (document.ts), to anyone. The document
// depends only on how the server is set up, so it is built once, at the first request, and kept.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { serve } from '../http/route';
import { openApiApi } from './api';
import { LocalObjectStore } from '../objects/local-store';
import { buildOpenApiDocument } from './document';

export async function openApiRoutes(app: FastifyInstance, deps: AppDeps) {
  let documentJson: string | null = null;
  serve(app, openApiApi.document, async ({ reply }) => {
    documentJson ??= JSON.stringify(
      buildOpenApiDocument({ hasLocalUploads: deps.objects instanceof LocalObjectStore }),
    );
    return reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(documentJson);
  });
}
