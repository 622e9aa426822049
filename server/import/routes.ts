// HTTP wiring for recipe import: POST /api/recipes/import {url} and
// POST /api/recipes/import/paste {html?, text?, sourceUrl?}. Signed-in users only, rate-limited
// per user; the answer is a preview, nothing is stored.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpUrlSchema } from '../../contract/common';
import { ImportInputSchema } from '../../contract/recipes';
import { requireUser } from '../auth/current-user';
import type { AppDeps } from '../deps';
import { parseInput } from '../http/errors';
import { fetchPolicyFrom, importFromPaste, importFromUrl } from './service';

/** POST /api/recipes/import/paste: a page's HTML, or a recipe's text, and where it came from. */
export const ImportPasteInputSchema = z.strictObject({
  html: z.string().optional(),
  text: z.string().optional(),
  sourceUrl: HttpUrlSchema.optional().or(z.literal('').transform(() => undefined)),
});

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
}
