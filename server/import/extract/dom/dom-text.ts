// A page's text as a reader sees it, from htmlparser2's DOM: blocks on lines of their own, the
// fields of one line spaced as they are laid out, and the site's own controls left out.
//
// Over 300 lines: the text of a subtree and the two things it needs on the way, which elements
// are the site's controls and how fields of one line are spaced.
import { isInterfacePrompt } from '../words/interface-prompts';
import {
  MAX_DEPTH,
  TEXTLESS_ELEMENTS,
  attr,
  BLOCK_ELEMENTS,
  findAll,
  findFirst,
  isElement,
  isText,
  type DomNode,
  type ElementNode,
  type HtmlDocument,
} from './dom';

export interface TextOptions {
  /** Separator for block boundaries and <br> (a newline keeps lines apart for splitting). */
  blockSeparator?: string;
  /** When set, only these tags (and <br>) separate lines; other blocks are joined by a space. */
  lineTags?: ReadonlySet<string>;
}

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
    if (!isElement(current) || isUnread(current)) return;
    // An aside within the text read (a teaser set in a step) is beside it.
    if (current.name === 'aside' && depth > 0) return;
    const breaks =
      current.name === 'br' ||
      (options.lineTags ? options.lineTags.has(current.name) : BLOCK_ELEMENTS.has(current.name));
    const mark = breaks ? separator : BLOCK_ELEMENTS.has(current.name) ? ' ' : '';
    parts.push(mark);
    if (mark) tail = mark;
    fields.open(current);
    const shown = current.name === 'select' ? shownOption(current) : current;
    for (const child of shown.children) walk(child, depth + 1);
    fields.close(current);
    parts.push(mark);
  };
  if (node.type === 'root') for (const child of node.children) walk(child);
  else walk(node as DomNode);
  return parts.join('');
}

/** An element a reader does not read as text: scripts, controls, the site's furniture. */
function isUnread(element: ElementNode): boolean {
  if (TEXTLESS_ELEMENTS.has(element.name) && !isWordInText(element)) return true;
  return isPageChrome(element);
}

/** Inline elements that carry running text around a word set in a button. */
const INLINE_TEXT = new Set([
  'span',
  'a',
  'b',
  'strong',
  'em',
  'i',
  'u',
  'small',
  'sup',
  'sub',
  'abbr',
]);

/**
 * A button or a menu inside running text that holds a word of it: a term that opens a glossary
 * popover ("heat to <button>boil</button>."), a unit that switches the measures ("195
 * <button>g</button> ham", "195 <select><option>g</option><option>oz</option></select> ham").
 * Its words (a menu's chosen option) are the sentence's; one alone or among other controls is a
 * control.
 */
export function isWordInText(element: ElementNode): boolean {
  if (element.name !== 'button' && element.name !== 'select') return false;
  const parent = element.parent;
  if (!parent || !isElement(parent)) return false;
  const words = textLength(element.name === 'select' ? shownOption(element) : element);
  if (!words || words > 30) return false;
  // "4 apples <button>Add to list</button>": a control's label beside the text, not a word of it.
  if (element.name === 'button' && isInterfacePrompt(plainText(element))) return false;
  return parent.children.some(
    (sibling) =>
      sibling !== element &&
      ((isText(sibling) && /[\p{L}\p{N}]/u.test(sibling.data)) ||
        (isElement(sibling) && INLINE_TEXT.has(sibling.name) && textLength(sibling) > 0)),
  );
}

/** The words of a small subtree, joined by spaces, scripts and styles aside. */
function plainText(element: ElementNode): string {
  const words: string[] = [];
  const stack: DomNode[] = [...element.children].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (isText(node)) words.push(node.data);
    else if (isElement(node) && !TEXTLESS_ELEMENTS.has(node.name))
      stack.push(...[...node.children].reverse());
  }
  return words.join(' ').replace(/\s+/g, ' ').trim();
}

/** The option a menu shows: the one marked selected, else the first. */
export function shownOption(select: ElementNode): ElementNode {
  const options = findAll(select, (element) => element.name === 'option');
  return options.find((option) => attr(option, 'selected') !== undefined) ?? options[0] ?? select;
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
 * role, a link styled as a button, an icon, or a form of controls with a few words (a rating, a
 * newsletter sign-up). A form around a whole page (some frameworks wrap everything in one) or
 * around a checklist of ingredients holds lists or much text, and is content.
 */
export function isPageChrome(element: ElementNode): boolean {
  const role = attr(element, 'role');
  if (role && role.split(/\s+/).some((name) => CHROME_ROLES.has(name.toLowerCase()))) return true;
  if (isStyledAsButton(element) || isIconGlyph(element)) return true;
  if (element.name !== 'form') return false;
  let controls = 0;
  const content = findFirst(element, (inner) => {
    if (/^(?:input|select|textarea|button)$/.test(inner.name)) controls++;
    return /^(?:li|h1|h2|table)$/.test(inner.name);
  });
  return !content && controls > 0 && textLength(element) <= MAX_FORM_TEXT;
}

/** How many characters of text a subtree holds, scripts and styles aside (stops past a form's). */
function textLength(element: ElementNode): number {
  let length = 0;
  const stack: DomNode[] = [...element.children];
  while (stack.length && length <= MAX_FORM_TEXT) {
    const node = stack.pop()!;
    if (isText(node)) length += node.data.trim().length;
    else if (isElement(node) && !TEXTLESS_ELEMENTS.has(node.name)) stack.push(...node.children);
  }
  return length;
}

/** More words than a form's labels and prompts. */
const MAX_FORM_TEXT = 120;

/** "btn", "button", "btn-primary", "recipe-card__button", "print-btn": a class that makes a button. */
const BUTTON_CLASS = /^(?:btn|button)(?:$|[-_])|[-_](?:btn|button)$/i;

/** A link or a box styled as a button ("<a class="btn">Print</a>"): a control, not content. */
function isStyledAsButton(element: ElementNode): boolean {
  if (element.name !== 'a' && element.name !== 'span' && element.name !== 'div') return false;
  const classes = attr(element, 'class');
  return !!classes && classes.split(/\s+/).some((name) => BUTTON_CLASS.test(name));
}

/**
 * An icon drawn by an icon font from a ligature name ("lightbulb_outline", "arrow_forward"):
 * the name is in the text but the reader sees a picture.
 */
function isIconGlyph(element: ElementNode): boolean {
  if (/(?:^|\s)material-(?:icons|symbols)/.test(attr(element, 'class') ?? '')) return true;
  if (attr(element, 'aria-hidden') !== 'true' || element.children.length !== 1) return false;
  const only = element.children[0]!;
  return isText(only) && /^\s*[a-z]+(?:_[a-z]+)+\s*$/.test(only.data);
}

/** Letters of the scripts that put spaces between words. */
const SPACED_LETTER = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
const WORD_EDGE = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\d½¼¾⅓⅔⅛⅜⅝⅞]/u;
/**
 * Where two fields laid out apart meet: two words in the scripts that space them, and a name in
 * any script before a figure ("有塩バター" | "10g"); never inside a run of Chinese or Japanese,
 * which a highlight may break anywhere.
 */
function isFieldEdge(last: string, first: string): boolean {
  if (/\d/.test(first)) return /[\p{L}\p{N}]/u.test(last);
  return WORD_EDGE.test(last) && (WORD_EDGE.test(first) || first === '(');
}

/**
 * Where two pieces of text meet across element edges, whether a reader sees a space there that
 * the source does not have. Recipe plugins and templates set an ingredient's fields in elements
 * of their own ("<span class=amount>195</span><span class=unit>g</span><span
 * class=name>ham</span>") and space them with CSS, so the text alone runs them together. Two
 * sibling fields meeting with no text between are two words when they are of different kinds (no
 * class, property or data attribute in common; a span with none beside a span with some) or when
 * a figure meets a word ("2" | "slices").
 * Runs of one kind split inside a word (text pasted from a word processor, a drop cap) stay one
 * word, and elsewhere the page's own spacing stands, except that a name followed by a figure in
 * another element ("sugar" | "45 g") is always two words, and so is a figure followed by a word
 * in the next span even with no class ("<span>2</span><span>slices</span>"); emphasis set in
 * <strong> or <b> ("<b>8</b><b>min</b>") keeps the page's spacing.
 */
export class FieldSpacing {
  /** An element was opened or closed since the last text. */
  private crossed = false;
  /** The field element closed last, if nothing but element edges followed it. */
  private closedField: ReadonlySet<string> | null = null;
  /** A field was opened straight after a field closed: whether it is of the same kind. */
  private nextField: 'same' | 'other' | 'beside' | 'apart' | null = null;
  /** A span was closed, and another opened straight after it, with no text between. */
  private closedThenOpened = false;
  private justClosedSpan = false;
  /** The element closed last is a span with no field names, and only element edges followed. */
  private closedPlainSpan = false;
  /** The element closed last is a span with field names, and only element edges followed. */
  private closedSpanField = false;

  open(element: ElementNode): void {
    this.crossed = true;
    if (this.justClosedSpan && element.name === 'span') this.closedThenOpened = true;
    this.justClosedSpan = false;
    const kind = fieldKind(element);
    if (isLaidOutApart(element)) {
      this.nextField = 'apart';
    } else if (kind && this.closedField) {
      const closed = this.closedField;
      this.nextField = [...kind].some((name) => closed.has(name)) ? 'same' : 'other';
    } else if (element.name === 'span' && (this.closedPlainSpan ? kind : this.closedSpanField)) {
      // A field after a plain span ("<span>2 yemek kaşığı</span><span class=name>un</span>"), or
      // a note in parentheses after a field ("<span class=name>tavuk</span><span>(diced)</span>");
      // other text after a field may go on with its word (a drop cap "C" | "hop", "tomato" | "es").
      this.nextField = this.closedPlainSpan ? 'other' : 'beside';
    }
    this.closedField = null;
    this.closedPlainSpan = false;
    this.closedSpanField = false;
  }

  close(element: ElementNode): void {
    this.crossed = true;
    this.justClosedSpan = element.name === 'span';
    this.closedField = fieldKind(element);
    this.closedPlainSpan = element.name === 'span' && !this.closedField;
    this.closedSpanField = element.name === 'span' && !!this.closedField;
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
        (this.nextField === 'other' && isFieldEdge(last, first)) ||
        (this.nextField === 'beside' && WORD_EDGE.test(last) && first === '(') ||
        // Boxes laid out apart hold words, not letters of one (an animated title's "C" | "a")
        // or an ordinal's ending ("2" | "nd"); a word may be one letter ("15 g" | "a splash").
        (this.nextField === 'apart' &&
          (isFieldEdge(last, first) || (APPROXIMATE.test(after) && /[\p{L}\p{N}]/u.test(last))) &&
          WORD_END.test(before) &&
          WORD_START.test(after) &&
          !(FIGURE.test(last) && ORDINAL_SUFFIX.test(after))) ||
        ((this.nextField === 'same' || this.closedThenOpened) &&
          FIGURE.test(last) &&
          SPACED_LETTER.test(first) &&
          !ORDINAL_SUFFIX.test(after)));
    this.crossed = false;
    this.closedThenOpened = false;
    this.justClosedSpan = false;
    this.closedField = null;
    this.closedPlainSpan = false;
    this.closedSpanField = false;
    this.nextField = null;
    return gap ? ' ' : '';
  }
}

/**
 * An element after another in a box that lays its children out as boxes of their own, side by
 * side with a gap (the "flex" and "grid" classes of the common style frameworks): two words.
 */
function isLaidOutApart(element: ElementNode): boolean {
  const parent = element.parent;
  if (!parent || !isElement(parent)) return false;
  const classes = attr(parent, 'class');
  if (!classes || !LAYOUT_CLASS.test(classes)) return false;
  // An element before it in the box (text between is a few nodes at most: the parser joins
  // adjacent text).
  for (let node = element.prev; node; node = node.prev) if (isElement(node)) return true;
  return false;
}
/** The end of a word: two of its characters, or a word of one after a space. */
const WORD_END = /(?:[\p{L}\p{N}]{2}|\s[\p{L}\p{N}])$/u;
/** The start of a word: two of its characters, or a word of one before a space. */
const WORD_START = /^(?:[\p{L}\p{N}]{2}|[\p{L}\p{N}]\s)|^[~≈±]\s?\d/u;
/** An amount given as about so much: "~2/3 lb", "≈ 100 g". */
const APPROXIMATE = /^[~≈±]\s?\d/;
const LAYOUT_CLASS = /(?:^|\s)(?:d-)?(?:inline-)?(?:flex|grid)(?:\s|$)/;

const FIGURE = /[\d½¼¾⅓⅔⅛⅜⅝⅞]/;
/** "1|st", "2|e": an ordinal's ending set apart, which belongs to its figure. */
const ORDINAL_SUFFIX = /^(?:st|nd|rd|th|er|re|e|ème|te|ste|º|ª)(?![\p{L}])/u;

/**
 * What kind of field an inline element carries, as the names that tell it (its classes, its
 * microdata property, its data attributes; an abbreviation is a field of its own); null for a
 * plain inline element.
 */
function fieldKind(element: ElementNode): ReadonlySet<string> | null {
  if (BLOCK_ELEMENTS.has(element.name) || element.name === 'br') return null;
  const names = new Set<string>();
  if (element.name === 'abbr') names.add('abbr');
  for (const [name, value] of Object.entries(element.attribs)) {
    if (name === 'class') for (const word of value.split(/\s+/)) if (word) names.add(word);
    if (name === 'itemprop') names.add(`itemprop=${value}`);
    // A valueless data attribute marks a framework's scope ("data-v-25cf3c40" on every element
    // of a component), not what the element holds.
    if (name.startsWith('data-') && value !== '') names.add(name);
  }
  return names.size ? names : null;
}
