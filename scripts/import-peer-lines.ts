// The renamed pages (`import-peer-renamed.ts`) with every list written as one paragraph of lines
// broken by <br> (`npm run score:import:lines`), as hand-written blog posts and older editors
// set them: what it still reads comes from lines and their neighbours, not from list markup.
import { parse as parseRenamed } from './import-peer-renamed';

export function listsAsLines(html: string): string {
  return html
    .replace(/<(?:ul|ol)(?=[\s>])[^>]*>/gi, '<p>')
    .replace(/<\/(?:ul|ol)>/gi, '</p>')
    .replace(/<li(?=[\s>])[^>]*>/gi, '')
    .replace(/<\/li>/gi, '<br>');
}

export async function parse(html: string, url: string) {
  return parseRenamed(listsAsLines(html), url);
}
