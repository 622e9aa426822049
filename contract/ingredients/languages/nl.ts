// The ingredient-line words of Dutch (code 'nl'), in the roles ../vocabulary.ts names, and its
// unit spellings (../units.ts). Dutch adds -e to an adjective or participle before a noun
// ("gehakte ui", "grote uien"), so each is listed once and that form is added here.
import { buildUnitIndex, measure, type UnitDefinition } from '../units';
import { wordSet, wordValues, type Vocabulary } from '../vocabulary';

/** A count or container unit: its canonical English name and its Dutch spellings. */
const unit = (name: string, words: string, abbreviations = ''): UnitDefinition => ({
  name,
  kind: 'count',
  words: words.split(/\s+/).filter(Boolean),
  abbreviations: abbreviations.split(/\s+/).filter(Boolean),
});

export const DUTCH_UNITS: readonly UnitDefinition[] = [
  measure('tablespoon', ['eetlepel', 'eetlepels', 'eetlepeltje', 'eetlepeltjes'], ['el', 'eetl']),
  measure(
    'teaspoon',
    ['theelepel', 'theelepels', 'theelepeltje', 'theelepeltjes'],
    ['tl', 'theel'],
  ),
  measure('dessertspoon', ['dessertlepel', 'dessertlepels'], []),
  measure('millilitre', ['milliliter', 'milliliters'], ['ml']),
  measure('centilitre', ['centiliter', 'centiliters'], ['cl']),
  measure('decilitre', ['deciliter', 'deciliters'], ['dl']),
  measure('litre', ['liter', 'liters'], ['l', 'ltr']),
  measure('gram', ['gram', 'grammen'], ['g', 'gr']),
  measure('kilogram', ['kilogram', 'kilo', "kilo's"], ['kg']),
  measure('milligram', ['milligram'], ['mg']),
  measure('centimetre', ['centimeter', 'centimeters'], ['cm']),
  measure('millimetre', ['millimeter', 'millimeters'], ['mm']),
  measure('cup', ['kopje', 'kopjes', 'kop', 'koppen'], []),
  unit('pinch', 'snufje snufjes snuifje'),
  unit('knifepoint', 'mespunt mespuntje mespuntjes'),
  unit('dash', 'scheut scheutje scheutjes'),
  unit('splash', 'spatje spatjes'),
  unit('drop', 'druppel druppels druppeltje druppeltjes drupje drupjes'),
  unit('handful', 'handvol handje handjes hand'),
  unit('clove', 'teen teentje teentjes tenen'),
  unit('can', 'blik blikken blikje blikjes'),
  unit('jar', 'pot potten potje potjes glas glazen'),
  unit('bottle', 'fles flessen flesje flesjes'),
  unit('packet', 'pakje pakjes verpakking verpakkingen', 'pk'),
  unit('sachet', 'zakje zakjes'),
  unit('bag', 'zak zakken'),
  unit('tub', 'kuipje kuipjes beker bekers bakje bakjes'),
  unit('box', 'doos dozen doosje doosjes'),
  unit('bunch', 'bos bossen bosje bosjes'),
  unit('sprig', 'takje takjes tak takken'),
  unit('stalk', 'stengel stengels stengeltje stengeltjes steel stelen'),
  unit('slice', 'plak plakken plakje plakjes schijf schijven schijfje schijfjes'),
  unit('piece', 'stuk stuks stukken stukje stukjes', 'st'),
  unit('leaf', 'blad bladeren blaadje blaadjes'),
  unit('head', 'krop kroppen kropje'),
  unit('bulb', 'bol bollen knol knollen'),
  unit('cube', 'blokje blokjes'),
  unit('bar', 'reep repen'),
  unit('sheet', 'vel vellen velletje velletjes'),
  unit('glass', 'glaasje glaasjes'),
  unit('portion', 'portie porties'),
];

/** A word with the -e Dutch adds before a noun: gehakt, gehakte; groot, grote is listed as is. */
function inflected(list: string): ReadonlySet<string> {
  const words = new Set<string>();
  for (const word of list.split(/\s+/).filter(Boolean)) {
    words.add(word);
    if (!word.endsWith('e') && !word.endsWith('en')) words.add(`${word}e`);
  }
  return words;
}

export const DUTCH: Vocabulary = {
  language: 'nl',
  units: buildUnitIndex(DUTCH_UNITS),
  numberWords: wordValues(`
    één=1 eén=1 twee=2 drie=3 vier=4 vijf=5 zes=6 zeven=7 acht=8 negen=9 tien=10 elf=11 twaalf=12
    vijftien=15 twintig=20 dertig=30 veertig=40 vijftig=50 honderd=100 anderhalf=1.5
    anderhalve=1.5 tweeënhalf=2.5
  `),
  fractionWords: wordValues(`
    half=0.5 halve=0.5 kwart=0.25 derde=0.333333333 driekwart=0.75
  `),
  articles: wordSet(`een 'n`),
  alternativeWords: wordSet(`of`),
  distributiveWords: wordSet(`elk ieder`),
  mixedJoiners: wordSet(`en`),
  rangeWords: wordSet(`tot à of`),
  additionWords: wordSet(`plus + en`),
  multiplierWords: wordSet(`x × X`),
  ofWords: wordSet(`van`),
  approximateWords: wordSet(`
    ca circa ongeveer zo'n ruim ruime krap bijna pakweg maximaal minstens goed
  `),
  unitQualifiers: inflected(`
    groot grote klein kleine middelgroot middelgrote flink royaal royale afgestreken gestreken
    bol bolle vol volle goed ruim krap licht
  `),
  qualifierEndings: ['-groot', '-grote', '-dik', '-dikke'],
  bareUnits: wordSet(`pinch knifepoint dash splash drop handful bunch sprig`),
  containerUnits: wordSet(`can jar bottle packet bag sachet tub box bar`),
  trailingUnits: wordSet(`clove stalk sprig bulb head slice`),
  compoundUnits: true,
  trailingUnitExceptions: wordSet(`kaneel vanille`),
  sizeWords: inflected(
    `groot grote klein kleine middelgroot middelgrote middel flink reuze kleintje`,
  ),
  preparationWords: inflected(`
    gehakt fijngehakt grofgehakt gesneden fijngesneden gesnipperd fijngesnipperd geraspt
    geschild gepeld ontpit ontveld gehalveerd gevierendeeld gesmolten zacht geklopt opgeklopt
    stijfgeklopt losgeklopt gezeefd geroosterd gekookt voorgekookt hardgekookt gebakken
    gegrild gestoomd gepureerd uitgeperst geperst gewassen afgespoeld uitgelekt ontdooid
    geweekt geblancheerd schoongemaakt geplet gekneusd verkruimeld gebrokkeld verbrokkeld
    geplukt getrokken lauw lauwwarm afgekoeld gekoeld gerookt gemarineerd gepaneerd gebroken
    gedeeld gescheiden ontdaan fijngewreven gewreven fijngestampt gestampt geprakt
    kamertemperatuur op-kamertemperatuur ontzaad ontpit gerist gereinigd versgemalen
    versgeraspt vers-gemalen
  `),
  productForms: inflected(`gemalen`),
  preparationAdverbs: wordSet(`fijn grof dun dik vers heel goed licht zacht ruim schuin kort`),
  preparationLinks: wordSet(`in tot met op aan voor van door tot uit zonder`),
  partWords: wordSet(`
    sap rasp schil zeste zestes vruchtvlees eidooier eidooiers dooier dooiers eiwit eiwitten
    blaadjes stelen wit witte groen groene deel delen
  `),
  partLinks: wordSet(`van uit`),
  conjunctions: wordSet(`en of & en/of`),
  purposeWords: wordSet(`voor om ter`),
  notPurposeAfter: wordSet(`smaak`),
  commentWords: wordSet(`
    optioneel naar eventueel evt bijv bijvoorbeeld zoals liefst bij voorkeur plus + indien
    desgewenst ca circa ongeveer zelfgemaakt kant-en-klaar zie alleen
  `),
  leadingRemarks: wordSet(`evt eventueel optioneel facultatief`),
  alternativeRemarks: wordSet(`meer minder zo naar`),
  amountTails: wordSet(`meer minder zo`),
  commentWordsAfterComma: wordSet(`
    met zonder of maar elk ieder verdeeld apart niet zowel inclusief plus meer minder
  `),
  vagueWords: wordSet(`wat beetje paar enkele enige`),
  adjectiveEndings: ['loos', 'loze'],
  stateWords: inflected(`vers bevroren diepvries gedroogd rauw gekookt rijp warm koud heet`),
  coordinateAdjectives: inflected(`
    vers rijp zacht koud heet warm droog zoet rauw stevig jong mager vet dik dun biologisch
    knapperig mild pittig scherp oud groot klein middelgroot gedroogd bevroren mals sappig
  `),
  participleEndings: [],
  notParticiples: wordSet(``),
  notParticipleEndings: [],
};

export const VOCABULARY: Vocabulary | null = DUTCH;
