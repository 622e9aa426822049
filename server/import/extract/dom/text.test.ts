import { describe, expect, it } from 'vitest';
import { parseDurationMinutes } from '../read/duration';
import { extractFromPlainText } from '../plain-text';
import { cleanText, collapseDoubledParentheses, isStepLabel, repairMojibake } from './text';

describe('cleanText', () => {
  it('decodes entities (also double-encoded), drops tags and collapses whitespace', () => {
    expect(cleanText('  Mac &amp;amp; <em>cheese</em>\n\t&frac12; cup ')).toBe(
      'Mac & cheese ½ cup',
    );
    expect(cleanText('&lt;b&gt;bold&lt;/b&gt; text')).toBe('bold text');
    expect(cleanText(42)).toBe('42');
    expect(cleanText(null)).toBe('');
  });

  it('makes doubled parentheses single, also around notes that have their own', () => {
    expect(collapseDoubledParentheses('butter ((melted))')).toBe('butter (melted)');
    expect(collapseDoubledParentheses('rice ((see notes) (200 g))')).toBe(
      'rice (see notes) (200 g)',
    );
    expect(collapseDoubledParentheses('flour (plain) (sifted)')).toBe('flour (plain) (sifted)');
  });

  it('repairs UTF-8 read as Latin-1, and leaves real text alone', () => {
    expect(repairMojibake('1 cupÂ\u00a0sugar')).toBe('1 cup\u00a0sugar');
    expect(repairMojibake('cafÃ©')).toBe('café');
    expect(repairMojibake('Ã  la carte – déjà vu')).toBe('Ã  la carte – déjà vu');
  });

  it('recognises step labels', () => {
    for (const label of ['Step 1', 'STEP 2:', 'Schritt 3', 'Étape 4', '5.', 'Step 1/4'])
      expect(isStepLabel(label)).toBe(true);
    expect(isStepLabel('Step up your game')).toBe(false);
  });
});

describe('ISO-8601 durations', () => {
  it.each([
    ['PT15M', 15],
    ['PT1H30M', 90],
    ['P0DT2H', 120],
    ['PT0.5H', 30],
    ['P1DT0H0M', 1440],
    ['PT90S', 2],
    ['1 hr 10 mins', 70],
    ['45 minutes', 45],
  ])('%s → %i minutes', (value, minutes) => {
    expect(parseDurationMinutes(value)).toBe(minutes);
  });

  it('answers undefined for nothing, zero, months and nonsense', () => {
    for (const value of [undefined, '', 'PT0M', 'P1M', 'soon', {}])
      expect(parseDurationMinutes(value)).toBeUndefined();
  });
});

describe('pasted plain text', () => {
  it('splits by headings', () => {
    const preview = extractFromPlainText(
      "Grandma's Scones\nLight and crumbly, best warm from the oven with jam.\n\nIngredients\n- 250 g flour\n- 50 g butter\n* 1 egg\n\nMethod\n1. Rub the butter into the flour.\n2. Add the egg and bake for 12 minutes.\n\nNotes\nFreeze well.",
      'https://nan.test/scones',
    );
    expect(preview).toMatchObject({
      title: "Grandma's Scones",
      description: 'Light and crumbly, best warm from the oven with jam.',
      ingredients: ['250 g flour', '50 g butter', '1 egg'],
      steps: ['Rub the butter into the flour.', 'Add the egg and bake for 12 minutes.'],
      sourceUrl: 'https://nan.test/scones',
    });
  });

  it('splits by line shape when there are no headings', () => {
    const preview = extractFromPlainText(
      'Quick dressing\n3 tbsp olive oil\n1 tbsp vinegar\n1 tsp mustard\n1) Whisk everything in a jar.\n2) Season to taste.',
      '',
    );
    expect(preview?.ingredients).toEqual(['3 tbsp olive oil', '1 tbsp vinegar', '1 tsp mustard']);
    expect(preview?.steps).toEqual(['Whisk everything in a jar.', 'Season to taste.']);
    expect(preview?.title).toBe('Quick dressing');
  });

  it('answers null without ingredients', () => {
    expect(extractFromPlainText('Just a note to self.', '')).toBeNull();
  });
});
