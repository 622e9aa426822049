// The extractor as the import scorer's peers call it. When IMPORT_PEER_RULES names a file, each
// page's decisions (the rule that decided each of the extractor's choices) are added to it, one
// line of JSON a page, for `npm run score:import:rules` to print beside the pages that fail.
import fs from 'node:fs';
import { explainRecipe } from '../server/import/extract/index';

export function extractRecipeRecorded(html: string, url: string) {
  const { preview, decisions } = explainRecipe(html, url);
  const out = process.env.IMPORT_PEER_RULES;
  if (out) fs.appendFileSync(out, `${JSON.stringify({ url, decisions })}\n`);
  return preview;
}
