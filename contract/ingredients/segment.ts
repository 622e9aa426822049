// Tokens as a language's words need them, after tokens.ts has cut the line. Two general steps:
//
// Full-width forms (Japanese and Chinese text: "１２", "（", "／", "～", "，") are read as their
// ASCII forms, so "大さじ１" is a number and "（みじん切り）" a bracket; the offsets stay those
// of the line.
//
// Languages written without spaces (Vocabulary.unspaced: Japanese, Chinese) have their runs of
// Han and kana letters cut from Latin letters ("gの" → g + の) and cut again at the words their
// vocabulary knows, the longest first: "醤油大さじ1" → 醤油 + 大さじ + 1, "盐适量" → 盐 + 适量,
// "1个洋葱" → 1 + 个 + 洋葱. A word of one letter is too often part of a food's name ("本" in
// 日本酒, "五" in 五花肉) to be cut anywhere: it is cut only as a unit right after a number
// ("2本"), as a particle beside a cut ("カップの水"), or as a number word before a unit ("两勺").
import { numberValue, type Token } from './tokens';
import type { Vocabulary } from './vocabulary';

/** Han, hiragana, katakana (with the prolonged sound mark) and the iteration marks. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]/u;
const CJK_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]+/gu;

/** Full-width and CJK punctuation read as their ASCII forms. */
const WIDE_FORMS: Readonly<Record<string, string>> = {
  '〜': '~',
  '～': '~',
  '（': '(',
  '）': ')',
  '［': '[',
  '］': ']',
  '【': '[',
  '】': ']',
  '，': ',',
  '；': ';',
  '：': ':',
  '／': '/',
  '．': '.',
  '－': '-',
  '＋': '+',
  '・': '·',
};

const WIDE_DIGIT = /^[０-９]$/;

/** A full-width digit or sign as ASCII ("１" → "1", "（" → "("), or the text itself. */
function narrow(text: string): string {
  if (text.length !== 1) return text;
  return WIDE_FORMS[text] ?? (WIDE_DIGIT.test(text) ? text.normalize('NFKC') : text);
}

/**
 * Full-width digits become number tokens ("１２．５" → 12.5) and full-width signs their ASCII
 * forms; every other token is returned as it was.
 */
function narrowForms(tokens: Token[]): Token[] {
  if (!tokens.some((token) => token.kind === 'punct' && token.text.charCodeAt(0) >= 0x3000)) {
    return tokens;
  }
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind !== 'punct') {
      out.push(token);
      continue;
    }
    const text = narrow(token.text);
    if (!/^\d$/.test(text)) {
      out.push(text === token.text ? token : { ...token, text, lower: text });
      continue;
    }
    // the digits after it, and one decimal point followed by digits ("１．５")
    let digits = text;
    let end = i;
    const isDigitAt = (k: number) =>
      tokens[k]?.kind === 'punct' && !tokens[k]!.spaced && /^\d$/.test(narrow(tokens[k]!.text));
    while (isDigitAt(end + 1)) digits += narrow(tokens[++end]!.text);
    const point = tokens[end + 1];
    if (point && !point.spaced && ['.', ','].includes(narrow(point.text)) && isDigitAt(end + 2)) {
      digits += '.';
      end++;
      while (isDigitAt(end + 1)) digits += narrow(tokens[++end]!.text);
    }
    if (Number.isNaN(numberValue(digits))) digits = text;
    out.push({
      text: digits,
      lower: digits,
      kind: 'number',
      start: token.start,
      end: tokens[end]!.end,
      spaced: token.spaced,
    });
    i = end;
  }
  return out;
}

/** The words a language without spaces is cut at, by first letter, and its particles. */
interface Lexicon {
  /** Every spelling of two letters or more, longest first, by its first letter. */
  words: Map<string, string[]>;
  /** Single-letter units, cut right after a number ("2本", "3瓣"). */
  units: Set<string>;
  /** Single-letter particles, cut beside another cut ("カップの水"). */
  particles: Set<string>;
  /** Single-letter number and vague words, cut before a unit ("两勺", "半个", "几片"). */
  numbers: Set<string>;
  /** Single-letter unit qualifiers and sizes, cut between a number word and a unit ("一小块"). */
  qualifiers: Set<string>;
}

const LEXICONS = new WeakMap<Vocabulary, Lexicon>();

function lexiconOf(v: Vocabulary): Lexicon {
  let lexicon = LEXICONS.get(v);
  if (lexicon) return lexicon;
  const units = [...v.units.words.keys()];
  const all = [
    ...units,
    ...v.numberWords.keys(),
    ...v.fractionWords.keys(),
    ...v.articles,
    ...v.ofWords,
    ...v.approximateWords,
    ...v.unitQualifiers,
    ...v.distributiveWords,
    ...v.sizeWords,
    ...v.preparationWords,
    ...v.preparationAdverbs,
    ...v.purposeWords,
    ...v.commentWords,
    ...v.vagueWords,
    ...(v.amountWords ?? []),
  ].filter((word) => CJK.test(word) && !word.includes(' '));
  const words = new Map<string, string[]>();
  for (const word of new Set(all)) {
    if ([...word].length < 2) continue;
    const first = word[0]!;
    words.set(first, [...(words.get(first) ?? []), word]);
  }
  for (const list of words.values()) list.sort((a, b) => b.length - a.length);
  const single = (list: Iterable<string>) => new Set([...list].filter((w) => [...w].length === 1));
  lexicon = {
    words,
    units: single(units),
    particles: single([...v.ofWords, ...v.mixedJoiners, ...v.distributiveWords]),
    numbers: single([...v.numberWords.keys(), ...v.fractionWords.keys(), ...v.vagueWords]),
    qualifiers: single([...v.unitQualifiers, ...v.sizeWords]),
  };
  LEXICONS.set(v, lexicon);
  return lexicon;
}

/** The lexicon word of two letters or more at `at` in `text`, or ''. */
function wordAt(text: string, at: number, lexicon: Lexicon): string {
  for (const word of lexicon.words.get(text[at]!) ?? []) {
    if (text.startsWith(word, at)) return word;
  }
  return '';
}

/**
 * Cuts one run of CJK letters: the offsets (within the run) where a new word starts. `afterNumber`
 * says a number stands right before the run.
 */
function cutRun(run: string, afterNumber: boolean, lexicon: Lexicon): number[] {
  // the words of two letters or more, found anywhere, the longest at each place first
  const spans: Array<[number, number]> = [];
  for (let at = 0; at < run.length;) {
    const word = wordAt(run, at, lexicon);
    if (word) {
      spans.push([at, at + word.length]);
      at += word.length;
    } else at++;
  }
  const cuts = new Set<number>();
  const isCut = (at: number) => at === 0 || at === run.length || cuts.has(at);
  for (const [from, to] of spans) cuts.add(from).add(to);
  // a unit of one letter right after the number ("2本の" → 本 + の)
  if (afterNumber && lexicon.units.has(run[0]!) && !wordAt(run, 0, lexicon)) cuts.add(1);
  // a number word before a unit ("两勺" → 两 + 勺, "半个" → 半 + 个, "一小块" → 一 + 小 + 块)
  for (let at = 0; at + 1 < run.length; at++) {
    if (!lexicon.numbers.has(run[at]!) || !isCut(at)) continue;
    if (wordAt(run, at + 1, lexicon)) {
      cuts.add(at).add(at + 1);
      continue;
    }
    const unit = lexicon.qualifiers.has(run[at + 1]!) ? at + 2 : at + 1;
    if (unit < run.length && lexicon.units.has(run[unit]!)) {
      cuts
        .add(at)
        .add(at + 1)
        .add(unit)
        .add(unit + 1);
    }
  }
  // particles beside a cut ("カップの水", "玉ねぎのみじん切り")
  for (let at = 0; at < run.length; at++) {
    if (lexicon.particles.has(run[at]!) && (isCut(at) || isCut(at + 1)) && !insideSpan(at)) {
      cuts.add(at).add(at + 1);
    }
  }
  function insideSpan(at: number) {
    return spans.some(([from, to]) => from <= at && at < to);
  }
  return [...cuts].filter((at) => at > 0 && at < run.length).sort((a, b) => a - b);
}

/** Cuts a word token at the given offsets within it. */
function cutToken(token: Token, cuts: readonly number[]): Token[] {
  const pieces: Token[] = [];
  let from = 0;
  for (const to of [...cuts, token.text.length]) {
    if (to <= from) continue;
    const text = token.text.slice(from, to);
    pieces.push({
      text,
      lower: text.toLowerCase(),
      kind: 'word',
      start: token.start + from,
      end: token.start + to,
      spaced: from === 0 ? token.spaced : false,
    });
    from = to;
  }
  return pieces;
}

/**
 * Parts CJK letters from Latin ones ("gの"), and, in a language written without spaces (the
 * lexicon), cuts them at its vocabulary's words.
 */
function cutWords(tokens: Token[], lexicon: Lexicon | null): Token[] {
  const out: Token[] = [];
  for (const token of tokens) {
    if (token.kind !== 'word' || !CJK.test(token.text)) {
      out.push(token);
      continue;
    }
    // CJK letters part from Latin ones ("gの", "Tボーン")
    const cuts: number[] = [];
    for (const match of token.text.matchAll(CJK_RUN)) {
      const at = match.index;
      if (at > 0) cuts.push(at);
      if (!lexicon || !CJK.test(match[0])) continue;
      const previous = at > 0 ? null : out.at(-1);
      const afterNumber = previous?.kind === 'number' && !token.spaced;
      for (const cut of cutRun(match[0], afterNumber, lexicon)) cuts.push(at + cut);
    }
    out.push(...cutToken(token, cuts));
  }
  return out;
}

/** The line's tokens as the vocabulary reads them (full-width forms; words without spaces). */
export function segment(tokens: Token[], v: Vocabulary): Token[] {
  const narrowed = narrowForms(tokens);
  if (!v.unspaced && !narrowed.some((token) => token.kind === 'word' && CJK.test(token.text))) {
    return narrowed;
  }
  return cutWords(narrowed, v.unspaced ? lexiconOf(v) : null);
}
