import { describe, expect, it } from 'vitest';
import { ENGLISH } from './english';
import { VOCABULARY as ja } from './languages/ja';
import { VOCABULARY as zh } from './languages/zh';
import { segment } from './segment';
import { tokenize } from './tokens';
import type { Vocabulary } from './vocabulary';

const texts = (line: string, v: Vocabulary) => segment(tokenize(line), v).map((t) => t.text);

describe('segment', () => {
  it('reads full-width digits and signs as ASCII, keeping the offsets of the line', () => {
    const tokens = segment(tokenize('砂糖 小さじ１２．５（約）'), ENGLISH);
    expect(tokens.map((t) => t.text)).toEqual(['砂糖', '小さじ', '12.5', '(', '約', ')']);
    expect(tokens[2]).toMatchObject({ kind: 'number', start: 6, end: 10 });
  });

  it('parts CJK letters from Latin ones in every language', () => {
    expect(texts('200gの豚肉', ENGLISH)).toEqual(['200', 'g', 'の豚肉']);
  });

  it('cuts a language without spaces at its words, the longest first', () => {
    expect(texts('醤油大さじ1', ja!)).toEqual(['醤油', '大さじ', '1']);
    expect(texts('200gの豚肉', ja!)).toEqual(['200', 'g', 'の', '豚肉']);
    expect(texts('盐适量', zh!)).toEqual(['盐', '适量']);
    expect(texts('姜切丝', zh!)).toEqual(['姜', '切丝']);
  });

  it('cuts a word of one letter only as a unit after a number, a particle or a number word before a unit', () => {
    expect(texts('日本酒 2本', ja!)).toEqual(['日本酒', '2', '本']);
    expect(texts('カップの水', ja!)).toEqual(['カップ', 'の', '水']);
    expect(texts('五花肉', zh!)).toEqual(['五花肉']);
    expect(texts('两勺白糖', zh!)).toEqual(['两', '勺', '白糖']);
    expect(texts('1个洋葱', zh!)).toEqual(['1', '个', '洋葱']);
  });
});
