import { describe, expect, it } from 'vitest';
import { UNIT_SIZES, unitSize } from '../units';
import { ENGLISH } from './english';
import { tokenize } from './tokens';
import { ENGLISH_UNITS, matchUnit, unitIndexFor } from './units';

function unitOf(text: string, afterNumber = true) {
  return matchUnit(tokenize(text), 0, unitIndexFor('en'), afterNumber)?.unit.name ?? null;
}

describe('the English unit table', () => {
  it('gives every spelling to one unit only', () => {
    const owners = new Map<string, string>();
    for (const unit of ENGLISH_UNITS) {
      const spellings = [...unit.words, ...(unit.abbreviations ?? [])].map((s) => s.toLowerCase());
      for (const spelling of [...spellings, ...(unit.caseSensitive ?? [])]) {
        expect(owners.get(spelling) ?? unit.name, spelling).toBe(unit.name);
        owners.set(spelling, unit.name);
      }
    }
  });

  it('spells every measure of the one size table, and sizes no count', () => {
    const spelled = new Set(ENGLISH_UNITS.map((unit) => unit.name));
    for (const name of Object.keys(UNIT_SIZES)) expect(spelled.has(name), name).toBe(true);
    for (const unit of ENGLISH_UNITS) {
      expect(unitSize(unit.name) === null, unit.name).toBe(unit.kind === 'count');
    }
  });

  it('knows every unit the vocabulary names', () => {
    const names = new Set(ENGLISH_UNITS.map((unit) => unit.name));
    const listed = [...ENGLISH.bareUnits, ...ENGLISH.containerUnits, ...ENGLISH.trailingUnits];
    for (const name of listed) expect(names.has(name), name).toBe(true);
  });
});

describe('matchUnit', () => {
  it.each([
    ['tsp', 'teaspoon'],
    ['Tbsp.', 'tablespoon'],
    ['tablespoons', 'tablespoon'],
    ['TBSP', 'tablespoon'],
    ['c.', 'cup'],
    ['fl oz', 'fluid ounce'],
    ['fl. oz.', 'fluid ounce'],
    ['fluid ounces', 'fluid ounce'],
    ['lbs', 'pound'],
    ['g', 'gram'],
    ['kilos', 'kilogram'],
    ['ml', 'millilitre'],
    ['mL', 'millilitre'],
    ['litres', 'litre'],
    ['liters', 'litre'],
    ['dessert spoon', 'dessertspoon'],
    ['leaves', 'leaf'],
    ['bunches', 'bunch'],
    ['pinches', 'pinch'],
    ['cloves', 'clove'],
    ['tins', 'tin'],
    ['pkg', 'package'],
  ])('reads %j as %s', (text, unit) => {
    expect(unitOf(text)).toBe(unit);
  });

  it('tells t (teaspoon) from T (tablespoon) by case', () => {
    expect(unitOf('t')).toBe('teaspoon');
    expect(unitOf('T')).toBe('tablespoon');
    expect(unitOf('Tbs')).toBe('tablespoon');
    expect(unitOf('C')).toBe('cup');
  });

  it('reads abbreviations only after a number', () => {
    expect(unitOf('c', false)).toBeNull();
    expect(unitOf('in', false)).toBeNull();
    expect(unitOf('g', false)).toBeNull();
    expect(unitOf('cup', false)).toBe('cup');
  });

  it('prefers the longest spelling', () => {
    expect(matchUnit(tokenize('fl oz milk'), 0, unitIndexFor('en'), true)?.end).toBe(2);
    expect(unitOf('fl')).toBe('fluid ounce');
  });

  it('falls back to the English table for a language without one', () => {
    expect(unitIndexFor('xx')).toBe(unitIndexFor('en'));
  });
});
