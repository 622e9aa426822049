import { z } from 'zod';
import { IdSchema } from './common';
import { RecipeSchema } from './recipes';

/** Client → server. A userId in a message is accepted for compatibility and ignored. */
export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join'), recipeId: IdSchema, userId: z.string().optional() }),
  z.object({ type: z.literal('leave'), recipeId: IdSchema, userId: z.string().optional() }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

export const PresenceMessageSchema = z.object({
  type: z.literal('presence'),
  action: z.enum(['join', 'leave']),
  userId: z.string(),
  recipeId: z.string(),
  name: z.string().optional(),
});
export type PresenceMessage = z.infer<typeof PresenceMessageSchema>;

export const RecipeUpdateMessageSchema = z.object({
  type: z.literal('recipe_update'),
  recipe: RecipeSchema,
});
export type RecipeUpdateMessage = z.infer<typeof RecipeUpdateMessageSchema>;
