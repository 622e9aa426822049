// The extractor on pages stripped of their recipe markup AND of their own class vocabulary
// (`npm run score:import:renamed`): every class name is replaced by an opaque token, the same
// token for the same name on one page, except a style framework's generic words (states,
// visibility, layout utilities) that any site may use. What it still reads comes from a page's
// structure, typography and language, not from the names a site or a plugin gives its boxes, as
// on sites built with generated class names.
import { createHash } from 'node:crypto';
import { parse as parseStripped } from './import-peer-stripped';

const GENERIC_CLASS =
  /^(?:odd|even|first|last|active|show|shown|selected|current|open|hidden|invisible|d-[a-z0-9-]+|flex|inline-flex|grid|inline|block|row|col(?:-[a-z0-9-]+)?|container|sr-only|visually-?hidden|[a-z]{1,2}-visually-?hidden|u-visuallyhidden|screen-reader-text|print-only|no-print|clearfix)$|:|^(?:is|has)-/i;
const CLASS_ATTRIBUTE = /(<[a-zA-Z][^>]*?\sclass=)(?:"([^"]*)"|'([^']*)')/g;

/** An opaque token for a class name; the figures that number a site's classes stay. */
const token = (name: string) =>
  GENERIC_CLASS.test(name)
    ? name
    : `c${createHash('md5')
        .update(name.replace(/\d+/g, '#'))
        .digest('hex')
        .slice(0, 6)}${(name.match(/\d+/g) ?? []).join('-')}`;

export function renameClasses(html: string): string {
  return html.replace(CLASS_ATTRIBUTE, (_tag, head: string, double?: string, single?: string) => {
    const names = (double ?? single ?? '').split(/\s+/).filter(Boolean).map(token);
    return `${head}"${names.join(' ')}"`;
  });
}

export async function parse(html: string, url: string) {
  return parseStripped(renameClasses(html), url);
}
