// The name clause: the words before the name (remarks such as "of" or "each", size words, a
// preparation run: "2 large finely chopped onions"), the name itself, a unit written after the
// food ("2 garlic cloves"), and where the name ends: a purpose ("for frying"), a remark ("such
// as", "optional", "or 2 shallots"), an amount ("Salt 1 teaspoon") or a participle with its
// phrase ("dipped in egg").
import type { Clause } from './clauses';
import {
  isDigit,
  isLineAmount,
  readBracket,
  readLateAmount,
  startsLateAmount,
  takeLateAmount,
  type Field,
  type Reader,
} from './fields';

/** Splits the name clause into its fields; false when no name word is left in it. */
export function readNameClause(clause: Clause, reader: Reader): boolean {
  const { tokens, v, tests, context, description } = reader;
  const fields = description.fields;
  const words = [...clause.words];
  // a short bracket inside the name is part of it: "Roma (plum) tomatoes", "Spanish (or other) rice"
  for (const bracket of clause.brackets) {
    const [open, close] = bracket;
    const inner = [];
    for (let i = open + 1; i < close; i++) inner.push(i);
    // a preparation or purpose in brackets is not ("玉ねぎ（みじん切り） 1個")
    const isInner =
      inner.length > 0 &&
      tests.classify(inner) === 'comment' &&
      inner.length <= 3 &&
      inner.every((i) => tokens[i]!.kind === 'word') &&
      words.some((i) => i > close) &&
      words.some((i) => i < open);
    if (isInner) words.push(...inner);
    else readBracket(reader, bracket);
  }
  words.sort((a, b) => a - b);

  const start = readWordsBeforeName(words, reader);
  const end = readNameEnd(words, start, reader);

  // "salt and freshly ground pepper": a preparation right after a conjunction, unless it pairs
  // with the word before ("fresh or thawed turkey")
  const name: number[] = [];
  for (let q = start; q < end; q++) {
    const before = words[q - 2];
    const pairs = v.stateWords.has(tests.word(before)) || tests.isParticiple(before);
    const run =
      v.conjunctions.has(tests.word(words[q - 1])) && !context.isContainer && !pairs
        ? tests.preparationRun(words, q)
        : 0;
    if (run && q + run < end) {
      fields.preparation.push(words.slice(q, q + run));
      q += run - 1;
    } else name.push(words[q]!);
  }
  // "بطاطس متوسطة الحجم": size words that end the name, where adjectives follow the noun
  if (v.sizeAfterName) {
    let from = name.length;
    while (from > 1 && v.sizeWords.has(tests.word(name[from - 1]))) from--;
    if (from < name.length) fields.size.push(name.splice(from));
  }
  // "2 garlic cloves", "2 celery sticks": the unit after the food
  const last = name.at(-1);
  if (context.allowTrailingUnit && last !== undefined && name.length > 1) {
    const unit = v.units.words.get(tests.word(last));
    const before = tests.word(name.at(-2));
    if (
      unit &&
      v.trailingUnits.has(unit.name) &&
      !v.trailingUnitExceptions.has(before) &&
      !v.conjunctions.has(before)
    ) {
      description.trailingUnit = { unit, at: last };
      name.pop();
    }
  }
  // "1 cebolla grande", "2 oignons moyens": a size said after the food
  if (v.sizesAfterName && name.length > 1 && v.sizeWords.has(tests.word(name.at(-1)))) {
    fields.size.push([name.pop()!]);
  }
  if (!name.some((i) => tokens[i]!.kind === 'word')) {
    if (name.length) fields.comment.push(name);
    return false;
  }
  fields.name.push(name);
  return true;
}

/** The words before the name: "of", "each", sizes ("large or 2 small"), preparations. */
function readWordsBeforeName(words: number[], reader: Reader): number {
  const { tokens, v, tests, context } = reader;
  const fields = reader.description.fields;
  let p = 0;
  for (;;) {
    const w = tests.word(words[p]);
    const isSizedName = !!v.sizedNames?.has(`${w} ${tests.word(words[p + 1])}`);
    const sizeLength = isSizedName
      ? 0
      : v.sizeWords.has(w)
        ? 1
        : tests.isAdverb(words[p]) && v.sizeWords.has(tests.word(words[p + 1]))
          ? 2
          : 0;
    const isRemark =
      v.ofWords.has(w) || v.vagueWords.has(w) || v.articles.has(w) || v.distributiveWords.has(w);
    if (isRemark) {
      fields.comment.push([words[p]!]);
      p++;
    } else if (sizeLength) {
      fields.size.push(words.slice(p, p + sizeLength));
      p += sizeLength;
      // "1 large or 2 small onions": the other size is a remark
      if (v.alternativeWords.has(tests.word(words[p]))) {
        let q = p + 1;
        if (isDigit(tokens[words[q]!])) q++;
        if (v.sizeWords.has(tests.word(words[q]))) {
          fields.comment.push(words.slice(p, q + 1));
          p = q + 1;
        }
      }
    } else if (!context.isContainer && tests.preparationRun(words, p)) {
      let q = p + tests.preparationRun(words, p);
      while (v.conjunctions.has(tests.word(words[q])) && tests.preparationRun(words, q + 1)) {
        q += 1 + tests.preparationRun(words, q + 1);
      }
      fields.preparation.push(words.slice(p, q));
      p = q;
    } else return p;
  }
}

/**
 * Where the name ends, filing what follows it: a purpose ("for frying"), a remark ("such as",
 * "optional", "or 2 shallots"), a second amount, or a participle with its phrase ("dipped in").
 */
function readNameEnd(words: number[], start: number, reader: Reader): number {
  const { tokens, v, tests, context } = reader;
  const fields = reader.description.fields;
  for (let q = start + 1; q < words.length; q++) {
    const w = tests.word(words[q]);
    const next = tests.word(words[q + 1]);
    let tail: Field | 'amount';
    let late: ReturnType<typeof readLateAmount> = null;
    if (v.purposeWords.has(w) && next && tokens[words[q + 1]!]!.kind === 'word') {
      tail = v.notPurposeAfter.has(next) ? 'comment' : 'purpose';
    } else if (tests.isPurpose(words[q]) || tests.isPurposeWord(words[q])) {
      tail = 'purpose';
    } else if (
      (v.distributiveWords.has(w) || v.sizeWords.has(w)) &&
      context.allowLateAmount &&
      words[q + 1] !== undefined &&
      startsLateAmount(tokens, words[q + 1]!, v)
    ) {
      // "塩、こしょう 各少々", "玉ねぎ 大1個": "each" or a size before an amount after the name
      fields[v.sizeWords.has(w) ? 'size' : 'comment'].push([words[q]!]);
      const rest = takeLateAmount(reader, words, q + 1) ?? words.slice(q + 1);
      if (rest.length) fields[tests.classify(rest)].push(rest);
      return q;
    } else if (v.commentWords.has(w) || tests.startsCommentPhrase(words, q)) {
      tail = 'comment';
    } else if (tests.startsPreparationPhrase(words, q)) {
      tail = 'preparation';
    } else if (
      v.alternativeWords.has(w) &&
      (isDigit(tokens[words[q + 1]!]) || v.alternativeRemarks.has(next))
    ) {
      tail = 'comment';
    } else if (
      startsLateAmount(tokens, words[q]!, v) &&
      isLineAmount((late = readLateAmount(tokens, words[q]!, v)), v)
    ) {
      // "Salt 1 teaspoon": an amount that ends the clause is the line's amount, if it has none
      const endsClause = late!.end > words.at(-1)!;
      const isLineEnd = endsClause || !!v.amountAfterName;
      tail = context.allowLateAmount && isLineEnd ? 'amount' : 'comment';
    } else if (
      tests.isParticiple(words[q]) &&
      !v.conjunctions.has(tests.word(words[q - 1])) &&
      (q === words.length - 1 || v.preparationLinks.has(next))
    ) {
      while (q - 1 > start && tests.isAdverb(words[q - 1])) q--;
      tail = 'preparation';
    } else if (
      tests.isPreparation(words[q]) &&
      context.allowLateAmount &&
      startsLateAmount(tokens, words[q + 1]!, v) &&
      isLineAmount(readLateAmount(tokens, words[q + 1]!, v), v)
    ) {
      // "姜切丝 适量": a preparation, then the amount said in words or units after it
      fields.preparation.push([words[q]!]);
      const rest = takeLateAmount(reader, words, q + 1) ?? words.slice(q + 1);
      if (rest.length) fields[tests.classify(rest)].push(rest);
      return q;
    } else continue;
    if (tail === 'amount') {
      const rest = takeLateAmount(reader, words, q) ?? words.slice(q);
      if (rest.length) fields[tests.classify(rest)].push(rest);
    } else {
      fields[tail].push(words.slice(q));
    }
    return q;
  }
  return words.length;
}
