import { describe, expect, it } from 'vitest';
import { readMinutes } from './minutes';

describe('readMinutes', () => {
  it.each([
    ['PT0M', 0],
    ['PT45M', 45],
    ['PT1H30M', 90],
    ['P0DT0H45M', 45],
    ['PT0H10M0S', 10],
    ['PT0.5H', 30],
    ['P1D', 1440],
    ['PT90S', 2],
    [25, 25],
    ['15', 15],
    ['15 mins', 15],
    ['1 hr 10 min', 70],
    ['1 hour 30 minutes', 90],
    ['about 20 minutes.', 20],
    ['1h30', 90],
    ['2 Stunden', 120],
    [['PT5M', 'PT10M'], 5],
  ])('reads %j as %d minutes', (value, minutes) => {
    expect(readMinutes(value)).toBe(minutes);
  });

  it.each([
    [''],
    ['PT'],
    ['P1M'],
    ['a few minutes'],
    ['10-15 minutes'],
    ['4 mins. to 8 mins.'],
    ['15 mins or 20 mins'],
    [-5],
    [null],
    [{ minutes: 5 }],
  ])('reads %j as no time', (value) => {
    expect(readMinutes(value)).toBeNull();
  });

  it('reads a list of times as its first, and a list nested in lists as none', () => {
    expect(readMinutes(['PT5M', 'PT10M'])).toBe(5);
    let deep: unknown = 'PT5M';
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    expect(readMinutes(deep)).toBeNull();
  });
});
