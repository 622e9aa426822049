// PUT /api/objects/raw/<key>?expires=&max=&sig=: where the browser sends the bytes of a signed
// upload URL when the local object store is in use (an S3-compatible store takes them itself).
// Security seam: the HMAC signature and expiry are checked first, then the upload's row is
// claimed in one statement (single use), and the body is streamed to disk under a hard cap.
// No body parser runs here: any content type is taken as raw bytes and judged later by them.
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { serve } from '../http/route';
import { objectApi } from './api';
import { AppError, forbidden } from '../http/errors';
import { nowIso } from '../lib/time';
import { uploadTooLarge } from './image-processing';
import { ObjectTooLargeError, type LocalObjectStore } from './local-store';
import { transitionUpload } from './queries';

const uploadUrlInvalid = () => forbidden('Invalid upload URL', 'upload_url_invalid');
const uploadUrlExpired = () => forbidden('Upload URL has expired', 'upload_url_expired');
const uploadUrlUsed = () => forbidden('This upload URL has already been used', 'upload_url_used');
const emptyUpload = () => new AppError(400, 'The upload is empty', 'empty_upload');

export async function rawUploadRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  store: LocalObjectStore,
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  serve(app, objectApi.rawUpload, async ({ request, reply }) => {
    const key = request.params['*'];
    const check = store.verifyUploadUrl(key, request.query as Record<string, unknown>);
    if (!check.ok) throw check.reason === 'expired' ? uploadUrlExpired() : uploadUrlInvalid();
    // The signed size is the upload's own (a photo, or a file to import); never past the largest.
    const largest = Math.max(deps.config.MAX_UPLOAD_BYTES, deps.config.IMPORT_FILE_MAX_BYTES);
    const maxBytes = Math.min(check.maxBytes, largest);
    const what = key.startsWith('imports/') ? 'file' : 'image';

    // Refused before a byte is read, and without spending the URL: nothing was stored.
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      reply.header('Connection', 'close');
      throw uploadTooLarge(maxBytes, what);
    }
    const body = request.body as Readable | undefined;
    if (!body || declared === 0) throw emptyUpload();

    const claimed = await transitionUpload(deps.db, key, ['issued'], 'receiving', {
      expiresAfter: nowIso(),
    });
    if (!claimed) throw uploadUrlUsed();

    let size: number;
    try {
      ({ size } = await store.writeStream(key, body, maxBytes));
    } catch (error) {
      await transitionUpload(deps.db, key, ['receiving'], 'failed');
      if (error instanceof ObjectTooLargeError) {
        reply.header('Connection', 'close');
        throw uploadTooLarge(maxBytes, what);
      }
      throw error;
    }
    const received =
      size > 0 && (await transitionUpload(deps.db, key, ['receiving'], 'received', { size }));
    if (!received) {
      // Empty, or swept while the bytes were still arriving: keep nothing.
      await transitionUpload(deps.db, key, ['receiving'], 'failed');
      await store.delete(key);
      throw size === 0 ? emptyUpload() : uploadUrlExpired();
    }
    return reply.status(200).send({ message: 'Upload received' });
  });
}
