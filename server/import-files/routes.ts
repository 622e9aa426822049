// HTTP wiring for importing a file (another app's export, or Potluck's own):
// POST /api/recipes/import/files/upload → {uploadURL, maxBytes}, where the browser PUTs the file;
// POST /api/recipes/import/files/preview {uploadURL, fileName} → the recipes found in it;
// POST /api/recipes/import/files {uploadURL, fileName, items} → the chosen ones imported.
// Signed-in users only; the three count together against one rate limit per user.
import type { FastifyInstance } from 'fastify';
import {
  type ImportFilePreview,
  type ImportFileResult,
  type ImportFileUpload,
} from '../../contract/import-files';
import { requireUser } from '../auth/current-user';
import type { AppDeps } from '../deps';
import { serve } from '../http/route';
import { importFileApi } from './api';
import { requestOrigin } from '../http/origin';
import { commitImport, issueImportUpload, previewImport } from './service';

export async function importFileRoutes(app: FastifyInstance, deps: AppDeps) {
  const limiter = deps.createRateLimiter(
    'import-files-user',
    deps.config.RATE_LIMIT_IMPORT_FILES_PER_USER,
    deps.config.RATE_LIMIT_WINDOW_SECONDS,
  );

  serve(app, importFileApi.upload, async ({ request }): Promise<ImportFileUpload> => {
    const user = requireUser(request);
    await limiter.consume(user.id);
    return issueImportUpload(deps, user);
  });

  serve(
    app,
    importFileApi.preview,
    async ({ request, body: parseBody }): Promise<ImportFilePreview> => {
      const user = requireUser(request);
      const input = parseBody();
      await limiter.consume(user.id);
      return previewImport(deps, user, input, requestOrigin(request));
    },
  );

  serve(
    app,
    importFileApi.commit,
    async ({ request, reply, body: parseBody }): Promise<ImportFileResult> => {
      const user = requireUser(request);
      const input = parseBody();
      await limiter.consume(user.id);
      const result = await commitImport(deps, user, input, requestOrigin(request));
      reply.status(201);
      return result;
    },
  );
}
