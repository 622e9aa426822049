// The export's API, one declaration per route (see server/http/route.ts); routes.ts serves them.
import { EXPORT_HEADERS, ExportQuerySchema } from '../../contract/import-files';
import { declareRoute } from '../http/route';

export const exportApi = {
  exportAll: declareRoute({
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
  }),
  jsonld: declareRoute({
    method: 'GET',
    path: '/api/recipes/:id/jsonld',
    tag: 'Sharing',
    summary: 'One recipe as schema.org Recipe JSON-LD, for whoever may read it',
    access: 'optional',
    answer: { media: 'jsonld', description: 'A schema.org Recipe, its photo as an address' },
    sample: { params: (world) => ({ id: world.recipeId }) },
  }),
};
