// HTTP wiring for /api/recipes: parse with the contract's schemas, load, authorize with
// policy.ts, call the service, present. Access is never decided here.
import type { FastifyInstance } from 'fastify';
import {
  CreateRecipeInputSchema,
  RecipeListQuerySchema,
  UpdateRecipeInputSchema,
} from '../../contract/recipes';
import { IdSchema } from '../../contract/common';
import { requireUser } from '../auth/current-user';
import type { RecipeRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound, parseInput } from '../http/errors';
import { actionsForUpdate, authorize } from './policy';
import { presentRecipe } from './presenter';
import { createRecipe, deleteRecipe, getRecipe, listRecipes, updateRecipe } from './service';

type WithId = { Params: { id: string } };

const recipeNotFound = () => notFound('Recipe not found');

export async function recipeRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  /** An id that cannot exist is simply not found. */
  async function loadRecipe(id: string): Promise<RecipeRow> {
    const recipe = IdSchema.safeParse(id).success ? await getRecipe(db, id) : undefined;
    if (!recipe) throw recipeNotFound();
    return recipe;
  }

  app.get('/recipes', async (request) => {
    const user = requireUser(request);
    const query = parseInput(RecipeListQuerySchema, request.query);
    const recipes = await listRecipes(db, user.id, query);
    return recipes.map((recipe) => presentRecipe(recipe, user));
  });

  app.get<WithId>('/recipes/:id', async (request) => {
    const recipe = await loadRecipe(request.params.id);
    authorize(request.user, 'read', recipe);
    return presentRecipe(recipe, request.user);
  });

  app.post('/recipes', async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(CreateRecipeInputSchema, request.body);
    const recipe = await createRecipe(db, user, input);
    return reply.status(201).send(presentRecipe(recipe, user));
  });

  app.put<WithId>('/recipes/:id', async (request) => {
    const user = requireUser(request);
    const input = parseInput(UpdateRecipeInputSchema, request.body);
    const recipe = await loadRecipe(request.params.id);
    // Every part of the body must be allowed, or nothing changes.
    for (const action of actionsForUpdate(input)) authorize(user, action, recipe);
    const updated = await updateRecipe(db, recipe, input);
    if (!updated) throw recipeNotFound();
    return presentRecipe(updated, user);
  });

  app.delete<WithId>('/recipes/:id', async (request) => {
    const user = requireUser(request);
    const recipe = await loadRecipe(request.params.id);
    authorize(user, 'delete', recipe);
    await deleteRecipe(db, recipe.id);
    return { message: 'Recipe deleted' };
  });
}
