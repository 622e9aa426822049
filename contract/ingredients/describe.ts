// The text after the amount, clause by clause: the first clause that names something is the name
// clause (name.ts); a list of foods closed by "and"/"or" continues the name; adjectives before a
// comma join the clause after them; every other clause is a purpose, a preparation or a comment
// by its first and last words. Brackets give amounts and remarks.
import { findListEnd, isCoordinateAdjective, splitClauses } from './clauses';
import {
  readBracket,
  startsLateAmount,
  takeLateAmount,
  type DescribeContext,
  type Description,
  type Field,
  type Reader,
} from './fields';
import { readNameClause } from './name';
import type { Token } from './tokens';
import type { Vocabulary } from './vocabulary';
import { WordTests } from './words';

/** Reads tokens [from, to) after the amount into fields, amounts and a trailing unit. */
export function describe(
  tokens: readonly Token[],
  from: number,
  to: number,
  v: Vocabulary,
  context: DescribeContext,
): Description {
  const tests = new WordTests(tokens, v);
  const fields: Record<Field, number[][]> = {
    name: [],
    size: [],
    preparation: [],
    comment: [],
    purpose: [],
  };
  const description: Description = { fields, trailingUnit: null, amounts: [], lateGroup: null };
  const reader: Reader = { tokens, v, tests, context, description };
  const clauses = splitClauses(tokens, from, to);
  let nameClause = -1;
  for (let c = 0; c < clauses.length; c++) {
    let clause = clauses[c]!;
    const first = clause.words[0];
    if (c > 0 && first !== undefined && startsLateAmount(tokens, first, v)) {
      const rest = takeLateAmount(reader, clause.words, 0);
      if (rest) {
        const lateEnd = rest[0] ?? to;
        clause = { words: rest, brackets: clause.brackets.filter(([open]) => open >= lateEnd) };
      }
    }
    if (!clause.words.length) {
      for (const bracket of clause.brackets) readBracket(reader, bracket);
      continue;
    }
    if (nameClause < 0 && (c === 0 || tests.classify(clause.words) === 'comment')) {
      // "1 large, ripe mango", "2 tbsp warmed, sieved apricot jam": adjectives before a comma
      const next = clauses[c + 1];
      if (next && isCoordinateAdjective(clause, next, tests, v)) {
        clauses[c + 1] = { words: [...clause.words, ...next.words], brackets: next.brackets };
        for (const bracket of clause.brackets) readBracket(reader, bracket);
        continue;
      }
      if (readNameClause(clause, reader)) nameClause = c;
      continue;
    }
    // "Bread, pita, or crackers": a list of foods closed by "and"/"or" is one name
    const listEnd = nameClause === c - 1 ? findListEnd(clauses, c, tests, v) : -1;
    if (listEnd >= 0) {
      for (let k = c; k <= listEnd; k++) {
        fields.name.push(clauses[k]!.words);
        for (const bracket of clauses[k]!.brackets) readBracket(reader, bracket);
      }
      nameClause = c = listEnd;
      continue;
    }
    for (const bracket of clause.brackets) readBracket(reader, bracket);
    fields[tests.classify(clause.words)].push(clause.words);
  }
  return description;
}
