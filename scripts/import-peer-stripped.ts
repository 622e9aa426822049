// The extractor on pages stripped of their recipe markup (`npm run score:import:stripped`): each
// page's JSON-LD scripts and microdata/RDFa attributes are removed before it is read, so the
// score measures how the extractor reads what a page shows, the way it must on the many sites
// whose pages carry no markup at all. The expected answers still follow each page's markup, so
// a line the page shows differently from its markup counts as a miss here.
import { extractRecipeRecorded } from './import-peer-record';

const JSON_LD = /<script[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/gi;
const MARKUP_ATTRIBUTES =
  /\s(?:itemprop|itemscope|itemtype|typeof|vocab)(?:="[^"]*"|='[^']*'|(?=[\s>]))/gi;
/** RDFa's `property`; on <meta> it also names the page's Open Graph facts, which stay. */
const PROPERTY = /\sproperty(?:="[^"]*"|='[^']*'|(?=[\s>]))/gi;
const START_TAG = /<[a-z][^>]*>/gi;

export async function parse(html: string, url: string) {
  const stripped = html.replace(JSON_LD, '').replace(START_TAG, (tag) => {
    const kept = tag.replace(MARKUP_ATTRIBUTES, ' ');
    return /^<meta\b/i.test(kept) ? kept : kept.replace(PROPERTY, ' ');
  });
  return extractRecipeRecorded(stripped, url);
}
