// Arabic ingredient-line words (code 'ar'), in the roles ../vocabulary.ts names, and its unit
// spellings (../units.ts). Arabic writes its adjectives and participles after the noun ("بصل
// مفروم", "بطاطس متوسطة الحجم"), "من" between a unit and its food ("رشة من الملح"), and its
// purposes as one word with the preposition glued on ("للتقديم", "للقلي"). Cooks spell the same
// word several ways (أ/إ/آ or a bare ا, a final ة or ه, a final ى or ي): every word counts in each.
import { buildUnitIndex, measure, type UnitDefinition } from '../units';
import { wordSet, wordValues, type Vocabulary } from '../vocabulary';

/** The spellings cooks type for one word: hamza seats dropped, ة as ه, ى as ي and back. */
function spellings(word: string): string[] {
  const bare = word.replace(/[أإآ]/g, 'ا');
  const forms = [word, bare];
  for (const form of [word, bare]) {
    if (form.endsWith('ة')) forms.push(`${form.slice(0, -1)}ه`);
    if (form.endsWith('ى')) forms.push(`${form.slice(0, -1)}ي`);
    if (form.endsWith('ي')) forms.push(`${form.slice(0, -1)}ى`);
    // "تقريباً": the tanween of an adverb is often left out
    if (form.endsWith('اً')) forms.push(form.slice(0, -1));
  }
  return forms;
}

/** Every spelling of every word (or phrase of words) in the list. */
const spelled = (list: readonly string[]) => [
  ...new Set(list.flatMap((phrase) => phrase.split(' ').map(spellings).reduce(combine))),
];

/** Each spelling of a phrase's words joined: "ملعقة كبيرة" → "ملعقه كبيره" and the rest. */
function combine(heads: string[], tails: string[]): string[] {
  return heads.flatMap((head) => tails.map((tail) => `${head} ${tail}`));
}

/** A set of words (whitespace-separated), in every spelling. */
const words = (list: string): ReadonlySet<string> => new Set(spelled([...wordSet(list)]));

/** Spellings of several words, separated by commas: "ملعقة كبيرة, ملاعق كبيرة". */
const phrases = (list: string) =>
  spelled(
    list
      .split(',')
      .map((phrase) => phrase.trim().split(/\s+/).join(' '))
      .filter(Boolean),
  );

/** "word=value" pairs, each word in every spelling. */
const valuesOf = (list: string) =>
  wordValues(
    [...wordSet(list)]
      .flatMap((pair) => {
        const [word, value] = pair.split('=');
        return spellings(word!).map((form) => `${form}=${value}`);
      })
      .join(' '),
  );

const arabicMeasure = (name: Parameters<typeof measure>[0], list: string, short = '') =>
  measure(name, phrases(list), phrases(short));

const arabicCount = (name: string, list: string): UnitDefinition => ({
  name,
  kind: 'count',
  words: phrases(list),
});

/** Spellings that say how many by themselves: a dual ("كوبان"), "and a half" ("كوب ونصف"). */
const saying = (quantity: number, unit: UnitDefinition): UnitDefinition => ({
  ...unit,
  impliedQuantity: quantity,
});
const dual = (unit: UnitDefinition) => saying(2, unit);

export const ARABIC_UNITS: readonly UnitDefinition[] = [
  arabicMeasure(
    'tablespoon',
    `ملعقة كبيرة, ملاعق كبيرة, ملعقة طعام, ملاعق طعام, ملعقة أكل, ملاعق أكل, ملعقة, ملاعق`,
    'م ك, مك',
  ),
  arabicMeasure(
    'teaspoon',
    `ملعقة صغيرة, ملاعق صغيرة, ملعقة شاي, ملاعق شاي, ملعقة قهوة, ملاعق قهوة`,
    'م ص, مص',
  ),
  arabicMeasure('cup', 'كوب, أكواب, كأس, كاسة, كؤوس'),
  arabicMeasure('millilitre', 'ملليلتر, مليلتر, ملليلترات, مليلترات, ميليلتر', 'مل, ملل, مللي'),
  arabicMeasure('litre', 'لتر, لترات, ليتر', 'ل'),
  arabicMeasure('milligram', 'ملليغرام, مليغرام, ملليجرام', 'ملغ, مجم'),
  arabicMeasure('gram', 'غرام, غرامات, جرام, جرامات, غراما, جراما', 'غ, غم, جم, جر, غر'),
  arabicMeasure('kilogram', 'كيلوغرام, كيلوجرام, كيلو, كيلوات, كيلوغرامات', 'كغ, كجم, كلغ, كغم'),
  arabicMeasure('ounce', 'أونصة, أونصات, أوقية', 'oz'),
  arabicMeasure('pound', 'رطل, أرطال', 'lb'),
  arabicMeasure('centimetre', 'سنتيمتر, سنتمتر, سنتيمترات', 'سم'),
  arabicMeasure('millimetre', 'مليمتر, ملليمتر', 'مم'),
  arabicCount('pinch', 'رشة, رشات, قرصة'),
  arabicCount('handful', 'حفنة, حفنات, قبضة, كمشة'),
  arabicCount('drop', 'قطرة, قطرات'),
  arabicCount('clove', 'فص, فصوص'),
  arabicCount('bunch', 'حزمة, حزم, حزمات, باقة, باقات, ربطة, ربطات, ضمة'),
  arabicCount('sprig', 'عرق, عروق, غصن, أغصان, غصين'),
  arabicCount('leaf', 'ورقة, أوراق, ورقات'),
  arabicCount('stick', 'عود, أعواد, عيدان'),
  arabicCount('head', 'رأس, رؤوس, روس'),
  arabicCount('slice', 'شريحة, شرائح'),
  arabicCount('piece', 'حبة, حبات, قطعة, قطع'),
  arabicCount('cube', 'مكعب, مكعبات'),
  arabicCount('can', 'علبة, علب'),
  arabicCount('package', 'عبوة, عبوات, باكيت, باكو'),
  arabicCount('bag', 'كيس, أكياس'),
  arabicCount('sachet', 'ظرف, ظروف, مغلف'),
  arabicCount('bottle', 'زجاجة, زجاجات, قنينة'),
  arabicCount('jar', 'مرطبان, برطمان, مرطبانات'),
  arabicCount('bar', 'لوح, ألواح'),
  arabicCount('mug', 'فنجان, فناجين'),
  arabicCount('dozen', 'دزينة, دستة'),
  dual(
    arabicMeasure(
      'tablespoon',
      `ملعقتان كبيرتان, ملعقتين كبيرتين, ملعقتا طعام, ملعقتي طعام, ملعقتان, ملعقتين`,
    ),
  ),
  dual(arabicMeasure('teaspoon', `ملعقتان صغيرتان, ملعقتين صغيرتين, ملعقتا شاي, ملعقتي شاي`)),
  dual(arabicMeasure('cup', 'كوبان, كوبين, كأسان, كأسين')),
  dual(arabicMeasure('litre', 'لتران, لترين')),
  dual(arabicCount('pinch', 'رشتان, رشتين')),
  dual(arabicCount('handful', 'حفنتان, حفنتين')),
  dual(arabicCount('clove', 'فصان, فصين')),
  dual(arabicCount('piece', 'حبتان, حبتين, قطعتان, قطعتين')),
  dual(arabicCount('can', 'علبتان, علبتين')),
  dual(arabicCount('slice', 'شريحتان, شريحتين')),
  dual(arabicCount('leaf', 'ورقتان, ورقتين')),
  dual(arabicCount('stick', 'عودان, عودين')),
  dual(arabicCount('bunch', 'حزمتان, حزمتين')),
  dual(arabicCount('bag', 'كيسان, كيسين')),
  saying(1.5, arabicMeasure('tablespoon', 'ملعقة كبيرة ونصف, ملعقة ونصف, ملعقة طعام ونصف')),
  saying(1.5, arabicMeasure('teaspoon', 'ملعقة صغيرة ونصف, ملعقة شاي ونصف')),
  saying(1.5, arabicMeasure('cup', 'كوب ونصف, كأس ونصف')),
  saying(1.25, arabicMeasure('cup', 'كوب وربع, كأس وربع')),
  saying(1.5, arabicMeasure('kilogram', 'كيلو ونصف')),
  saying(1.25, arabicMeasure('kilogram', 'كيلو وربع')),
  saying(1.5, arabicMeasure('litre', 'لتر ونصف')),
];

const SIZES = words(`كبير كبيرة صغير صغيرة متوسط متوسطة وسط ضخم ضخمة كبار صغار الحجم`);

export const VOCABULARY: Vocabulary = {
  language: 'ar',
  units: buildUnitIndex(ARABIC_UNITS),
  numberWords: valuesOf(`
        واحد=1 واحدة=1 اثنان=2 اثنين=2 اثنتان=2 اثنتين=2 ثلاث=3 ثلاثة=3 أربع=4 أربعة=4
        خمس=5 خمسة=5 ست=6 ستة=6 سبع=7 سبعة=7 ثمان=8 ثماني=8 ثمانية=8 تسع=9 تسعة=9 عشر=10
        عشرة=10 عشرين=20 عشرون=20 ثلاثين=30 أربعين=40 خمسين=50 مئة=100 مائة=100
  `),
  fractionWords: valuesOf(`نصف=0.5 نص=0.5 ربع=0.25 ثلث=0.333333333 ثلثي=0.666666667`),
  articles: wordSet(''),
  alternativeWords: words(`أو`),
  distributiveWords: words(`لكل كل`),
  mixedJoiners: words(`و`),
  rangeWords: words(`إلى أو حتى`),
  additionWords: wordSet(`+ زائد`),
  multiplierWords: wordSet(`x × X`),
  ofWords: words(`من`),
  approximateWords: words(`حوالي حوالى تقريباً نحو قرابة ما يقارب يقارب`),
  unitQualifiers: wordSet(''),
  qualifierEndings: [],
  bareUnits: wordSet(`
    kilogram litre tablespoon teaspoon cup pinch handful drop clove bunch sprig leaf stick head slice piece
    cube can package bag sachet bottle jar bar mug
  `),
  containerUnits: wordSet(`can package bag sachet bottle jar bar`),
  trailingUnits: wordSet(''),
  trailingUnitExceptions: wordSet(''),
  sizeWords: SIZES,
  sizeAfterName: true,
  preparationWords: words(`
    مفروم مفرومة مقطع مقطعة مقطّع مقطّعة مبشور مبشورة مهروس مهروسة مذاب مذابة مذوب مذوبة
    ذائب ذائبة مسلوق مسلوقة مقشر مقشرة مقشور مقشورة مغسول مغسولة منقوع منقوعة مصفى مصفاة
    محمص محمصة محمر محمرة مقلي مقلية مشوي مشوية مطبوخ مطبوخة مخفوق مخفوقة منخول منخولة
    مبرد مبردة مجروش مجروشة مدقوق مدقوقة معصور معصورة منزوع منزوعة مفتت مفتتة مقسم مقسمة
    مشرح مشرحة مكعب مقطعة منظف منظفة مصفّى مسخن مسخنة دافئ دافئة طري طرية ليّن لينة مضروب
    مضروبة مخلي مخلية منقى منقاة مخرط مخرطة مفصص مجفف مجففة
  `),
  productForms: words(`مطحون مطحونة`),
  preparationAdverbs: words(`جيداً ناعماً جداً خشناً`),
  preparationLinks: words(`
    إلى على في مع حتى من ناعم ناعمة ناعماً خشن خشنة رفيع رفيعة رقيق رقيقة مكعبات شرائح قطع
    حلقات أنصاف أرباع صغيرة كبيرة جيداً جداً بالطول طولياً
  `),
  partWords: words(`عصير بشر قشر صفار صفار بياض أوراق`),
  partLinks: words(`من`),
  conjunctions: words(`و أو &`),
  purposeWords: words(`لأجل عند`),
  purposePrefixes: spelled(['لل']),
  notPurposeAfter: wordSet(''),
  commentWords: words(`
    حسب بحسب اختياري اختيارية مثل يفضل ويفضل إذا إن حوالي تقريباً أي ويمكن يمكن زائد + بدلاً
  `),
  alternativeRemarks: words(`أكثر أقل حسب ما`),
  amountTails: words(`أكثر أقل`),
  commentWordsAfterComma: words(`مع بدون في حسب أو كل مقسم مقسمة`),
  vagueWords: words(`قليل القليل قليلاً بعض عدة شوية كمية`),
  adjectiveEndings: [],
  stateWords: words(`
    طازج طازجة مجمد مجمدة مجفف مجففة معلب معلبة نيء نيئة ناضج ناضجة ساخن ساخنة بارد باردة
    دافئ دافئة
  `),
  coordinateAdjectives: new Set([
    ...words(`طازج طازجة مجمد مجمدة مجفف مجففة نيء نيئة ناضج ناضجة طري طرية`),
    ...SIZES,
  ]),
  participleEndings: [],
  notParticiples: wordSet(''),
  notParticipleEndings: [],
};
