// The ingredient-line words of Italian, in the roles ../vocabulary.ts names, and its unit
// spellings (../units.ts): "1 cucchiaio di olio extravergine d'oliva", "2 spicchi d'aglio
// tritati", "1 cipolla media", "sale e pepe q.b.", "olio di semi per friggere".
import { buildUnitIndex, countUnit, measure, type UnitDefinition } from '../units';
import { wordSet, wordValues, type Vocabulary } from '../vocabulary';

export const ITALIAN_UNITS: readonly UnitDefinition[] = [
  measure(
    'tablespoon',
    ['cucchiaio', 'cucchiai', 'cucchiaio da tavola', 'cucchiai da tavola', 'cucchiaiata'],
    ['cucch', 'cucc', 'c s', 'cs'],
  ),
  measure(
    'teaspoon',
    ['cucchiaino', 'cucchiaini', 'cucchiaino da caffè', 'cucchiaini da caffè', 'cucchiaino da tè'],
    ['cucchiaino', 'cc', 'c c', 'cucchiain'],
  ),
  measure('dessertspoon', ['cucchiaio da dessert', 'cucchiai da dessert'], []),
  measure('cup', ['tazza', 'tazze'], []),
  measure('millilitre', ['millilitro', 'millilitri'], ['ml']),
  measure('centilitre', ['centilitro', 'centilitri'], ['cl']),
  measure('decilitre', ['decilitro', 'decilitri'], ['dl']),
  measure('litre', ['litro', 'litri'], ['l', 'lt']),
  measure('gram', ['grammo', 'grammi'], ['g', 'gr', 'grm']),
  measure('kilogram', ['chilogrammo', 'chilogrammi', 'chilo', 'chili', 'kilo'], ['kg']),
  measure('milligram', ['milligrammo', 'milligrammi'], ['mg']),
  measure('ounce', ['oncia', 'once'], ['oz']),
  measure('millimetre', ['millimetro', 'millimetri'], ['mm']),
  measure('centimetre', ['centimetro', 'centimetri'], ['cm']),
  countUnit('pinch', ['pizzico', 'pizzichi', 'presa', 'prese']),
  countUnit('clove', ['spicchio', 'spicchi']),
  countUnit('head', ['testa', 'teste', 'cespo', 'cespi']),
  countUnit('can', ['scatola', 'scatole', 'lattina', 'lattine', 'scatoletta', 'scatolette']),
  countUnit('jar', ['barattolo', 'barattoli', 'vasetto', 'vasetti', 'vaso', 'vasi']),
  countUnit('bottle', ['bottiglia', 'bottiglie']),
  countUnit('carton', ['brick', 'cartone', 'cartoni']),
  countUnit('sachet', ['bustina', 'bustine']),
  countUnit('bag', ['busta', 'buste', 'sacchetto', 'sacchetti']),
  countUnit('package', ['confezione', 'confezioni', 'pacco', 'pacchi', 'pacchetto', 'pacchetti']),
  countUnit('block', ['panetto', 'panetti', 'cubetto di lievito', 'cubetti di lievito']),
  countUnit('bar', ['tavoletta', 'tavolette']),
  countUnit('glass', ['bicchiere', 'bicchieri', 'bicchierino', 'bicchierini']),
  countUnit('bunch', ['mazzetto', 'mazzetti', 'mazzo', 'mazzi', 'ciuffo', 'ciuffi']),
  countUnit('sprig', ['rametto', 'rametti', 'ramo', 'rami', 'rametto']),
  countUnit('stalk', ['gambo', 'gambi', 'costa', 'coste']),
  countUnit('leaf', ['foglia', 'foglie', 'fogliolina', 'foglioline']),
  countUnit('slice', ['fetta', 'fette', 'fettina', 'fettine', 'rondella', 'rondelle']),
  countUnit('piece', ['pezzo', 'pezzi', 'pezzetto', 'pezzetti']),
  countUnit('cube', ['cubetto', 'cubetti', 'dado', 'dadi']),
  countUnit('stick', ['stecca', 'stecche', 'stecco', 'stecchi']),
  countUnit('fillet', ['filetto', 'filetti', 'trancio', 'tranci']),
  countUnit('knob', ['noce', 'noci', 'nocciola']),
  countUnit('drizzle', ['filo', 'fili', 'giro', 'giri']),
  countUnit('splash', ['goccio', 'gocci', 'spruzzo', 'spruzzi']),
  countUnit('drop', ['goccia', 'gocce']),
  countUnit('handful', ['manciata', 'manciate', 'pugno', 'pugni']),
  countUnit('ladle', ['mestolo', 'mestoli']),
  countUnit('ear', ['pannocchia', 'pannocchie']),
  countUnit('sheet', ['sfoglia', 'sfoglie', 'foglio', 'fogli', 'rotolo', 'rotoli']),
  countUnit('ball', ['pallina', 'palline']),
  countUnit('pot', ['vasetto di yogurt', 'vasetti di yogurt']),
  countUnit('dozen', ['dozzina', 'dozzine']),
  countUnit('portion', ['porzione', 'porzioni']),
];

export const VOCABULARY: Vocabulary = {
  language: 'it',
  units: buildUnitIndex(ITALIAN_UNITS),
  numberWords: wordValues(`
    uno=1 due=2 tre=3 quattro=4 cinque=5 sei=6 sette=7 otto=8 nove=9 dieci=10 undici=11
    dodici=12 tredici=13 quattordici=14 quindici=15 sedici=16 venti=20 trenta=30 quaranta=40
    cinquanta=50 cento=100 paio=2
  `),
  fractionWords: wordValues(`
    mezzo=0.5 mezza=0.5 metà=0.5 quarto=0.25 terzo=0.333333333
  `),
  articles: wordSet(`un una un'`),
  alternativeWords: wordSet(`o oppure`),
  distributiveWords: wordSet(`ciascuno ciascuna ognuno`),
  mixedJoiners: wordSet(`e`),
  rangeWords: wordSet(`o a`),
  additionWords: wordSet(`più + e`),
  multiplierWords: wordSet(`x × X`),
  ofWords: wordSet(`di d' del dell' della dei degli delle`),
  approximateWords: wordSet(`circa ca quasi pressappoco`),
  unitQualifiers: wordSet(`
    grosso grossa grossi grosse piccolo piccola piccoli piccole abbondante abbondanti scarso
    scarsa bel bella buon buona raso rasa colmo colma
  `),
  qualifierEndings: [],
  bareUnits: wordSet(`pinch drizzle splash drop handful knob sprig bunch`),
  containerUnits: wordSet(`can jar bottle carton sachet bag package block bar pot`),
  trailingUnits: wordSet(``),
  trailingUnitExceptions: wordSet(``),
  sizeWords: wordSet(`
    piccolo piccola piccoli piccole medio media medi medie grande grandi grosso grossa grossi
    grosse
  `),
  preparationWords: wordSet(`
    tritato tritata tritati tritate tagliato tagliata tagliati tagliate affettato affettata
    affettati affettate grattugiato grattugiata grattugiati grattugiate sbucciato sbucciata
    sbucciati sbucciate pelato pelata pelati pelate fuso fusa fusi fuse sciolto sciolta
    sciolti sciolte ammorbidito ammorbidita sbattuto sbattuta sbattuti sbattute setacciato
    setacciata tostato tostata tostati tostate cotto cotta cotti cotte lessato lessata lessati
    lessate lesso lessa sgocciolato sgocciolata sgocciolati sgocciolate lavato lavata lavati
    lavate sminuzzato sminuzzata sminuzzati sminuzzate schiacciato schiacciata schiacciati
    schiacciate spremuto spremuta sbriciolato sbriciolata sbriciolati sbriciolate denocciolato
    denocciolata denocciolati denocciolate snocciolato snocciolata snocciolati snocciolate
    pulito pulita puliti pulite sgusciato sgusciata sgusciati sgusciate spezzettato
    spezzettata spezzettati spezzettate ammollato ammollata ammollati ammollate scongelato
    scongelata scongelati scongelate diviso divisa divisi divise tiepido tiepida tiepidi
    tiepide freddo fredda freddi fredde caldo calda caldi calde morbido morbida sfilettato
    sfilettata sfilettati sfilettate spellato spellata dissalato dissalata dissalati dissalate
    mondato mondata mondati mondate ridotto ridotta ridotti ridotte
  `),
  productForms: wordSet(`macinato macinata macinati macinate`),
  preparationAdverbs: wordSet(`
    finemente grossolanamente appena leggermente ben molto fresco freschi
  `),
  preparationLinks: wordSet(`
    a in al alla con e per finemente grossolanamente molto ben
  `),
  partWords: wordSet(`succo scorza buccia tuorlo tuorli albume albumi`),
  partLinks: wordSet(`di d' del della`),
  conjunctions: wordSet(`e ed o oppure &`),
  purposeWords: wordSet(`per`),
  notPurposeAfter: wordSet(``),
  commentWords: wordSet(`
    facoltativo facoltativa facoltativi facoltative opzionale opzionali q circa ca
    preferibilmente tipo ad es esempio più
  `),
  alternativeRemarks: wordSet(`più meno a q secondo se`),
  amountTails: wordSet(`più meno`),
  commentWordsAfterComma: wordSet(`
    con o a al alla secondo non ma ciascuno ciascuna di
  `),
  vagueWords: wordSet(`qualche alcuni alcune po' poco pochi poche`),
  adjectiveEndings: [],
  stateWords: wordSet(`
    fresco fresca freschi fresche surgelato surgelata surgelati surgelate congelato congelata
    congelati congelate secco secca secchi secche crudo cruda crudi crude maturo matura maturi
    mature caldo calda freddo fredda
  `),
  coordinateAdjectives: wordSet(`
    fresco fresca freschi fresche maturo matura maturi mature grande piccolo piccola medio
    media sodo soda
  `),
  participleEndings: ['ato', 'ata', 'ati', 'uto', 'uta', 'uti'],
  notParticiples: wordSet(`
    tomato potato gelato gelati frittata frittate insalata insalate marmellata marmellate
    piñata data cioccolato patata patate passata ricotta salato salata salati salate
    affumicato affumicata affumicati affumicate stagionato stagionata stagionati stagionate
    concentrato concentrata zuccherato zuccherata condensato condensata mercato peperonata
    granita montata aromatizzato integrato limonata aranciata spremuta insaccato speziato
    dolcificato gratinato dorata dorate dorato
  `),
  notParticipleEndings: [],
  elisions: wordSet(`
    d' l' un' dell' all' dall' nell' sull' quest' quell' po'
  `),
  commentPhrases: [
    'q.b.',
    'qb',
    'quanto basta',
    'a piacere',
    'a piacimento',
    'secondo il gusto',
    'se necessario',
    'a temperatura ambiente',
    'o più',
  ],
  preparationPhrases: [
    'a cubetti',
    'a dadini',
    'a pezzetti',
    'a pezzi',
    'a fette',
    'a fettine',
    'a rondelle',
    'a listarelle',
    'a julienne',
    'a spicchi',
    'a metà',
    'a striscioline',
    'a tocchetti',
    'a lamelle',
    'a filetti',
    'senza buccia',
    'senza semi',
    'senza pelle',
    'al momento',
  ],
  unitQualifiersAfter: wordSet(`raso rasi rasa colmo colmi colma abbondante abbondanti scarso`),
  sizesAfterName: true,
  countUnitsBeforeOf: true,
  definiteArticles: wordSet(`il lo la i gli le l'`),
};
