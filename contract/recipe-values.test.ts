import { describe, expect, it } from 'vitest';
import { tagKeyOf, uniqueTags } from './recipe-values';

describe('tagKeyOf', () => {
  it('makes tags differing in case, surrounding spaces or Unicode form one tag', () => {
    expect(tagKeyOf(' Soup ')).toBe(tagKeyOf('SOUP'));
    // "é" as one code point and as "e" + combining accent.
    expect(tagKeyOf('Caf\u00e9')).toBe(tagKeyOf('cafe\u0301'));
  });

  it('keeps tags that differ otherwise apart', () => {
    expect(tagKeyOf('soup')).not.toBe(tagKeyOf('soups'));
  });
});

describe('uniqueTags', () => {
  it('trims, drops empties and repeats, keeping the first spelling in order', () => {
    expect(uniqueTags([' Soup', 'soup ', '', 'Caf\u00e9', 'CAFE\u0301', 'Vegan'])).toEqual([
      'Soup',
      'Caf\u00e9',
      'Vegan',
    ]);
  });
});
