// The reading direction of the active language ('rtl' for Arabic): `<html dir>` follows it
// (i18n.ts), Tailwind's logical utilities and `rtl:` variants mirror the layout from that, and
// the few things that read a direction in script (Radix's keyboard handling, cook mode's keys
// and swipes, the toasts' swipe) take it from here.
import type { ReactNode } from 'react';
import { Direction } from 'radix-ui';
import { useActiveLocale } from './use-locale';

export type ReadingDirection = 'ltr' | 'rtl';

/** The active language's direction. */
export function useDirection(): ReadingDirection {
  return useActiveLocale().dir;
}

/**
 * Tells Radix's primitives the direction: menus, tabs and selects move with the arrow keys the
 * reading way (in Arabic, ArrowLeft goes on).
 */
export function DirectionRoot({ children }: { children: ReactNode }) {
  return <Direction.Provider dir={useDirection()}>{children}</Direction.Provider>;
}

/**
 * One step along the reading direction for a horizontal arrow key: +1 (onwards) for the key that
 * points the way the text reads (ArrowRight in English, ArrowLeft in Arabic), -1 for the other,
 * 0 for any other key.
 */
export function horizontalStep(key: string, dir: ReadingDirection): -1 | 0 | 1 {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return 0;
  const onwards = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  return key === onwards ? 1 : -1;
}

/**
 * One step along the reading direction for a horizontal swipe of `dx` pixels (negative: the
 * finger moved left). The page follows the finger, so the next thing comes from the side the
 * text reads towards: a swipe to the left in English, to the right in Arabic.
 */
export function swipeStep(dx: number, dir: ReadingDirection): -1 | 1 {
  const towardsLeft = dx < 0;
  return towardsLeft === (dir === 'ltr') ? 1 : -1;
}

/**
 * A bulleted or numbered item of what people wrote (an ingredient, a step), with dir="auto": its
 * marker goes to the side its own text starts on, so the room for the marker is the item's own
 * start margin rather than the list's padding, which would be on the page's side only.
 */
export const USER_LIST_ITEM = 'ms-5';
