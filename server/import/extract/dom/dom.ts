// Small, fast helpers over htmlparser2's DOM. The node types are derived from htmlparser2's own
// declarations so no second DOM package is needed.
import { parseDocument } from 'htmlparser2';

export type HtmlDocument = ReturnType<typeof parseDocument>;
export type DomNode = HtmlDocument['children'][number];
export type ElementNode = Extract<DomNode, { attribs: Record<string, string> }>;
type ParentNode = HtmlDocument | ElementNode;

/** Parses a whole page; never throws (htmlparser2 is forgiving by design). */
export function parseHtml(html: string): HtmlDocument {
  return parseDocument(limitNesting(html), {
    decodeEntities: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
  });
}

const VOID_OR_IMPLIED = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
  'p',
  'li',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'option',
  'optgroup',
  'tbody',
  'thead',
  'tfoot',
  'colgroup',
  'rp',
  'rt',
]);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript']);
const MAX_NESTING = 1000;

/**
 * Cuts the page where elements nest deeper than any real page does. The parser's time grows
 * with the square of the nesting depth, so a hostile page of nested <div>s could otherwise
 * keep the server busy for minutes. Real recipe pages nest a few dozen levels.
 */
export function limitNesting(html: string): string {
  const tag = /<!--|<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g;
  let depth = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    if (match[0] === '<!--') {
      const end = html.indexOf('-->', tag.lastIndex);
      if (end < 0) break;
      tag.lastIndex = end + 3;
      continue;
    }
    const name = match[2]!.toLowerCase();
    if (match[1]) {
      if (!VOID_OR_IMPLIED.has(name)) depth = Math.max(0, depth - 1);
      continue;
    }
    if (RAW_TEXT.has(name)) {
      const closing = new RegExp(`</${name}`, 'gi');
      closing.lastIndex = tag.lastIndex;
      const end = closing.exec(html);
      if (!end) break;
      tag.lastIndex = end.index;
      continue;
    }
    if (match[3] || VOID_OR_IMPLIED.has(name)) continue;
    if (++depth > MAX_NESTING) return html.slice(0, match.index);
  }
  return html;
}

export function isElement(node: DomNode | HtmlDocument): node is ElementNode {
  return 'attribs' in node;
}

/** Text nodes hold `data`; comments too, so check the type. */
export function isText(node: DomNode): node is Extract<DomNode, { type: 'text' }> {
  return node.type === 'text';
}

/** Every element under `root` (depth first, document order) for which `test` holds. */
export function findAll(root: ParentNode, test: (element: ElementNode) => boolean): ElementNode[] {
  const found: ElementNode[] = [];
  const stack: DomNode[] = [...root.children].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (test(node)) found.push(node);
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return found;
}

/** The first element under `root` for which `test` holds, or null. */
export function findFirst(
  root: ParentNode,
  test: (element: ElementNode) => boolean,
): ElementNode | null {
  const stack: DomNode[] = [...root.children].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (test(node)) return node;
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return null;
}

export function attr(element: ElementNode, name: string): string | undefined {
  return element.attribs[name];
}

export function classList(element: ElementNode): string[] {
  const value = element.attribs.class;
  return value ? value.split(/\s+/).filter(Boolean) : [];
}

/** Elements that never carry readable recipe text. */
export const TEXTLESS_ELEMENTS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'button',
  'select',
  'input',
  'textarea',
]);
/**
 * Deeper nesting than this is not read: browsers cap it around 512 too, and a hostile page
 * could otherwise nest deep enough to exhaust the stack of these recursive walks.
 */
export const MAX_DEPTH = 400;

/** The raw text content of a script or style element (not entity-decoded by the parser). */
export function rawText(element: ElementNode): string {
  let out = '';
  for (const child of element.children) if (isText(child)) out += child.data;
  return out;
}

export function childElements(element: ParentNode): ElementNode[] {
  return element.children.filter(isElement);
}

/**
 * The elements a browser lays out as blocks, each starting a line of its own: the one list every
 * reader of the page goes by (blocks.ts cuts the page into lines at them, dom-text.ts spaces a
 * subtree's text at them). <br> breaks a line without being a block; each reader handles it.
 */
export const BLOCK_ELEMENTS: ReadonlySet<string> = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'center',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
