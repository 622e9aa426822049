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
function isText(node: DomNode): node is Extract<DomNode, { type: 'text' }> {
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
/** Elements after which a browser starts a new line. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
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
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'td',
  'th',
  'ul',
  'br',
  'tbody',
  'thead',
]);

export interface TextOptions {
  /** Separator for block boundaries and <br> (a newline keeps lines apart for splitting). */
  blockSeparator?: string;
  /** When set, only these tags (and <br>) separate lines; other blocks are joined by a space. */
  lineTags?: ReadonlySet<string>;
}

/**
 * Deeper nesting than this is not read: browsers cap it around 512 too, and a hostile page
 * could otherwise nest deep enough to exhaust the stack of these recursive walks.
 */
export const MAX_DEPTH = 400;

/** Readable text of a subtree, roughly like `innerText`: scripts dropped, blocks separated. */
export function textOf(node: DomNode | HtmlDocument, options: TextOptions = {}): string {
  const separator = options.blockSeparator ?? ' ';
  const parts: string[] = [];
  const fields = new FieldSpacing();
  let tail = '';
  const walk = (current: DomNode, depth = 0) => {
    if (depth > MAX_DEPTH) return;
    if (isText(current)) {
      // Source line breaks are spaces to a reader; only block edges and <br> break lines.
      const data = separator === '\n' ? current.data.replace(/\s+/g, ' ') : current.data;
      parts.push(fields.gapBefore(tail, data) + data);
      if (data) tail = data;
      return;
    }
    if (!isElement(current) || TEXTLESS_ELEMENTS.has(current.name) || isPageChrome(current)) return;
    const breaks =
      current.name === 'br' ||
      (options.lineTags ? options.lineTags.has(current.name) : BLOCKS.has(current.name));
    const mark = breaks ? separator : BLOCKS.has(current.name) ? ' ' : '';
    parts.push(mark);
    if (mark) tail = mark;
    fields.open(current);
    for (const child of current.children) walk(child, depth + 1);
    fields.close(current);
    parts.push(mark);
  };
  if (node.type === 'root') for (const child of node.children) walk(child);
  else walk(node as DomNode);
  return parts.join('');
}

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
 * Roles of the site's own controls and furniture: menus, toolbars, buttons, search and dialogs.
 * What they hold is never part of a recipe, whatever element carries the role.
 */
const CHROME_ROLES: ReadonlySet<string> = new Set([
  'button',
  'navigation',
  'menu',
  'menubar',
  'toolbar',
  'search',
  'dialog',
  'alertdialog',
  'tablist',
  'radiogroup',
  'slider',
  'banner',
  'contentinfo',
]);

/**
 * An element that is page furniture rather than content: one with a control's or navigation's
 * role, or a form of controls (a rating, a newsletter sign-up). A form around a whole page (some
 * frameworks wrap everything in one) holds lists and is content.
 */
export function isPageChrome(element: ElementNode): boolean {
  const role = attr(element, 'role');
  if (role && role.split(/\s+/).some((name) => CHROME_ROLES.has(name.toLowerCase()))) return true;
  if (element.name !== 'form') return false;
  let controls = 0;
  const content = findFirst(element, (inner) => {
    if (/^(?:input|select|textarea|button)$/.test(inner.name)) controls++;
    return /^(?:li|h1|h2|table)$/.test(inner.name);
  });
  return !content && controls > 0;
}

/** Letters of the scripts that put spaces between words. */
const SPACED_LETTER = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
const WORD_EDGE = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\d½¼¾⅓⅔⅛⅜⅝⅞]/u;

/**
 * Where two pieces of text meet across element edges, whether a reader sees a space there that
 * the source does not have. Recipe plugins and templates set an ingredient's fields in elements
 * of their own ("<span class=amount>195</span><span class=unit>g</span><span
 * class=name>ham</span>") and space them with CSS, so the text alone runs them together. Two
 * sibling fields meeting with no text between are two words when they are of different kinds (no
 * class, property or data attribute in common) or when a figure meets a word ("2" | "slices").
 * Runs of one kind split inside a word (text pasted from a word processor, a drop cap) stay one
 * word, and elsewhere the page's own spacing stands, except that a name followed by a figure in
 * another element ("sugar" | "45 g") is always two words.
 */
export class FieldSpacing {
  /** An element was opened or closed since the last text. */
  private crossed = false;
  /** The field element closed last, if nothing but element edges followed it. */
  private closedField: ReadonlySet<string> | null = null;
  /** A field was opened straight after a field closed: whether it is of the same kind. */
  private nextField: 'same' | 'other' | null = null;

  open(element: ElementNode): void {
    this.crossed = true;
    const kind = fieldKind(element);
    if (kind && this.closedField) {
      const closed = this.closedField;
      this.nextField = [...kind].some((name) => closed.has(name)) ? 'same' : 'other';
    }
    this.closedField = null;
  }

  close(element: ElementNode): void {
    this.crossed = true;
    this.closedField = fieldKind(element);
    this.nextField = null;
  }

  /** The space (or nothing) to put between `before` and the text `after` that follows it. */
  gapBefore(before: string, after: string): string {
    const last = before.slice(-1);
    const first = after.slice(0, 1);
    const gap =
      this.crossed &&
      last !== '' &&
      first !== '' &&
      ((SPACED_LETTER.test(last) && /\d/.test(first)) ||
        (this.nextField === 'other' && WORD_EDGE.test(last) && WORD_EDGE.test(first)) ||
        (this.nextField === 'same' &&
          FIGURE.test(last) &&
          SPACED_LETTER.test(first) &&
          !ORDINAL_SUFFIX.test(after)));
    this.crossed = false;
    this.closedField = null;
    this.nextField = null;
    return gap ? ' ' : '';
  }
}

const FIGURE = /[\d½¼¾⅓⅔⅛⅜⅝⅞]/;
/** "1|st", "2|e": an ordinal's ending set apart, which belongs to its figure. */
const ORDINAL_SUFFIX = /^(?:st|nd|rd|th|er|re|e|ème|te|ste|º|ª)(?![\p{L}])/u;

/**
 * What kind of field an inline element carries, as the names that tell it (its classes, its
 * microdata property, its data attributes; an abbreviation is a field of its own); null for a
 * plain inline element.
 */
function fieldKind(element: ElementNode): ReadonlySet<string> | null {
  if (BLOCKS.has(element.name)) return null;
  const names = new Set<string>();
  if (element.name === 'abbr') names.add('abbr');
  for (const [name, value] of Object.entries(element.attribs)) {
    if (name === 'class') for (const word of value.split(/\s+/)) if (word) names.add(word);
    if (name === 'itemprop') names.add(`itemprop=${value}`);
    if (name.startsWith('data-')) names.add(name);
  }
  return names.size ? names : null;
}
