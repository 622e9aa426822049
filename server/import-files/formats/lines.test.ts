import { describe, expect, it } from 'vitest';
import { ingredientLines, splitLines, stepLines, withNotes } from './lines';

describe('splitLines', () => {
  it('keeps the non-blank lines of any line ending', () => {
    expect(splitLines('1 egg\r\n\r\n 2 cups flour \rsalt\n')).toEqual([
      '1 egg',
      '2 cups flour',
      'salt',
    ]);
    expect(splitLines(null)).toEqual([]);
  });
});

describe('withNotes', () => {
  it('joins notes after the description, or stands for it', () => {
    expect(withNotes('Quick.', 'Use ripe ones.')).toBe('Quick.\n\nUse ripe ones.');
    expect(withNotes(null, 'Use ripe ones.')).toBe('Use ripe ones.');
    expect(withNotes(null, '  ')).toBeNull();
  });
});

describe('lists with headings', () => {
  const parts = [
    { heading: 'Dough:', lines: ['Mix.', 'Knead.'] },
    { heading: null, lines: ['Rest.'] },
    { heading: 'Filling', lines: [] },
    { heading: null, lines: ['Stir.'] },
    { heading: 'Empty', lines: [] },
  ];

  it('heads ingredient sections with a line of their own', () => {
    expect(ingredientLines(parts)).toEqual([
      'Dough:',
      'Mix.',
      'Knead.',
      'Rest.',
      'Filling:',
      'Stir.',
    ]);
  });

  it('leads a section’s first step with its heading', () => {
    expect(stepLines(parts)).toEqual(['Dough: Mix.', 'Knead.', 'Rest.', 'Filling: Stir.']);
  });

  it('drops a lone heading over the whole list, not one that follows other lines', () => {
    const wrapper = [{ heading: 'Method', lines: ['Mix.', 'Bake.'] }];
    const trailing = [
      { heading: null, lines: ['Mix.'] },
      { heading: 'To serve', lines: ['Slice.'] },
    ];

    expect(stepLines(wrapper)).toEqual(['Mix.', 'Bake.']);
    expect(stepLines(trailing)).toEqual(['Mix.', 'To serve: Slice.']);
    expect(ingredientLines(trailing)).toEqual(['Mix.', 'To serve:', 'Slice.']);
  });
});
