// HTTP wiring for recipe import: POST /api/recipes/import {url} and
// POST /api/recipes/import/paste {html?, text?, sourceUrl?} answer a preview and store nothing;
// POST /api/recipes/import/image {url} copies the preview's picture into the object store and
// answers {objectPath}, the user's own image for the recipe they then save. Signed-in users
// only, rate-limited per user.
import type { FastifyInstance } from 'fastify';
import {
  ImportImageInputSchema,
  ImportInputSchema,
  ImportPasteInputSchema,
} from '../../contract/recipes';
import { requireUser } from '../auth/current-user';
import type { AppDeps } from '../deps';
import { parseInput } from '../http/errors';
import type { ProcessImageAnswer } from '../../contract/objects';
import { copyImportedImage, fetchPolicyFrom, importFromPaste, importFromUrl } from './service';

export async function importRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps;
  const limiter = deps.createRateLimiter(
    'import-user',
    config.RATE_LIMIT_IMPORT_PER_USER,
    config.RATE_LIMIT_WINDOW_SECONDS,
  );
  const policy = fetchPolicyFrom(config);

  app.post('/recipes/import', async (request) => {
    const user = requireUser(request);
    const input = parseInput(ImportInputSchema, request.body);
    await limiter.consume(user.id);
    return importFromUrl(input.url, policy);
  });

  app.post(
    '/recipes/import/paste',
    { bodyLimit: config.IMPORT_PASTE_MAX_BYTES },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(ImportPasteInputSchema, request.body);
      await limiter.consume(user.id);
      return importFromPaste(input);
    },
  );

  app.post('/recipes/import/image', async (request): Promise<ProcessImageAnswer> => {
    const user = requireUser(request);
    const input = parseInput(ImportImageInputSchema, request.body);
    await limiter.consume(user.id);
    return { objectPath: await copyImportedImage(deps, user, input.url, policy) };
  });
}
