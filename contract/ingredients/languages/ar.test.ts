import { describe, expect, it } from 'vitest';
import { viewIngredient } from '../../kitchen/scale';
import { parseIngredient, readIngredient, type ParsedIngredient } from '../index';
import { numberValue, tokenize } from '../tokens';
import { ENGLISH_UNITS } from '../units';
import { ARABIC_UNITS, VOCABULARY } from './ar';

type Expected = Partial<Omit<ParsedIngredient, 'amounts'>>;

const LINES: Array<[string, Expected]> = [
  ['2 ملعقة كبيرة زيت زيتون', { quantity: 2, unit: 'tablespoon', name: 'زيت زيتون' }],
  ['١ ملعقة صغيرة ملح', { quantity: 1, unit: 'teaspoon', name: 'ملح' }],
  ['½ ملعقة صغيرة كمون مطحون', { quantity: 0.5, unit: 'teaspoon', name: 'كمون مطحون' }],
  ['١/٢ ملعقة صغيرة سكر', { quantity: 0.5, unit: 'teaspoon', name: 'سكر' }],
  ['٢ م.ك سكر', { quantity: 2, unit: 'tablespoon', name: 'سكر' }],
  [
    'ملعقة كبيرة زبدة مذابة',
    { quantity: null, unit: 'tablespoon', name: 'زبدة', preparation: 'مذابة' },
  ],
  ['رشة ملح', { quantity: null, unit: 'pinch', name: 'ملح' }],
  ['رشة من الملح', { quantity: null, unit: 'pinch', name: 'الملح' }],
  ['كوب من السكر', { quantity: null, unit: 'cup', name: 'السكر' }],
  ['٣ فصوص ثوم، مفروم', { quantity: 3, unit: 'clove', name: 'ثوم', preparation: 'مفروم' }],
  ['٢ فص ثوم مهروس', { quantity: 2, unit: 'clove', name: 'ثوم', preparation: 'مهروس' }],
  ['500 غرام دقيق', { quantity: 500, unit: 'gram', name: 'دقيق' }],
  ['٥٠٠ غ لحم مفروم', { quantity: 500, unit: 'gram', name: 'لحم', preparation: 'مفروم' }],
  ['١ كوب حليب', { quantity: 1, unit: 'cup', name: 'حليب' }],
  ['١٫٥ كوب ماء', { quantity: 1.5, unit: 'cup', name: 'ماء' }],
  ['ثلاثة أكواب أرز', { quantity: 3, unit: 'cup', name: 'أرز' }],
  ['ربع كوب زيت نباتي', { quantity: 0.25, unit: 'cup', name: 'زيت نباتي' }],
  ['نصف كيلو بطاطس', { quantity: 0.5, unit: 'kilogram', name: 'بطاطس' }],
  ['حوالي 200 غرام جبنة بيضاء', { quantity: 200, unit: 'gram', name: 'جبنة بيضاء' }],
  ['250 مل ماء دافئ', { quantity: 250, unit: 'millilitre', name: 'ماء', preparation: 'دافئ' }],
  ['٢٠٠ غرام / ٧ أونصة جبنة', { quantity: 200, unit: 'gram', name: 'جبنة' }],
  [
    '2 بصلة كبيرة، مقطعة إلى مكعبات',
    { quantity: 2, unit: null, name: 'بصلة', size: 'كبيرة', preparation: 'مقطعة إلى مكعبات' },
  ],
  ['2 حبة بطاطس متوسطة الحجم', { quantity: 2, unit: 'piece', name: 'بطاطس', size: 'متوسطة الحجم' }],
  ['2-3 جزر', { quantity: 2, quantityMax: 3, unit: null, name: 'جزر' }],
  ['٢-٣ حبات طماطم', { quantity: 2, quantityMax: 3, unit: 'piece', name: 'طماطم' }],
  ['٤ بيضات', { quantity: 4, unit: null, name: 'بيضات' }],
  ['1 علبة طماطم مقطعة', { quantity: 1, unit: 'can', name: 'طماطم', preparation: 'مقطعة' }],
  ['1 مكعب مرق دجاج', { quantity: 1, unit: 'cube', name: 'مرق دجاج' }],
  ['2 ورقة غار', { quantity: 2, unit: 'leaf', name: 'غار' }],
  ['حفنة بقدونس مفروم', { unit: 'handful', name: 'بقدونس', preparation: 'مفروم' }],
  ['بعض أعواد القرفة', { quantity: null, unit: 'stick', name: 'القرفة' }],
  [
    '1 حزمة كزبرة، مفرومة ناعماً',
    { quantity: 1, unit: 'bunch', name: 'كزبرة', preparation: 'مفرومة ناعماً' },
  ],
  ['بصل مفروم ناعم', { quantity: null, name: 'بصل', preparation: 'مفروم ناعم' }],
  ['٢ كوب دقيق، منخول', { quantity: 2, unit: 'cup', name: 'دقيق', preparation: 'منخول' }],
  [
    '1 كيلو لحم غنم مقطع قطع صغيرة',
    { quantity: 1, unit: 'kilogram', name: 'لحم غنم', preparation: 'مقطع قطع صغيرة' },
  ],
  ['زيت للقلي', { quantity: null, name: 'زيت', purpose: 'للقلي' }],
  ['بقدونس للتزيين', { name: 'بقدونس', purpose: 'للتزيين' }],
  [
    '١ ملعقة كبيرة عسل (اختياري)',
    { quantity: 1, unit: 'tablespoon', name: 'عسل', comment: 'اختياري' },
  ],
  ['ملعقتان كبيرتان زيت زيتون', { quantity: 2, unit: 'tablespoon', name: 'زيت زيتون' }],
  ['ملعقتين صغيرتين ملح', { quantity: 2, unit: 'teaspoon', name: 'ملح' }],
  ['كوبان دقيق', { quantity: 2, unit: 'cup', name: 'دقيق' }],
  ['فصين ثوم مفروم', { quantity: 2, unit: 'clove', name: 'ثوم', preparation: 'مفروم' }],
  ['كوب ونصف سكر', { quantity: 1.5, unit: 'cup', name: 'سكر' }],
  ['كيلو دجاج مقطع', { quantity: null, unit: 'kilogram', name: 'دجاج', preparation: 'مقطع' }],
  ['سكر: ٢ كوب', { quantity: 2, unit: 'cup', name: 'سكر' }],
  ['ملح ١ ملعقة صغيرة', { quantity: 1, unit: 'teaspoon', name: 'ملح' }],
  ['ملح وفلفل حسب الرغبة', { quantity: null, name: 'ملح وفلفل', comment: 'حسب الرغبة' }],
];

const fieldsOf = (parsed: ParsedIngredient) => {
  const { amounts: _amounts, ...fields } = parsed;
  return fields;
};

describe('Arabic lines', () => {
  it.each(LINES)('%s', (line, expected) => {
    expect(fieldsOf(parseIngredient(line, { language: 'ar' }))).toMatchObject(expected);
  });
});

// A line with nothing the reading scores (no unit, number, size, preparation or purpose) reads
// alike in every language, and English, tried first, keeps it.
const SCORED = LINES.filter(([line]) => line !== 'ملح وفلفل حسب الرغبة');

describe('readIngredient reads an Arabic line in Arabic, whatever the reader speaks', () => {
  it.each(SCORED)('%s', (line, expected) => {
    expect(fieldsOf(readIngredient(line, []))).toMatchObject(expected);
    expect(fieldsOf(readIngredient(line, ['en']))).toMatchObject(expected);
    expect(fieldsOf(readIngredient(line, ['ar']))).toMatchObject(expected);
  });
});

describe('Arabic-Indic digits', () => {
  it('are numbers, with the Arabic decimal separator', () => {
    expect(tokenize('١٢ كوب').map((token) => token.kind)).toEqual(['number', 'word']);
    expect(numberValue('١٢')).toBe(12);
    expect(numberValue('١٫٥')).toBe(1.5);
    expect(numberValue('۲۵۰')).toBe(250);
  });

  it('keep the offsets of the amount in the line', () => {
    const parsed = parseIngredient('٢٥٠ مل حليب', { language: 'ar' });
    expect([parsed.amountStart, parsed.amountEnd]).toEqual([0, 6]);
  });
});

describe('scaling an Arabic line', () => {
  const scaled = (line: string, factor: number) =>
    viewIngredient(line, { factor, system: null }).text;

  it('rewrites the amount and keeps the rest as written', () => {
    expect(scaled('2 ملعقة كبيرة زيت زيتون', 2)).toBe('4 ملعقة كبيرة زيت زيتون');
    expect(scaled('٢ كوب دقيق، منخول', 2)).toBe('4 كوب دقيق، منخول');
    expect(scaled('١٫٥ كوب ماء', 2)).toBe('3 كوب ماء');
    expect(scaled('٢-٣ حبات طماطم', 2)).toBe('4–6 حبات طماطم');
  });

  it('leaves a dual as written: its number is in the unit word, with no digit to rewrite', () => {
    expect(scaled('كوبان دقيق', 2)).toBe('كوبان دقيق');
  });
});

describe('the Arabic unit table', () => {
  it('names each unit by an English canonical id, and knows every unit the vocabulary names', () => {
    const english = new Set(ENGLISH_UNITS.map((unit) => unit.name));
    const names = new Set(ARABIC_UNITS.map((unit) => unit.name));
    for (const name of names) expect(english.has(name), name).toBe(true);
    const listed = [
      ...VOCABULARY.bareUnits,
      ...VOCABULARY.containerUnits,
      ...VOCABULARY.trailingUnits,
    ];
    for (const name of listed) expect(names.has(name), name).toBe(true);
  });

  it('gives every spelling to one unit only', () => {
    const owners = new Map<string, string>();
    for (const unit of ARABIC_UNITS) {
      for (const spelling of [...unit.words, ...(unit.abbreviations ?? [])]) {
        expect(owners.get(spelling) ?? unit.name, spelling).toBe(unit.name);
        owners.set(spelling, unit.name);
      }
    }
  });

  it('reads the spellings cooks type: no hamza, a final ه', () => {
    expect(parseIngredient('2 ملعقه كبيره سكر', { language: 'ar' }).unit).toBe('tablespoon');
    expect(parseIngredient('3 اكواب ماء', { language: 'ar' }).unit).toBe('cup');
  });
});
