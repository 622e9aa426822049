// File import's API, one declaration per route (see server/http/route.ts); routes.ts serves them.
import {
  ImportFileCommitInputSchema,
  ImportFileLimitErrorSchema,
  ImportFilePreviewInputSchema,
  ImportFilePreviewSchema,
  ImportFileResultSchema,
  ImportFileUploadSchema,
} from '../../contract/import-files';
import { declareRoute } from '../http/route';

const refused =
  'The file is not one Potluck reads, or is refused as unsafe (a path outside it, an archive nested too deep, a suspicious compression ratio)';

const tooLarge = 'The file holds too many files, or unpacks to too much (IMPORT_FILE_MAX_*)';

const gone =
  'No file of yours is waiting at that address (expired, already imported, or not yours)';

export const importFileApi = {
  upload: declareRoute({
    method: 'POST',
    path: '/api/recipes/import/files/upload',
    tag: 'Import',
    summary: 'Get an address to send a file to import to (PUT its bytes there)',
    description:
      'The file may be an export of Potluck, Paprika, Mealie, Tandoor, RecipeSage or Nextcloud Cookbook, or schema.org Recipe JSON / JSON-LD, at most IMPORT_FILE_MAX_BYTES. It waits IMPORT_FILE_TTL_SECONDS to be imported.',
    access: 'user',
    answer: ImportFileUploadSchema,
    isRateLimited: true,
  }),
  preview: declareRoute({
    method: 'POST',
    path: '/api/recipes/import/files/preview',
    tag: 'Import',
    summary: 'List the recipes in a sent file (nothing is stored)',
    description:
      'Each recipe says whether it can be imported (and if not, why), what changes on the way in, and which recipe of yours it duplicates. `room` is how many more recipes your plan takes.',
    access: 'user',
    body: ImportFilePreviewInputSchema,
    answer: ImportFilePreviewSchema,
    errors: { 400: refused, 404: gone, 413: tooLarge },
    isRateLimited: true,
    sample: {
      body: () => ({ uploadURL: '/api/objects/raw/imports/nothing', fileName: 'recipes.zip' }),
    },
  }),
  commit: declareRoute({
    method: 'POST',
    path: '/api/recipes/import/files',
    tag: 'Import',
    summary: 'Import the chosen recipes of a sent file',
    description:
      'Photos are processed like uploads; a recipe whose photo fails is listed in `failed` and left out. The others are created together or not at all; more than the plan takes is refused whole.',
    access: 'user',
    body: ImportFileCommitInputSchema,
    answer: { status: 201, schema: ImportFileResultSchema },
    errors: {
      400: refused,
      403: {
        description: 'More recipes chosen than your plan takes',
        schema: ImportFileLimitErrorSchema,
      },
      404: gone,
      413: tooLarge,
    },
    isRateLimited: true,
    sample: {
      body: () => ({
        uploadURL: '/api/objects/raw/imports/nothing',
        fileName: 'recipes.zip',
        items: [0],
      }),
    },
  }),
};
