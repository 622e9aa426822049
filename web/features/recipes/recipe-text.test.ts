import { describe, expect, it } from 'vitest';
import { deriveTagsFromTitle, splitLines, splitTags, uniqueTags } from './recipe-text';

describe('splitLines', () => {
  it('trims and drops empty lines', () => {
    expect(splitLines('  2 eggs \n\n1 cup flour\r\n   \nsalt')).toEqual([
      '2 eggs',
      '1 cup flour',
      'salt',
    ]);
    expect(splitLines('')).toEqual([]);
  });
});

describe('splitTags', () => {
  it('splits by commas, trims, drops empties and repeats', () => {
    expect(splitTags(' dinner, Quick ,, quick, vegan ')).toEqual(['dinner', 'Quick', 'vegan']);
    expect(splitTags(' , ')).toEqual([]);
  });
});

describe('uniqueTags', () => {
  it('keeps the first spelling', () => {
    expect(uniqueTags(['Soup', 'soup', ' SOUP '])).toEqual(['Soup']);
  });
});

describe('deriveTagsFromTitle', () => {
  it('takes up to three words longer than three characters, lower-cased', () => {
    expect(deriveTagsFromTitle('Creamy Tomato Basil Soup with Croutons')).toEqual([
      'creamy',
      'tomato',
      'basil',
    ]);
  });
  it('skips stop words and short words', () => {
    expect(deriveTagsFromTitle('The Pie for the Family and Friends')).toEqual([
      'family',
      'friends',
    ]);
    expect(deriveTagsFromTitle('With Them')).toEqual(['them']);
  });
  it('strips punctuation around words and repeats', () => {
    expect(deriveTagsFromTitle('Pasta, Pasta! (Quick) Dinner')).toEqual([
      'pasta',
      'quick',
      'dinner',
    ]);
    expect(deriveTagsFromTitle('')).toEqual([]);
  });

  it('makes tags people would type: no possessives, numbers or filler words', () => {
    expect(deriveTagsFromTitle("Grandma's Famous Apple Crumble")).toEqual(['apple', 'crumble']);
    expect(deriveTagsFromTitle('Nigella’s Chocolate Cake')).toEqual(['chocolate', 'cake']);
    expect(deriveTagsFromTitle("The Cooks' Best Lemon Tart")).toEqual(['lemon', 'tart']);
    expect(deriveTagsFromTitle('30-Minute Chicken Curry (2024)')).toEqual(['chicken', 'curry']);
    expect(deriveTagsFromTitle('Three Bean Chili, the Easy Homemade Recipe')).toEqual([
      'bean',
      'chili',
    ]);
    expect(deriveTagsFromTitle('Classic Gluten-Free Brownies!')).toEqual([
      'gluten-free',
      'brownies',
    ]);
    expect(deriveTagsFromTitle('Soup/Stew: Winter "Warmers"')).toEqual(['soup', 'stew', 'winter']);
  });
});
