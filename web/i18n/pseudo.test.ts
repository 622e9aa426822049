import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { PSEUDO_EXTEND, pseudoMessage } from './pseudo';

describe('pseudoMessage', () => {
  it('accents every letter and makes the text longer', () => {
    const text = 'Save your recipe';
    const pseudo = pseudoMessage(text);
    // Letters with no accented form (a `v`) stay; every word changes.
    for (const word of text.split(' ')) expect(pseudo).not.toContain(word);
    expect(pseudo.replace(/[·\s]/g, '').length).toBe(text.replace(/\s/g, '').length);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.floor(text.length * (1 + PSEUDO_EXTEND)));
  });

  it('pads a long text with dots that a line may break between', () => {
    const long = 'A paragraph of help long enough to be padded by many more dots than a label.';
    const pseudo = pseudoMessage(long);
    expect(pseudo).toContain('\u200b');
    expect(pseudo).not.toMatch(/·{7}/);
  });

  it('keeps placeholders, plural branches, # and numbered tags', () => {
    const message = '{count, plural, one {# recipe} other {# recipes}} by <0>{name}</0>';
    const compiled = compileMessage(pseudoMessage(message));
    const [plural, , tagOpen, name, tagClose] = compiled as unknown[];
    expect(plural).toEqual([
      'count',
      'plural',
      { one: ['#', expect.stringMatching(/^[^a-z]+$/)], other: ['#', expect.any(String)] },
    ]);
    expect(compiled.join('|')).toContain('<0>');
    expect([tagOpen, name, tagClose].some((token) => Array.isArray(token))).toBe(true);
  });

  it('keeps an apostrophe and a literal brace as text', () => {
    const compiled = compileMessage(pseudoMessage("It's '{'1'}'"));
    expect(compiled.join('')).toMatch(/'.*\{.*1.*\}/);
  });
});
