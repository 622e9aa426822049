// The lines of a list marked up as one element (a microdata or RDFa property holding a whole
// ingredient list or method): list items, paragraphs, rows of look-alike children, line breaks.
import { attr, childElements, findAll, type ElementNode } from '../dom/dom';
import { textOf } from '../dom/dom-text';
import { cleanText, isStepLabel } from '../dom/text';

/** Tags that put an ingredient on a line of its own; <dt>/<dd>, <div>, <span> parts are joined. */
export const LINE_TAGS: ReadonlySet<string> = new Set(['p', 'li', 'tr']);

/** Splits an element's text into lines at list items, paragraphs and line breaks. */
export function elementLines(element: ElementNode, lineTags?: ReadonlySet<string>): string[] {
  const items = findAll(element, (child) => child.name === 'li');
  if (items.length) return items.map((li) => cleanText(textOf(li))).filter(Boolean);
  return rowLines(element, lineTags);
}

/**
 * The lines of a method: as `elementLines`, but a step's number or label set on a line of its own
 * inside the step (a counter badge above the text: "<li><span>1</span><p>Whisk…</p></li>") is
 * left out.
 */
export function stepLines(element: ElementNode): string[] {
  const items = findAll(element, (child) => child.name === 'li');
  if (!items.length) return rowLines(element);
  return items
    .map((li) =>
      textOf(li, { blockSeparator: '\n' })
        .split('\n')
        .map(cleanText)
        .filter((line) => line && !isStepLabel(line))
        .join(' '),
    )
    .filter(Boolean);
}

function rowLines(element: ElementNode, lineTags?: ReadonlySet<string>): string[] {
  const rows = repeatedChildren(element) ?? [element];
  return rows.flatMap((row) =>
    textOf(row, { blockSeparator: '\n', lineTags }).split('\n').map(cleanText).filter(Boolean),
  );
}

const INLINE_TAGS = new Set([
  'span',
  'a',
  'b',
  'strong',
  'em',
  'i',
  'small',
  'sup',
  'sub',
  'img',
  'meta',
  'link',
]);

/** Two or more children that look alike (`div.ingredient` rows), under single-child wrappers. */
function repeatedChildren(element: ElementNode): ElementNode[] | null {
  let current = element;
  for (let depth = 0; depth < 4; depth++) {
    const children = childElements(current).filter((child) => child.name !== 'br');
    if (children.length === 1) {
      current = children[0]!;
      continue;
    }
    if (children.length < 2) return null;
    // The rows are the children of the most common kind (a group title between them is not one).
    const shape = (child: ElementNode) => `${child.name}.${attr(child, 'class') ?? ''}`;
    const counts = new Map<string, number>();
    for (const child of children) counts.set(shape(child), (counts.get(shape(child)) ?? 0) + 1);
    const [common, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const rows = children.filter((child) => shape(child) === common);
    const isRowTag = !INLINE_TAGS.has(rows[0]!.name);
    // Text set inline between the rows ("<div>195</div><span>g</span><div>ham</div>") makes
    // them cells of one line, not lines.
    const isInlineBetween = children.some(
      (child) => shape(child) !== common && INLINE_TAGS.has(child.name) && textOf(child).trim(),
    );
    return isRowTag && !isInlineBetween && count >= 2 && count >= children.length * 0.6
      ? rows
      : null;
  }
  return null;
}

/**
 * Pages that render the list twice (screen and print) repeat it whole. A list of one line over
 * and over shows no second copy.
 */
export function dropRepeat(lines: string[]): string[] {
  const half = lines.length / 2;
  if (
    lines.length >= 2 &&
    (lines.length === 2 || lines.some((line) => line !== lines[0])) &&
    Number.isInteger(half) &&
    lines.slice(0, half).every((line, i) => line === lines[half + i])
  ) {
    return lines.slice(0, half);
  }
  return lines;
}
