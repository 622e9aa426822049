// The extractor on pages stripped of their recipe markup (`npm run score:import:stripped`): each
// page's JSON-LD scripts and microdata/RDFa attributes are removed before it is read, so the
// score measures how the extractor reads what a page shows, the way it must on the many sites
// whose pages carry no markup at all. The expected answers still follow each page's markup, so
// a line the page shows differently from its markup counts as a miss here.
import { extractRecipe } from '../server/import/extract/index';

const JSON_LD = /<script[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/gi;
const MARKUP_ATTRIBUTES =
  /\s(?:itemprop|itemscope|itemtype|property|typeof|vocab)(?:="[^"]*"|='[^']*'|(?=[\s>]))/gi;

/** Every start tag but <meta>, whose `property` names the page's Open Graph facts. */
const START_TAG = /<(?!meta\b)[a-z][^>]*>/gi;

export async function parse(html: string, url: string) {
  const stripped = html
    .replace(JSON_LD, '')
    .replace(START_TAG, (tag) => tag.replace(MARKUP_ATTRIBUTES, ' '));
  return extractRecipe(stripped, url);
}
