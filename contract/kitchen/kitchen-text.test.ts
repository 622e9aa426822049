import { describe, expect, it } from 'vitest';
import { formatAmount, formatRange } from './fractions';
import { parseServings } from './servings';
import { convertTemperature, findTemperatures, withBothScales } from './temperatures';
import { findDurations, formatClock, formatDuration } from './timers';

describe('formatAmount', () => {
  it.each([
    [0.333333, '⅓'],
    [0.5, '½'],
    [1.5, '1 ½'],
    [2.25, '2 ¼'],
    [0.6667, '⅔'],
    [0.125, '⅛'],
    [0.02, '⅛'],
    [1.98, '2'],
    [3, '3'],
    [12.4, '12 ½'],
    [12.2, '12'],
    [75.4, '75'],
  ])('prints %f as a cook would: %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it.each([
    [2.46, '2.5'],
    [3, '3'],
    [12.6, '13'],
    [333.3, '335'],
    [1234, '1230'],
  ])('prints metric %f as %s', (value, expected) => {
    expect(formatAmount(value, 'metric')).toBe(expected);
  });

  it('prints ranges once when both ends round alike', () => {
    expect(formatRange(2, 3)).toBe('2–3');
    expect(formatRange(1.5, 2)).toBe('1 ½–2');
    expect(formatRange(1, 1.02)).toBe('1');
    expect(formatRange(4, null)).toBe('4');
  });
});

describe('parseServings', () => {
  it.each([
    ['4', { count: 4, max: null, label: null }],
    ['4-6', { count: 4, max: 6, label: null }],
    ['Serves 4 to 6', { count: 4, max: 6, label: null }],
    ['serves: 2 people', { count: 2, max: null, label: null }],
    ['makes 12 cookies', { count: 12, max: null, label: 'cookies' }],
    ['Makes about 24 small muffins (2 dozen)', { count: 24, max: null, label: 'small muffins' }],
    ['12 muffins', { count: 12, max: null, label: 'muffins' }],
    ['One 9-inch pie', { count: 1, max: null, label: '9-inch pie' }],
    ['Yield: 1 loaf', { count: 1, max: null, label: 'loaf' }],
    ['2,5 l', { count: 2.5, max: null, label: 'l' }],
  ])('reads %j', (text, expected) => {
    expect(parseServings(text)).toEqual(expected);
  });

  it('answers null when no amount is named', () => {
    expect(parseServings('')).toBeNull();
    expect(parseServings(null)).toBeNull();
    expect(parseServings('a crowd')).toBeNull();
    expect(parseServings('0')).toBeNull();
  });
});

describe('findDurations', () => {
  const seconds = (step: string) => findDurations(step).map((d) => [d.seconds, d.maxSeconds]);

  it('finds minutes, hours, seconds, ranges and compound durations', () => {
    expect(seconds('Simmer 10-15 minutes, stirring.')).toEqual([[600, 900]]);
    expect(seconds('Bake for 1 hour 20 mins until golden')).toEqual([[4800, null]]);
    expect(seconds('Rest 30 seconds, then flip and cook 2 to 3 min more')).toEqual([
      [30, null],
      [120, 180],
    ]);
    expect(seconds('Roast 1½ hours')).toEqual([[5400, null]]);
    expect(seconds('Leave for half an hour')).toEqual([[1800, null]]);
    expect(seconds('Microwave 90s')).toEqual([[90, null]]);
    expect(seconds('cook for 1 hr and 5 mins')).toEqual([[3900, null]]);
  });

  it('gives the text and where it stands, for highlighting', () => {
    const [found] = findDurations('Simmer 10-15 minutes.');
    expect(found).toMatchObject({ text: '10-15 minutes', start: 7, end: 20 });
  });

  it('does not read sizes, temperatures or bare letters as durations', () => {
    expect(findDurations('Cut into 2 cm pieces; heat to 180°C; add 3 eggs')).toEqual([]);
    expect(findDurations('Use a 23cm tin and 5 ml of vanilla')).toEqual([]);
    expect(findDurations('Step 4 makes 2 servings')).toEqual([]);
  });

  it('formats clocks and labels', () => {
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(0.4)).toBe('0:01');
    expect(formatDuration(4800)).toBe('1 h 20 min');
    expect(formatDuration(45)).toBe('45 s');
  });
});

describe('temperatures', () => {
  it('finds oven temperatures written many ways', () => {
    const found = findTemperatures(
      'Heat to 180°C (160C fan). Or 350 degrees F, 400ºF, 200 degrees Celsius.',
    );
    expect(found.map((t) => `${t.value}${t.scale}`)).toEqual([
      '180C',
      '160C',
      '350F',
      '400F',
      '200C',
    ]);
  });

  it('ignores amounts that only look like temperatures', () => {
    expect(findTemperatures('Add 2 c flour and 15 C of stock')).toEqual([]);
  });

  it('converts to the steps of an oven dial', () => {
    expect(convertTemperature(180, 'C')).toBe(350);
    expect(convertTemperature(220, 'C')).toBe(425);
    expect(convertTemperature(350, 'F')).toBe(180);
    expect(convertTemperature(425, 'F')).toBe(220);
  });

  it('writes both scales, the preferred one first', () => {
    expect(withBothScales('Heat the oven to 180°C.')).toBe('Heat the oven to 180 °C (350 °F).');
    expect(withBothScales('Heat the oven to 180°C.', 'F')).toBe(
      'Heat the oven to 350 °F (180 °C).',
    );
    expect(withBothScales('No oven here.')).toBe('No oven here.');
  });
});
