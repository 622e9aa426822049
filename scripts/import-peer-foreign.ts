// The unnamed pages (`import-peer-unnamed.ts`) with each heading's figures kept
// (`npm run score:import:foreign`): "Step 2: Brown the meat" becomes made-up words and "2", as a
// page written in a language the extractor has no words for still numbers its steps and parts in
// figures. What it reads comes from structure and numbering, not from a section's name.
import { parse as parseRenamed } from './import-peer-renamed';
import { HEADING, madeUpWords } from './import-peer-unnamed';

export function foreignHeadings(html: string): string {
  return html.replace(HEADING, (_match, open: string, _level, inner: string, close: string) => {
    const text = inner.replace(/<[^>]*>/g, '').trim();
    const figures = text.match(/\d+/g) ?? [];
    return `${open}${text ? [madeUpWords(text), ...figures].join(' ') : ''}${close}`;
  });
}

export async function parse(html: string, url: string) {
  return parseRenamed(foreignHeadings(html), url);
}
