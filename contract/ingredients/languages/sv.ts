// The ingredient-line words of Swedish (code 'sv'), in the roles ../vocabulary.ts names, and its
// unit spellings (../units.ts). Swedish kitchens measure by volume: msk, tsk, krm (a spice
// measure of 1 ml, read as millilitres) and dl; "st" counts pieces. A participle agrees with its
// noun ("hackad lök", "hackade tomater", "hackat kött"), so each form is listed.
import { buildUnitIndex, measure, type UnitDefinition } from '../units';
import { wordSet, wordValues, type Vocabulary } from '../vocabulary';

/** A count or container unit: its canonical English name and its Swedish spellings. */
const unit = (name: string, words: string, abbreviations = ''): UnitDefinition => ({
  name,
  kind: 'count',
  words: words.split(/\s+/).filter(Boolean),
  abbreviations: abbreviations.split(/\s+/).filter(Boolean),
});

export const SWEDISH_UNITS: readonly UnitDefinition[] = [
  measure('tablespoon', ['matsked', 'matskedar'], ['msk']),
  measure('teaspoon', ['tesked', 'teskedar'], ['tsk']),
  measure('millilitre', ['kryddmått', 'milliliter'], ['krm', 'ml']),
  measure('centilitre', ['centiliter'], ['cl']),
  measure('decilitre', ['deciliter'], ['dl']),
  measure('litre', ['liter'], ['l']),
  measure('gram', ['gram'], ['g', 'gr']),
  measure('kilogram', ['kilogram', 'kilo'], ['kg']),
  measure('milligram', ['milligram'], ['mg']),
  measure('centimetre', ['centimeter'], ['cm']),
  measure('millimetre', ['millimeter'], ['mm']),
  measure('cup', ['kopp', 'koppar'], []),
  unit('piece', 'stycken stycke bit bitar', 'st'),
  unit('clove', 'klyfta klyftor'),
  unit('pinch', 'nypa nypor'),
  unit('dash', 'stänk skvätt skvätta'),
  unit('drop', 'droppe droppar'),
  unit('handful', 'handfull handfullar näve nävar'),
  unit('can', 'burk burkar konservburk'),
  unit('jar', 'glasburk glasburkar'),
  unit('bottle', 'flaska flaskor'),
  unit('packet', 'paket förpackning förpackningar', 'förp pkt'),
  unit('bag', 'påse påsar'),
  unit('box', 'ask askar'),
  unit('tub', 'bägare'),
  unit('pot', 'kruka krukor'),
  unit('bunch', 'knippe knippen knippa'),
  unit('sprig', 'kvist kvistar'),
  unit('stalk', 'stjälk stjälkar stång stänger'),
  unit('slice', 'skiva skivor'),
  unit('leaf', 'blad'),
  unit('head', 'huvud huvuden'),
  unit('cube', 'tärning tärningar'),
  unit('bar', 'kaka kakor'),
  unit('sheet', 'ark'),
  unit('portion', 'portion portioner'),
  unit('glass', 'glas'),
];

export const SWEDISH: Vocabulary = {
  language: 'sv',
  units: buildUnitIndex(SWEDISH_UNITS),
  numberWords: wordValues(`
    ett=1 två=2 tre=3 fyra=4 fem=5 sex=6 sju=7 åtta=8 nio=9 tio=10 elva=11 tolv=12 femton=15
    tjugo=20 trettio=30 fyrtio=40 femtio=50 hundra=100
  `),
  fractionWords: wordValues(`
    halv=0.5 halva=0.5 halvt=0.5 kvarts=0.25 kvart=0.25 tredjedel=0.333333333
  `),
  articles: wordSet(`en ett`),
  alternativeWords: wordSet(`eller`),
  distributiveWords: wordSet(`vardera`),
  mixedJoiners: wordSet(`och`),
  rangeWords: wordSet(`till eller à`),
  additionWords: wordSet(`plus + och`),
  multiplierWords: wordSet(`x × X`),
  ofWords: wordSet(`av`),
  approximateWords: wordSet(`ca cirka ungefär drygt knappt nästan omkring runt max minst`),
  unitQualifiers: wordSet(`
    rågad rågade struken strukna stor stora stort liten lilla litet små medelstor medelstora
    rejäl rejäla rejält ordentlig ordentliga god goda generös generösa knapp knappa
  `),
  qualifierEndings: ['-stor', '-stora'],
  bareUnits: wordSet(`pinch dash drop handful bunch sprig`),
  containerUnits: wordSet(`can jar bottle packet bag box tub pot`),
  trailingUnits: wordSet(`clove stalk sprig head slice`),
  compoundUnits: true,
  compoundLinks: ['s'],
  trailingUnitExceptions: wordSet(`kanel vanilj`),
  sizeWords: wordSet(`stor stora stort liten litet lilla små medelstor medelstora medelstort`),
  preparationWords: wordSet(`
    hackad hackade hackat finhackad finhackade finhackat grovhackad grovhackade grovhackat
    skivad skivade skivat tunnskivad tunnskivade strimlad strimlade strimlat finstrimlad
    finstrimlade tärnad tärnade tärnat riven rivna rivet finriven finrivna finrivet grovriven
    grovrivna skalad skalade skalat urkärnad urkärnade kärnad kärnade halverad halverade
    halverat delad delade delat klyftad klyftade smält smälta mjukt mjuk mjuka rumsvarm
    rumsvarmt rumsvarma rumstempererad rumstempererat pressad pressade pressat krossad
    krossade krossat mosad mosade mosat kokt kokta stekt stekta rostad rostade rostat grillad
    grillade grillat ångad ångade tinad tinade upptinad upptinade avrunnen avrunna avrunnet
    sköljd sköljda ansad ansade rensad rensade vispad vispade vispat siktad siktat skuren
    skurna skuret finskuren finskurna uppvispad uppvispade ljummen ljummet ljumma kall-pressad
    nymalen nymald nymalet nymalda nyriven nyrivna plockad plockade repad repade sönderdelad
    blötlagd blötlagda urkramad urkramade avkyld avkylt avsköljd uppslagen marinerad
    marinerade panerad panerade blancherad blancherade kryddad kryddade saltad saltade rökt
    rökta gravad gravade uppvärmd uppvärmda mixad mixade överbliven överblivna smulad
    smulade smulat uppvispat finfördelad finfördelade uppskuren uppskurna uppskuret tinat
    urkärnat sköljt avrunnet
  `),
  productForms: wordSet(`malen mald malet malda`),
  preparationAdverbs: wordSet(`fint grovt tunt tjockt färskt lätt väl ordentligt grovt smått nyss`),
  preparationLinks: wordSet(`i till med på av för tills utan efter`),
  partWords: wordSet(`
    saft skal zest zesten fruktkött äggula äggulor gula gulor äggvita äggvitor vita vitor blad
    del delar
  `),
  partLinks: wordSet(`av från`),
  conjunctions: wordSet(`och eller & och/eller`),
  purposeWords: wordSet(`till för att`),
  notPurposeAfter: wordSet(`smak`),
  commentWords: wordSet(`
    valfritt valfri efter eventuellt ev t gärna helst plus + om enligt ca cirka såsom
    hemgjord hemlagad köpt se bara
  `),
  leadingRemarks: wordSet(`ev eventuellt valfritt`),
  alternativeRemarks: wordSet(`mer mindre så efter`),
  amountTails: wordSet(`mer mindre så`),
  commentWordsAfterComma: wordSet(`
    med utan eller men vardera delad uppdelad inte gärna helst både plus mer mindre
  `),
  vagueWords: wordSet(`lite några par`),
  adjectiveEndings: ['lös', 'lösa'],
  stateWords: wordSet(`
    färsk färska färskt fryst frysta torkad torkade torkat rå råa kokt kokta mogen mogna
    varm varma kall kalla het
  `),
  coordinateAdjectives: wordSet(`
    färsk färska mogen mogna mjuk mjuka kall kalla varm varma torr torra söt söta rå råa fast
    fasta ung unga mager magra fet feta tjock tjocka tunn tunna ekologisk ekologiska krispig
    mild milda stark starka gammal gamla stor stora liten små torkad torkade fryst frysta
  `),
  participleEndings: [],
  notParticiples: wordSet(``),
  notParticipleEndings: [],
};

export const VOCABULARY: Vocabulary | null = SWEDISH;
