import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { deletedLabel, isPurgeNear, purgeLabel, retentionHint } from './trash-text';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const now = new Date('2024-03-01T12:00:00.000Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

describe('trash wording', () => {
  it('says when a recipe was deleted', () => {
    expect(deletedLabel('2024-01-05T10:00:00.000Z', i18n)).toBe('Deleted Jan 5, 2024');
  });

  it('counts the days left, rounding up', () => {
    expect(purgeLabel(inHours(30 * 24), now, i18n)).toBe('Deleted forever in 30 days');
    expect(purgeLabel(inHours(29 * 24 + 1), now, i18n)).toBe('Deleted forever in 30 days');
    expect(purgeLabel(inHours(25), now, i18n)).toBe('Deleted forever in 2 days');
    expect(purgeLabel(inHours(1), now, i18n)).toBe('Deleted forever in 1 day');
  });

  it('says soon once the time has passed or is unknown', () => {
    expect(purgeLabel(inHours(-1), now, i18n)).toBe('Deleted forever soon');
    expect(purgeLabel(now.toISOString(), now, i18n)).toBe('Deleted forever soon');
    expect(purgeLabel('not a date', now, i18n)).toBe('Deleted forever soon');
  });

  it('states how long the trash keeps recipes', () => {
    expect(retentionHint(30, i18n)).toBe('Deleted recipes stay here for 30 days.');
    expect(retentionHint(1, i18n)).toBe('Deleted recipes stay here for 1 day.');
  });
});

describe('isPurgeNear', () => {
  it('marks the last three days', () => {
    expect(isPurgeNear(inHours(4 * 24), now)).toBe(false);
    expect(isPurgeNear(inHours(3 * 24), now)).toBe(true);
    expect(isPurgeNear(inHours(-1), now)).toBe(true);
  });
});
