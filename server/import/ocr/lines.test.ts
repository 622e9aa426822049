import { describe, expect, it } from 'vitest';
import { joinWrappedLines } from './lines';

describe('joinWrappedLines', () => {
  it("joins a book page's wrapped paragraph back into one line", () => {
    const page = [
      'Method',
      'Heat the oven to 180C and grease a 20cm round tin, then line',
      'the base with baking paper. Beat the butter and sugar together',
      'until pale and fluffy, about five minutes.',
      'Bake for 40 minutes, or until golden and a skewer comes out',
      'clean. Leave to cool in the tin.',
    ].join('\n');
    expect(joinWrappedLines(page).split('\n')).toEqual([
      'Method',
      'Heat the oven to 180C and grease a 20cm round tin, then line the base with baking paper. Beat the butter and sugar together until pale and fluffy, about five minutes.',
      'Bake for 40 minutes, or until golden and a skewer comes out clean. Leave to cool in the tin.',
    ]);
  });

  it('keeps list lines apart: ingredients, numbered steps and bullets', () => {
    const card = [
      'Ingredients',
      '225 g butter, softened',
      'salt and pepper',
      'olive oil, to fry',
      '1. Heat the oven to 180C and line a loaf tin with baking',
      'paper.',
      '2. Beat the butter and sugar until pale and fluffy in a bowl',
      '3. Bake for 45 minutes.',
      '- a pinch of saffron, soaked in two tablespoons of warm',
      '- 1 bay leaf',
    ].join('\n');
    expect(joinWrappedLines(card).split('\n')).toEqual([
      'Ingredients',
      '225 g butter, softened',
      'salt and pepper',
      'olive oil, to fry',
      '1. Heat the oven to 180C and line a loaf tin with baking paper.',
      '2. Beat the butter and sugar until pale and fluffy in a bowl',
      '3. Bake for 45 minutes.',
      '- a pinch of saffron, soaked in two tablespoons of warm',
      '- 1 bay leaf',
    ]);
  });

  it('carries a sentence over a line ending in a word that cannot end it', () => {
    const text = [
      'Stir in the stock and simmer gently with the lid on for',
      '20 minutes, then season with',
      'Parmesan and plenty of black pepper before serving.',
    ].join('\n');
    expect(joinWrappedLines(text)).toBe(
      'Stir in the stock and simmer gently with the lid on for 20 minutes, then season with Parmesan and plenty of black pepper before serving.',
    );
  });

  it('mends a word hyphenated at the end of a line, and never joins across a blank line', () => {
    const text = [
      'Add the onions and cook them slowly until they sim-',
      'mer and turn golden, about ten minutes on a low heat',
      '',
      'serve warm with bread.',
    ].join('\n');
    expect(joinWrappedLines(text).split('\n')).toEqual([
      'Add the onions and cook them slowly until they simmer and turn golden, about ten minutes on a low heat',
      '',
      'serve warm with bread.',
    ]);
  });

  it('drops specks of noise read as punctuation, and tidies spaces', () => {
    const text = ['Pancakes', '— . ,', '|', '2  eggs', ' 100 g   flour ', '~ ~'].join('\n');
    expect(joinWrappedLines(text).split('\n')).toEqual(['Pancakes', '2 eggs', '100 g flour']);
  });
});
