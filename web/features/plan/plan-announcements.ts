// What screen readers hear while a meal is dragged (dnd-kit's live region): the meal's name and
// the day and meal it is over, never the ids dnd-kit would read by default.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { MealSlot, PlanEntry } from '../../../contract/plan/plan-doc';
import { entryName, placeName } from './plan-slots';

type Data = { current?: Record<string, unknown> } | undefined;

const nameOf = (data: Data) => {
  const entry = data?.current?.entry as PlanEntry | undefined;
  return entry ? entryName(entry) : i18n._(msg`The meal`);
};

const placeOf = (data: Data) => {
  const target = data?.current as { date?: string; slot?: MealSlot } | undefined;
  return target?.date && target.slot ? placeName(target.date, target.slot) : null;
};

export const planInstructions = (): ScreenReaderInstructions => ({
  draggable: i18n._(
    msg`To move this meal, press Space or Enter, use the arrow keys to choose a day and meal, then press Space or Enter to drop it. Escape cancels. The meal’s Actions menu can also move it.`,
  ),
});

export const planAnnouncements: Announcements = {
  onDragStart: ({ active }) => {
    const name = nameOf(active.data);
    return i18n._(msg`Picked up ${name}.`);
  },
  onDragOver: ({ active, over }) => {
    const name = nameOf(active.data);
    const place = over ? placeOf(over.data) : null;
    return place
      ? i18n._(msg`${name} is over ${place}.`)
      : i18n._(msg`${name} is not over a meal.`);
  },
  onDragEnd: ({ active, over }) => {
    const name = nameOf(active.data);
    const place = over ? placeOf(over.data) : null;
    return place
      ? i18n._(msg`${name} moved to ${place}.`)
      : i18n._(msg`${name} was dropped where it was.`);
  },
  onDragCancel: ({ active }) => {
    const name = nameOf(active.data);
    return i18n._(msg`Moving ${name} was cancelled.`);
  },
};
