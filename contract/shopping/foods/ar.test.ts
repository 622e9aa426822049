import { describe, expect, it } from 'vitest';
import { foodKey, sectionOf, type StoreSection } from '../sections';

describe('Arabic foods by aisle', () => {
  it.each<[string, StoreSection]>([
    ['بصل', 'produce'],
    ['بصلة', 'produce'],
    ['طماطم', 'produce'],
    ['بندورة', 'produce'],
    ['بطاطس', 'produce'],
    ['بقدونس', 'produce'],
    ['ثوم', 'produce'],
    ['حليب', 'dairy'],
    ['لبنة', 'dairy'],
    ['جبنة بيضاء', 'dairy'],
    ['بيض', 'dairy'],
    ['صدر دجاج', 'meat_fish'],
    ['لحم غنم', 'meat_fish'],
    ['جمبري', 'meat_fish'],
    ['خبز عربي', 'bakery'],
    ['دقيق', 'pantry'],
    ['الدقيق', 'pantry'],
    ['زيت زيتون', 'pantry'],
    ['زيت الزيتون', 'pantry'],
    ['أرز', 'pantry'],
    ['ارز', 'pantry'],
    ['ملح', 'spices'],
    ['الملح', 'spices'],
    ['فلفل أسود', 'spices'],
    ['كمون مطحون', 'spices'],
    ['آيس كريم', 'frozen'],
    ['ماء', 'drinks'],
    ['قهوة عربية', 'drinks'],
    ['ورق قصدير', 'household'],
    ['جبنه', 'dairy'],
  ])('%s → %s', (food, section) => {
    expect(sectionOf(food)).toBe(section);
  });

  it('names a food by its first noun: of two phrases of one length the first decides', () => {
    expect(sectionOf('عصير برتقال')).toBe('drinks');
    expect(sectionOf('مرق دجاج')).toBe('pantry');
    expect(sectionOf('مكعب مرق دجاج')).toBe('pantry');
    expect(sectionOf('معجون طماطم')).toBe('pantry');
  });

  it('reads a form word after the food', () => {
    expect(sectionOf('بازلاء مجمدة')).toBe('frozen');
    expect(sectionOf('سبانخ مجمدة')).toBe('frozen');
    expect(sectionOf('حمص معلب')).toBe('pantry');
    expect(sectionOf('ذرة معلبة')).toBe('pantry');
    expect(sectionOf('نعناع مجفف')).toBe('spices');
    expect(sectionOf('مشمش مجفف')).toBe('pantry');
  });

  it('merges a food written with or without its hamza', () => {
    expect(foodKey('أرز')).toBe(foodKey('ارز'));
  });
});
