// HTTP wiring for recipe import (declared in api.ts): POST /api/recipes/import {url} and
// POST /api/recipes/import/paste {html?, text?, sourceUrl?} answer a preview and store nothing;
// POST /api/recipes/import/image {url} copies the preview's picture into the object store and
// answers {objectPath}, the user's own image for the recipe they then save;
// POST /api/recipes/import/photo (the image's bytes as the body) reads a photo or scan of a
// recipe into a preview (ocr/). Signed-in users only, rate-limited per user.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/current-user';
import type { AppDeps } from '../deps';
import { badRequest } from '../http/errors';
import { serve } from '../http/route';
import type { ProcessImageAnswer } from '../../contract/objects';
import { createOcrEngine } from './ocr/engine';
import { importFromPhoto } from './ocr/import-photo';
import { findLanguageData } from './ocr/languages';
import { importApi } from './api';
import { copyImportedImage, fetchPolicyFrom, importFromPaste, importFromUrl } from './service';

export async function importRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps;
  const limiter = deps.createRateLimiter(
    'import-user',
    config.RATE_LIMIT_IMPORT_PER_USER,
    config.RATE_LIMIT_WINDOW_SECONDS,
  );
  const policy = fetchPolicyFrom(config);
  // Checked at start (a missing language package stops the server); loaded on the first photo.
  const ocr = createOcrEngine({
    languages: findLanguageData(config.IMPORT_PHOTO_LANGUAGES),
    concurrency: config.IMPORT_PHOTO_CONCURRENCY,
    queueLength: config.IMPORT_PHOTO_QUEUE_LENGTH,
    timeoutMs: config.IMPORT_PHOTO_TIMEOUT_SECONDS * 1000,
    idleMs: config.IMPORT_PHOTO_IDLE_SECONDS * 1000,
  });
  app.addHook('onClose', () => ocr.close());
  deps.readings.offer('photoImportsWaiting', () => ocr.waitingCount);
  deps.readings.offer('photoImportsReading', () => ocr.readingCount);

  serve(app, importApi.fromUrl, async ({ request, body }) => {
    const user = requireUser(request);
    const input = body();
    await limiter.consume(user.id);
    return importFromUrl(input.url, policy);
  });

  serve(
    app,
    importApi.fromPaste,
    async ({ request, body }) => {
      const user = requireUser(request);
      const input = body();
      await limiter.consume(user.id);
      return importFromPaste(input);
    },
    { bodyLimit: config.IMPORT_PASTE_MAX_BYTES },
  );

  serve(app, importApi.image, async ({ request, body }): Promise<ProcessImageAnswer> => {
    const user = requireUser(request);
    const input = body();
    await limiter.consume(user.id);
    return { objectPath: await copyImportedImage(deps, user, input.url, policy) };
  });

  // The photo's bytes are the body, whatever type they are labelled: the image is judged by its
  // content. Signed-out callers are refused before a byte of it is read.
  await app.register(async (photo) => {
    photo.removeAllContentTypeParsers();
    photo.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: config.IMPORT_PHOTO_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    serve(
      photo,
      importApi.fromPhoto,
      async ({ request }) => {
        const user = requireUser(request);
        await limiter.consume(user.id);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (!bytes.length)
          throw badRequest('Choose a photo of the recipe', 'photo_required', { field: 'photo' });
        return importFromPhoto(bytes, ocr, {
          maxBytes: config.IMPORT_PHOTO_MAX_BYTES,
          maxPixels: config.MAX_IMAGE_PIXELS,
        });
      },
      { onRequest: async (request) => void requireUser(request) },
    );
  });
}
