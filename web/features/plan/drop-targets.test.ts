import { describe, expect, it } from 'vitest';
import { nextDropTarget, type Box } from './drop-targets';

const box = (left: number, top: number): Box => ({ left, top, width: 100, height: 50 });

/** Two days side by side, each with two slots. */
const grid = [
  { id: 'mon-breakfast', box: box(0, 0) },
  { id: 'mon-lunch', box: box(0, 60) },
  { id: 'tue-breakfast', box: box(110, 0) },
  { id: 'tue-lunch', box: box(110, 60) },
];

describe('moving a dragged meal with the arrow keys', () => {
  it('goes to the next slot of the same day with Down and Up', () => {
    expect(nextDropTarget(box(0, 0), 'down', grid)).toBe('mon-lunch');
    expect(nextDropTarget(box(110, 60), 'up', grid)).toBe('tue-breakfast');
  });

  it('goes to the same meal of the next or previous day with Right and Left', () => {
    expect(nextDropTarget(box(0, 60), 'right', grid)).toBe('tue-lunch');
    expect(nextDropTarget(box(110, 0), 'left', grid)).toBe('mon-breakfast');
  });

  it('stays when there is nothing that way', () => {
    expect(nextDropTarget(box(0, 0), 'up', grid)).toBeNull();
    expect(nextDropTarget(box(110, 0), 'right', grid)).toBeNull();
  });

  it('walks a one-column day list slot by slot', () => {
    const list = [0, 1, 2, 3].map((index) => ({ id: index, box: box(0, index * 60) }));
    expect(nextDropTarget(box(0, 60), 'down', list)).toBe(2);
    expect(nextDropTarget(box(0, 60), 'left', list)).toBeNull();
  });
});
