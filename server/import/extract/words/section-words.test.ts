import { describe, expect, it } from 'vitest';
import { INGREDIENT_WORDS, STEP_WORDS, STOP_WORDS, WHOLE_STOP_WORDS } from './section-words';

const LISTS: Record<string, string[]> = {
  INGREDIENT_WORDS,
  STEP_WORDS,
  STOP_WORDS,
  WHOLE_STOP_WORDS,
};

/**
 * Words listed twice on purpose, with the reason: none today. A word in two lists would title
 * two kinds of section at once; one listed twice in a list, or already read by another entry's
 * pattern ("tip" beside "tips?"), is a repeat that hides which entry reads it.
 */
const DELIBERATE: Record<string, string> = {};

const key = (word: string) => word.normalize('NFC').toLowerCase();
const isPlain = (word: string) => !/[\\()?*+|[\]{}.^$]/.test(word);
const entries = Object.entries(LISTS).flatMap(([list, words]) =>
  words.map((word, index) => ({ list, word, index })),
);

describe('section words', () => {
  it('lists no word twice', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { list, word } of entries) {
      const earlier = seen.get(key(word));
      if (earlier && !DELIBERATE[key(word)]) repeats.push(`${word} (${earlier}, ${list})`);
      seen.set(key(word), list);
    }
    expect(repeats).toEqual([]);
  });

  it('lists no word another entry already reads', () => {
    const covered: string[] = [];
    for (const entry of entries.filter(({ word }) => isPlain(word))) {
      for (const other of entries) {
        if (other.list === entry.list && other.index === entry.index) continue;
        if (key(other.word) === key(entry.word) || DELIBERATE[key(entry.word)]) continue;
        if (new RegExp(`^(?:${other.word})$`, 'u').test(entry.word))
          covered.push(`${entry.list}: ${entry.word} is read by ${other.list}: ${other.word}`);
      }
    }
    expect(covered).toEqual([]);
  });
});
