// Swedish foods find their aisle (sv.ts), by whole phrase or by the last part of a compound.
import { describe, expect, it } from 'vitest';
import { sectionOf } from '../sections';

describe('Swedish foods by aisle', () => {
  it.each([
    ['gul lök', 'produce'],
    ['potatis', 'produce'],
    ['morötter', 'produce'],
    ['vitlök', 'produce'],
    ['dill', 'produce'],
    ['grädde', 'dairy'],
    ['ägg', 'dairy'],
    ['köttfärs', 'meat_fish'],
    ['lax', 'meat_fish'],
    ['knäckebröd', 'bakery'],
    ['vetemjöl', 'pantry'],
    ['kokosmjölk', 'pantry'],
    ['jordnötssmör', 'pantry'],
    ['kanel', 'spices'],
    ['smördeg', 'frozen'],
    ['vitt vin', 'drinks'],
    ['diskmedel', 'household'],
  ] as const)('%s → %s', (food, section) => {
    expect(sectionOf(food)).toBe(section);
  });

  it.each([
    ['frysta ärtor', 'frozen'],
    ['torkad timjan', 'spices'],
    ['vispgrädde', 'dairy'],
    ['kycklingbröst', 'meat_fish'],
    ['fetaost', 'dairy'],
    ['cheddarost', 'dairy'],
    ['rödlök', 'produce'],
  ] as const)('%s → %s', (food, section) => {
    expect(sectionOf(food)).toBe(section);
  });
});
