// The page as a reader sees it: a flat list of lines (headings, list items, paragraphs, lines
// broken by <br>) in document order. The readable-HTML fallback finds recipes in this list.
//
// Over 300 lines: one walk over the page and the tests it makes of each element on the way
// (hidden, page chrome, teasers, checklists, term pairs) share the walk's state.
import { AMOUNT_AT_LINE_START, AMOUNT_WITH_UNIT_AT_LINE_START } from '../words/amount';
import {
  MAX_DEPTH,
  TEXTLESS_ELEMENTS,
  attr,
  BLOCK_ELEMENTS,
  classList,
  findFirst,
  isElement,
  isText,
  type DomNode,
  type ElementNode,
  type HtmlDocument,
} from '../dom/dom';
import { FieldSpacing, isPageChrome, isWordInText, shownOption } from '../dom/dom-text';
import { MIN_BOXED_ENTRIES, twinsOf } from './html-lines';
import { isSectionName } from '../words/keywords';
import { isCheckboxLabel, pairedTerm } from './list-entries';
import { cleanText } from '../dom/text';

export interface Block {
  text: string;
  /** h1..h6 → 1..6; a short all-bold line or a title-classed element → 7; else 0. */
  headingLevel: number;
  /** The <li> this line belongs to, if any. */
  item: ElementNode | null;
  /** The nearest block-level element holding the line. */
  container: ElementNode;
  /** Position in document order. */
  index: number;
  /** All its text is the text of links: a link to elsewhere, not a line of the recipe. */
  isLink: boolean;
}

/** What a reader never sees as the recipe's text: the text-less elements, page chrome, media. */
const SKIPPED = new Set([
  ...TEXTLESS_ELEMENTS,
  'option',
  'nav',
  'footer',
  'head',
  'title',
  'meta',
  'link',
  'object',
  'video',
  'audio',
  'canvas',
  'picture',
  'img',
  'figure',
  'map',
]);
/** How many nodes before a teaser the entry's own text is looked for. */
const TEXT_BEFORE_TEASER = 6;

/** Letters a teaser beside an entry holds at most: a title and a line, not a recipe card. */
const MAX_TEASER_LETTERS = 300;

/**
 * A short aside set after the text of a box that is one of three or more of one look side by
 * side: a teaser beside the entry, like one inside a list item.
 */
function isTeaserInBox(aside: ElementNode, box: ElementNode): boolean {
  if (twinsOf(box).length < MIN_BOXED_ENTRIES) return false;
  // The entry's text comes a few nodes before it (its paragraph, perhaps an image between).
  let textBefore = false;
  let node = aside.prev;
  for (let steps = 0; node && steps < TEXT_BEFORE_TEASER && !textBefore; steps++) {
    textBefore = lettersUpTo(node, 1) > 0;
    node = node.prev;
  }
  return textBefore && lettersUpTo(aside, MAX_TEASER_LETTERS + 1) <= MAX_TEASER_LETTERS;
}

/** How many letters and figures `node` holds, counted up to `limit`. */
function lettersUpTo(node: DomNode, limit: number): number {
  let count = 0;
  const stack: DomNode[] = [node];
  while (stack.length && count < limit) {
    const next = stack.pop()!;
    if (isText(next)) count += next.data.replace(/[^\p{L}\p{N}]/gu, '').length;
    else if (isElement(next)) for (const child of next.children) stack.push(child);
  }
  return count;
}

const BOLD_TAGS = new Set(['b', 'strong']);
const HIDDEN_CLASSES =
  /^(?:[a-z]{1,2}-)?(?:sr-only|screen-reader-text|visually-hidden|visuallyhidden)$|^(?:wprm-screen-reader-text|nav-tabs|nav-pills|tab-list|tabs-nav)$/;
/**
 * Text kept for screen readers only, however a site names it ("onlyForAria", "a11y-text",
 * "srOnly", "hidden-visually"): the page shows its text in another form beside it.
 */
const SCREEN_READER_CLASS =
  /^(?:.*[-_])?(?:sr-?only|only-?for-?(?:aria|screen-?readers?|sr)|aria-?only|screen-?reader-?only|hidden-?visually|assistive-?text|a11y-?(?:only|text|hidden))$/i;
/** Shown only on paper: "print-only", Bootstrap's "visible-print" and "d-none d-print-block". */
const PRINT_ONLY_CLASS = /^(?:.*[-_])?(?:print-?only|only-?print|visible-?print(?:-\w+)?)$/i;
const TITLE_CLASS = /(?:^|[-_])(?:sub-?)?(?:title|heading|header|headline|h[1-6])(?:$|[-_])/i;

/**
 * Hidden from a reader: by its own attributes or style (unless `withConcealed`, see ReadOptions),
 * or as text for screen readers and tab strips, which repeat what the page shows beside them.
 */
function isHidden(element: ElementNode, withConcealed: boolean): boolean {
  if (attr(element, 'role') === 'tablist') return true;
  const style = attr(element, 'style');
  if (
    !withConcealed &&
    (attr(element, 'hidden') !== undefined ||
      (style && /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style)) ||
      isPrintOnly(element) ||
      (BLOCK_ELEMENTS.has(element.name) && isHiddenByFramework(element)))
  ) {
    return true;
  }
  return classList(element).some(
    (name) => HIDDEN_CLASSES.test(name) || SCREEN_READER_CLASS.test(name),
  );
}

function isPrintOnly(element: ElementNode): boolean {
  const names = classList(element);
  return (
    names.some((name) => PRINT_ONLY_CLASS.test(name)) ||
    (names.includes('d-none') &&
      names.some((name) => /^d-print-(?!none)/.test(name)) &&
      !names.some((name) => BOOTSTRAP_SHOWN_AT.test(name)))
  );
}

/**
 * Hidden by a style framework's class at every screen width: Bootstrap's "d-none" and Tailwind's
 * "hidden", unless a class for some width shows it again ("d-none d-md-block", "hidden
 * md:table-cell", "hidden min-[640px]:flex"; not "print:block", which is paper's).
 * Only blocks are so read: an inline word so hidden stands for an icon beside it ("Reverse").
 */
function isHiddenByFramework(element: ElementNode): boolean {
  const names = classList(element);
  if (names.includes('d-none')) return !names.some((name) => BOOTSTRAP_SHOWN_AT.test(name));
  if (names.includes('hidden')) return !names.some((name) => TAILWIND_SHOWN_AT.test(name));
  return false;
}
const BOOTSTRAP_SHOWN_AT = /^d-(?:sm|md|lg|xl|xxl)-(?!none)/;
const TAILWIND_SHOWN_AT =
  /^(?!print:)(?:[^:\s]+:)+!?(?:block|flex|grid|inline(?:-\w+)?|table(?:-\w+)?|contents|flow-root|list-item)!?$/;

/**
 * "3 to 4 boneless chicken breasts": a figure, then a few words, as an ingredient reads; not a
 * numbered title ("1. The dough") nor a figure and its one word ("45 minutes", "4 servings").
 */
function isMeasuredPhrase(text: string): boolean {
  return (
    AMOUNT_AT_LINE_START.test(text) &&
    !/^\d{1,2}\s*[.):]\s/.test(text) &&
    (text.match(/\p{L}{3,}/gu) ?? []).length >= 2
  );
}

export interface ReadOptions {
  /**
   * Also read what the page hides until a script shows it (the `hidden` attribute, an inline
   * `display: none`) or shows only on paper (a "print-only" class): a recipe card opened by a
   * button, a print view, an inactive tab.
   */
  withConcealed?: boolean;
}

/**
 * Lines of the page body, in reading order. Long: one walk whose state (the open line, its item,
 * container and bold, link and title letters) every step of the walk reads and writes.
 */
export function readBlocks(
  root: HtmlDocument | ElementNode,
  { withConcealed = false }: ReadOptions = {},
): Block[] {
  const blocks: Block[] = [];
  let run = '';
  let boldChars = 0;
  let linkChars = 0;
  /** Letters of the run set in an inline element whose class names it a title. */
  let titleChars = 0;
  let runContainer: ElementNode | null = null;
  let runItem: ElementNode | null = null;
  /** Spaces between fields set in elements of their own: "<b>sugar</b><u>45 g</u>". */
  const fields = new FieldSpacing();
  /** How many <pre> elements the walk is inside. */
  let preformatted = 0;

  const flush = () => {
    const text = cleanText(run);
    if (text && runContainer) {
      const letters = text.replace(/[^\p{L}\p{N}]/gu, '').length;
      // A bold "150 g flour" or "3 to 4 chicken breasts" is an ingredient set off in colour or
      // weight, not a heading; a numbered title ("1. The dough") still is one.
      const isBold =
        letters > 0 &&
        boldChars >= letters &&
        text.length <= 80 &&
        !AMOUNT_WITH_UNIT_AT_LINE_START.test(text) &&
        !isMeasuredPhrase(text) &&
        // An amount set in bold before its name ("<b>3/4</b> <b>c.</b> flour") is no title.
        !BOLD_AMOUNT.test(text) &&
        !FIGURE_ONLY.test(text);
      const heading = headingLevelOf(runContainer);
      blocks.push({
        text,
        headingLevel:
          heading ||
          ((isBold && (!runItem || holdsList(runItem))) ||
          (!runItem && isTitleLike(runContainer, text)) ||
          (runItem &&
            isTitledEntry(
              runItem,
              text,
              runContainer === runItem && letters > 0 && titleChars >= letters,
            ))
            ? 7
            : 0),
        item: runItem,
        container: runContainer,
        index: blocks.length,
        isLink: letters > 0 && linkChars >= letters,
      });
    }
    run = '';
    boldChars = 0;
    linkChars = 0;
    titleChars = 0;
  };

  const walk = (
    node: DomNode,
    container: ElementNode,
    item: ElementNode | null,
    bold: boolean,
    linked: boolean,
    titled: boolean,
    depth = 0,
  ) => {
    if (depth > MAX_DEPTH) return;
    if (node.type === 'text') {
      const data = (node as { data: string }).data;
      if (runContainer !== container) {
        flush();
        runContainer = container;
        runItem = item;
      }
      if (preformatted && /[\r\n]/.test(data)) {
        // Preformatted text keeps its line breaks: each is a line of its own, like a <br>.
        const [first, ...rest] = data.split(/\r?\n|\r/);
        run += fields.gapBefore(run, first!) + first;
        for (const line of rest) {
          flush();
          run = line;
        }
        return;
      }
      run += fields.gapBefore(run, data) + data;
      const letters = data.replace(/[^\p{L}\p{N}]/gu, '').length;
      if (bold) boldChars += letters;
      if (linked) linkChars += letters;
      if (titled) titleChars += letters;
      return;
    }
    if (!isElement(node)) return;
    const element = node;
    if (SKIPPED.has(element.name) && !isWordInText(element)) return;
    // An aside inside a list entry (a "Learn more" teaser set in a step) is beside the entry,
    // whether the list is marked up as one or set as boxes of one look.
    if (element.name === 'aside' && (item || isTeaserInBox(element, container))) return;
    if (isHidden(element, withConcealed) || isPageChrome(element)) return;
    if (element.name === 'br') {
      flush();
      return;
    }
    const isChecklistEntry = isCheckboxLabel(element);
    if (BLOCK_ELEMENTS.has(element.name) || isChecklistEntry || isBlockComponent(element)) {
      flush();
      const nextItem =
        pairedTerm(element) ??
        (element.name === 'li' ||
        isChecklistEntry ||
        (element.name === 'tr' && isSimpleRow(element) && !isHeaderRow(element)) ||
        isTermOnlyEntry(element)
          ? element
          : element.name === 'ul' || element.name === 'ol'
            ? null
            : item);
      runContainer = element;
      runItem = nextItem;
      if (element.name === 'pre') preformatted++;
      for (const child of element.children)
        walk(child, element, nextItem, bold, linked, false, depth + 1);
      if (element.name === 'pre') preformatted--;
      flush();
      runContainer = container;
      runItem = item;
      return;
    }
    const isBold =
      bold ||
      BOLD_TAGS.has(element.name) ||
      /(?:^|\s)(?:bold|strong)(?:\s|$)/.test(attr(element, 'class') ?? '');
    const isLinked = linked || (element.name === 'a' && attr(element, 'href') !== undefined);
    const isTitled = titled || hasTitleClass(element);
    fields.open(element);
    const shown = element.name === 'select' ? shownOption(element) : element;
    for (const child of shown.children)
      walk(child, container, item, isBold, isLinked, isTitled, depth + 1);
    fields.close(element);
  };

  const start = 'attribs' in root ? root : (findBody(root) ?? root);
  if ('attribs' in start) {
    runContainer = start;
    for (const child of start.children) walk(child, start, null, false, false, false);
  } else {
    for (const child of start.children) {
      if (isElement(child)) {
        runContainer = child;
        walk(child, child, null, false, false, false);
      }
    }
  }
  flush();
  return withAmountsJoined(withLabelsApart(blocks));
}

/** "Ingredients: 4 apples, 100 g flour": a section's name, a colon, then its text. */
const LABEL_AND_TEXT = /^([^:：]{3,30})[:：]\s*(\S.*)$/u;

/**
 * A paragraph that starts with a section's name and a colon ("Ingredients: 4 apples, …",
 * "Method: Heat the oven…") is that section's heading and its first line, set on one line.
 */
function withLabelsApart(blocks: Block[]): Block[] {
  if (!blocks.some((block) => LABEL_AND_TEXT.test(block.text))) return blocks;
  const apart: Block[] = [];
  for (const block of blocks) {
    const match = !block.headingLevel && !block.item ? LABEL_AND_TEXT.exec(block.text) : null;
    const label = match?.[1]!.trim() ?? '';
    // A few words at least after it: "Preparation: 20 min" is a fact, not a method; and the
    // section's name alone ("Preparation time: …", "To make the sauce: whisk…" are not).
    const isText = !!match && match[2]!.split(/\s+/).length >= 3;
    if (match && isText && isSectionName(label)) {
      apart.push({ ...block, text: `${label}:`, headingLevel: 7, index: apart.length });
      apart.push({ ...block, text: match[2]!, index: apart.length });
    } else {
      apart.push({ ...block, index: apart.length });
    }
  }
  return apart;
}

/**
 * A custom element ("<x-portions>") that holds blocks of its own: styled as a block by its page,
 * as a browser would otherwise split it around them.
 */
function isBlockComponent(element: ElementNode): boolean {
  if (!element.name.includes('-')) return false;
  let known = blockComponents.get(element);
  if (known === undefined) {
    known = element.children.some((child) => isElement(child) && BLOCK_ELEMENTS.has(child.name));
    blockComponents.set(element, known);
  }
  return known;
}
const blockComponents = new WeakMap<ElementNode, boolean>();

/** The nearest block-level element above `element` (custom elements are inline). */
function blockParent(element: ElementNode): ElementNode | null {
  let current = element.parent;
  for (let depth = 0; current && isElement(current) && depth < MAX_DEPTH; depth++) {
    if (BLOCK_ELEMENTS.has(current.name) || isBlockComponent(current)) return current;
    current = current.parent;
  }
  return null;
}

/** A figure and nothing else: an amount ("200", "0.5", "1 1/2", "2-3"). */
const FIGURE_ONLY = /^[\d½¼¾⅓⅔⅛⅜⅝⅞][\d\s.,/½¼¾⅓⅔⅛⅜⅝⅞–-]*$/u;
/**
 * A figure and a unit cut short, as set in bold before a name: "3/4 c.", "1 tbsp.", "200 g"; not
 * a fact's word ("45 perc", "4 adag").
 */
const BOLD_AMOUNT =
  /^[\d½¼¾⅓⅔⅛⅜⅝⅞][\d\s.,/½¼¾⅓⅔⅛⅜⅝⅞–-]*\s?(?:\p{L}{1,3}|\p{L}{1,5}\.(?:\p{L}{1,3}\.)?)$/u;
/** A figure and its unit, short or cut short: "2 κ.σ.", "1⅓ φλ.", "200 g", "2 EL". */
const FIGURE_AND_UNIT = /^[\d½¼¾⅓⅔⅛⅜⅝⅞][\d\s.,/½¼¾⅓⅔⅛⅜⅝⅞–-]*\s?\p{L}{1,4}\.?(?:\p{L}{1,3}\.)?$/u;

/**
 * An amount set inline before the block that holds the rest of its line
 * ("<x-number>200</x-number><p>g noodles</p>", laid side by side by the page's style): one line.
 * Only a short phrase joins, not a sentence (a step's number before its text stays a label).
 */
function withAmountsJoined(blocks: Block[]): Block[] {
  const joins = new Set<number>();
  for (let i = 0; i + 1 < blocks.length; i++) {
    const [block, next] = [blocks[i]!, blocks[i + 1]!];
    if (
      !block.headingLevel &&
      !next.headingLevel &&
      next.text.length <= 80 &&
      /^\p{L}/u.test(next.text) &&
      !/[.!?]$/.test(next.text) &&
      (FIGURE_ONLY.test(block.text) || FIGURE_AND_UNIT.test(block.text)) &&
      blockParent(next.container) === block.container
    )
      joins.add(i);
  }
  for (const i of stepNumbers(blocks, joins)) joins.delete(i);
  const joined: Block[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (joins.has(i)) {
      const next = blocks[++i]!;
      joined.push({ ...next, text: `${block.text} ${next.text}`, index: joined.length });
    } else {
      joined.push({ ...block, index: joined.length });
    }
  }
  return joined;
}

/** A step's text, as long as this on average, is longer than an ingredient's name. */
const STEP_TEXT_LENGTH = 25;

/**
 * Of the figures that would join the text after them, those that count steps: 1, 2, 3… in page
 * order before texts of a step's length ("1" | "Chop the onions finely").
 */
function stepNumbers(blocks: Block[], joins: Set<number>): number[] {
  const labels: number[] = [];
  let run: number[] = [];
  const close = () => {
    const length = run.reduce((sum, i) => sum + blocks[i + 1]!.text.length, 0) / run.length;
    if (run.length >= 2 && length >= STEP_TEXT_LENGTH) labels.push(...run);
    run = [];
  };
  for (const i of joins) {
    const figure = blocks[i]!.text;
    if (figure === String(run.length + 1)) run.push(i);
    else {
      close();
      if (figure === '1') run.push(i);
    }
  }
  close();
  return labels;
}

/** Letters in capitals only (three or more of them), no figures: "FOR THE SAUCE", "MÉTODO". */
function isCapitals(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 3 &&
    !/\d/.test(text) &&
    letters === letters.toUpperCase() &&
    letters !== letters.toLowerCase()
  );
}

/**
 * A table row of short cells ("500 ml" | "milk") reads as one line, like a list item; a row
 * that holds lists, headings or another table is layout, its cells stay apart.
 */
function isSimpleRow(row: ElementNode): boolean {
  let inside = 0;
  const simple = (element: ElementNode, depth: number): boolean => {
    if (depth > 8 || ++inside > 60) return false;
    if (/^(?:table|ul|ol|h[1-6]|p)$/.test(element.name)) return false;
    return element.children.every((child) => !isElement(child) || simple(child, depth + 1));
  };
  return row.children.every((child) => !isElement(child) || simple(child, 0));
}

/** A row of header cells only ("<tr><th>Ingredients</th></tr>") titles the rows below it. */
function isHeaderRow(row: ElementNode): boolean {
  const cells = row.children.filter(isElement);
  return cells.length > 0 && cells.every((cell) => cell.name === 'th');
}

/**
 * A <dt> in a list of terms with no definitions (<dl><dt>flour 200 g</dt>…</dl>) is used as a
 * list entry, not as the title of a definition.
 */
function isTermOnlyEntry(element: ElementNode): boolean {
  if (element.name !== 'dt') return false;
  const list = element.parent as ElementNode | null;
  return (
    !!list &&
    isElement(list) &&
    list.name === 'dl' &&
    !list.children.some((child) => isElement(child) && child.name === 'dd')
  );
}

/** An <li> that holds a nested list is a group: its own text names the group. */
function holdsList(item: ElementNode): boolean {
  return item.children.some(
    (child) => isElement(child) && (child.name === 'ul' || child.name === 'ol'),
  );
}

function findBody(document: HtmlDocument): ElementNode | null {
  const stack: DomNode[] = [...document.children];
  while (stack.length) {
    const node = stack.shift()!;
    if (!isElement(node)) continue;
    if (node.name === 'body') return node;
    if (node.name === 'html') stack.unshift(...node.children);
  }
  return null;
}

function headingLevelOf(element: ElementNode): number {
  const match = /^h([1-6])$/.exec(element.name);
  if (match) return Number(match[1]);
  const role = attr(element, 'role');
  if (role === 'heading') return Number(attr(element, 'aria-level')) || 3;
  return 0;
}

/**
 * An entry of a list whose class names it a title ("<li class="list-subheading">Dry brine</li>"),
 * or whose whole text is set in an element so named and reads as a group's name: ending with a
 * colon, in an entry classed as a group (`<li class="item-group"><strong class="group-title">`),
 * or in an element no other entry sets part of its line in (a site may set every ingredient's
 * name in a "title" span beside its amount). A group's name set among the entries, not an entry.
 */
function isTitledEntry(item: ElementNode, text: string, setAsTitle: boolean): boolean {
  const namesGroup =
    setAsTitle &&
    (/[:：]$/.test(text) ||
      classList(item).some((name) => /group/i.test(name)) ||
      !isFieldOfEntries(item));
  return (
    text.length <= 60 &&
    !AMOUNT_AT_LINE_START.test(text) &&
    (namesGroup || classList(item).some((name) => TITLE_CLASS.test(name)))
  );
}

/** How many of an entry's neighbours are looked at to tell a field from a group's name. */
const FIELD_NEIGHBOURS = 4;

/**
 * Whether the title-classed element holding `item`'s text is a field its neighbours have too,
 * beside more text of their own ("<span class=amount>500 g</span> <span class=title>tomatoes").
 */
function isFieldOfEntries(item: ElementNode): boolean {
  const field = findFirst(item, hasTitleClass);
  const name = field && attr(field, 'class');
  if (!name) return false;
  const hasFieldBesideText = (sibling: ElementNode) => {
    const same = findFirst(sibling, (element) => attr(element, 'class') === name);
    return !!same && letterCount(sibling) > letterCount(same);
  };
  for (const step of ['prev', 'next'] as const) {
    let node = item[step];
    for (let seen = 0; node && seen < FIELD_NEIGHBOURS; node = node[step]) {
      if (!isElement(node)) continue;
      seen++;
      if (node.name === item.name && hasFieldBesideText(node)) return true;
    }
  }
  return false;
}

/** The letters and figures under `element`, however deep. */
function letterCount(element: ElementNode): number {
  let count = 0;
  const stack: DomNode[] = [element];
  while (stack.length) {
    const node = stack.pop()!;
    if (isText(node)) count += node.data.replace(/[^\p{L}\p{N}]/gu, '').length;
    else if (isElement(node)) stack.push(...node.children);
  }
  return count;
}

function isTitleLike(element: ElementNode, text: string): boolean {
  if (text.length > 60) return false;
  // A short line set in capitals ("FOR THE MARINADE") is typeset as a title.
  if (text.length <= 40 && isCapitals(text)) return true;
  if (element.name === 'dt') return !isTermOnlyEntry(element) && !pairedTerm(element);
  if (element.name === 'summary' || element.name === 'th') return true;
  return hasTitleClass(element);
}

function hasTitleClass(element: ElementNode): boolean {
  return classList(element).some(
    (name) => TITLE_CLASS.test(name) && !/sub-?title-?text|label-?text/i.test(name),
  );
}
