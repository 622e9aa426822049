import { z } from 'zod';
import { IdSchema } from './common';
import { IMAGE_OBJECT_PATH_PATTERN } from './image-values';

export * from './image-values';

export const ImageObjectPathSchema = z
  .string()
  .regex(IMAGE_OBJECT_PATH_PATTERN, 'Must be an image uploaded to Potluck');

/** POST /api/objects/upload → the signed address the browser PUTs the bytes to. */
export const UploadParamsSchema = z.object({ uploadURL: z.string() });
export type UploadParams = z.infer<typeof UploadParamsSchema>;

/**
 * PUT /api/recipe-images: `imageURL` is the uploadURL the bytes went to. `recipeId` (optional)
 * names the recipe the photo is for; the caller must be allowed to edit it.
 */
export const ProcessImageInputSchema = z.object({
  imageURL: z.string().min(1).max(2048),
  recipeId: IdSchema.optional(),
});
export type ProcessImageInput = z.infer<typeof ProcessImageInputSchema>;

/** The processed image's base path: it becomes the recipe's imageUrl. */
export const ProcessImageAnswerSchema = z.object({ objectPath: z.string() });
export type ProcessImageAnswer = z.infer<typeof ProcessImageAnswerSchema>;
