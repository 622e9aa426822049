import { describe, expect, it } from 'vitest';
import { factorFrom, kitchenPath } from './kitchen-view';
import { systemForLocale } from './use-unit-system';

describe('the scale in an address', () => {
  it('reads a positive factor and falls back to 1', () => {
    expect(factorFrom('?x=2')).toBe(2);
    expect(factorFrom('x=0.5&print=1')).toBe(0.5);
    for (const search of ['', '?x=0', '?x=-1', '?x=abc', '?x=1e9'])
      expect(factorFrom(search)).toBe(1);
  });

  it('writes cook mode and print addresses that keep it', () => {
    expect(kitchenPath('r1', 'cook', 1)).toBe('/recipe/r1/cook');
    expect(kitchenPath('r1', 'cook', 2)).toBe('/recipe/r1/cook?x=2');
    expect(kitchenPath('r 1', 'print', 1 / 3)).toBe('/recipe/r%201?x=0.333&print=1');
  });
});

describe('the measuring system a locale suggests', () => {
  it('is US customary in the US and metric elsewhere', () => {
    expect(systemForLocale('en-US')).toBe('us');
    expect(systemForLocale('en-GB')).toBe('metric');
    expect(systemForLocale('de')).toBe('metric');
    expect(systemForLocale(undefined)).toBe('metric');
  });
});
