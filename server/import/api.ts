// Import's API, one declaration per route (see server/http/route.ts); routes.ts serves them.
import { IMPORT_PHOTO_PATH } from '../../contract/import-photo-values';
import { ProcessImageAnswerSchema } from '../../contract/objects';
import {
  ImportImageInputSchema,
  ImportInputSchema,
  ImportPasteInputSchema,
  ImportPreviewSchema,
} from '../../contract/recipes';
import { declareRoute } from '../http/route';

const importFailures = {
  422: 'No recipe found on that page, or it is not a web page',
  502: 'The page could not be fetched',
  504: 'The page took too long to answer',
};

/** An address nothing listens on, in a range the import guard refuses anyway. */
const DEAD_URL = 'http://127.0.0.1:9';

export const importApi = {
  fromUrl: declareRoute({
    method: 'POST',
    path: '/api/recipes/import',
    tag: 'Import',
    summary: "Read a recipe from a web page's address (a preview; nothing is stored)",
    access: 'user',
    body: ImportInputSchema,
    answer: ImportPreviewSchema,
    errors: importFailures,
    isRateLimited: true,
    sample: { body: () => ({ url: `${DEAD_URL}/recipe` }) },
  }),
  fromPaste: declareRoute({
    method: 'POST',
    path: '/api/recipes/import/paste',
    tag: 'Import',
    summary: "Read a recipe from a page's HTML or pasted text (a preview)",
    access: 'user',
    body: ImportPasteInputSchema,
    answer: ImportPreviewSchema,
    errors: { 422: 'No recipe found in what was sent' },
    isRateLimited: true,
    sample: {
      bodyLimit: (config) => config.IMPORT_PASTE_MAX_BYTES,
      body: () => ({
        html: '<h1>Soup</h1><ul><li>1 tomato</li></ul>',
        text: 'Soup\n1 tomato',
        sourceUrl: 'https://example.com/soup',
      }),
    },
  }),
  fromPhoto: declareRoute({
    method: 'POST',
    path: IMPORT_PHOTO_PATH,
    tag: 'Import',
    summary: 'Read a recipe from a photo or scan of a page or card (a preview; nothing is stored)',
    description:
      'The body is the image file itself (JPEG, PNG or WebP, judged by its bytes), at most IMPORT_PHOTO_MAX_BYTES. Its text is recognised on the server in the IMPORT_PHOTO_LANGUAGES.',
    access: 'user',
    body: 'any-bytes',
    answer: ImportPreviewSchema,
    errors: {
      400: 'Not a JPEG, PNG or WebP image, or one that cannot be read',
      413: 'The image is larger than IMPORT_PHOTO_MAX_BYTES',
      422: 'No recipe found in the text of the photo',
      503: 'Too many photos are being read, or reading took too long',
    },
    isRateLimited: true,
    sample: { bodyLimit: (config) => config.IMPORT_PHOTO_MAX_BYTES },
  }),
  image: declareRoute({
    method: 'POST',
    path: '/api/recipes/import/image',
    tag: 'Import',
    summary: "Copy an import preview's picture into your images",
    access: 'user',
    body: ImportImageInputSchema,
    answer: ProcessImageAnswerSchema,
    errors: importFailures,
    isRateLimited: true,
    sample: { body: () => ({ url: `${DEAD_URL}/photo.jpg` }) },
  }),
};
