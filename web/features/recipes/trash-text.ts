// The Trash page's wording of when a recipe was deleted and when it goes for good.
import { countLabel, formatDate } from '../../lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Deleted Jan 5, 2024'. */
export function deletedLabel(deletedAt: string): string {
  return `Deleted ${formatDate(deletedAt)}`;
}

/**
 * 'Deleted forever in 12 days': whole days left, rounded up, so the last day reads '1 day'. Past
 * its time (the purge runs periodically) it reads 'Deleted forever soon'.
 */
export function purgeLabel(purgeAt: string, now: Date = new Date()): string {
  const left = Date.parse(purgeAt) - now.getTime();
  if (!Number.isFinite(left) || left <= 0) return 'Deleted forever soon';
  return `Deleted forever in ${countLabel(Math.ceil(left / DAY_MS), 'day')}`;
}

/** 'Deleted recipes stay here for 30 days.' */
export function retentionHint(retentionDays: number): string {
  return `Deleted recipes stay here for ${countLabel(retentionDays, 'day')}.`;
}

/** Whether a recipe goes for good within `days` days (the Trash page marks those). */
export function isPurgeNear(purgeAt: string, now: Date = new Date(), days = 3): boolean {
  return Date.parse(purgeAt) - now.getTime() <= days * DAY_MS;
}
