// English ingredient-line words (US, UK and Commonwealth usage), in the roles vocabulary.ts names.
import { unitIndexFor } from './units';
import { wordSet, wordValues, type Vocabulary } from './vocabulary';

export const ENGLISH: Vocabulary = {
  language: 'en',
  units: unitIndexFor('en'),
  numberWords: wordValues(`
    one=1 two=2 three=3 four=4 five=5 six=6 seven=7 eight=8 nine=9 ten=10 eleven=11 twelve=12
    thirteen=13 fourteen=14 fifteen=15 sixteen=16 seventeen=17 eighteen=18 nineteen=19
    twenty=20 thirty=30 forty=40 fifty=50 sixty=60 seventy=70 eighty=80 ninety=90 hundred=100
    couple=2
  `),
  fractionWords: wordValues(`
    half=0.5 quarter=0.25 third=0.333333333 one-half=0.5 one-quarter=0.25 one-third=0.333333333
    three-quarters=0.75 three-quarter=0.75 two-thirds=0.666666667
  `),
  articles: wordSet(`a an`),
  alternativeWords: wordSet(`or`),
  distributiveWords: wordSet(`each`),
  mixedJoiners: wordSet(`and &`),
  rangeWords: wordSet(`to or`),
  additionWords: wordSet(`plus + and`),
  multiplierWords: wordSet(`x × X`),
  ofWords: wordSet(`of`),
  approximateWords: wordSet(`
    about approx approximately around roughly circa ca some nearly almost scant generous
    heaped heaping good
  `),
  unitQualifiers: wordSet(`
    heaped heaping level levelled leveled scant generous good rounded round big small large
    medium lg med sm little tiny thin thick extra-large x-large jumbo full healthy hefty fat whole
    medium-size medium-sized large-size large-sized small-size small-sized good-sized
    lightly slightly very well generously long short plump fine
  `),
  qualifierEndings: ['-size', '-sized', '-thick', '-long', '-wide'],
  bareUnits: wordSet(`
    pinch dash drop handful splash knob sprinkle drizzle squeeze glug dollop bunch sprig
  `),
  containerUnits: wordSet(`
    can tin jar bottle carton tub pot packet pack package bag sachet envelope box container
    punnet tube block bar
  `),
  trailingUnits: wordSet(`clove stalk stick bulb sprig spear rib head slice`),
  trailingUnitExceptions: wordSet(`cinnamon whole licorice liquorice celery-salt`),
  sizeWords: wordSet(`
    small medium large big extra-large x-large xl jumbo lg med sm lrg medium-size medium-sized large-size
    large-sized small-size small-sized good-sized good-size bite-sized bite-size
  `),
  preparationWords: wordSet(`
    chopped diced minced sliced grated shredded julienned cubed halved quartered crushed
    pureed puréed melted softened beaten whisked sifted sieved toasted cooked uncooked made
    hard-boiled hard-cooked poached steamed peeled shelled stoned
    seeded deseeded de-seeded cored trimmed hulled stemmed skinned boned deboned de-boned
    deveined de-veined cleaned washed rinsed scrubbed drained squeezed crumbled cracked torn
    snipped slivered picked shucked chilled warmed thawed defrosted soaked zested juiced
    pressed smashed bruised separated buttered scalded crisp-fried fresh-ground
    fresh-grated lukewarm packed halved sifted room-temperature softened cut
    pre-cooked precooked pre-soaked pre-crumbled unsifted well-stirred milled shaved
    tightly-packed firmly-packed loosely-packed lightly-packed
  `),
  productForms: wordSet(`ground`),
  preparationAdverbs: wordSet(`
    finely freshly coarsely roughly thinly thickly lightly well very newly loosely
    firmly gently slightly evenly neatly partially partly just tightly
  `),
  preparationLinks: wordSet(`
    in into with to until according on under through for at from and by as lengthways
    lengthwise crosswise widthways
  `),
  partWords: wordSet(`
    juice zest rind peel yolk yolks white whites leaves stem stems part parts portion portions green
    light dark pale tender inner outer
  `),
  partLinks: wordSet(`of from`),
  conjunctions: wordSet(`and or & and/or`),
  purposeWords: wordSet(`for to`),
  notPurposeAfter: wordSet(`taste`),
  commentWords: wordSet(`
    optional such e.g eg i.e ie preferably plus + if approx approximately about see at only as
    recipe homemade store-bought storebought available
  `),
  alternativeRemarks: wordSet(`more less so to as use taste needed`),
  amountTails: wordSet(`so more less`),
  commentWordsAfterComma: wordSet(`
    with or divided at room not but each in any ideally roughly from enough as more less so
    needed including both either
  `),
  vagueWords: wordSet(`few several some`),
  adjectiveEndings: ['less'],
  stateWords: wordSet(`fresh frozen dried canned tinned raw cooked thawed ripe hot cold warm`),
  coordinateAdjectives: wordSet(`
    fresh ripe soft cold hot warm dry sweet raw firm young lean good-quality high-quality
    best-quality fruity crisp crusty plain large small medium fat thick thin organic
    extra-virgin thick-cut center-cut centre-cut bone-in skin-on low-sodium low-fat full-fat
    mild spicy sharp aged day-old stale frozen dried tender juicy
  `),
  participleEndings: ['ed'],
  notParticiples: wordSet(`red bed shed`),
  notParticipleEndings: ['eed'],
};
