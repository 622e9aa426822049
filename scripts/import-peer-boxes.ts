// The renamed pages (`import-peer-renamed.ts`) with their lists set as boxes
// (`npm run score:import:boxes`): every <ul>, <ol> and <li> becomes a <div>, as pages built by
// an app's components often write them. What it still reads comes from boxes of one look side
// by side, not from list markup.
import { parse as parseRenamed } from './import-peer-renamed';

const LIST_TAG = /<(\/?)(?:ul|ol|li)(?=[\s>])/gi;

export async function parse(html: string, url: string) {
  return parseRenamed(html.replace(LIST_TAG, '<$1div'), url);
}
