import { describe, expect, it } from 'vitest';
import { RECIPE_LIMITS } from '../../../contract/recipes';
import { MAX_MINUTES, parseMinutes } from './recipe-content';

describe('parseMinutes', () => {
  it('reads whole minutes', () => {
    expect(parseMinutes(' 45 ')).toBe(45);
    expect(parseMinutes('')).toBeNull();
    expect(parseMinutes('-3')).toBeUndefined();
    expect(parseMinutes('1.5')).toBeUndefined();
    expect(parseMinutes('99999')).toBeUndefined();
  });

  it('caps minutes like the contract', () => {
    expect(MAX_MINUTES).toBe(RECIPE_LIMITS.minutes);
  });
});
