// The recipes' API, one declaration per route (see server/http/route.ts); routes.ts and
// document-routes.ts serve them.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  CreateRecipeInputSchema,
  DuplicatesQuerySchema,
  RecipeCardPageSchema,
  RecipeCardsQuerySchema,
  RecipeDuplicateSchema,
  RecipeHistoryEntrySchema,
  RecipeLimitErrorSchema,
  RecipeListQuerySchema,
  RecipeSchema,
  RecipeVersionSchema,
  TrashListSchema,
  UpdateRecipeInputSchema,
} from '../../contract/recipes';
import { declareRoute, MessageSchema, type SampleWorld } from '../http/route';

/** 403 on a new recipe when the free plan's limit is full. */
export const limitReached = {
  403: {
    description: "Not allowed, or the free plan's recipe limit is reached",
    schema: RecipeLimitErrorSchema,
  },
};

/** A content field of every kind a recipe has, all valid. */
const recipeContent = () => ({
  title: 'Tomato soup',
  description: 'Warm and red',
  ingredients: ['4 tomatoes', '1 onion'],
  steps: ['Chop', 'Simmer'],
  tags: ['soup', 'vegan'],
  tipVideoUrl: 'https://video.example/soup',
  sourceUrl: 'https://example.com/soup',
  prepTime: 10,
  cookTime: 30,
  servings: '4',
  visibility: 'private',
});

/** The caller's own recipe. */
const ownRecipe = (world: SampleWorld) => ({ id: world.recipeId });
/** The caller's recipe and a version that does not exist. */
const someVersion = (world: SampleWorld) => ({ id: world.recipeId, versionId: randomUUID() });

export const recipeApi = {
  list: declareRoute({
    method: 'GET',
    path: '/api/recipes',
    tag: 'Recipes',
    summary: 'List your recipes and those shared with you, filtered and sorted',
    access: 'user',
    query: RecipeListQuerySchema,
    answer: z.array(RecipeSchema),
    sample: { query: () => ({ search: 'soup', tags: 'soup,vegan', sort: 'recent' }) },
  }),
  cards: declareRoute({
    method: 'GET',
    path: '/api/recipes/cards',
    tag: 'Recipes',
    summary: 'The same list as cards, one page at a time (send nextCursor back as cursor)',
    access: 'user',
    query: RecipeCardsQuerySchema,
    answer: RecipeCardPageSchema,
    sample: { query: () => ({ search: 'soup', tags: 'soup', sort: 'alphabetical', limit: '10' }) },
  }),
  duplicates: declareRoute({
    method: 'GET',
    path: '/api/recipes/duplicates',
    tag: 'Recipes',
    summary: 'Your recipes that are copies of copyOf, or imports of sourceUrl',
    access: 'user',
    query: DuplicatesQuerySchema,
    answer: z.array(RecipeDuplicateSchema),
    sample: { query: () => ({ sourceUrl: 'https://example.com/soup?utm_source=x' }) },
  }),
  trash: declareRoute({
    method: 'GET',
    path: '/api/recipes/trash',
    tag: 'Recipes',
    summary: 'Your deleted recipes and how many days the trash keeps them',
    access: 'user',
    answer: TrashListSchema,
  }),
  restore: declareRoute({
    method: 'POST',
    path: '/api/recipes/:id/restore',
    tag: 'Recipes',
    summary: 'Restore a recipe from the trash',
    access: 'user',
    answer: RecipeSchema,
    errors: limitReached,
    sample: { params: ownRecipe },
  }),
  deleteForever: declareRoute({
    method: 'DELETE',
    path: '/api/recipes/:id/trash',
    tag: 'Recipes',
    summary: 'Delete a recipe in the trash for good',
    access: 'user',
    answer: MessageSchema,
    sample: { params: ownRecipe },
  }),
  read: declareRoute({
    method: 'GET',
    path: '/api/recipes/:id',
    tag: 'Recipes',
    summary: 'Read a recipe (link and public recipes open to anyone with the id)',
    access: 'optional',
    answer: RecipeSchema,
    sample: { params: ownRecipe },
  }),
  create: declareRoute({
    method: 'POST',
    path: '/api/recipes',
    tag: 'Recipes',
    summary: 'Create a recipe',
    access: 'user',
    body: CreateRecipeInputSchema,
    answer: { status: 201, schema: RecipeSchema },
    errors: limitReached,
    sample: { body: recipeContent },
  }),
  update: declareRoute({
    method: 'PUT',
    path: '/api/recipes/:id',
    tag: 'Recipes',
    summary: 'Change a recipe: only the fields sent (visibility and people: owner only)',
    access: 'user',
    body: UpdateRecipeInputSchema,
    answer: RecipeSchema,
    sample: {
      params: ownRecipe,
      body: () => ({ ...recipeContent(), editors: [], viewers: [] }),
    },
  }),
  delete: declareRoute({
    method: 'DELETE',
    path: '/api/recipes/:id',
    tag: 'Recipes',
    summary: 'Move a recipe to the trash',
    access: 'user',
    answer: MessageSchema,
    sample: { params: ownRecipe },
  }),
  // The recipe's sync document: bytes, not JSON (a JSON body is answered 400).
  readDoc: declareRoute({
    method: 'GET',
    path: '/api/recipes/:id/doc',
    tag: 'Recipes',
    summary: "The recipe's sync document (a Yjs update), for keeping it offline",
    access: 'optional',
    answer: { media: 'bytes', description: 'The whole document as one Yjs update' },
    sample: { params: ownRecipe },
  }),
  changeDoc: declareRoute({
    method: 'POST',
    path: '/api/recipes/:id/doc',
    tag: 'Recipes',
    summary: 'Apply a change to the sync document that is too large for one /ws message',
    access: 'user',
    body: 'bytes',
    answer: { status: 204, description: 'The change is stored' },
    errors: { 409: 'The change does not fit the stored document' },
    sample: { params: ownRecipe, bodyLimit: (config) => config.SYNC_MAX_UPDATE_BYTES },
  }),
  history: declareRoute({
    method: 'GET',
    path: '/api/recipes/:id/history',
    tag: 'Recipes',
    summary: "The recipe's editing sessions, newest first (for those who may edit)",
    access: 'user',
    answer: z.array(RecipeHistoryEntrySchema),
    sample: { params: ownRecipe },
  }),
  version: declareRoute({
    method: 'GET',
    path: '/api/recipes/:id/history/:versionId',
    tag: 'Recipes',
    summary: "The recipe's content at the end of one editing session",
    access: 'user',
    answer: RecipeVersionSchema,
    sample: { params: someVersion },
  }),
  restoreVersion: declareRoute({
    method: 'POST',
    path: '/api/recipes/:id/history/:versionId/restore',
    tag: 'Recipes',
    summary: 'Make the content that of an earlier version again, as a new change',
    access: 'user',
    answer: RecipeSchema,
    sample: { params: someVersion },
  }),
};
