// HTTP wiring for a recipe's sync document and its history (docs/decisions/004-sync-engine.md),
// declared in api.ts:
// - GET  /api/recipes/{id}/doc: the whole document (a Yjs update, bytes), for a device that keeps
//   recipes offline. Checked like a read.
// - POST /api/recipes/{id}/doc: a change too large for one /ws message (a long offline session),
//   bytes, up to SYNC_MAX_UPDATE_BYTES. Checked and stored like a sync_update.
// - GET  /api/recipes/{id}/history: the editing sessions, newest first, with who and which fields.
// - GET  /api/recipes/{id}/history/{versionId}: the recipe's content at the end of that session.
// - POST /api/recipes/{id}/history/{versionId}/restore: makes the content that again, as a new
//   change by the caller (so it syncs) that starts a version of its own: the content it replaced
//   stays in the history as the version before it, so the restore can be undone from there.
// History is for those who may edit: it names who changed what.
import type { FastifyInstance } from 'fastify';
import { IdSchema } from '../../contract/common';
import type { RecipeHistoryEntry, RecipeVersion } from '../../contract/recipes';
import { readRecipeDoc } from '../../contract/sync/recipe-doc';
import type { AppDeps } from '../deps';
import { requireUser } from '../auth/current-user';
import { notFound } from '../http/errors';
import { displayNameOf } from '../sharing/people';
import { selectPeople } from '../sharing/queries';
import { authorize } from './policy';
import { presentRecipe } from './presenter';
import { applyRecipeUpdate, changeRecipeContent, openRecipeDocFor } from './recipe-document';
import { loadRecipe } from './service';
import { serve } from '../http/route';
import { recipeApi } from './api';

const versionNotFound = () => notFound('Version not found', 'version_not_found');

export async function recipeDocumentRoutes(app: FastifyInstance, deps: AppDeps) {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: deps.config.SYNC_MAX_UPDATE_BYTES },
    (_request, body, done) => done(null, body),
  );

  serve(app, recipeApi.readDoc, async ({ request, reply }) => {
    const id = validId(request.params.id);
    const opened = await openRecipeDocFor(deps, request.user, id, null);
    if (!opened) throw notFound('Recipe not found', 'recipe_not_found');
    return reply
      .header('content-type', 'application/octet-stream')
      .header('cache-control', 'no-store')
      .send(Buffer.from(opened.update));
  });

  serve(app, recipeApi.changeDoc, async ({ request, reply }) => {
    const user = requireUser(request);
    const id = validId(request.params.id);
    const body = request.body;
    if (!Buffer.isBuffer(body) || body.length === 0) {
      return reply.status(400).send({
        message: 'Send the change as application/octet-stream',
        code: 'octet_stream_required',
      });
    }
    await applyRecipeUpdate(deps, user, id, body, null);
    return reply.status(204).send();
  });

  serve(app, recipeApi.history, async ({ request }): Promise<RecipeHistoryEntry[]> => {
    const user = requireUser(request);
    const recipe = await loadRecipe(deps, request.params.id);
    authorize(user, 'edit', recipe);
    const versions = await deps.documents.history(recipe.id);
    const names = await namesOf(
      deps,
      versions.flatMap((version) => version.userIds),
    );
    return versions.map((version) => ({
      id: version.id,
      startedAt: version.startedAt,
      endedAt: version.endedAt,
      isCurrent: version.isCurrent,
      changedFields: version.changedFields,
      users: version.userIds.map((id) => ({ id, name: names.get(id) ?? displayNameOf(null) })),
    }));
  });

  serve(app, recipeApi.version, async ({ request }): Promise<RecipeVersion> => {
    const user = requireUser(request);
    const recipe = await loadRecipe(deps, request.params.id);
    authorize(user, 'edit', recipe);
    const doc = IdSchema.safeParse(request.params.versionId).success
      ? await deps.documents.versionDoc(recipe.id, request.params.versionId)
      : null;
    if (!doc) throw versionNotFound();
    return { id: request.params.versionId, content: readRecipeDoc(doc) };
  });

  serve(app, recipeApi.restoreVersion, async ({ request }) => {
    const user = requireUser(request);
    const id = validId(request.params.id);
    const version = IdSchema.safeParse(request.params.versionId).success
      ? await deps.documents.versionDoc(id, request.params.versionId)
      : null;
    if (!version) throw versionNotFound();
    const updated = await changeRecipeContent(deps, user, id, readRecipeDoc(version), {
      ownVersion: true,
    });
    return presentRecipe(updated, user);
  });
}

function validId(id: string): string {
  if (!IdSchema.safeParse(id).success) throw notFound('Recipe not found', 'recipe_not_found');
  return id;
}

async function namesOf(deps: Pick<AppDeps, 'db'>, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await selectPeople(deps.db, unique);
  return new Map(rows.map((row) => [row.id, displayNameOf(row)]));
}
