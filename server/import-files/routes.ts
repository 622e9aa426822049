// HTTP wiring for importing a file (another app's export, or Potluck's own):
// POST /api/recipes/import/files/upload → {uploadURL, maxBytes}, where the browser PUTs the file;
// POST /api/recipes/import/files/preview {uploadURL, fileName} → the recipes found in it;
// POST /api/recipes/import/files {uploadURL, fileName, items} → the chosen ones imported.
// Signed-in users only; the three count together against one rate limit per user.
import type { FastifyInstance } from 'fastify';
import {
  ImportFileCommitInputSchema,
  ImportFilePreviewInputSchema,
  type ImportFilePreview,
  type ImportFileResult,
  type ImportFileUpload,
} from '../../contract/import-files';
import { requireUser } from '../auth/current-user';
import type { AppDeps } from '../deps';
import { parseInput } from '../http/errors';
import { requestOrigin } from '../http/origin';
import { commitImport, issueImportUpload, previewImport } from './service';

export async function importFileRoutes(app: FastifyInstance, deps: AppDeps) {
  const limiter = deps.createRateLimiter(
    'import-files-user',
    deps.config.RATE_LIMIT_IMPORT_FILES_PER_USER,
    deps.config.RATE_LIMIT_WINDOW_SECONDS,
  );

  app.post('/recipes/import/files/upload', async (request): Promise<ImportFileUpload> => {
    const user = requireUser(request);
    await limiter.consume(user.id);
    return issueImportUpload(deps, user);
  });

  app.post('/recipes/import/files/preview', async (request): Promise<ImportFilePreview> => {
    const user = requireUser(request);
    const input = parseInput(ImportFilePreviewInputSchema, request.body);
    await limiter.consume(user.id);
    return previewImport(deps, user, input, requestOrigin(request));
  });

  app.post('/recipes/import/files', async (request, reply): Promise<ImportFileResult> => {
    const user = requireUser(request);
    const input = parseInput(ImportFileCommitInputSchema, request.body);
    await limiter.consume(user.id);
    const result = await commitImport(deps, user, input, requestOrigin(request));
    reply.status(201);
    return result;
  });
}
