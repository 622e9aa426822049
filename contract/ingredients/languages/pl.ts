// Polish ingredient-line words (code 'pl'), in the roles ../vocabulary.ts names, and its unit
// spellings (../units.ts). Polish declines its nouns and agrees its adjectives and participles in
// gender and number, so every word is listed in the forms a recipe writes: "1 łyżka", "2 łyżki",
// "5 łyżek", "pół łyżeczki"; "posiekany, posiekana, posiekane, posiekanych". Recipes typed
// without Polish letters ("lyzka", "zabki") are read too: each word also counts in plain letters.
import { buildUnitIndex, measure, type UnitDefinition } from '../units';
import { wordSet, wordValues, type Vocabulary } from '../vocabulary';

const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
};

/** The word in plain Latin letters, as it is typed without a Polish keyboard ("łyżka" → "lyzka"). */
const plain = (word: string) => word.replace(/[ąćęłńóśźż]/g, (c) => PLAIN_LETTERS[c]!);

/** The spellings with their plain-letter forms added. */
const withPlain = (words: readonly string[]) => [...new Set([...words, ...words.map(plain)])];

/** A set of words (whitespace-separated) in Polish and in plain letters. */
const words = (list: string): ReadonlySet<string> => new Set(withPlain([...wordSet(list)]));

/** The forms of adjectives and participles from their stems: "posiekan" → posiekany, -a, -e... */
const ADJECTIVE_ENDINGS = ['y', 'a', 'e', 'ych', 'ego', 'ej', 'ą', 'ym', 'ymi', 'i'];
const declined = (stems: string): ReadonlySet<string> =>
  new Set(withPlain([...wordSet(stems)].flatMap((stem) => ADJECTIVE_ENDINGS.map((e) => stem + e))));

const union = (...sets: ReadonlySet<string>[]): ReadonlySet<string> =>
  new Set(sets.flatMap((set) => [...set]));

/** Unit spellings, whitespace-separated; "_" joins the words of one ("łyżka_stołowa"). */
const spellings = (list: string) =>
  withPlain([...wordSet(list)].map((spelling) => spelling.replace(/_/g, ' ')));

/** A measure's Polish spellings (every case that follows a number) and short forms. */
const polishMeasure = (name: Parameters<typeof measure>[0], list: string, short = '') =>
  measure(name, spellings(list), spellings(short));

/** A count or container: its canonical English id and its Polish forms. */
const polishCount = (name: string, list: string, short = ''): UnitDefinition => ({
  name,
  kind: 'count',
  words: spellings(list),
  ...(short ? { abbreviations: spellings(short) } : {}),
});

export const POLISH_UNITS: readonly UnitDefinition[] = [
  polishMeasure('teaspoon', 'łyżeczka łyżeczki łyżeczek łyżeczkę łyżeczką łyżeczce', 'łyżecz'),
  polishMeasure(
    'tablespoon',
    `łyżka łyżki łyżek łyżkę łyżką łyżce łyżka_stołowa łyżki_stołowe łyżek_stołowych
    łyżki_stołowej łyżkę_stołową`,
    'łyż',
  ),
  polishMeasure('dessertspoon', 'łyżka_deserowa łyżki_deserowe łyżek_deserowych łyżki_deserowej'),
  polishMeasure('cup', 'szklanka szklanki szklanek szklankę szklanką'),
  polishMeasure('millilitre', 'mililitr mililitry mililitrów mililitra', 'ml'),
  polishMeasure('centilitre', 'centylitr centylitry centylitrów', 'cl'),
  polishMeasure('decilitre', 'decylitr decylitry decylitrów', 'dl'),
  polishMeasure('litre', 'litr litry litrów litra', 'l'),
  polishMeasure('milligram', 'miligram miligramy miligramów', 'mg'),
  polishMeasure('gram', 'gram gramy gramów grama', 'g gr'),
  polishMeasure('decagram', 'dekagram dekagramy dekagramów dekagrama deko', 'dag dkg'),
  polishMeasure('kilogram', 'kilogram kilogramy kilogramów kilograma kilo', 'kg'),
  polishMeasure('ounce', 'uncja uncje uncji', 'oz'),
  polishMeasure('pound', 'funt funty funtów funta', 'lb lbs'),
  polishMeasure('millimetre', 'milimetr milimetry milimetrów', 'mm'),
  polishMeasure('centimetre', 'centymetr centymetry centymetrów centymetra', 'cm'),
  polishCount('pinch', 'szczypta szczypty szczypt szczyptę szczyptą szczypteczka'),
  polishCount('handful', 'garść garści garstka garstki garstkę'),
  polishCount('drop', 'kropla krople kropli kroplę kropelka kropelki kropelek'),
  polishCount('clove', 'ząbek ząbki ząbków ząbka ząbkami'),
  polishCount('bunch', 'pęczek pęczki pęczków pęczka pęczuszek'),
  polishCount('sprig', 'gałązka gałązki gałązek gałązkę gałązką gałązkami'),
  polishCount('head', 'główka główki główek główkę głowa głowy główką'),
  polishCount('stalk', 'łodyga łodygi łodyg łodygę łodyżka łodyżki łodyżek'),
  polishCount('stick', 'laska laski lasek laskę'),
  polishCount('ear', 'kolba kolby kolb kolbę'),
  polishCount('slice', 'plaster plastry plastrów plastra plasterek plasterki plasterków plasterka'),
  polishCount('slice', 'kromka kromki kromek kromkę'),
  polishCount('piece', 'sztuka sztuki sztuk sztukę kawałek kawałki kawałków kawałka', 'szt'),
  polishCount('cube', 'kostka kostki kostek kostkę kosteczka'),
  polishCount('bar', 'tabliczka tabliczki tabliczek tabliczkę'),
  polishCount('fillet', 'filet filety filetów fileta'),
  polishCount('portion', 'porcja porcje porcji porcję'),
  polishCount('dozen', 'tuzin tuziny tuzinów'),
  polishCount('loaf', 'bochenek bochenki bochenków bochenka'),
  polishCount('package', 'opakowanie opakowania opakowań', 'op opak'),
  polishCount('packet', 'paczka paczki paczek paczkę paczuszka paczuszki'),
  polishCount('sachet', 'torebka torebki torebek torebkę saszetka saszetki saszetek saszetkę'),
  polishCount('can', 'puszka puszki puszek puszkę puszeczka puszeczki'),
  polishCount('jar', 'słoik słoiki słoików słoika słoiczek słoiczki słoiczka'),
  polishCount('bottle', 'butelka butelki butelek butelkę buteleczka buteleczki'),
  polishCount('carton', 'karton kartony kartonów kartonik kartoniki'),
  polishCount('tub', 'kubek kubki kubków kubka kubeczek kubeczki kubeczków'),
  polishCount('bag', 'worek worki worków woreczek woreczki woreczków'),
  polishCount('tube', 'tubka tubki tubek'),
  polishCount('glass', 'kieliszek kieliszki kieliszków kieliszka'),
  polishCount('ball', 'kulka kulki kulek'),
];

const SIZES = declined(`duż mał średni spor wielk ogromn`);

export const VOCABULARY: Vocabulary = {
  language: 'pl',
  units: buildUnitIndex(POLISH_UNITS),
  numberWords: wordValues(`
    jeden=1 jedna=1 jedno=1 jednej=1 jednego=1 dwa=2 dwie=2 dwóch=2 dwu=2 trzy=3 trzech=3
    cztery=4 czterech=4 pięć=5 pięciu=5 sześć=6 sześciu=6 siedem=7 siedmiu=7 osiem=8 ośmiu=8
    dziewięć=9 dziewięciu=9 dziesięć=10 dziesięciu=10 jedenaście=11 dwanaście=12 trzynaście=13
    czternaście=14 piętnaście=15 szesnaście=16 dwadzieścia=20 trzydzieści=30 czterdzieści=40
    pięćdziesiąt=50 sto=100 półtora=1.5 półtorej=1.5 para=2
    pieciu=5 piec=5 szesc=6 dziewiec=9 dziewieciu=9 dziesiec=10 dwoch=2 poltora=1.5 poltorej=1.5
  `),
  fractionWords: wordValues(`
    pół=0.5 pol=0.5 połowa=0.5 połowę=0.5 polowa=0.5 polowe=0.5 połówka=0.5 połówki=0.5
    ćwierć=0.25 cwierc=0.25 ćwiartka=0.25 ćwiartki=0.25
  `),
  articles: wordSet(''),
  alternativeWords: words(`lub albo`),
  distributiveWords: words(`po każdy każda każde każdego każdej`),
  mixedJoiners: words(`i`),
  rangeWords: words(`do lub albo`),
  additionWords: words(`plus + i oraz`),
  multiplierWords: wordSet(`x × X`),
  ofWords: wordSet(''),
  approximateWords: words(`
    około ok ca circa mniej więcej prawie niecała niecałe niecały niepełna niepełne niepełny
    solidna solidne dobra dobre blisko przynajmniej co najmniej najwyżej maksymalnie
  `),
  unitQualifiers: union(
    declined(`płask czubat kopiast pełn niepełn duż mał średni spor solidn równ grub cienk`),
    words(`dobra dobre dobrą słuszna okrągła`),
  ),
  qualifierEndings: [],
  // a unit alone is one of it ("szklanka mąki"); Polish unit words are no food's name
  bareUnits: wordSet(`
    tablespoon teaspoon cup pinch handful drop bunch sprig clove head slice piece can jar bottle
    package packet sachet glass
  `),
  containerUnits: wordSet(`can jar bottle carton package packet sachet bag tube bar tub`),
  trailingUnits: wordSet(''),
  trailingUnitExceptions: wordSet(''),
  sizeWords: SIZES,
  preparationWords: union(
    declined(`
      posiekan pokrojon krojon przekrojon pocięt start utart otart zmielon rozpuszczon roztopion
      stopion ugotowan gotowan obran umyt wymyt opłukan osuszon odsączon wyciśnięt zmiażdżon
      przeciśnięt rozgniecion ubit roztrzepan rozkłócon rozbełtan przesian podgrzan schłodzon
      ostudzon wystudzon rozmrożon namoczon moczon pokruszon poszatkowan szatkowan porwan
      blanszowan zblanszowan upieczon podpieczon uprażon prażon podsmażon usmażon zrumienion
      wypestkowan wydrylowan sparzon zmiękczon ugniecion rozbit przepołowion
      pokrojon ociekł obsuszon oskroban wyluskan wyłuskan rozdrobnion zmiksowan zblendowan
      przecedzon sparzon obgotowan podduszon uduszon zagotowan rozpłaszczon rozklepan
      marynowan zamarynowan nasączon posolon oprószon obtoczon
    `),
    words(`
      miękkie miękkiego miękka miękki letnie letnia letni ciepłe ciepła ciepły
    `),
  ),
  productForms: declined(`mielon`),
  preparationAdverbs: words(`
    drobno grubo cienko świeżo dokładnie lekko mocno bardzo delikatnie grubsze drobniutko
    wcześniej uprzednio dobrze starannie
  `),
  preparationLinks: words(`w we na z ze do przez wzdłuż o po pod od`),
  partWords: words(`
    sok soku skórka skórki skórkę otarta otartej otarte żółtko żółtka żółtek białko białka
    białek miąższ liście listki część części biała białą zielona zieloną
  `),
  partLinks: words(`z ze`),
  conjunctions: words(`i lub albo oraz i/lub &`),
  purposeWords: words(`do na dla`),
  notPurposeAfter: words(`smaku gustu woli uznania`),
  commentWords: words(`
    opcjonalnie ewentualnie ew np nieobowiązkowo fakultatywnie najlepiej plus + według wg jeśli
    jeżeli gdy można zamiast czyli tj tzn domowy domowe domowa domowej kupny kupne około ok
    ostatecznie wedle
  `),
  alternativeRemarks: words(`więcej mniej według wg do tyle ile`),
  amountTails: words(`więcej mniej coś`),
  commentWordsAfterComma: words(`
    z ze bez w we około ok najlepiej każdy każda każde każdego może zależnie oraz
  `),
  vagueWords: words(`kilka kilkanaście parę trochę odrobina odrobinę nieco sporo troszkę`),
  adjectiveEndings: [],
  stateWords: declined(`śwież mrożon suszon surow dojrzał ciepł zimn gorąc konserwow wędzon`),
  coordinateAdjectives: union(
    declined(`śwież mrożon suszon surow dojrzał ciepł zimn gorąc miękk tward chud tłust słodk`),
    SIZES,
  ),
  participleEndings: ['owany', 'owana', 'owane', 'owanych', 'owaną', 'owanego', 'owanej'],
  notParticiples: wordSet(''),
  notParticipleEndings: [],
};
