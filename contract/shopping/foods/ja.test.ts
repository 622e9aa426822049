import { describe, expect, it } from 'vitest';
import { sectionOf, type StoreSection } from '../sections';

describe('Japanese foods by aisle', () => {
  it.each<[string, StoreSection]>([
    ['玉ねぎ', 'produce'],
    ['キャベツ', 'produce'],
    ['しょうが', 'produce'],
    ['豆腐', 'produce'],
    ['牛乳', 'dairy'],
    ['卵', 'dairy'],
    ['鶏もも肉', 'meat_fish'],
    ['鮭', 'meat_fish'],
    ['食パン', 'bakery'],
    ['醤油', 'pantry'],
    ['パン粉', 'pantry'],
    ['みりん', 'pantry'],
    ['塩', 'spices'],
    ['七味唐辛子', 'spices'],
    ['アイスクリーム', 'frozen'],
    ['日本酒', 'drinks'],
    ['キッチンペーパー', 'household'],
  ])('%s → %s', (food, section) => {
    expect(sectionOf(food)).toBe(section);
  });

  it('finds a food inside a longer word when no whole phrase matches', () => {
    expect(sectionOf('新玉ねぎ')).toBe('produce');
    expect(sectionOf('国産豚バラ肉')).toBe('meat_fish');
    // the longest phrase inside wins: ごま油 is oil, not sesame
    expect(sectionOf('太白ごま油')).toBe('pantry');
    // between phrases of one length, the last: 塩鮭 is a fish
    expect(sectionOf('甘塩鮭')).toBe('meat_fish');
  });

  it('reads the form word before the food, glued or spaced', () => {
    expect(sectionOf('冷凍えび')).toBe('frozen');
    expect(sectionOf('冷凍 うどん')).toBe('frozen');
    expect(sectionOf('乾燥バジル')).toBe('spices');
    expect(sectionOf('干ししいたけ')).toBe('pantry');
    expect(sectionOf('缶詰コーン')).toBe('pantry');
  });

  it('leaves a food it does not know in Other', () => {
    expect(sectionOf('謎の食材')).toBe('other');
  });
});
