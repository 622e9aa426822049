// GET /api/export (everything the user owns, as a zip) and GET /api/recipes/{id}/jsonld (one
// recipe as schema.org JSON-LD, for whoever may read it), declared in api.ts.
import type { FastifyInstance } from 'fastify';
import { imageVariantPath } from '../../contract/image-values';
import { EXPORT_HEADERS } from '../../contract/import-files';
import { serve } from '../http/route';
import { deriveKey, loadAppSecret } from '../lib/secret';
import { requireUser } from '../auth/current-user';
import type { AppDeps } from '../deps';
import { authorize } from '../recipes/policy';
import { loadRecipe } from '../recipes/service';
import { publicOrigin } from '../http/origin';
import { recipeFileName, recipeJsonLd } from './jsonld';
import { decodeExportCursor, encodeExportCursor } from './cursor';
import { exportArchive } from './service';
import { exportApi } from './api';

export async function exportRoutes(app: FastifyInstance, deps: AppDeps) {
  // An export reads every recipe and photo the user owns: counted per person, like imports.
  const exportKey = deriveKey(loadAppSecret(deps.config), 'export-parts');
  const limiter = deps.createRateLimiter(
    'exports-user',
    deps.config.RATE_LIMIT_EXPORTS_PER_USER,
    deps.config.RATE_LIMIT_WINDOW_SECONDS,
  );
  // The later parts of an export are counted apart, by a bound as many parts as a big library
  // has: a part asked for again and again is still work to bound.
  const partLimiter = deps.createRateLimiter(
    'export-parts-user',
    deps.config.RATE_LIMIT_EXPORT_PARTS_PER_USER,
    deps.config.RATE_LIMIT_WINDOW_SECONDS,
  );

  serve(app, exportApi.exportAll, async ({ request, reply, query: parseQuery }) => {
    const user = requireUser(request);
    const query = parseQuery();
    const ttlMs = deps.config.EXPORT_PARTS_TTL_SECONDS * 1000;
    // The parts of one export count as that export: its first part against the exports, the
    // others against the parts.
    const cursor =
      query.after === undefined ? null : decodeExportCursor(exportKey, query.after, user.id, ttlMs);
    await (cursor ? partLimiter : limiter).consume(user.id);
    const startedAt = cursor?.startedAt ?? Date.now();
    const number = query.part ?? 1;
    const archive = await exportArchive(deps, user, { after: cursor?.position ?? null, number });
    const day = new Date().toISOString().slice(0, 10);
    const isWhole = number === 1 && archive.next === null;
    const name = `potluck-recipes-${day}${isWhole ? '' : `-part-${number}`}.zip`;
    reply
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'no-store')
      .header(EXPORT_HEADERS.recipes, String(archive.recipes))
      .header(EXPORT_HEADERS.remaining, String(archive.remaining));
    if (archive.next) {
      const next = { position: archive.next, userId: user.id, startedAt };
      reply.header(EXPORT_HEADERS.next, encodeExportCursor(exportKey, next));
    }
    if (archive.size >= 0) reply.header('Content-Length', archive.size);
    return reply.send(archive.stream);
  });

  serve(app, exportApi.jsonld, async ({ request, reply }) => {
    const recipe = await loadRecipe(deps, request.params.id);
    authorize(request.user, 'read', recipe);
    const image = recipe.image_url
      ? `${publicOrigin(deps, request)}${imageVariantPath(recipe.image_url, 'full')}`
      : null;
    return reply
      .type('application/ld+json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${recipeFileName(recipe, 'jsonld')}"`)
      .send(JSON.stringify(recipeJsonLd(recipe, image), null, 2));
  });
}
