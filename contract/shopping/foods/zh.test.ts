import { describe, expect, it } from 'vitest';
import { sectionOf, type StoreSection } from '../sections';

describe('Chinese foods by aisle', () => {
  it.each<[string, StoreSection]>([
    ['洋葱', 'produce'],
    ['西红柿', 'produce'],
    ['香菜', 'produce'],
    ['豆腐', 'produce'],
    ['牛奶', 'dairy'],
    ['鸡蛋', 'dairy'],
    ['五花肉', 'meat_fish'],
    ['三文鱼', 'meat_fish'],
    ['馒头', 'bakery'],
    ['生抽', 'pantry'],
    ['面粉', 'pantry'],
    ['盐', 'spices'],
    ['八角', 'spices'],
    ['速冻饺子', 'frozen'],
    ['啤酒', 'drinks'],
    ['保鲜膜', 'household'],
  ])('%s → %s', (food, section) => {
    expect(sectionOf(food)).toBe(section);
  });

  it('finds a food inside a longer word when no whole phrase matches', () => {
    expect(sectionOf('紫皮洋葱')).toBe('produce');
    // the longest phrase inside wins: 鸡精 is a seasoning, not chicken
    expect(sectionOf('太太乐鸡精')).toBe('spices');
    expect(sectionOf('新鲜鸡蛋')).toBe('dairy');
    // a dish's words before the food do not hide it
    expect(sectionOf('清蒸鲈鱼')).toBe('meat_fish');
  });

  it('reads the form word before the food', () => {
    expect(sectionOf('冷冻虾仁')).toBe('frozen');
    expect(sectionOf('干香菇')).toBe('pantry');
    expect(sectionOf('干辣椒')).toBe('spices');
    expect(sectionOf('干罗勒')).toBe('spices');
    expect(sectionOf('罐装玉米')).toBe('pantry');
  });
});
