// The Trash page's wording of when a recipe was deleted and when it goes for good.
import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatDate } from '../../lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Deleted Jan 5, 2024'. */
export function deletedLabel(deletedAt: string, i18n: I18n = activeI18n): string {
  const date = formatDate(deletedAt);
  return i18n._(msg`Deleted ${date}`);
}

/**
 * 'Deleted forever in 12 days': whole days left, rounded up, so the last day reads '1 day'. Past
 * its time (the purge runs periodically) it reads 'Deleted forever soon'.
 */
export function purgeLabel(
  purgeAt: string,
  now: Date = new Date(),
  i18n: I18n = activeI18n,
): string {
  const left = Date.parse(purgeAt) - now.getTime();
  if (!Number.isFinite(left) || left <= 0) return i18n._(msg`Deleted forever soon`);
  const days = Math.ceil(left / DAY_MS);
  return i18n._(msg`Deleted forever in ${plural(days, { one: '# day', other: '# days' })}`);
}

/** 'Deleted recipes stay here for 30 days.' */
export function retentionHint(retentionDays: number, i18n: I18n = activeI18n): string {
  return i18n._(
    msg`Deleted recipes stay here for ${plural(retentionDays, { one: '# day', other: '# days' })}.`,
  );
}

/** Whether a recipe goes for good within `days` days (the Trash page marks those). */
export function isPurgeNear(purgeAt: string, now: Date = new Date(), days = 3): boolean {
  return Date.parse(purgeAt) - now.getTime() <= days * DAY_MS;
}
