// The ingredient-line words of Spanish (Spain and Latin America), in the roles ../vocabulary.ts
// names, and its unit spellings (../units.ts): "1 cucharada de aceite de oliva", "2 dientes de ajo
// picados", "1 cebolla grande", "sal y pimienta al gusto", "aceite para freír".
import { buildUnitIndex, countUnit, measure, type UnitDefinition } from '../units';
import { wordSet, wordValues, type Vocabulary } from '../vocabulary';

export const SPANISH_UNITS: readonly UnitDefinition[] = [
  measure(
    'tablespoon',
    [
      'cucharada',
      'cucharadas',
      'cucharada sopera',
      'cucharadas soperas',
      'cuchara sopera',
      'cucharas soperas',
      'cuchara',
      'cucharas',
    ],
    ['cda', 'cdas', 'cs', 'c s', 'cuch'],
  ),
  measure(
    'teaspoon',
    [
      'cucharadita',
      'cucharaditas',
      'cuchara de café',
      'cucharas de café',
      'cucharilla',
      'cucharillas',
      'cuchara de té',
    ],
    ['cdta', 'cdtas', 'cdita', 'cditas', 'cdt'],
  ),
  measure('dessertspoon', ['cuchara de postre', 'cucharas de postre', 'cucharada de postre'], []),
  measure('cup', ['taza', 'tazas'], ['tz']),
  measure('millilitre', ['mililitro', 'mililitros'], ['ml', 'cc']),
  measure('centilitre', ['centilitro', 'centilitros'], ['cl']),
  measure('decilitre', ['decilitro', 'decilitros'], ['dl']),
  measure('litre', ['litro', 'litros'], ['l', 'lt', 'lts', 'ltr']),
  measure('gram', ['gramo', 'gramos'], ['g', 'gr', 'grs', 'grm']),
  measure('kilogram', ['kilogramo', 'kilogramos', 'kilo', 'kilos'], ['kg', 'kgs']),
  measure('milligram', ['miligramo', 'miligramos'], ['mg']),
  measure('ounce', ['onza', 'onzas'], ['oz']),
  measure('pound', ['libra', 'libras'], ['lb', 'lbs']),
  measure('millimetre', ['milímetro', 'milímetros'], ['mm']),
  measure('centimetre', ['centímetro', 'centímetros'], ['cm']),
  countUnit('pinch', ['pizca', 'pizcas', 'pellizco', 'pellizcos']),
  countUnit('clove', ['diente', 'dientes']),
  countUnit('head', ['cabeza', 'cabezas']),
  countUnit('can', ['lata', 'latas']),
  countUnit('jar', ['bote', 'botes', 'tarro', 'tarros', 'frasco', 'frascos']),
  countUnit('bottle', ['botella', 'botellas']),
  countUnit('carton', ['brik', 'briks', 'cartón', 'cartones']),
  countUnit('sachet', ['sobre', 'sobres', 'sobrecito', 'sobrecitos']),
  countUnit('package', ['paquete', 'paquetes']),
  countUnit('box', ['caja', 'cajas']),
  countUnit('bar', ['tableta', 'tabletas', 'barra', 'barras']),
  countUnit('pot', ['tarrina', 'tarrinas', 'vasito', 'vasitos']),
  countUnit('glass', ['vaso', 'vasos', 'copa', 'copas']),
  countUnit('bunch', ['manojo', 'manojos', 'ramillete', 'ramilletes', 'atado', 'atados']),
  countUnit('sprig', ['rama', 'ramas', 'ramita', 'ramitas']),
  countUnit('stalk', ['tallo', 'tallos', 'penca', 'pencas']),
  countUnit('leaf', ['hoja', 'hojas']),
  countUnit('slice', [
    'rebanada',
    'rebanadas',
    'rodaja',
    'rodajas',
    'loncha',
    'lonchas',
    'lonja',
    'lonjas',
    'feta',
    'fetas',
  ]),
  countUnit('piece', ['trozo', 'trozos', 'pedazo', 'pedazos', 'pieza', 'piezas']),
  countUnit('cube', ['cubito', 'cubitos', 'pastilla', 'pastillas', 'dado', 'dados']),
  countUnit('stick', ['palito', 'palitos']),
  countUnit('fillet', ['filete', 'filetes']),
  countUnit('strip', ['tira', 'tiras']),
  countUnit('splash', ['chorrito', 'chorritos', 'chorro', 'chorros']),
  countUnit('drop', ['gota', 'gotas']),
  countUnit('handful', ['puñado', 'puñados', 'puñadito']),
  countUnit('knob', ['nuez', 'nueces']),
  countUnit('ladle', ['cucharón', 'cucharones']),
  countUnit('ear', ['mazorca', 'mazorcas']),
  countUnit('sheet', ['lámina', 'láminas', 'hoja de lasaña', 'hojas de lasaña']),
  countUnit('ball', ['bola', 'bolas']),
  countUnit('scoop', ['bola de helado', 'bolas de helado']),
  countUnit('dozen', ['docena', 'docenas']),
  countUnit('portion', ['porción', 'porciones', 'ración', 'raciones']),
];

export const VOCABULARY: Vocabulary = {
  language: 'es',
  units: buildUnitIndex(SPANISH_UNITS),
  numberWords: wordValues(`
    uno=1 dos=2 tres=3 cuatro=4 cinco=5 seis=6 siete=7 ocho=8 nueve=9 diez=10 once=11 doce=12
    trece=13 catorce=14 quince=15 dieciséis=16 veinte=20 treinta=30 cuarenta=40 cincuenta=50
    cien=100 par=2
  `),
  fractionWords: wordValues(`
    medio=0.5 media=0.5 mitad=0.5 cuarto=0.25 tercio=0.333333333
  `),
  articles: wordSet(`un una`),
  alternativeWords: wordSet(`o u`),
  distributiveWords: wordSet(`cada`),
  mixedJoiners: wordSet(`y`),
  rangeWords: wordSet(`a o`),
  additionWords: wordSet(`más + y`),
  multiplierWords: wordSet(`x × X`),
  ofWords: wordSet(`de del`),
  approximateWords: wordSet(`
    aproximadamente aprox unos unas alrededor cerca casi
  `),
  unitQualifiers: wordSet(`
    buena buen generosa generoso gran grande grandes pequeña pequeño pequeñas pequeños
    mediana mediano colmada colmadas rasa rasas
  `),
  qualifierEndings: [],
  bareUnits: wordSet(`pinch splash drop handful knob sprig`),
  containerUnits: wordSet(`can jar bottle carton sachet package box bar pot`),
  trailingUnits: wordSet(``),
  trailingUnitExceptions: wordSet(``),
  sizeWords: wordSet(`
    pequeño pequeña pequeños pequeñas mediano mediana medianos medianas grande grandes chico
    chica chicos chicas
  `),
  preparationWords: wordSet(`
    picado picada picados picadas troceado troceada troceados troceadas rallado rallada
    rallados ralladas pelado pelada pelados peladas cortado cortada cortados cortadas
    derretido derretida derretidos derretidas fundido fundida fundidos fundidas batido batida
    batidos batidas tamizado tamizada cocido cocida cocidos cocidas escurrido escurrida
    escurridos escurridas lavado lavada lavados lavadas machacado machacada machacados
    machacadas triturado triturada triturados trituradas exprimido exprimida laminado laminada
    laminados laminadas fileteado fileteada fileteados fileteadas desmenuzado desmenuzada
    desmenuzados desmenuzadas tostado tostada tostados tostadas asado asada asados asadas
    deshuesado deshuesada deshuesados deshuesadas despepitado despepitada
    desgranado desgranada hervido hervida hervidos hervidas remojado remojada remojados
    remojadas ablandado ablandada descongelado descongelada descongelados descongeladas
    limpio limpia limpios limpias partido partida partidos partidas tibio tibia tibios tibias
    caliente calientes frío fría fríos frías blando blanda pomada
  `),
  productForms: wordSet(`molido molida molidos molidas`),
  preparationAdverbs: wordSet(`
    finamente fino fina groseramente recién ligeramente bien muy
  `),
  preparationLinks: wordSet(`
    en a al con y para sin finamente fino fina muy bien
  `),
  partWords: wordSet(`zumo jugo ralladura piel cáscara yema yemas clara claras`),
  partLinks: wordSet(`de del`),
  conjunctions: wordSet(`y e o u &`),
  purposeWords: wordSet(`para`),
  notPurposeAfter: wordSet(``),
  commentWords: wordSet(`
    opcional opcionales aproximadamente aprox unos unas preferiblemente ideal tipo según si
    por ejemplo ej más
  `),
  alternativeRemarks: wordSet(`más menos al a según si`),
  amountTails: wordSet(`más menos`),
  commentWordsAfterComma: wordSet(`
    con o a al según no pero cada sin de reservado reservada
  `),
  vagueWords: wordSet(`unos unas algunos algunas varios varias poco poquito`),
  adjectiveEndings: [],
  stateWords: wordSet(`
    fresco fresca frescos frescas congelado congelada congelados congeladas seco seca secos
    secas crudo cruda crudos crudas maduro madura maduros maduras caliente frío fría
  `),
  coordinateAdjectives: wordSet(`
    fresco fresca frescos frescas maduro madura maduros maduras grande mediano mediana
    pequeño pequeña firme tierno tierna
  `),
  participleEndings: ['ado', 'ada', 'ados', 'adas', 'ido', 'ida', 'idos', 'idas'],
  notParticiples: wordSet(`
    avocado avocados tornado colorado empanada empanadas enchilada enchiladas tostada tostadas
    ensalada ensaladas mermelada mermeladas limonada pescado pescados helado helados salado
    salada salados saladas cuajada cuajadas granada granadas empanado
    curado curada curados curadas ahumado ahumada ahumados ahumadas pasado desnatado desnatada
    semidesnatado semidesnatada dorada doradas adobado adobada florida libido
    morado morada morados moradas marinada embutido embutidos hojaldrada azucarado azucarada condensada condensado
    evaporada evaporado concentrado concentrada refinado refinada integrado
  `),
  notParticipleEndings: [],
  commentPhrases: [
    'al gusto',
    'a gusto',
    'a elección',
    'a discreción',
    'c/n',
    'c.n.',
    'cantidad necesaria',
    'cantidad suficiente',
    'lo necesario',
    'lo que admita',
    'si es necesario',
    'a temperatura ambiente',
    'o más',
    'o al gusto',
  ],
  preparationPhrases: [
    'en tiras',
    'en rodajas',
    'en dados',
    'en cubos',
    'en trozos',
    'en láminas',
    'en juliana',
    'en brunoise',
    'en gajos',
    'en cuartos',
    'en mitades',
    'a la mitad',
    'en aros',
    'en bastones',
    'en puré',
    'sin piel',
    'sin semillas',
    'sin hueso',
    'sin espinas',
    'sin cáscara',
  ],
  unitQualifiersAfter: wordSet(`colmada colmadas rasa rasas generosa generosas llena llenas`),
  sizesAfterName: true,
  countUnitsBeforeOf: true,
  definiteArticles: wordSet(`el la los las`),
};
