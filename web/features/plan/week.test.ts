import { describe, expect, it } from 'vitest';
import { dayLabels, shiftWeek, todayIso, weekOf, weekRangeLabel } from './week';

describe('plan weeks', () => {
  it('reads today on the local calendar', () => {
    expect(todayIso(new Date(2025, 2, 5, 23, 30))).toBe('2025-03-05');
  });

  it('shows the week of ?week=, or this week when it names no date', () => {
    expect(weekOf('2025-03-05', '2025-01-01')[0]).toBe('2025-03-03');
    expect(weekOf(null, '2025-03-09')).toEqual([
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
    ]);
    expect(weekOf('2025-02-30', '2025-03-10')[0]).toBe('2025-03-10');
    expect(weekOf('garbage', '2025-03-10')[0]).toBe('2025-03-10');
  });

  it('moves by whole weeks across months and years', () => {
    expect(shiftWeek('2025-03-03', 1)).toBe('2025-03-10');
    expect(shiftWeek('2025-03-03', -1)).toBe('2025-02-24');
    expect(shiftWeek('2025-12-29', 1)).toBe('2026-01-05');
  });

  it('labels weeks compactly', () => {
    expect(weekRangeLabel(weekOf('2025-03-03', ''))).toBe('Mar 3 – 9, 2025');
    expect(weekRangeLabel(weekOf('2025-02-24', ''))).toBe('Feb 24 – Mar 2, 2025');
    expect(weekRangeLabel(weekOf('2025-12-29', ''))).toBe('Dec 29, 2025 – Jan 4, 2026');
  });

  it('labels days', () => {
    expect(dayLabels('2025-03-03')).toEqual({
      weekday: 'Monday',
      short: 'Mon',
      dayMonth: 'Mar 3',
      full: 'Monday, March 3',
    });
  });

  it('names the days of a week drawn again and again without making formatters again', () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        made++;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      const week = weekOf('2031-06-02', '');
      // Each slot of each day names its place (plan-slots.ts), on every render of the week.
      for (let render = 0; render < 3; render++) {
        for (const date of week) for (let slot = 0; slot < 4; slot++) dayLabels(date);
      }
      expect(dayLabels('2031-06-02').full).toBe('Monday, June 2');
      expect(made).toBeLessThanOrEqual(4);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});
