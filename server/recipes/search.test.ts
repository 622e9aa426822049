import { describe, expect, it } from 'vitest';
import { buildFtsQuery, escapeLike, planSearch, tokenize } from './search';

describe('tokenize', () => {
  it('splits on anything that is not a letter, number or mark', () => {
    expect(tokenize('Tomato, basil & mozzarella!')).toEqual(['Tomato', 'basil', 'mozzarella']);
    expect(tokenize("grandma's pie-crust_v2")).toEqual(['grandma', 's', 'pie', 'crust', 'v2']);
  });
  it('keeps accented and non-Latin words whole, composed or not', () => {
    expect(tokenize('Crème brûlée')).toEqual(['Crème', 'brûlée']);
    expect(tokenize('cre\u0300me')).toEqual(['crème']);
    expect(tokenize('寿司 борщ')).toEqual(['寿司', 'борщ']);
  });
  it('finds nothing in punctuation only', () => {
    expect(tokenize('%% __ "" * - ()')).toEqual([]);
  });
});

describe('buildFtsQuery', () => {
  it('quotes each token, makes it a prefix and ANDs them', () => {
    expect(buildFtsQuery(['tom'])).toBe('"tom"*');
    expect(buildFtsQuery(['tom', 'bas'])).toBe('"tom"* AND "bas"*');
  });
  it('doubles quotes should a token ever carry one', () => {
    expect(buildFtsQuery(['a"b'])).toBe('"a""b"*');
  });
  it('makes a run of an unspaced script a phrase of its characters, forgiving nothing', () => {
    expect(buildFtsQuery(['醤油'])).toBe('"醤" + "油"');
    expect(buildFtsQuery(['醤'])).toBe('"醤"');
    expect(buildFtsQuery(['tofu豆腐', 'mapo'])).toBe('"tofu" + "豆" + "腐" AND "mapo"*');
    expect(buildFtsQuery(['豆腐40'])).toBe('"豆" + "腐" + "40"*');
    expect(buildFtsQuery(['豆腐'], [{ stems: ['x'], typos: [] }], 2)).toBe('"豆" + "腐"');
  });
});

/** The FTS5 expression SQLite runs for `text` (PostgreSQL gets the same tokens). */
function ftsMatchFor(text: string) {
  const plan = planSearch(text, 'sqlite');
  return plan.kind === 'fulltext' ? buildFtsQuery(plan.tokens) : plan;
}

describe('planSearch', () => {
  it('does not search on blank text', () => {
    expect(planSearch(undefined, 'sqlite')).toEqual({ kind: 'none' });
    expect(planSearch('   ', 'postgres')).toEqual({ kind: 'none' });
  });

  it('searches full text for words, on either dialect', () => {
    expect(planSearch('  tom  ', 'sqlite')).toEqual({
      kind: 'fulltext',
      dialect: 'sqlite',
      tokens: ['tom'],
    });
    expect(planSearch('Crème brûlée', 'postgres')).toEqual({
      kind: 'fulltext',
      dialect: 'postgres',
      tokens: ['Crème', 'brûlée'],
    });
    expect(ftsMatchFor('  tom  ')).toBe('"tom"*');
  });

  it.each([
    ['tomato OR basil', '"tomato"* AND "OR"* AND "basil"*'],
    ['soup AND NOT salt', '"soup"* AND "AND"* AND "NOT"* AND "salt"*'],
    ['NEAR(a b, 2)', '"NEAR"* AND "a"* AND "b"* AND "2"*'],
    ['"unbalanced quote', '"unbalanced"* AND "quote"*'],
    ['title:pie', '"title"* AND "pie"*'],
    ['-salt +sugar ^pie', '"salt"* AND "sugar"* AND "pie"*'],
    ['pie*', '"pie"*'],
    ['{title description}: x', '"title"* AND "description"* AND "x"*'],
    ["'); drop table recipes; --", '"drop"* AND "table"* AND "recipes"*'],
    ['50% off_sale', '"50"* AND "off"* AND "sale"*'],
    ['a & b | !c <-> d:*', '"a"* AND "b"* AND "c"* AND "d"*'],
  ])('treats %j as plain words', (text, match) => {
    expect(ftsMatchFor(text)).toBe(match);
  });

  it('never lets a quote, star, paren, colon or tsquery operator into a token', () => {
    const hostile = `"*:()^-+{}[]'\`\\%_&|!<> AND OR NOT NEAR`;
    const plan = planSearch(hostile, 'postgres');
    expect(plan.kind).toBe('fulltext');
    if (plan.kind !== 'fulltext') return;
    for (const token of plan.tokens) expect(token).toMatch(/^[\p{L}\p{N}\p{M}]+$/u);
    // Every term is "letters"* joined by AND.
    expect(buildFtsQuery(plan.tokens)).toMatch(
      /^"[\p{L}\p{N}\p{M}]+"\*( AND "[\p{L}\p{N}\p{M}]+"\*)*$/u,
    );
  });

  it('falls back to a literal title match when there are no words', () => {
    expect(planSearch('%%', 'sqlite')).toEqual({
      kind: 'title',
      dialect: 'sqlite',
      pattern: '%\\%\\%%',
    });
    expect(planSearch('_', 'postgres')).toMatchObject({ kind: 'title', pattern: '%\\_%' });
    expect(planSearch('\\', 'sqlite')).toMatchObject({ kind: 'title', pattern: '%\\\\%' });
    expect(planSearch('🍅', 'postgres')).toMatchObject({ kind: 'title', pattern: '%🍅%' });
  });
});

describe('escapeLike', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(escapeLike('plain')).toBe('plain');
  });
});
