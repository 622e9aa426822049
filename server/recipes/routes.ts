// HTTP wiring for /api/recipes (declared in api.ts): parse with the declared schemas, load, authorize with
// policy.ts, call the service, present. Access is never decided here.
import type { FastifyInstance } from 'fastify';
import { IdSchema } from '../../contract/common';
import { requireUser } from '../auth/current-user';
import type { AppDeps } from '../deps';
import { serve } from '../http/route';
import { recipeApi } from './api';
import { findDuplicates } from './duplicates';
import { actionsForUpdate, authorize } from './policy';
import { recipeCardPageJson, recipeListJson } from './list-pages';
import { presentRecipe, presentTrashedRecipe } from './presenter';
import { createRecipeJsonCache } from './recipe-json';
import { createRecipe, deleteRecipe, loadRecipe, recipeNotFound, updateRecipe } from './service';
import { deleteRecipeForever, listTrash, restoreRecipe, startTrashPurge } from './trash';

/** The keys of a JSON body that is an object (anything else has no fields to authorize). */
function bodyFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers are kept as UTF-8 bytes: a socket sent a string of hundreds of kilobytes encodes it
 * again on every write, which was half of a kept search answer's cost. Their compressed copies
 * (brotli and gzip, kept-encodings.ts) add about a third of that.
 */
const keptSize = (bytes: Buffer) => Math.ceil(bytes.length * 1.35);

export async function recipeRoutes(app: FastifyInstance, deps: AppDeps) {
  const listDeps = {
    ...deps,
    recipeJson: createRecipeJsonCache(deps.config.RECIPE_JSON_CACHE_ENTRIES),
  };

  // Lists are sent as JSON text built from recipes kept ready to send (list-pages.ts), and the
  // answers are kept for the version of the user's lists they were built at (list-answers.ts).
  serve(app, recipeApi.list, async ({ request, reply, query: parseQuery }) => {
    const user = requireUser(request);
    const query = parseQuery();
    const bytes = await deps.listAnswers.answer(
      user.id,
      `list ${JSON.stringify(query)}`,
      async () => Buffer.from(await recipeListJson(listDeps, user, query)),
      keptSize,
      request.listVersions?.own,
    );
    return deps.keptEncodings.send(request, reply.type(JSON_TYPE), bytes);
  });

  serve(app, recipeApi.cards, async ({ request, reply, query: parseQuery }) => {
    const user = requireUser(request);
    const query = parseQuery();
    const bytes = await deps.listAnswers.answer(
      user.id,
      `cards ${JSON.stringify(query)}`,
      async () =>
        Buffer.from(await recipeCardPageJson(listDeps, user, query, request.listVersions?.own)),
      keptSize,
      request.listVersions?.own,
    );
    return deps.keptEncodings.send(request, reply.type(JSON_TYPE), bytes);
  });

  // "You already have this recipe", asked before a copy or an import is saved (duplicates.ts).
  serve(app, recipeApi.duplicates, async ({ request, query }) => {
    const user = requireUser(request);
    return findDuplicates(deps, user, query());
  });

  // Before /recipes/:id, though a static segment wins over a parameter whatever the order.
  serve(app, recipeApi.trash, async ({ request }) => {
    const user = requireUser(request);
    const entries = await listTrash(deps, user);
    return {
      recipes: entries.map((entry) => presentTrashedRecipe(entry, user)),
      retentionDays: deps.config.TRASH_RETENTION_DAYS,
    };
  });

  serve(app, recipeApi.restore, async ({ request }) => {
    const user = requireUser(request);
    const recipe = await restoreRecipe(deps, user, parseRecipeId(request.params.id));
    return presentRecipe(recipe, user);
  });

  serve(app, recipeApi.deleteForever, async ({ request }) => {
    const user = requireUser(request);
    await deleteRecipeForever(deps, user, parseRecipeId(request.params.id));
    return { message: 'Recipe deleted forever' };
  });

  // Signed in or not: link and public recipes open to anyone who has the id.
  serve(app, recipeApi.read, async ({ request }) => {
    const recipe = await loadRecipe(deps, request.params.id);
    authorize(request.user, 'read', recipe);
    return presentRecipe(recipe, request.user);
  });

  serve(app, recipeApi.create, async ({ request, reply, body }) => {
    const user = requireUser(request);
    const input = body();
    const recipe = await createRecipe(deps, user, input);
    return reply.status(201).send(presentRecipe(recipe, user));
  });

  serve(app, recipeApi.update, async ({ request, body }) => {
    const user = requireUser(request);
    const recipe = await loadRecipe(deps, request.params.id);
    // Who may send these fields is settled before their values are checked: a non-owner touching
    // visibility, the lists or ownerUid is refused (403) whatever the values. Every part of the
    // body must be allowed, or nothing changes. The service checks again inside its transaction.
    for (const action of actionsForUpdate(bodyFields(request.body))) {
      authorize(user, action, recipe);
    }
    const input = body();
    const updated = await updateRecipe(deps, user, recipe.id, input);
    return presentRecipe(updated, user);
  });

  serve(app, recipeApi.delete, async ({ request }) => {
    const user = requireUser(request);
    const recipe = await loadRecipe(deps, request.params.id);
    await deleteRecipe(deps, user, recipe.id);
    return { message: 'Recipe deleted' };
  });

  const stopTrashPurge = startTrashPurge(deps);
  app.addHook('onClose', () => stopTrashPurge());
}

/** An id that could name a recipe; one that cannot is simply not found. */
function parseRecipeId(id: string): string {
  if (!IdSchema.safeParse(id).success) throw recipeNotFound();
  return id;
}
