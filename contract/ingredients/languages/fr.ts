// The ingredient-line words of French (France, Belgium, Switzerland and Québec usage), in the roles
// ../vocabulary.ts names, and its unit spellings (../units.ts): "2 c. à soupe d'huile d'olive",
// "1 gousse d'ail hachée", "3 œufs moyens", "sel et poivre au goût", "200 g de farine".
import { buildUnitIndex, countUnit, measure, type UnitDefinition } from '../units';
import { wordSet, wordValues, type Vocabulary } from '../vocabulary';

export const FRENCH_UNITS: readonly UnitDefinition[] = [
  measure(
    'tablespoon',
    [
      'cuillère à soupe',
      'cuillères à soupe',
      'cuiller à soupe',
      'cuillers à soupe',
      'cuillerée à soupe',
      'cuillerées à soupe',
      'cuil à soupe',
      'cuill à soupe',
      'c à soupe',
      'c à s',
      'cuillère à table',
      'cuillères à table',
      'c à table',
      'c à t',
      'grande cuillère',
      'grandes cuillères',
    ],
    ['cs', 'càs', 'cas', 'c s', 'cuil', 'cuill'],
    ['CS', 'CàS', 'CAS', 'Cs', 'c.s'],
  ),
  measure(
    'teaspoon',
    [
      'cuillère à café',
      'cuillères à café',
      'cuiller à café',
      'cuillers à café',
      'cuillerée à café',
      'cuillerées à café',
      'cuil à café',
      'cuill à café',
      'c à café',
      'c à c',
      'cuillère à thé',
      'cuillères à thé',
      'c à thé',
      'petite cuillère',
      'petites cuillères',
    ],
    ['cc', 'càc', 'cac', 'c c'],
  ),
  measure('dessertspoon', ['cuillère à dessert', 'cuillères à dessert', 'c à dessert'], []),
  measure('cup', ['tasse', 'tasses'], []),
  measure('millilitre', ['millilitre', 'millilitres'], ['ml']),
  measure('centilitre', ['centilitre', 'centilitres'], ['cl']),
  measure('decilitre', ['décilitre', 'décilitres'], ['dl']),
  measure('litre', ['litre', 'litres'], ['l', 'lt', 'ltr']),
  measure('gram', ['gramme', 'grammes'], ['g', 'gr', 'grs', 'gm']),
  measure('kilogram', ['kilogramme', 'kilogrammes', 'kilo', 'kilos'], ['kg']),
  measure('milligram', ['milligramme', 'milligrammes'], ['mg']),
  measure('ounce', ['once', 'onces'], ['oz']),
  measure('millimetre', ['millimètre', 'millimètres'], ['mm']),
  measure('centimetre', ['centimètre', 'centimètres'], ['cm']),
  countUnit('pinch', ['pincée', 'pincées']),
  countUnit('clove', ['gousse', 'gousses']),
  countUnit('can', ['boîte', 'boîtes', 'boite', 'boites', 'conserve', 'conserves']),
  countUnit('sachet', ['sachet', 'sachets']),
  countUnit('packet', ['paquet', 'paquets']),
  countUnit('pot', ['pot', 'pots']),
  countUnit('jar', ['bocal', 'bocaux']),
  countUnit('bottle', ['bouteille', 'bouteilles']),
  countUnit('carton', ['brique', 'briques']),
  countUnit('punnet', ['barquette', 'barquettes']),
  countUnit('bar', ['tablette', 'tablettes']),
  countUnit('glass', ['verre', 'verres']),
  countUnit('bunch', ['botte', 'bottes', 'bouquet', 'bouquets']),
  countUnit('sprig', ['brin', 'brins', 'brindille', 'brindilles']),
  countUnit('stalk', ['branche', 'branches', 'tige', 'tiges']),
  countUnit('head', ['tête', 'têtes']),
  countUnit('leaf', ['feuille', 'feuilles']),
  countUnit('slice', ['tranche', 'tranches', 'rondelle', 'rondelles']),
  countUnit('piece', ['morceau', 'morceaux', 'pièce', 'pièces', 'part', 'parts']),
  countUnit('cube', ['cube', 'cubes']),
  countUnit('stick', ['bâton', 'bâtons', 'baton', 'batons']),
  countUnit('knob', ['noix', 'noisette', 'noisettes']),
  // "un filet d'huile d'olive" is a drizzle; "4 filets de poisson" are fillets
  countUnit('drizzle', ['filet', 'trait', 'traits']),
  countUnit('fillet', ['filets']),
  countUnit('drop', ['goutte', 'gouttes']),
  countUnit('handful', ['poignée', 'poignées']),
  countUnit('ladle', ['louche', 'louches']),
  countUnit('bulb', ['bulbe', 'bulbes']),
  countUnit('ear', ['épi', 'épis']),
  countUnit('sheet', ['feuille de brick', 'feuilles de brick']),
  countUnit('rasher', ['lamelle', 'lamelles']),
  countUnit('dozen', ['douzaine', 'douzaines']),
  countUnit('ball', ['boule', 'boules']),
];

export const VOCABULARY: Vocabulary = {
  language: 'fr',
  units: buildUnitIndex(FRENCH_UNITS),
  numberWords: wordValues(`
    deux=2 trois=3 quatre=4 cinq=5 six=6 sept=7 huit=8 neuf=9 dix=10 onze=11 douze=12
    treize=13 quatorze=14 quinze=15 seize=16 vingt=20 trente=30 quarante=40 cinquante=50
    soixante=60 cent=100
  `),
  fractionWords: wordValues(`
    demi=0.5 demie=0.5 moitié=0.5 quart=0.25 tiers=0.333333333 trois-quarts=0.75
  `),
  articles: wordSet(`un une`),
  alternativeWords: wordSet(`ou`),
  distributiveWords: wordSet(`chacun chacune chaque`),
  mixedJoiners: wordSet(`et`),
  rangeWords: wordSet(`à a ou`),
  additionWords: wordSet(`plus + et`),
  multiplierWords: wordSet(`x × X`),
  ofWords: wordSet(`de d' du des`),
  approximateWords: wordSet(`
    environ env approx approximativement presque à peu près quelque
  `),
  unitQualifiers: wordSet(`
    bonne bon belle beau grosse gros grande grand petite petit petites petits grosses grandes
    bonnes belles légère léger rase rases bombée bombées pleine pleines généreuse généreux
  `),
  qualifierEndings: [],
  bareUnits: wordSet(`pinch drop handful drizzle knob sprig bunch leaf`),
  containerUnits: wordSet(`can sachet packet pot jar bottle carton punnet bar`),
  trailingUnits: wordSet(``),
  trailingUnitExceptions: wordSet(``),
  sizeWords: wordSet(`
    petit petite petits petites moyen moyenne moyens moyennes gros grosse grosses grand grande
    grands grandes
  `),
  preparationWords: wordSet(`
    haché hachée hachés hachées émincé émincée émincés émincées râpé râpée râpés râpées
    coupé coupée coupés coupées tranché tranchée tranchés tranchées pelé pelée pelés pelées
    épluché épluchée épluchés épluchées épépiné épépinée épépinés épépinées écrasé écrasée
    écrasés écrasées pressé pressée pressés pressées fondu fondue fondus fondues ramolli
    ramollie ramollis ramollies battu battue battus battues tamisé tamisée tamisés tamisées
    grillé grillée grillés grillées torréfié torréfiée torréfiés torréfiées cuit cuite cuits
    cuites égoutté égouttée égouttés égouttées rincé rincée rincés rincées lavé lavée lavés
    lavées ciselé ciselée ciselés ciselées concassé concassée concassés concassées dénoyauté
    dénoyautée dénoyautés dénoyautées équeuté équeutée équeutés équeutées paré parée parés
    parées désossé désossée désossés désossées décortiqué décortiquée décortiqués décortiquées
    effeuillé effeuillée effeuillés effeuillées émietté émiettée émiettés émiettées zesté
    zestée blanchi blanchie blanchis blanchies mixé mixée mixés mixées fouetté fouettée
    fouettés fouettées tiède tièdes froid froide froids froides chaud chaude chauds chaudes
    décongelé décongelée décongelés décongelées dessalé dessalée dessalés dessalées trempé
    trempée trempés trempées détaillé détaillée détaillés détaillées dégermé dégermée dégermés
    dégermées paré émincée fendu fendue fendus fendues épongé épongée égrainé égrainée
    mondé mondée mondés mondées effilé effilée effilés effilées
  `),
  productForms: wordSet(`moulu moulue moulus moulues`),
  preparationAdverbs: wordSet(`
    finement grossièrement fraîchement légèrement bien très juste grossierement finement
    soigneusement rapidement
  `),
  preparationLinks: wordSet(`
    en à a au aux dans avec et puis pour sur finement grossièrement très bien
  `),
  partWords: wordSet(`jus zeste zestes écorce écorces jaune jaunes blanc blancs`),
  partLinks: wordSet(`de d'`),
  conjunctions: wordSet(`et ou &`),
  purposeWords: wordSet(`pour`),
  notPurposeAfter: wordSet(``),
  commentWords: wordSet(`
    facultatif facultative optionnel optionnelle env environ approx selon par ex
    idéalement si éventuellement voir préférence sinon plus non
  `),
  alternativeRemarks: wordSet(`plus moins selon si`),
  amountTails: wordSet(`plus moins`),
  commentWordsAfterComma: wordSet(`
    avec ou à au selon non mais chacun chacune divisé divisée de préalablement
  `),
  vagueWords: wordSet(`quelques plusieurs peu`),
  adjectiveEndings: [],
  stateWords: wordSet(`
    frais fraîche fraîches surgelé surgelés surgelée surgelées congelé congelés congelée
    congelées sec sèche secs sèches séché séchés séchée séchées cru crue crus crues mûr mûre
    mûrs mûres chaud chaude froid froide
  `),
  coordinateAdjectives: wordSet(`
    frais fraîche fraîches bio mûr mûre mûrs mûres gros grosse petit petite moyen moyenne
    doux douce ferme entier entière
  `),
  participleEndings: ['é', 'ée', 'és', 'ées'],
  notParticiples: wordSet(`
    purée purées fumé fumée fumés fumées salé salée salés salées sucré sucrée sucrés sucrées
    allégé allégée concentré concentrée brisée feuilletée sablée demi-écrémé demi-écrémée
    écrémé écrémée rosé café thé blé entrée pâté poêlée fraîche séché séchée séchés séchées
    raffiné raffinée affiné affinée assaisonné mélangé surgelé surgelée surgelés surgelées
    congelé congelée congelés congelées gratiné épicé épicée nature glacé glacée glacés glacées
    sauté sautée sautés sautées flambé flambée frappé frappée brûlée soufflé consommé velouté
    fouettée
  `),
  notParticipleEndings: [],
  elisions: wordSet(`d' l' qu' j'`),
  commentPhrases: [
    'au goût',
    'à votre goût',
    'selon le goût',
    'selon goût',
    'à volonté',
    'si besoin',
    'si nécessaire',
    'au choix',
    'quantité suffisante',
    'q.s.',
    'de préférence',
    'à température ambiante',
    'ou plus',
  ],
  preparationPhrases: [
    'en dés',
    'en cubes',
    'en morceaux',
    'en rondelles',
    'en lamelles',
    'en tranches',
    'en julienne',
    'en brunoise',
    'en quartiers',
    'en lanières',
    'en bâtonnets',
    'en purée',
    'en fines tranches',
    'en deux',
    'en quatre',
    'sans la peau',
    'sans peau',
    'sans pépins',
    'sans noyau',
  ],
  unitQualifiersAfter: wordSet(`
    rase rases bombée bombées pleine pleines bien
  `),
  sizesAfterName: true,
  countUnitsBeforeOf: true,
  definiteArticles: wordSet(`le la les l'`),
  sizedNames: new Set(['petit pois', 'petits pois', 'gros sel', 'petit salé', 'petits suisses']),
};
