// The ingredient-line words of Simplified Chinese (code 'zh'), in the roles ../vocabulary.ts
// names, and its unit spellings (../units.ts). Chinese recipes write the food first and its
// amount after it ("生抽 2汤匙", "盐 适量", "鸡蛋 3个"), or the amount first ("1个洋葱"), counters
// after their number, and no spaces inside a phrase ("盐适量", "姜切丝"): the vocabulary says so
// (unspaced, amountAfterName) and the shared grammar does the rest.
import { buildUnitIndex, measure, type UnitDefinition } from '../units';
import { wordSet, wordValues, type Vocabulary } from '../vocabulary';

/** A count unit by its canonical English name, with the Chinese words for it. */
const counter = (name: string, ...words: string[]): UnitDefinition => ({
  name,
  kind: 'count',
  words,
});

export const CHINESE_UNITS: readonly UnitDefinition[] = [
  measure('tablespoon', ['汤匙', '大勺', '大匙', '汤勺', '勺', '匙'], []),
  measure('teaspoon', ['茶匙', '小勺', '小匙', '小汤匙'], []),
  measure('cup', ['杯', '量杯'], []),
  measure('millilitre', ['毫升'], ['ml', 'mL', 'cc']),
  measure('litre', ['升', '公升'], ['l', 'L']),
  measure('gram', ['克', '公克'], ['g', 'gr']),
  measure('kilogram', ['千克', '公斤'], ['kg']),
  measure('milligram', ['毫克'], ['mg']),
  measure('centimetre', ['厘米', '公分'], ['cm']),
  measure('millimetre', ['毫米'], ['mm']),
  measure('catty', ['斤', '市斤'], []),
  measure('tael', ['两'], []),
  counter('piece', '个', '只', '颗', '粒', '枚', '块', '条', '尾'),
  counter('clove', '瓣'),
  counter('slice', '片'),
  counter('stick', '根', '支'),
  counter('head', '头', '棵'),
  counter('bunch', '把', '束', '捆'),
  counter('handful', '小把'),
  counter('sprig', '枝'),
  counter('pinch', '撮', '小撮'),
  counter('pack', '包', '盒'),
  counter('bag', '袋'),
  counter('can', '罐', '听'),
  counter('bottle', '瓶'),
  counter('bowl', '碗'),
  counter('drop', '滴'),
  counter('sheet', '张'),
  counter('section', '段', '节'),
  counter('leaf', '叶'),
  counter('portion', '份'),
];

export const VOCABULARY: Vocabulary | null = {
  language: 'zh',
  units: buildUnitIndex(CHINESE_UNITS),
  // 两 is two before a counter ("两勺"), else the old weight of 50 g ("二两"): the counter decides
  numberWords: wordValues(`
    一=1 二=2 两=2 三=3 四=4 五=5 六=6 七=7 八=8 九=9 十=10
  `),
  fractionWords: wordValues(`半=0.5 一半=0.5 二分之一=0.5 三分之一=0.333333333 四分之一=0.25`),
  articles: wordSet(``),
  alternativeWords: wordSet(`或 或者 或是 or`),
  distributiveWords: wordSet(`各 各自 每`),
  mixedJoiners: wordSet(`又`),
  rangeWords: wordSet(`至 到`),
  additionWords: wordSet(`加 +`),
  multiplierWords: wordSet(`x × X 乘`),
  ofWords: wordSet(`的`),
  approximateWords: wordSet(`约 大约 大概 左右 差不多`),
  unitQualifiers: wordSet(`满 平 满满 大 小`),
  qualifierEndings: [],
  bareUnits: wordSet(`pinch handful`),
  containerUnits: wordSet(`pack bag can bottle`),
  trailingUnits: wordSet(``),
  trailingUnitExceptions: wordSet(``),
  sizeWords: wordSet(`大 中 小 中等 大个 小个 中等大小 大号 小号`),
  preparationWords: wordSet(`
    切碎 切丁 切片 切丝 切末 切块 切段 切条 切成小块 切成块 切成丁 切成片 切成丝 切成段 切成末
    切小段 切小块 切薄片 切厚片 切滚刀块 切圈 切半 对半切 剁碎 剁末 剁成末 拍碎 拍扁 拍松 磨碎
    磨成粉 擦丝 擦成丝 捣碎 压碎 压成泥 碾碎 掰开 撕碎 撕成小块 去皮 去籽 去核 去骨 去壳 去蒂
    去头 去筋 去根 去老皮 去虾线 洗净 洗干净 冲洗 泡发 泡软 浸泡 提前泡发 泡好 融化 化开 熔化
    软化 室温软化 打散 打匀 搅匀 过筛 筛过 焯水 焯烫 煮熟 蒸熟 烤香 炒香 炒熟 沥干 沥干水分
    控干 晾干 解冻 冷藏 冷冻 切好 腌制 腌好 煮好 拌匀 挤干 榨汁 刨丝
  `),
  productForms: wordSet(``),
  preparationAdverbs: wordSet(`提前 事先 细细 粗粗 稍微 略`),
  preparationLinks: wordSet(`成 至 为`),
  partWords: wordSet(`汁 皮 蛋黄 蛋白 蛋清 叶 茎`),
  partLinks: wordSet(`的`),
  conjunctions: wordSet(`和 与 及 以及 或 、`),
  purposeWords: wordSet(`用于 用来`),
  notPurposeAfter: wordSet(``),
  commentWords: wordSet(`
    可选 可省略 可不加 可不放 可以不加 选用 根据口味 按口味 依口味 根据喜好 按喜好 随意 备用 如
    例如 比如 最好 或适量 自制 市售
  `),
  alternativeRemarks: wordSet(`适量 少许`),
  amountTails: wordSet(``),
  commentWordsAfterComma: wordSet(`可选 备用 根据口味`),
  vagueWords: wordSet(`几 数 若干`),
  adjectiveEndings: [],
  stateWords: wordSet(`新鲜 冷冻 干 罐装 生 熟 鲜`),
  coordinateAdjectives: wordSet(``),
  participleEndings: [],
  notParticiples: wordSet(``),
  notParticipleEndings: [],
  purposeEndings: ['用'],
  unspaced: true,
  amountWords: wordSet(`适量 少许 少量 适当 一些 一点 一点点 些许 酌量 随意量`),
  amountAfterName: true,
};
