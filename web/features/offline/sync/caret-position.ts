// Where text positions of an <input> or <textarea> are on screen, measured with a mirror: an
// invisible <div> styled like the field holding the same text, with the range in a <span> whose
// boxes the browser lays out exactly as in the field. Positions are relative to the field's
// border box, scrolling included.
import type { TextField } from './text-binding';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Styles that decide where text lays out. */
const MIRRORED_STYLES = [
  'boxSizing',
  'width',
  'borderTopWidth',
  'borderRightWidth',
  'borderBottomWidth',
  'borderLeftWidth',
  'borderStyle',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'fontStyle',
  'fontVariant',
  'fontWeight',
  'fontStretch',
  'fontSize',
  'fontFamily',
  'lineHeight',
  'letterSpacing',
  'wordSpacing',
  'textAlign',
  'textTransform',
  'textIndent',
  'tabSize',
  // A right-to-left field (Arabic, or dir="auto" text) lays its text out from the right.
  'direction',
  'unicodeBidi',
] as const;

/**
 * The boxes of the range [start, end) (one per line it spans) and the caret at `head`. An empty
 * range gives one zero-width box where the caret is.
 */
export function measureRange(
  field: TextField,
  start: number,
  end: number,
  head: number,
): { boxes: Box[]; caret: Box } | null {
  const document = field.ownerDocument;
  const view = document.defaultView;
  if (!view) return null;
  const style = view.getComputedStyle(field);
  const isInput = field.tagName === 'INPUT';
  const mirror = document.createElement('div');
  const mirrorStyle = mirror.style;
  for (const name of MIRRORED_STYLES) mirrorStyle[name] = style[name];
  mirrorStyle.position = 'absolute';
  mirrorStyle.visibility = 'hidden';
  mirrorStyle.top = '0';
  mirrorStyle.left = '-9999px';
  mirrorStyle.overflow = 'hidden';
  mirrorStyle.whiteSpace = isInput ? 'pre' : 'pre-wrap';
  mirrorStyle.overflowWrap = 'break-word';
  // A textarea's scroll bar takes width from its text: lay out in what is left.
  if (!isInput) mirrorStyle.width = `${textWidthOf(field, style)}px`;

  const value = field.value;
  const range = document.createElement('span');
  // An empty range still needs a line box to stand in.
  range.textContent = value.slice(start, end) || '\u200b';
  mirror.append(value.slice(0, start), range, value.slice(end) || '\u200b');
  document.body.append(mirror);
  try {
    const origin = mirror.getBoundingClientRect();
    const lineBoxes = [...range.getClientRects()];
    if (lineBoxes.length === 0) return null;
    const lineHeight = lineBoxes[0]!.height;
    // An input centres its one line; the mirror's line sits at the top of its padding.
    const inputTop = (field.offsetHeight - lineHeight) / 2;
    const boxes = lineBoxes.map((box) => ({
      left: box.left - origin.left - field.scrollLeft,
      top: isInput ? inputTop : box.top - origin.top - field.scrollTop,
      width: start === end ? 0 : box.width,
      height: box.height,
    }));
    const atEnd = head >= end && start !== end;
    const edge = atEnd ? boxes.at(-1)! : boxes[0]!;
    // Where the head is: a collapsed range there, since which side of the range's box it is on
    // depends on the text's direction (the end of Arabic text is its left edge).
    const spot = caretSpot(range, atEnd);
    const caret = {
      left: spot
        ? spot.left - origin.left - field.scrollLeft
        : atEnd
          ? edge.left + edge.width
          : edge.left,
      top: edge.top,
      width: 0,
      height: edge.height,
    };
    return { boxes, caret };
  } finally {
    mirror.remove();
  }
}

/** The caret's box at the start or end of `range`'s text, when the browser gives one. */
function caretSpot(range: HTMLSpanElement, atEnd: boolean): DOMRect | null {
  const text = range.firstChild;
  if (!text || text.nodeType !== Node.TEXT_NODE) return null;
  const spot = range.ownerDocument.createRange();
  spot.setStart(text, atEnd ? (text.textContent ?? '').length : 0);
  spot.collapse(true);
  const box = spot.getClientRects()[0];
  return box && box.height > 0 ? box : null;
}

/** The width to give the mirror so its text wraps like the field's (clientWidth has no borders). */
function textWidthOf(field: TextField, style: CSSStyleDeclaration) {
  const px = (value: string) => parseFloat(value) || 0;
  return style.boxSizing === 'border-box'
    ? field.clientWidth + px(style.borderLeftWidth) + px(style.borderRightWidth)
    : field.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
}
