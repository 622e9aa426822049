// The extractor alone, as a module the import scorer can call (`npm run score:import`): the same
// code POST /api/recipes/import runs after its guarded fetch, without the HTTP round trip.
import { extractRecipeRecorded } from './import-peer-record';

export async function parse(html: string, url: string) {
  return extractRecipeRecorded(html, url);
}
