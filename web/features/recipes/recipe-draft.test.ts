import { describe, expect, it } from 'vitest';
import { RECIPE_LIMITS } from '../../../contract/recipes';
import { MAX_MINUTES, changeFor, parseMinutes } from './recipe-draft';

describe('changeFor', () => {
  it('sends a trimmed title, never an empty one', () => {
    expect(changeFor('title', '  Soup ')).toEqual({ title: 'Soup' });
    expect(changeFor('title', '   ')).toBeNull();
  });

  it('sends lists without blank lines and tags without repeats', () => {
    expect(changeFor('ingredients', [' salt ', '', '  '])).toEqual({ ingredients: ['salt'] });
    expect(changeFor('steps', ['Boil', ' '])).toEqual({ steps: ['Boil'] });
    expect(changeFor('tags', ['Quick', 'quick', ' '])).toEqual({ tags: ['Quick'] });
  });

  it('turns empty text into null', () => {
    expect(changeFor('description', '  ')).toEqual({ description: null });
    expect(changeFor('servings', '')).toEqual({ servings: null });
    expect(changeFor('servings', ' 4 people ')).toEqual({ servings: '4 people' });
  });

  it('sends minutes as numbers and refuses anything else', () => {
    expect(changeFor('prepTime', '15')).toEqual({ prepTime: 15 });
    expect(changeFor('cookTime', '')).toEqual({ cookTime: null });
    expect(changeFor('cookTime', '1.5')).toBeNull();
    expect(changeFor('cookTime', '99999')).toBeNull();
  });
});

describe('parseMinutes', () => {
  it('reads whole minutes', () => {
    expect(parseMinutes(' 45 ')).toBe(45);
    expect(parseMinutes('')).toBeNull();
    expect(parseMinutes('-3')).toBeUndefined();
  });
});

it('caps minutes like the contract', () => {
  expect(MAX_MINUTES).toBe(RECIPE_LIMITS.minutes);
});
