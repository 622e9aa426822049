// What screen readers hear while a meal is dragged (dnd-kit's live region): the meal's name and
// the day and meal it is over, never the ids dnd-kit would read by default.
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { MealSlot, PlanEntry } from '../../../contract/plan/plan-doc';
import { entryName, placeName } from './plan-slots';

type Data = { current?: Record<string, unknown> } | undefined;

const nameOf = (data: Data) => {
  const entry = data?.current?.entry as PlanEntry | undefined;
  return entry ? entryName(entry) : 'The meal';
};

const placeOf = (data: Data) => {
  const target = data?.current as { date?: string; slot?: MealSlot } | undefined;
  return target?.date && target.slot ? placeName(target.date, target.slot) : null;
};

export const planInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this meal, press Space or Enter, use the arrow keys to choose a day and meal, then press Space or Enter to drop it. Escape cancels. The meal’s Actions menu can also move it.',
};

export const planAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${nameOf(active.data)}.`,
  onDragOver: ({ active, over }) => {
    const place = over ? placeOf(over.data) : null;
    return place
      ? `${nameOf(active.data)} is over ${place}.`
      : `${nameOf(active.data)} is not over a meal.`;
  },
  onDragEnd: ({ active, over }) => {
    const place = over ? placeOf(over.data) : null;
    return place
      ? `${nameOf(active.data)} moved to ${place}.`
      : `${nameOf(active.data)} was dropped where it was.`;
  },
  onDragCancel: ({ active }) => `Moving ${nameOf(active.data)} was cancelled.`,
};
