import { describe, expect, it } from 'vitest';
import {
  foldWord,
  isOneEditFrom,
  isStemMatch,
  isTypoMatch,
  matchTier,
  searchTerms,
  searchWords,
  stemStart,
  typoVariants,
} from './forgiving';

describe('forgiving search words', () => {
  it('folds case and accents, and splits on anything but letters and numbers', () => {
    expect(searchWords('Crème BRÛLÉE, grandma’s pie-crust')).toEqual([
      'creme',
      'brulee',
      'grandma',
      's',
      'pie',
      'crust',
    ]);
    expect(foldWord('Cre\u0300me')).toBe('creme');
    expect(searchWords('\u0301')).toEqual([]);
  });

  it('finds plurals and other forms of a word by its stem', () => {
    expect(isStemMatch('lasagnas', 'lasagna')).toBe(true);
    expect(isStemMatch('berries', 'berry')).toBe(true);
    expect(isStemMatch('tomatoes', 'tomato')).toBe(true);
    expect(isStemMatch('cooking', 'cooked')).toBe(true);
    expect(isStemMatch('peas', 'peach')).toBe(false);
    expect(isStemMatch('eggs', 'eggplant')).toBe(false);
    // Too short to have a stem of their own.
    expect(stemStart('pie')).toBeNull();
    expect(stemStart('uses')).toBeNull();
  });

  it('reads one edit as a typo from five letters on, never in a shorter word', () => {
    expect(isTypoMatch('spinch', 'spinach')).toBe(true);
    expect(isTypoMatch('lasagne', 'lasagna')).toBe(true);
    expect(isTypoMatch('lasagnes', 'lasagna')).toBe(true); // from its stem, "lasagn"
    expect(isTypoMatch('tomatoe', 'tomato')).toBe(true);
    expect(isTypoMatch('tomaot', 'tomato')).toBe(true); // two letters swapped
    expect(isTypoMatch('spinch', 'spanish')).toBe(false); // two edits
    expect(isTypoMatch('rice', 'nice')).toBe(false);
    expect(isTypoMatch('rice', 'rich')).toBe(false);
    expect(isTypoMatch('beef', 'beet')).toBe(false);
  });

  it('produces exactly the typos it accepts', () => {
    for (const word of ['spinch', 'lasagne', 'борщик']) {
      const variants = typoVariants(word);
      expect(new Set(variants).size).toBe(variants.length);
      expect(variants).not.toContain(word);
      for (const variant of variants) expect(isOneEditFrom(word, variant)).toBe(true);
    }
    expect(typoVariants('spinch')).toContain('spinach');
    expect(isOneEditFrom('spinch', 'spinch')).toBe(false);
    expect(isOneEditFrom('spinch', 'spinaxh')).toBe(false);
  });

  it('rates a text by the worst of each typed word’s best match', () => {
    const text = searchWords('Weeknight Spinach Lasagna');
    expect(matchTier(searchWords('Lasag spin'), text)).toBe(0);
    expect(matchTier(searchWords('lasagnas'), text)).toBe(1);
    expect(matchTier(searchWords('Lasagne'), text)).toBe(2);
    expect(matchTier(searchWords('spinch lasagna'), text)).toBe(2);
    expect(matchTier(searchWords('spinch cake'), text)).toBeNull();
    // Words after the forgiven ones must start a word.
    expect(matchTier(searchWords('lasagna spinch'), text, 1)).toBeNull();
  });

  it('makes each character of an unspaced script a word, and a typed run a phrase', () => {
    expect(searchWords('大さじ1醤油, Tofu豆腐')).toEqual([
      '大',
      'さ',
      'じ',
      '1',
      '醤',
      '油',
      'tofu',
      '豆',
      '腐',
    ]);
    expect(searchTerms('醤油 Tofu豆腐 crème')).toEqual(['醤 油', 'tofu 豆 腐', 'creme']);
    // A voiced kana keeps its mark: it is another character.
    expect(searchWords('か\u3099')).toEqual(['が']);
  });

  it('finds a phrase side by side, exactly, never forgiven', () => {
    const text = searchWords('照り焼きチキン 大さじ1醤油');
    expect(matchTier(searchTerms('醤油'), text)).toBe(0);
    expect(matchTier(searchTerms('焼き'), text)).toBe(0);
    expect(matchTier(searchTerms('じ1醤 チキン'), text)).toBe(0);
    expect(matchTier(searchTerms('油醤'), text)).toBeNull();
    expect(matchTier(searchTerms('醤酢'), text)).toBeNull();
    // The last part of a phrase is started when it is not an unspaced character.
    expect(matchTier(searchTerms('豆腐40'), searchWords('豆腐400g'))).toBe(0);
    expect(matchTier(searchTerms('豆腐40'), searchWords('豆腐 x400g'))).toBeNull();
    // An empty word ends a field: a phrase does not run into the next.
    expect(matchTier(searchTerms('醤油'), ['醤', '', '油'])).toBeNull();
  });
});
