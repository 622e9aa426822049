import { describe, expect, it } from 'vitest';
import { ingredientsOfSections, splitLines, stepsOfSections, withNotes } from './lines';

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

describe('sections', () => {
  const sections = [
    { name: null, lines: [] },
    { name: 'Dough:', lines: ['Mix.', 'Knead.'] },
    { name: 'Filling', lines: ['Stir.'] },
    { name: 'Empty', lines: [] },
  ];

  it('heads ingredient sections with a line of their own', () => {
    expect(ingredientsOfSections(sections)).toEqual([
      'Dough:',
      'Mix.',
      'Knead.',
      'Filling:',
      'Stir.',
    ]);
  });

  it('leads a section’s first step with its name', () => {
    expect(stepsOfSections(sections)).toEqual(['Dough: Mix.', 'Knead.', 'Filling: Stir.']);
  });

  it('drops the name of a lone section that heads the list, not of one after other lines', () => {
    const wrapper = [{ name: 'Method', lines: ['Mix.', 'Bake.'] }];
    const trailing = [
      { name: null, lines: ['Mix.'] },
      { name: 'To serve', lines: ['Slice.'] },
    ];

    expect(stepsOfSections(wrapper)).toEqual(['Mix.', 'Bake.']);
    expect(stepsOfSections(trailing)).toEqual(['Mix.', 'To serve: Slice.']);
    expect(ingredientsOfSections(trailing)).toEqual(['Mix.', 'To serve:', 'Slice.']);
  });
});
