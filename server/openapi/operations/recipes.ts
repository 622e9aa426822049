// Images in the route table (see server/http/route.ts).
import { z } from 'zod';
import {
  ProcessImageAnswerSchema,
  ProcessImageInputSchema,
  UploadParamsSchema,
} from '../../../contract/objects';
import { MessageSchema, type ApiRoute } from '../../http/route';

export const imageOperations: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/objects/upload',
    tag: 'Images',
    summary: "A signed address to PUT a photo's bytes to",
    access: 'user',
    answer: UploadParamsSchema,
    isRateLimited: true,
  },
  {
    method: 'PUT',
    path: '/api/recipe-images',
    tag: 'Images',
    summary: 'Turn an uploaded photo into a recipe image (its objectPath becomes imageUrl)',
    access: 'user',
    body: ProcessImageInputSchema,
    answer: ProcessImageAnswerSchema,
  },
];

/** The local object store's upload address (an S3-compatible store takes the bytes itself). */
export const localUploadOperation: ApiRoute = {
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
};
