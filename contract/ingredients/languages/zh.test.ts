import { describe, expect, it } from 'vitest';
import { viewIngredient } from '../../kitchen/scale';
import { parseIngredient, readIngredient, type ParsedIngredient } from '../index';
import { unitSize } from '../../units';
import { CHINESE_UNITS, VOCABULARY } from './zh';

type Expected = Partial<Omit<ParsedIngredient, 'amounts'>>;

const parse = (line: string) => parseIngredient(line, { vocabulary: VOCABULARY! });

describe('Chinese ingredient lines', () => {
  it.each<[string, Expected]>([
    ['盐 适量', { quantity: null, unit: null, name: '盐', amountStart: 2, amountEnd: 4 }],
    ['盐适量', { quantity: null, unit: null, name: '盐' }],
    ['适量盐', { quantity: null, unit: null, name: '盐' }],
    ['食用油 适量', { quantity: null, unit: null, name: '食用油' }],
    ['生抽 2汤匙', { quantity: 2, unit: 'tablespoon', name: '生抽' }],
    ['生抽2汤匙', { quantity: 2, unit: 'tablespoon', name: '生抽' }],
    ['料酒 1汤匙', { quantity: 1, unit: 'tablespoon', name: '料酒' }],
    ['生抽 1/2茶匙', { quantity: 0.5, unit: 'teaspoon', name: '生抽' }],
    ['老抽 1小勺', { quantity: 1, unit: 'teaspoon', name: '老抽' }],
    ['两勺白糖', { quantity: 2, unit: 'tablespoon', name: '白糖' }],
    ['白糖 两勺', { quantity: 2, unit: 'tablespoon', name: '白糖' }],
    ['五花肉 500克', { quantity: 500, unit: 'gram', name: '五花肉' }],
    ['500克五花肉', { quantity: 500, unit: 'gram', name: '五花肉' }],
    ['三文鱼 300克', { quantity: 300, unit: 'gram', name: '三文鱼' }],
    ['面粉 200g', { quantity: 200, unit: 'gram', name: '面粉' }],
    ['牛奶 250毫升', { quantity: 250, unit: 'millilitre', name: '牛奶' }],
    ['水 1杯', { quantity: 1, unit: 'cup', name: '水' }],
    ['1斤排骨', { quantity: 1, unit: 'catty', name: '排骨' }],
    ['猪肉 二两', { quantity: 2, unit: 'tael', name: '猪肉' }],
    ['1个洋葱', { quantity: 1, unit: 'piece', name: '洋葱' }],
    ['半个洋葱', { quantity: 0.5, unit: 'piece', name: '洋葱' }],
    ['鸡蛋 2个', { quantity: 2, unit: 'piece', name: '鸡蛋' }],
    ['鸡蛋 两个', { quantity: 2, unit: 'piece', name: '鸡蛋' }],
    ['八角 2个', { quantity: 2, unit: 'piece', name: '八角' }],
    ['大蒜 3瓣', { quantity: 3, unit: 'clove', name: '大蒜' }],
    ['姜 3片', { quantity: 3, unit: 'slice', name: '姜' }],
    ['几片姜', { quantity: null, unit: 'slice', name: '姜' }],
    ['洋葱 1个（切丁）', { quantity: 1, unit: 'piece', name: '洋葱', preparation: '切丁' }],
    ['葱 1根（切段）', { quantity: 1, unit: 'stick', name: '葱', preparation: '切段' }],
    ['葱切段 2根', { quantity: 2, unit: 'stick', name: '葱', preparation: '切段' }],
    ['姜切丝 适量', { quantity: null, name: '姜', preparation: '切丝' }],
    ['香菜 少许，切碎', { quantity: null, name: '香菜', preparation: '切碎' }],
    ['淀粉 少许（勾芡用）', { quantity: null, name: '淀粉', purpose: '勾芡用' }],
    ['葱、姜、蒜 各适量', { quantity: null, name: '葱、姜、蒜', comment: '各' }],
    ['姜 一小块', { quantity: 1, unit: 'piece', name: '姜' }],
    ['冰糖 适量（可选）', { quantity: null, name: '冰糖', comment: '可选' }],
    ['食用油 2汤匙 用于煎', { quantity: 2, unit: 'tablespoon', name: '食用油', purpose: '用于煎' }],
    ['葱花 少许 装饰用', { quantity: null, name: '葱花', purpose: '装饰用' }],
    ['米饭 1碗', { quantity: 1, unit: 'bowl', name: '米饭' }],
    ['一小勺盐', { quantity: 1, unit: 'teaspoon', name: '盐' }],
    ['大葱 半根', { quantity: 0.5, unit: 'stick', name: '大葱' }],
    ['1.5斤排骨', { quantity: 1.5, unit: 'catty', name: '排骨' }],
    ['鸡蛋 3个（打散）', { quantity: 3, unit: 'piece', name: '鸡蛋', preparation: '打散' }],
    ['猪里脊肉 300克 切片', { quantity: 300, unit: 'gram', name: '猪里脊肉', preparation: '切片' }],
    ['青椒 1个 去籽切丝', { quantity: 1, unit: 'piece', name: '青椒', preparation: '去籽切丝' }],
  ])('%s', (line, expected) => {
    const { amounts: _amounts, ...fields } = parse(line);
    expect(fields).toMatchObject(expected);
  });

  it.each(['盐 适量', '生抽 2汤匙', '两勺白糖', '1个洋葱', '猪肉 二两'])(
    'readIngredient reads "%s" as Chinese',
    (line) => {
      const chinese = parse(line);
      for (const preferred of [[], ['en'], ['zh']]) {
        expect(readIngredient(line, preferred)).toEqual(chinese);
      }
    },
  );

  it('scales the number where it stands, a number word too', () => {
    const view = (line: string) => viewIngredient(line, { factor: 2, system: null }).text;
    expect(view('鸡蛋 2个')).toBe('鸡蛋 4个');
    expect(view('生抽2汤匙')).toBe('生抽4汤匙');
    expect(view('两勺白糖')).toBe('4勺白糖');
    expect(view('盐 适量')).toBe('盐 适量');
  });

  it('converts a catty for a US kitchen', () => {
    expect(viewIngredient('1斤排骨', { factor: 1, system: 'us' }).text).toBe('1 ⅛ lb排骨');
  });

  it('spells measures with the kind the size table gives them, and sizes no count', () => {
    for (const unit of CHINESE_UNITS) {
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
