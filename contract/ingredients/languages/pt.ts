// The ingredient-line words of Portuguese, Brazilian usage first (European spellings too), in the
// roles ../vocabulary.ts names, and its unit spellings (../units.ts): "2 xícaras (chá) de farinha
// de trigo", "1 colher (sopa) de manteiga", "3 dentes de alho picados", "sal a gosto".
import { buildUnitIndex, countUnit, measure, type UnitDefinition } from '../units';
import { wordSet, wordValues, type Vocabulary } from '../vocabulary';

/** "colher (sopa)", "colheres de sopa", "c. (sopa)", "col. de sopa": a spoon named by its use. */
const spoons = (use: string) =>
  ['colher', 'colheres', 'c', 'col', 'cs'].flatMap((spoon) => [
    `${spoon} (${use})`,
    `${spoon} de ${use}`,
    `${spoon} (de ${use})`,
  ]);

export const PORTUGUESE_UNITS: readonly UnitDefinition[] = [
  measure('tablespoon', [...spoons('sopa'), 'colherada', 'colheradas'], ['cs', 'c s', 'csp']),
  measure('teaspoon', [...spoons('chá'), ...spoons('cha')], ['cc', 'c c', 'cch']),
  measure('dessertspoon', spoons('sobremesa'), []),
  measure(
    'cup',
    [
      'xícara',
      'xícaras',
      'xícara (chá)',
      'xícaras (chá)',
      'xícara de chá',
      'xícaras de chá',
      'xícara (de chá)',
      'xícaras (de chá)',
      'xicara',
      'xicaras',
      'xicara (cha)',
      'xicaras (cha)',
      'chávena',
      'chávenas',
    ],
    ['xíc', 'xic', 'xíc (chá)', 'xic (chá)'],
  ),
  measure('millilitre', ['mililitro', 'mililitros'], ['ml']),
  measure('centilitre', ['centilitro', 'centilitros'], ['cl']),
  measure('decilitre', ['decilitro', 'decilitros'], ['dl']),
  measure('litre', ['litro', 'litros'], ['l', 'lt', 'lts']),
  measure('gram', ['grama', 'gramas'], ['g', 'gr', 'grs']),
  measure('kilogram', ['quilograma', 'quilogramas', 'quilo', 'quilos', 'kilo', 'kilos'], ['kg']),
  measure('milligram', ['miligrama', 'miligramas'], ['mg']),
  measure('ounce', ['onça', 'onças'], ['oz']),
  measure('pound', ['libra', 'libras'], ['lb']),
  measure('millimetre', ['milímetro', 'milímetros'], ['mm']),
  measure('centimetre', ['centímetro', 'centímetros'], ['cm']),
  countUnit('pinch', ['pitada', 'pitadas']),
  countUnit('clove', ['dente', 'dentes']),
  countUnit('head', ['cabeça', 'cabeças']),
  countUnit('can', ['lata', 'latas', 'latinha', 'latinhas']),
  countUnit('box', ['caixa', 'caixas', 'caixinha', 'caixinhas']),
  countUnit('package', ['pacote', 'pacotes', 'embalagem', 'embalagens']),
  countUnit('envelope', ['envelope', 'envelopes', 'sachê', 'sachês', 'saquinho', 'saquinhos']),
  countUnit('bar', ['tablete', 'tabletes', 'barra', 'barras']),
  countUnit('jar', ['vidro', 'vidros', 'frasco', 'frascos']),
  countUnit('pot', ['pote', 'potes', 'potinho', 'potinhos']),
  countUnit('bottle', ['garrafa', 'garrafas']),
  countUnit('glass', ['copo', 'copos', 'copo americano', 'copos americanos']),
  countUnit('bunch', ['maço', 'maços', 'molho', 'molhos']),
  countUnit('sprig', ['ramo', 'ramos', 'raminho', 'raminhos']),
  countUnit('stalk', ['talo', 'talos']),
  countUnit('leaf', ['folha', 'folhas']),
  countUnit('slice', ['fatia', 'fatias', 'rodela', 'rodelas']),
  countUnit('piece', ['pedaço', 'pedaços', 'posta', 'postas']),
  countUnit('cube', ['cubo', 'cubos', 'cubinho', 'cubinhos']),
  countUnit('stick', ['pau', 'paus']),
  countUnit('fillet', ['filé', 'filés', 'filete', 'filetes']),
  countUnit('strip', ['tira', 'tiras']),
  countUnit('drizzle', ['fio', 'fios']),
  countUnit('drop', ['gota', 'gotas']),
  countUnit('handful', ['punhado', 'punhados', 'mão cheia']),
  countUnit('ladle', ['concha', 'conchas']),
  countUnit('ear', ['espiga', 'espigas']),
  countUnit('ball', ['bola', 'bolas']),
  countUnit('dozen', ['dúzia', 'dúzias']),
  countUnit('portion', ['porção', 'porções']),
];

export const VOCABULARY: Vocabulary = {
  language: 'pt',
  units: buildUnitIndex(PORTUGUESE_UNITS),
  numberWords: wordValues(`
    dois=2 duas=2 três=3 quatro=4 cinco=5 seis=6 sete=7 oito=8 nove=9 dez=10 onze=11 doze=12
    treze=13 catorze=14 quatorze=14 quinze=15 dezesseis=16 vinte=20 trinta=30 quarenta=40
    cinquenta=50 cem=100
  `),
  fractionWords: wordValues(`
    meio=0.5 meia=0.5 metade=0.5 quarto=0.25 terço=0.333333333
  `),
  articles: wordSet(`um uma`),
  alternativeWords: wordSet(`ou`),
  distributiveWords: wordSet(`cada`),
  mixedJoiners: wordSet(`e`),
  rangeWords: wordSet(`a ou`),
  additionWords: wordSet(`mais + e`),
  multiplierWords: wordSet(`x × X`),
  ofWords: wordSet(`de do da dos das`),
  approximateWords: wordSet(`aproximadamente aprox cerca quase uns umas`),
  unitQualifiers: wordSet(`
    boa bom generosa generoso grande grandes pequena pequeno pequenas pequenos média médio
    cheia cheias rasa rasas
  `),
  qualifierEndings: [],
  bareUnits: wordSet(`pinch drizzle drop handful sprig`),
  containerUnits: wordSet(`can box package envelope bar jar pot bottle`),
  trailingUnits: wordSet(``),
  trailingUnitExceptions: wordSet(``),
  sizeWords: wordSet(`
    pequeno pequena pequenos pequenas médio média médios médias grande grandes
  `),
  preparationWords: wordSet(`
    picado picada picados picadas ralado ralada ralados raladas descascado descascada
    descascados descascadas cortado cortada cortados cortadas derretido derretida derretidos
    derretidas batido batida batidos batidas peneirado peneirada cozido cozida cozidos cozidas
    escorrido escorrida escorridos escorridas lavado lavada lavados lavadas amassado amassada
    amassados amassadas triturado triturada triturados trituradas espremido espremida
    fatiado fatiada fatiados fatiadas desfiado desfiada desfiados desfiadas torrado torrada
    torrados torradas assado assada assados assadas desossado desossada picadinho picadinha
    picadinhos picadinhas amolecido
    amolecida temperado temperada temperados temperadas limpo limpa limpos limpas morno morna
    mornos mornas quente quentes gelado gelada gelados geladas frio fria frios frias
    descongelado descongelada descongelados descongeladas hidratado hidratada dissolvido
    dissolvida
  `),
  productForms: wordSet(`moído moída moídos moídas`),
  preparationAdverbs: wordSet(`finamente bem grosseiramente levemente ligeiramente muito`),
  preparationLinks: wordSet(`
    em a ao à com e para sem finamente bem muito
  `),
  partWords: wordSet(`suco sumo raspas raspa casca gema gemas clara claras`),
  partLinks: wordSet(`de do da`),
  conjunctions: wordSet(`e ou &`),
  purposeWords: wordSet(`para`),
  notPurposeAfter: wordSet(``),
  commentWords: wordSet(`
    opcional opcionais aproximadamente aprox cerca preferencialmente tipo se mais
  `),
  alternativeRemarks: wordSet(`mais menos a se`),
  amountTails: wordSet(`mais menos`),
  commentWordsAfterComma: wordSet(`
    com ou a ao à se não mas cada sem de reservado reservada
  `),
  vagueWords: wordSet(`uns umas alguns algumas vários várias pouco pouquinho`),
  adjectiveEndings: [],
  stateWords: wordSet(`
    fresco fresca frescos frescas congelado congelada congelados congeladas seco seca secos
    secas cru crua crus cruas maduro madura maduros maduras quente frio fria
  `),
  coordinateAdjectives: wordSet(`
    fresco fresca frescos frescas maduro madura maduros maduras grande médio média pequeno
    pequena firme
  `),
  participleEndings: ['ado', 'ada', 'ados', 'adas', 'ido', 'ida', 'idos', 'idas'],
  notParticiples: wordSet(`
    avocado avocados tornado colorado empanada empanadas enchilada enchiladas tostada
    tostadas salada saladas marmelada goiabada limonada pescado bacalhau salgado salgada
    salgados salgadas defumado defumada defumados defumadas condensado condensada
    concentrado concentrada evaporado evaporada desnatado desnatada semidesnatado
    semidesnatada integrado refinado refinada cristalizado cristalizada granulado granulada
    curado curada fermentado florida libido feijoada cocada empada
    empadas
  `),
  notParticipleEndings: [],
  commentPhrases: [
    'a gosto',
    'à gosto',
    'q.b.',
    'qb',
    'quanto baste',
    'quanto bastar',
    'o quanto baste',
    'se necessário',
    'se precisar',
    'em temperatura ambiente',
    'à temperatura ambiente',
    'ou mais',
  ],
  preparationPhrases: [
    'em cubos',
    'em cubinhos',
    'em rodelas',
    'em tiras',
    'em fatias',
    'em pedaços',
    'em lascas',
    'em gomos',
    'em rodelas finas',
    'em fatias finas',
    'ao meio',
    'em quatro',
    'sem pele',
    'sem sementes',
    'sem caroço',
    'sem osso',
    'sem casca',
    'sem espinhas',
  ],
  unitQualifiersAfter: wordSet(`cheia cheias rasa rasas generosa generosas bem`),
  sizesAfterName: true,
  countUnitsBeforeOf: true,
  definiteArticles: wordSet(`o a os as`),
};
