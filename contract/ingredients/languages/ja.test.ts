import { describe, expect, it } from 'vitest';
import { viewIngredient } from '../../kitchen/scale';
import { parseIngredient, readIngredient, type ParsedIngredient } from '../index';
import { unitSize } from '../../units';
import { JAPANESE_UNITS, VOCABULARY } from './ja';

type Expected = Partial<Omit<ParsedIngredient, 'amounts'>>;

const parse = (line: string) => parseIngredient(line, { vocabulary: VOCABULARY! });

describe('Japanese ingredient lines', () => {
  it.each<[string, Expected]>([
    ['大さじ1 醤油', { quantity: 1, unit: 'tablespoon', name: '醤油' }],
    ['醤油 大さじ1', { quantity: 1, unit: 'tablespoon', name: '醤油' }],
    ['醤油大さじ1', { quantity: 1, unit: 'tablespoon', name: '醤油' }],
    ['しょうゆ 大さじ1と1/2', { quantity: 1.5, unit: 'tablespoon', name: 'しょうゆ' }],
    ['砂糖 小さじ２', { quantity: 2, unit: 'teaspoon', name: '砂糖' }],
    ['ごま油 小さじ1/2', { quantity: 0.5, unit: 'teaspoon', name: 'ごま油' }],
    ['小麦粉 大さじ2〜3', { quantity: 2, quantityMax: 3, unit: 'tablespoon', name: '小麦粉' }],
    ['水 カップ1', { quantity: 1, unit: 'japanese cup', name: '水' }],
    ['だし汁 200ml', { quantity: 200, unit: 'millilitre', name: 'だし汁' }],
    ['牛乳 200cc', { quantity: 200, unit: 'millilitre', name: '牛乳' }],
    ['米 2合', { quantity: 2, unit: 'rice cup', name: '米' }],
    ['豚バラ肉 200g', { quantity: 200, unit: 'gram', name: '豚バラ肉' }],
    ['鶏もも肉 1枚（300g）', { quantity: 1, unit: 'sheet', name: '鶏もも肉' }],
    ['卵 2個', { quantity: 2, unit: 'piece', name: '卵' }],
    ['卵 ひとつ', { quantity: 1, unit: null, name: '卵' }],
    ['にんじん 1/2本', { quantity: 0.5, unit: 'stick', name: 'にんじん' }],
    ['にんにく 1片', { quantity: 1, unit: 'clove', name: 'にんにく' }],
    ['大葉 5枚', { quantity: 5, unit: 'sheet', name: '大葉' }],
    ['日本酒 50ml', { quantity: 50, unit: 'millilitre', name: '日本酒' }],
    ['塩 少々', { quantity: null, unit: null, name: '塩', amountStart: 2, amountEnd: 4 }],
    ['塩少々', { quantity: null, unit: null, name: '塩' }],
    ['少々の塩', { quantity: null, unit: null, name: '塩' }],
    ['三つ葉 適量', { quantity: null, unit: null, name: '三つ葉' }],
    ['塩 ひとつまみ', { quantity: null, unit: 'pinch', name: '塩' }],
    ['塩、こしょう 各少々', { quantity: null, name: '塩、こしょう', comment: '各' }],
    [
      '玉ねぎ 1個（みじん切り）',
      { quantity: 1, unit: 'piece', name: '玉ねぎ', preparation: 'みじん切り' },
    ],
    [
      '玉ねぎ（みじん切り） 1個',
      { quantity: 1, unit: 'piece', name: '玉ねぎ', preparation: 'みじん切り' },
    ],
    [
      '玉ねぎ みじん切り 1/2個',
      { quantity: 0.5, unit: 'piece', name: '玉ねぎ', preparation: 'みじん切り' },
    ],
    [
      'しょうが 1かけ（すりおろし）',
      { quantity: 1, unit: 'clove', name: 'しょうが', preparation: 'すりおろし' },
    ],
    ['サラダ油 適量（揚げ用）', { quantity: null, name: 'サラダ油', purpose: '揚げ用' }],
    ['パセリ 少々（飾り用）', { name: 'パセリ', purpose: '飾り用' }],
    ['玉ねぎ 大1個', { quantity: 1, unit: 'piece', name: '玉ねぎ', size: '大' }],
    ['七味唐辛子 お好みで', { quantity: null, unit: null, name: '七味唐辛子' }],
    ['牛乳 1/2カップ', { quantity: 0.5, unit: 'japanese cup', name: '牛乳' }],
    [
      '薄力粉 100g（ふるっておく）',
      { quantity: 100, unit: 'gram', name: '薄力粉', preparation: 'ふるっておく' },
    ],
    [
      'にんじん 1本 いちょう切り',
      { quantity: 1, unit: 'stick', name: 'にんじん', preparation: 'いちょう切り' },
    ],
    ['★醤油 大さじ2', { quantity: 2, unit: 'tablespoon', name: '醤油' }],
    ['本みりん 大さじ2', { quantity: 2, unit: 'tablespoon', name: '本みりん' }],
    ['鮭 2切れ', { quantity: 2, unit: 'slice', name: '鮭' }],
    ['豆腐 1丁（300g）', { quantity: 1, unit: 'block', name: '豆腐' }],
  ])('%s', (line, expected) => {
    const { amounts: _amounts, ...fields } = parse(line);
    expect(fields).toMatchObject(expected);
  });

  it.each([
    '大さじ1 醤油',
    '醤油 大さじ1',
    '水 カップ1',
    '塩 少々',
    '玉ねぎ 1個（みじん切り）',
    '七味唐辛子 お好みで',
  ])('readIngredient reads "%s" as Japanese', (line) => {
    const japanese = parse(line);
    for (const preferred of [[], ['en'], ['ja']]) {
      expect(readIngredient(line, preferred)).toEqual(japanese);
    }
  });

  it('scales the number where it stands, before or after its unit', () => {
    const view = (line: string) => viewIngredient(line, { factor: 2, system: null }).text;
    expect(view('大さじ1 醤油')).toBe('大さじ2 醤油');
    expect(view('醤油大さじ1と1/2')).toBe('醤油大さじ3');
    expect(view('玉ねぎ 1/2個')).toBe('玉ねぎ 1個');
    expect(view('米 2合')).toBe('米 4合');
    expect(view('塩 少々')).toBe('塩 少々');
  });

  it('converts a Japanese cup, written before its number, for a US kitchen', () => {
    expect(viewIngredient('水 カップ1', { factor: 1, system: 'us' }).text).toBe('水 ⅞ cup');
  });

  it('spells measures with the kind the size table gives them, and sizes no count', () => {
    for (const unit of JAPANESE_UNITS) {
      const size = unitSize(unit.name);
      if (unit.kind === 'count') expect(size, unit.name).toBeNull();
      else expect(size?.kind, unit.name).toBe(unit.kind);
    }
  });

  it('leaves English lines to English', () => {
    for (const line of ['2 cups flour', 'Salt, to taste', '1 rice cup jasmine rice']) {
      expect(readIngredient(line, [])).toEqual(parseIngredient(line));
    }
  });
});
