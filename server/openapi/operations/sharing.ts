// Sharing and import in the route table (see ../table.ts).
import { ProcessImageAnswerSchema } from '../../../contract/objects';
import {
  ImportImageInputSchema,
  ImportInputSchema,
  ImportPasteInputSchema,
  ImportPreviewSchema,
} from '../../../contract/recipes';
import { EXPORT_HEADERS, ExportQuerySchema } from '../../../contract/import-files';
import { IMPORT_PHOTO_PATH } from '../../../contract/import-photo-values';
import type { ApiRoute } from '../../http/route';

const importFailures = {
  422: 'No recipe found on that page, or it is not a web page',
  502: 'The page could not be fetched',
  504: 'The page took too long to answer',
};

export const sharingOperations: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/recipes/:id/jsonld',
    tag: 'Sharing',
    summary: 'One recipe as schema.org Recipe JSON-LD, for whoever may read it',
    access: 'optional',
    answer: { media: 'jsonld', description: 'A schema.org Recipe, its photo as an address' },
  },
  {
    method: 'GET',
    path: '/api/export',
    tag: 'Sharing',
    summary: 'Everything you own as a zip: each recipe as JSON-LD with its photo, and a README',
    description:
      "A library bigger than one import takes (IMPORT_FILE_MAX_BYTES, IMPORT_FILE_MAX_ENTRIES, IMPORT_FILE_MAX_RECIPES) comes in parts, oldest recipes first, so that every part imports back as it is: send a part's x-export-next back as after (and part, its number, which names the file) for the next one, until a part has none. The parts of one export count as that one export against the rate limit, for EXPORT_PARTS_TTL_SECONDS after it started.",
    access: 'user',
    isRateLimited: true,
    query: ExportQuerySchema,
    answer: {
      media: 'zip',
      description: 'Streamed; its size is known up front (Content-Length)',
      headers: {
        [EXPORT_HEADERS.recipes]: 'How many recipes the zip holds',
        [EXPORT_HEADERS.next]:
          'Where the next part starts, sent back as after; absent on the last part',
        [EXPORT_HEADERS.remaining]: 'How many recipes the parts after this one hold',
      },
    },
  },
  {
    method: 'POST',
    path: '/api/recipes/import',
    tag: 'Import',
    summary: "Read a recipe from a web page's address (a preview; nothing is stored)",
    access: 'user',
    body: ImportInputSchema,
    answer: ImportPreviewSchema,
    errors: importFailures,
    isRateLimited: true,
  },
  {
    method: 'POST',
    path: '/api/recipes/import/paste',
    tag: 'Import',
    summary: "Read a recipe from a page's HTML or pasted text (a preview)",
    access: 'user',
    body: ImportPasteInputSchema,
    answer: ImportPreviewSchema,
    errors: { 422: 'No recipe found in what was sent' },
    isRateLimited: true,
  },
  {
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
  },
  {
    method: 'POST',
    path: '/api/recipes/import/image',
    tag: 'Import',
    summary: "Copy an import preview's picture into your images",
    access: 'user',
    body: ImportImageInputSchema,
    answer: ProcessImageAnswerSchema,
    errors: importFailures,
    isRateLimited: true,
  },
];
