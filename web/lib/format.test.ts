import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMinutes,
  formatRelativeTime,
  formatRelativeTimeInSentence,
  getDisplayName,
  getInitials,
} from './format';

const now = new Date('2026-03-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * MINUTE, 'Just now'],
    [HOUR, '1 hour ago'],
    [2 * HOUR + 5 * MINUTE, '2 hours ago'],
    [23 * HOUR + 59 * MINUTE, '23 hours ago'],
    [DAY, '1 day ago'],
    [DAY + 23 * HOUR, '1 day ago'],
    [2 * DAY, '2 days ago'],
    [6 * DAY + 23 * HOUR, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [13 * DAY, '1 week ago'],
    [14 * DAY, '2 weeks ago'],
    [29 * DAY, '4 weeks ago'],
    [30 * DAY, '1 month ago'],
    [59 * DAY, '1 month ago'],
    [60 * DAY, '2 months ago'],
    [400 * DAY, '13 months ago'],
  ])('%d ms ago reads %s', (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), now)).toBe(expected);
  });

  it('treats future and invalid times as just now', () => {
    expect(formatRelativeTime(new Date(now.getTime() + DAY), now)).toBe('Just now');
    expect(formatRelativeTime('not a date', now)).toBe('Just now');
  });

  it('accepts Date objects', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 3 * DAY), now)).toBe('3 days ago');
  });
});

describe('formatRelativeTimeInSentence', () => {
  it('reads as inside a sentence', () => {
    expect(formatRelativeTimeInSentence(ago(5 * MINUTE), now)).toBe('just now');
    expect(formatRelativeTimeInSentence(ago(3 * DAY), now)).toBe('3 days ago');
  });
});

describe('formatDate', () => {
  it('formats like Jan 5, 2024', () => {
    expect(formatDate(new Date(2024, 0, 5, 12))).toBe('Jan 5, 2024');
  });

  it('falls back to today for a missing or invalid date', () => {
    const today = formatDate(new Date());
    expect(formatDate(null)).toBe(today);
    expect(formatDate('garbage')).toBe(today);
  });
});

describe('formatDateTime', () => {
  it('adds the time of day', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 15, 4))).toBe('Jan 5, 2024, 3:04 PM');
    expect(formatDateTime('garbage')).toBe('');
  });
});

describe('formatMinutes', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 hr'],
    [90, '1 hr 30 min'],
  ])('%d minutes reads %s', (minutes, expected) => {
    expect(formatMinutes(minutes)).toBe(expected);
  });
});

describe('getInitials', () => {
  it('uses first and last name', () => {
    expect(getInitials({ firstName: 'ada', lastName: 'Lovelace', email: 'a@example.com' })).toBe(
      'AL',
    );
  });
  it('falls back to the e-mail, then U', () => {
    expect(getInitials({ firstName: 'Ada', lastName: null, email: 'zed@example.com' })).toBe('Z');
    expect(getInitials({ firstName: ' ', lastName: '', email: '' })).toBe('U');
    expect(getInitials(null)).toBe('U');
  });
});

describe('getDisplayName', () => {
  it('prefers the full name', () => {
    expect(getDisplayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@example.com' })).toBe(
      'Ada Lovelace',
    );
    expect(getDisplayName({ firstName: null, lastName: null, email: 'a@example.com' })).toBe(
      'a@example.com',
    );
  });
});

describe('in another language', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('formats times, dates and durations the way that language writes them', () => {
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    expect(formatRelativeTime(ago(3 * DAY), now)).toBe('vor 3 Tagen');
    expect(formatDate(new Date(2024, 0, 5))).toBe('5. Jan. 2024');
    expect(formatMinutes(90)).toBe('1 Std., 30 Min.');
    i18n.loadAndActivate({ locale: 'ja', messages: {} });
    expect(formatRelativeTime(ago(2 * HOUR), now)).toBe('2 時間前');
    expect(formatDate(new Date(2024, 0, 5))).toBe('2024年1月5日');
  });
});
