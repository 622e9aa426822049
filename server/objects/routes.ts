// HTTP wiring for photos: POST /api/objects/upload (a signed upload URL), PUT /api/recipe-images
// (process an upload into an image), GET /objects/images/<uuid>[/<size>.webp] (serve one), and
// — with the local store — PUT /api/objects/raw/... for the bytes. Access is decided in
// policy.ts via service.ts; nothing here compares user ids.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IMAGE_SIZE_NAMES,
  type ImageSize,
  type ProcessImageAnswer,
  type UploadParams,
} from '../../contract/objects';
import { requireUser } from '../auth/current-user';
import type { AppDeps } from '../deps';
import { serve } from '../http/route';
import { objectApi } from './api';
import { requestOrigin } from '../http/origin';
import { notFound } from '../http/errors';
import { startObjectCleanup } from './cleanup';
import { LocalObjectStore } from './local-store';
import { rawUploadRoutes } from './raw-upload-routes';
import { findReadableImageKey, issueUpload, processUpload } from './service';

// Paths are random and never reused, so a browser may keep a copy for good; `private` keeps
// shared caches out, since who may read a photo depends on the viewer and can change.
const IMAGE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

type ImageParams = { Params: { id: string; file?: string } };

const imageNotFound = () => notFound('Image not found', 'image_not_found');

function sizeFromFile(file: string | undefined): ImageSize | null {
  if (file === undefined) return 'detail';
  const size = file.endsWith('.webp') ? file.slice(0, -'.webp'.length) : '';
  return (IMAGE_SIZE_NAMES as string[]).includes(size) ? (size as ImageSize) : null;
}

export async function objectRoutes(app: FastifyInstance, deps: AppDeps) {
  const uploadsPerUser = deps.createRateLimiter(
    'upload-user',
    deps.config.RATE_LIMIT_UPLOAD_PER_USER,
    deps.config.RATE_LIMIT_WINDOW_SECONDS,
  );

  serve(app, objectApi.upload, async ({ request }): Promise<UploadParams> => {
    const user = requireUser(request);
    await uploadsPerUser.consume(user.id);
    return { uploadURL: await issueUpload(deps, user) };
  });

  serve(
    app,
    objectApi.recipeImage,
    async ({ request, body: parseBody }): Promise<ProcessImageAnswer> => {
      const user = requireUser(request);
      const input = parseBody();
      return { objectPath: await processUpload(deps, user, input, requestOrigin(request)) };
    },
  );

  if (deps.objects instanceof LocalObjectStore) {
    const store = deps.objects;
    await app.register(async (scope) => rawUploadRoutes(scope, deps, store), { prefix: '/api' });
  }

  await app.register(async (scope) => {
    // A photo's access depends on the viewer: the app resolves the caller (session or API token)
    // for /objects as for /api.
    const serveImage = async (request: FastifyRequest<ImageParams>, reply: FastifyReply) => {
      const size = sizeFromFile(request.params.file);
      if (!size) throw imageNotFound();
      const objectPath = `/objects/images/${request.params.id}`;
      const key = await findReadableImageKey(deps, request.user, objectPath, size);
      const object = key ? await deps.objects.serve(key) : null;
      if (!object) throw imageNotFound();
      return reply
        .header('Content-Type', 'image/webp')
        .header('Content-Length', object.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', IMAGE_CACHE_CONTROL)
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(object.stream);
    };
    scope.get<ImageParams>('/objects/images/:id', serveImage);
    scope.get<ImageParams>('/objects/images/:id/:file', serveImage);
    // Anything else under /objects is a 404, never the single-page app.
    scope.get('/objects/*', async () => {
      throw imageNotFound();
    });
  });

  const stopCleanup = startObjectCleanup(deps);
  app.addHook('onClose', async () => stopCleanup());
}
