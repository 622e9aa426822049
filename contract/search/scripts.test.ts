import { describe, expect, it } from 'vitest';
import {
  UNSPACED_SCRIPT_RANGES,
  isPhraseToken,
  isUnspacedWord,
  spaceUnspacedScripts,
  tokenParts,
} from './scripts';

const inRanges = (codePoint: number) =>
  UNSPACED_SCRIPT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);

describe('scripts written without spaces', () => {
  it('covers every letter and number of Han, Hiragana, Katakana and Hangul', () => {
    const scripts = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
    const letterOrNumber = /[\p{L}\p{N}]/u;
    const missing: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const char = String.fromCodePoint(codePoint);
      if (scripts.test(char) && letterOrNumber.test(char) && !inRanges(codePoint)) {
        missing.push(codePoint.toString(16));
      }
    }
    // Squared and parenthesised signs (🈀, ㈠) are symbols, not letters; none is left out.
    expect(missing).toEqual([]);
  });

  it('takes in no letter of a script written with spaces', () => {
    const eastAsian =
      /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Hangul}\p{Script_Extensions=Bopomofo}]/u;
    const strays: string[] = [];
    for (const [from, to] of UNSPACED_SCRIPT_RANGES) {
      for (let codePoint = from; codePoint <= to; codePoint += 1) {
        const char = String.fromCodePoint(codePoint);
        if (/\p{L}/u.test(char) && !eastAsian.test(char)) strays.push(codePoint.toString(16));
      }
    }
    expect(strays).toEqual([]);
  });

  it('makes each of their characters a word, composed first', () => {
    expect(spaceUnspacedScripts('大さじ1醤油')).toBe(' 大  さ  じ 1 醤  油 ');
    expect(spaceUnspacedScripts('か\u3099')).toBe(' が ');
    expect(spaceUnspacedScripts('Cre\u0300me')).toBe('Crème');
  });

  it('splits a typed token into the parts of a phrase', () => {
    expect(tokenParts('醤油')).toEqual(['醤', '油']);
    expect(tokenParts('tofu豆腐')).toEqual(['tofu', '豆', '腐']);
    expect(tokenParts('さじ1醤')).toEqual(['さ', 'じ', '1', '醤']);
    expect(tokenParts('김치')).toEqual(['김', '치']);
    expect(tokenParts('醤\u0301')).toEqual(['醤']);
    expect(tokenParts('tomato')).toEqual(['tomato']);
    expect(isPhraseToken(tokenParts('醤'))).toBe(true);
    expect(isPhraseToken(tokenParts('tofu豆腐'))).toBe(true);
    expect(isPhraseToken(tokenParts('tomato'))).toBe(false);
    expect(isUnspacedWord('醤')).toBe(true);
    expect(isUnspacedWord('醤油')).toBe(false);
    expect(isUnspacedWord('a')).toBe(false);
  });
});
