// Moving a meal with the keyboard during a drag (dnd-kit's keyboard sensor): each arrow key goes
// to the nearest meal slot that way, rather than a few pixels, so Right is the day to the right in
// the week's columns and Down the next meal (or, in the phone's day list, the next slot down). The
// way is the one seen on screen, so it holds in either reading direction: in Arabic the week runs
// from the right, and Left is the next day, as the key points.
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

export type Direction = 'up' | 'down' | 'left' | 'right';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

const centerOf = (box: Box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/**
 * The target whose center is nearest `from`'s center in `direction`: along that axis first, and a
 * sideways offset counts double, so Down keeps to the same column where it can.
 */
export function nextDropTarget<Id>(
  from: Box,
  direction: Direction,
  targets: ReadonlyArray<{ id: Id; box: Box }>,
): Id | null {
  const here = centerOf(from);
  let best: { id: Id; score: number } | null = null;
  for (const { id, box } of targets) {
    const there = centerOf(box);
    const dx = there.x - here.x;
    const dy = there.y - here.y;
    const [along, across] = direction === 'up' || direction === 'down' ? [dy, dx] : [dx, dy];
    const forward = direction === 'down' || direction === 'right' ? along : -along;
    if (forward <= 1) continue;
    const score = forward + 2 * Math.abs(across);
    if (!best || score < best.score) best = { id, score };
  }
  return best?.id ?? null;
}

/** dnd-kit's keyboard coordinates: the dragged card jumps to the center of the next slot. */
export const slotCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = DIRECTIONS[event.code];
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const targets = droppableContainers.getEnabled().flatMap((container) => {
    const box = droppableRects.get(container.id);
    return box ? [{ id: container.id, box }] : [];
  });
  const next = nextDropTarget(collisionRect, direction, targets);
  const box = next === null ? undefined : droppableRects.get(next);
  if (!box) return undefined;
  const center = centerOf(box);
  return {
    x: center.x - collisionRect.width / 2,
    y: center.y - collisionRect.height / 2,
  };
};
