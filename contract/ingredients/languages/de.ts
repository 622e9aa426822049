// The ingredient-line words of German (code 'de'), in the roles ../vocabulary.ts names, and its
// unit spellings (../units.ts). German inflects its adjectives and participles ("gehackte
// Zwiebeln", "1 gehackter Apfel"), so each is listed once and its endings are added here.
import { buildUnitIndex, measure, type UnitDefinition } from '../units';
import { wordSet, wordValues, type Vocabulary } from '../vocabulary';

/** A count or container unit: its canonical English name and its German spellings. */
const unit = (name: string, words: string, abbreviations = ''): UnitDefinition => ({
  name,
  kind: 'count',
  words: words.split(/\s+/).filter(Boolean),
  abbreviations: abbreviations.split(/\s+/).filter(Boolean),
});

export const GERMAN_UNITS: readonly UnitDefinition[] = [
  measure(
    'tablespoon',
    ['Esslöffel', 'Eßlöffel', 'Esslöffeln', 'Eßlöffeln', 'Essl', 'Eßl'],
    ['EL', 'Els'],
  ),
  measure('teaspoon', ['Teelöffel', 'Teelöffeln', 'Teel'], ['TL', 'Tls']),
  measure('millilitre', ['Milliliter'], ['ml']),
  measure('centilitre', ['Zentiliter'], ['cl']),
  measure('decilitre', ['Deziliter'], ['dl']),
  measure('litre', ['Liter'], ['l', 'ltr', 'lt']),
  measure('gram', ['Gramm'], ['g', 'gr']),
  measure('kilogram', ['Kilogramm', 'Kilo'], ['kg']),
  measure('milligram', ['Milligramm'], ['mg']),
  measure('centimetre', ['Zentimeter'], ['cm']),
  measure('millimetre', ['Millimeter'], ['mm']),
  measure('cup', ['Tasse', 'Tassen'], []),
  unit('pinch', 'Prise Prisen'),
  unit('knifepoint', 'Messerspitze Messerspitzen', 'Msp Mspn'),
  unit('dash', 'Schuss Schuß'),
  unit('splash', 'Spritzer'),
  unit('drop', 'Tropfen'),
  unit('handful', 'Handvoll Hand voll'),
  unit('tub', 'Becher'),
  unit('can', 'Dose Dosen Büchse Büchsen'),
  unit('jar', 'Glas Gläser Gläschen'),
  unit('bottle', 'Flasche Flaschen'),
  unit('packet', 'Packung Packungen Päckchen Pack Tütchen', 'Pck Pkt Pkg Pckg'),
  unit('bag', 'Beutel Tüte Tüten'),
  unit('box', 'Schachtel Schachteln Karton Kartons'),
  unit('tube', 'Tube Tuben'),
  unit('bunch', 'Bund Bunde Bündel Bündchen'),
  unit('clove', 'Zehe Zehen'),
  unit('slice', 'Scheibe Scheiben Scheibchen'),
  unit('piece', 'Stück Stücke Stückchen', 'Stk St'),
  unit('sprig', 'Zweig Zweige Zweiglein Zweigchen'),
  unit('stem', 'Stiel Stiele Stängel'),
  unit('stalk', 'Stange Stangen'),
  unit('bulb', 'Knolle Knollen'),
  unit('head', 'Kopf Köpfe'),
  unit('leaf', 'Blatt Blätter'),
  unit('cube', 'Würfel'),
  unit('bar', 'Tafel Tafeln Riegel'),
  unit('sheet', 'Platte Platten'),
  unit('ball', 'Kugel Kugeln'),
  unit('portion', 'Portion Portionen'),
  unit('fillet', 'Filet Filets'),
  unit('glass', 'Schnapsglas Weinglas'),
];

/** A word with the endings German adds to an adjective or participle: gehackt, -e, -en, -er, -es. */
function inflected(list: string): ReadonlySet<string> {
  const words = new Set<string>();
  for (const word of list.split(/\s+/).filter(Boolean)) {
    words.add(word);
    // "weich" → weiche, weichen; "mittelgroß" → mittelgroße; a stem in -e only takes -n, -r, -s
    const stem = word.endsWith('e') ? word.slice(0, -1) : word;
    for (const ending of ['e', 'en', 'er', 'es', 'em']) words.add(stem + ending);
  }
  return words;
}

export const GERMAN: Vocabulary = {
  language: 'de',
  units: buildUnitIndex(GERMAN_UNITS),
  numberWords: wordValues(`
    eins=1 zwei=2 drei=3 vier=4 fünf=5 sechs=6 sieben=7 acht=8 neun=9 zehn=10 elf=11 zwölf=12
    fünfzehn=15 zwanzig=20 dreißig=30 vierzig=40 fünfzig=50 hundert=100
    anderthalb=1.5 eineinhalb=1.5 zweieinhalb=2.5 dreieinhalb=3.5
  `),
  fractionWords: wordValues(`
    halb=0.5 halbe=0.5 halben=0.5 halber=0.5 halbes=0.5 viertel=0.25 drittel=0.333333333
    dreiviertel=0.75 achtel=0.125
  `),
  articles: wordSet(`ein eine einen einem einer eines`),
  alternativeWords: wordSet(`oder`),
  distributiveWords: wordSet(`je jeweils`),
  mixedJoiners: wordSet(`und`),
  rangeWords: wordSet(`bis oder`),
  additionWords: wordSet(`plus + und`),
  multiplierWords: wordSet(`x × X à`),
  ofWords: wordSet(`von`),
  approximateWords: wordSet(`
    ca circa etwa ungefähr rund knapp gut gute guter reichlich max maximal mind mindestens
    höchstens zirka
  `),
  unitQualifiers: inflected(`
    gehäuft gestrichen groß klein mittelgroß gut knapp voll reichlich leicht kräftig dick dünn
    kleingehäuft
  `),
  qualifierEndings: ['-groß', '-große', '-großen', '-dick', '-dicke', '-dicken'],
  bareUnits: wordSet(`pinch knifepoint dash splash drop handful bunch sprig`),
  containerUnits: wordSet(`can jar bottle packet bag tub box tube bar`),
  trailingUnits: wordSet(`clove stalk sprig stem bulb head slice`),
  compoundUnits: true,
  trailingUnitExceptions: wordSet(`zimt vanille`),
  sizeWords: inflected(`groß klein mittelgroß mittler riesig winzig`),
  preparationWords: inflected(`
    gehackt gewürfelt geschnitten gerieben geraspelt gehobelt geschält gepellt entkernt entsteint
    halbiert geviertelt geachtelt gedrittelt zerlassen geschmolzen zerdrückt zerstoßen
    zerkleinert zerpflückt zerzupft gezupft püriert passiert gepresst ausgepresst gekocht
    vorgekocht gegart gebraten angebraten gedünstet gedämpft gebacken gegrillt geröstet
    angeröstet blanchiert geputzt gewaschen abgespült abgetropft abgegossen eingeweicht
    aufgetaut aufgeschlagen geschlagen steif verquirlt verrührt gesiebt gehäutet enthäutet
    entgrätet entbeint ausgelöst gesäubert entdarmt gestiftelt gesplittert geteilt getrennt
    zimmerwarm weich temperiert gekühlt lauwarm
    abgerieben gequetscht angedrückt zerbröselt zerbröckelt gebröselt gerebelt entstielt
    entrappt abgezupft gesalzen gezuckert geklärt aufgelöst angetaut abgekühlt fein-gehackt
    grob-gehackt hartgekocht wachsweich geräuchert mariniert paniert
  `),
  productForms: inflected(`gemahlen geschrotet`),
  preparationAdverbs: wordSet(`
    fein grob klein frisch dünn dick längs quer gut leicht sehr schräg ganz kurz
  `),
  preparationLinks: wordSet(`in im zu mit auf bis ohne aus für nach`),
  partWords: wordSet(`
    saft schale abrieb zeste zesten fruchtfleisch eigelb eiweiß blätter stiele weißen grünen
    hellen dunklen teil teile
  `),
  partLinks: wordSet(`von aus`),
  conjunctions: wordSet(`und oder & u. bzw bzw.`),
  purposeWords: wordSet(`zum zur für`),
  notPurposeAfter: wordSet(`abschmecken würzen belieben geschmack`),
  commentWords: wordSet(`
    optional nach evtl eventuell wahlweise z zb bzw alternativ am besten vorzugsweise plus +
    ca circa etwa ungefähr nur falls wenn je selbstgemacht selbst gekauft siehe sonst
  `),
  leadingRemarks: wordSet(`evtl eventuell optional wahlweise ggf`),
  alternativeRemarks: wordSet(`mehr weniger nach so`),
  amountTails: wordSet(`mehr weniger so`),
  commentWordsAfterComma: wordSet(`
    mit ohne oder aber jeweils je geteilt aufgeteilt möglichst idealerweise nicht sowie
    zimmerwarm mehr weniger außerdem
  `),
  vagueWords: wordSet(`etwas paar einige wenige bisschen einigen mehrere`),
  adjectiveEndings: ['los', 'lose', 'losen', 'loser'],
  stateWords: inflected(`frisch gefroren tiefgekühlt getrocknet roh gekocht reif heiß kalt warm`),
  coordinateAdjectives: inflected(`
    frisch reif weich kalt heiß warm trocken süß roh fest jung mager fett dick dünn bio
    hochwertig knusprig mild scharf alt groß klein mittelgroß getrocknet gefroren zart saftig
  `),
  participleEndings: [],
  notParticiples: wordSet(``),
  notParticipleEndings: [],
};

export const VOCABULARY: Vocabulary | null = GERMAN;
