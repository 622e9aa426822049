// Photos' API, one declaration per route (see server/http/route.ts); routes.ts serves them.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  ProcessImageAnswerSchema,
  ProcessImageInputSchema,
  UploadParamsSchema,
} from '../../contract/objects';
import { MessageSchema, declareRoute } from '../http/route';

export const objectApi = {
  upload: declareRoute({
    method: 'POST',
    path: '/api/objects/upload',
    tag: 'Images',
    summary: "A signed address to PUT a photo's bytes to",
    access: 'user',
    answer: UploadParamsSchema,
    isRateLimited: true,
  }),
  recipeImage: declareRoute({
    method: 'PUT',
    path: '/api/recipe-images',
    tag: 'Images',
    summary: 'Turn an uploaded photo into a recipe image (its objectPath becomes imageUrl)',
    access: 'user',
    body: ProcessImageInputSchema,
    answer: ProcessImageAnswerSchema,
    sample: {
      body: (world) => ({
        imageURL: `${world.baseUrl}/api/objects/raw/uploads/${randomUUID()}?expires=1&max=1&sig=x`,
        recipeId: world.recipeId,
      }),
    },
  }),
  rawUpload: declareRoute({
    method: 'PUT',
    path: '/api/objects/raw/*',
    tag: 'Images',
    summary: "Send a photo's bytes to the signed address POST /api/objects/upload answered",
    description: 'Only while the server keeps images in its own folder. The address is single use.',
    access: 'link',
    query: z.object({
      expires: z.string().describe('When the address stops working (Unix seconds)'),
      max: z.string().describe('The most bytes it takes'),
      sig: z.string().describe("The address's signature"),
    }),
    body: 'any-bytes',
    answer: MessageSchema,
    errors: { 413: 'The photo is larger than the upload allows' },
    sample: {
      signedUrl: true,
      params: () => ({ '*': `uploads/${randomUUID()}` }),
      query: () => ({
        expires: String(Math.floor(Date.now() / 1000) + 600),
        max: '1000',
        sig: '0'.repeat(43),
      }),
    },
  }),
};
