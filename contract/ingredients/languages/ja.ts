// The ingredient-line words of Japanese (code 'ja'), in the roles ../vocabulary.ts names, and its
// unit spellings (../units.ts). Japanese recipes write the food first and its amount after it
// ("醤油 大さじ1", "玉ねぎ 1/2個", "塩 少々"), spoons and cups before their number, counters
// (個, 本, 枚, 片) after it, and no spaces inside a phrase ("醤油大さじ1"): the vocabulary says so
// (unspaced, unitsBeforeNumber, amountAfterName) and the shared grammar does the rest.
import { buildUnitIndex, measure, type UnitDefinition } from '../units';
import { wordSet, wordValues, type Vocabulary } from '../vocabulary';

/** A count unit by its canonical English name, with the Japanese words for it. */
const counter = (name: string, ...words: string[]): UnitDefinition => ({
  name,
  kind: 'count',
  words,
});

export const JAPANESE_UNITS: readonly UnitDefinition[] = [
  measure('tablespoon', ['大さじ', '大匙', '大サジ', 'おおさじ', '大スプーン'], []),
  measure('teaspoon', ['小さじ', '小匙', '小サジ', 'こさじ', '小スプーン'], []),
  measure('japanese cup', ['カップ'], []),
  measure('rice cup', ['合'], []),
  measure('millilitre', ['ミリリットル'], ['ml', 'cc', 'ｍｌ', 'ｃｃ']),
  measure('litre', ['リットル'], ['l', 'ℓ']),
  measure('decilitre', ['デシリットル'], ['dl']),
  measure('gram', ['グラム'], ['g', 'ｇ', 'gr']),
  measure('kilogram', ['キログラム', 'キロ'], ['kg', 'ｋｇ']),
  measure('milligram', ['ミリグラム'], ['mg']),
  measure('centimetre', ['センチ', 'センチメートル'], ['cm', 'ｃｍ']),
  measure('millimetre', ['ミリ'], ['mm']),
  counter('piece', '個', 'こ', 'コ', 'つ', '粒', '尾', '匹'),
  counter('stick', '本'),
  counter('sheet', '枚'),
  counter('slice', '切れ'),
  counter('clove', '片', 'かけ', 'カケ', 'ひとかけ', 'ひとかけら'),
  counter('head', '株', '玉'),
  counter('bunch', '束', '把'),
  counter('pinch', 'ひとつまみ', 'つまみ'),
  counter('handful', 'ひとにぎり', 'ひと握り', 'にぎり'),
  counter('pack', 'パック', 'パッケージ'),
  counter('bag', '袋'),
  counter('can', '缶'),
  counter('bottle', '瓶', 'ボトル'),
  counter('block', '丁', 'ブロック'),
  counter('drop', '滴'),
  counter('glass', '杯'),
  counter('box', '箱'),
  counter('sprig', '枝'),
  counter('leaf', '葉'),
  counter('portion', '人分', '食分'),
];

export const VOCABULARY: Vocabulary | null = {
  language: 'ja',
  units: buildUnitIndex(JAPANESE_UNITS),
  // kanji numerals are left out: recipes write digits, and 三つ葉 or 七味 are foods
  numberWords: wordValues(`ひとつ=1 ふたつ=2 みっつ=3 よっつ=4 いつつ=5`),
  fractionWords: wordValues(`半分=0.5 半=0.5 はんぶん=0.5`),
  articles: wordSet(``),
  alternativeWords: wordSet(`または or もしくは か`),
  distributiveWords: wordSet(`各 それぞれ 各々`),
  mixedJoiners: wordSet(`と`),
  rangeWords: wordSet(`から`),
  additionWords: wordSet(`+ 足す`),
  multiplierWords: wordSet(`x × X`),
  ofWords: wordSet(`の`),
  approximateWords: wordSet(`約 およそ 大体 だいたい ほど 程度`),
  unitQualifiers: wordSet(`
    山盛り すりきり すり切り 軽く 多め 少なめ 強 弱 大きめ 小さめ
  `),
  qualifierEndings: [],
  bareUnits: wordSet(`pinch handful`),
  containerUnits: wordSet(`pack can bottle bag tub`),
  trailingUnits: wordSet(``),
  trailingUnitExceptions: wordSet(``),
  sizeWords: wordSet(`
    大きめ 小さめ 大 中 小 大ぶり 小ぶり 中くらい 大玉 小玉 大粒 小粒 ひとくち大 一口大
  `),
  preparationWords: wordSet(`
    みじん切り 粗みじん切り 粗みじん 薄切り 千切り せん切り 細切り 乱切り 輪切り 半月切り
    いちょう切り 角切り さいの目切り さいの目 くし形切り くし切り 小口切り ざく切り ぶつ切り
    斜め切り 斜め薄切り 短冊切り 拍子木切り 細かく刻んだもの ひと口大に切る 一口大に切る
    すりおろし すりおろしたもの おろし 刻んだもの 刻み みじん 角切りにする 薄切りにする
    溶き卵 溶いたもの 溶かしたもの 溶かし 室温に戻す 室温に戻したもの 常温に戻す
    水で戻す 水で戻したもの 戻したもの 茹でたもの ゆでたもの 下茹で 下ゆで 蒸したもの
    皮をむく 皮をむいたもの 種を取る 種を除く 筋を取る へたを取る ヘタを取る 石づきを取る
    水気を切る 水気を絞る 水切りする 水切り 砂抜きする 砂抜き 塩抜き 骨を取る 皮なし 皮つき
    細切りにする ほぐす ほぐしたもの 裂く ちぎる ちぎったもの つぶす つぶしたもの 叩く
    ふるう ふるったもの 湯むき 冷やす 冷やしたもの 解凍 解凍したもの 刻む 切る
  `),
  productForms: wordSet(``),
  preparationAdverbs: wordSet(`細かく 粗く 薄く 厚く 軽く 斜めに 大きめに 小さめに よく`),
  preparationLinks: wordSet(`に を で`),
  partWords: wordSet(`汁 皮 果汁 絞り汁 黄身 白身 卵黄 卵白 葉 茎`),
  partLinks: wordSet(`の`),
  conjunctions: wordSet(`と または や 、 · or`),
  purposeWords: wordSet(`飾り用 トッピング用 仕上げ用 揚げ用 打ち粉用 付け合わせ用 添え用`),
  notPurposeAfter: wordSet(``),
  commentWords: wordSet(`
    お好み 好み あれば なければ なくても可 なくてもよい 可 市販 市販品
    など 等 またはお好みの 味見 目安 ※
  `),
  alternativeRemarks: wordSet(`お好み 好み`),
  amountTails: wordSet(``),
  commentWordsAfterComma: wordSet(`お好みで あれば`),
  vagueWords: wordSet(`数`),
  adjectiveEndings: [],
  stateWords: wordSet(`生 冷凍 乾燥 缶詰 新鮮 冷たい 温かい`),
  coordinateAdjectives: wordSet(``),
  // "ふるっておく" (sifted beforehand), "溶かしたもの", "みじん切り": words of five letters or more
  participleEndings: ['ておく', 'でおく', 'たもの', 'にする', '切り'],
  notParticiples: wordSet(``),
  notParticipleEndings: [],
  purposeEndings: ['用'],
  unspaced: true,
  unitsBeforeNumber: new Set(['tablespoon', 'teaspoon', 'japanese cup', 'rice cup']),
  amountWords: wordSet(`適量 少々 少量 適宜 少し 適当 お好みの量 たっぷり お好みで 好みで`),
  amountAfterName: true,
};
