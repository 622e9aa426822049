import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNIT_TABLES } from './ingredients';
import { VOCABULARIES } from './ingredients/languages';
import { convertMeasure, pickUnit, styleOf, unitMeasure } from './kitchen/convert';
import { totalOf } from './shopping/totals';
import { UNIT_SIZES, unitSize, type MeasureUnit } from './units';

const names = Object.keys(UNIT_SIZES) as MeasureUnit[];

describe('the unit size table', () => {
  it.each([
    ['teaspoon', 'volume', 5, 'both'],
    ['tablespoon', 'volume', 15, 'both'],
    ['dessertspoon', 'volume', 10, 'both'],
    ['cup', 'volume', 240, 'us'],
    ['half-pint', 'volume', 240, 'us'],
    ['fluid ounce', 'volume', 30, 'us'],
    ['pint', 'volume', 473, 'us'],
    ['quart', 'volume', 946, 'us'],
    ['gallon', 'volume', 3785, 'us'],
    ['millilitre', 'volume', 1, 'metric'],
    ['litre', 'volume', 1000, 'metric'],
    ['ounce', 'mass', 28.3495, 'us'],
    ['pound', 'mass', 453.592, 'us'],
    ['gram', 'mass', 1, 'metric'],
    ['kilogram', 'mass', 1000, 'metric'],
    ['inch', 'length', 25.4, 'us'],
    ['centimetre', 'length', 10, 'metric'],
  ] as const)('sizes a %s as %s %d (%s)', (name, kind, base, system) => {
    expect(unitSize(name)).toEqual({ kind, base, system });
  });

  it('sizes no count and no unknown word', () => {
    expect(unitSize('clove')).toBeNull();
    expect(unitSize('pinch')).toBeNull();
    expect(unitSize('toString')).toBeNull();
    expect(unitSize(null)).toBeNull();
  });
});

describe('every reader of unit sizes reads the one table', () => {
  it('the parser: each language spells a measure with the kind the table gives it', () => {
    const tables = [
      ...Object.entries(UNIT_TABLES),
      ...Object.entries(VOCABULARIES).map(
        ([language, vocabulary]) => [language, [...vocabulary.units.words.values()]] as const,
      ),
    ];
    for (const [language, table] of tables) {
      for (const unit of table) {
        const size = unitSize(unit.name);
        if (unit.kind === 'count') expect(size, `${language} ${unit.name}`).toBeNull();
        else expect(size?.kind, `${language} ${unit.name}`).toBe(unit.kind);
      }
    }
  });

  it('the conversion: every mass and volume is sized as the table says', () => {
    for (const name of names) {
      const size = UNIT_SIZES[name];
      if (size.kind === 'length') {
        expect(unitMeasure(name), name).toBeNull();
        continue;
      }
      expect(unitMeasure(name), name).toEqual(size);
      expect(styleOf(name), name).toBe(size.system === 'metric' ? 'metric' : 'fraction');
      const metric = convertMeasure({ quantity: 1, quantityMax: null, unit: name }, 'metric');
      if (size.system !== 'us') continue;
      // one unit in the metric kitchen is the table's size in grams or millilitres
      const target = pickUnit(size.kind, 'metric', size.base);
      expect(metric!.quantity * target.base, name).toBeCloseTo(size.base, 6);
    }
  });

  it('the shopping totals: amounts add up by the table sizes', () => {
    const contribution = (quantity: number, unit: string) => ({
      id: unit,
      quantity,
      unit,
      recipeId: null,
      recipeTitle: null,
    });
    const total = totalOf([contribution(1, 'cup'), contribution(1, 'half-pint')], {
      system: 'metric',
    });
    expect(total.text).toBe(`${UNIT_SIZES.cup.base + UNIT_SIZES['half-pint'].base} ml`);
  });

  it('no other source file writes a table of unit sizes', () => {
    // The sizes only this table may write, exact or rounded, and the shapes a size table takes.
    const sizeLiterals =
      /(?<![\d.])(?:28\.3\d*|28\.35|453\.\d+|236\.\d+|29\.57\d*|14\.78\d*|4\.92\d*|473(?:\.\d+)?|946(?:\.\d+)?|3785(?:\.\d+)?|568(?:\.\d+)?)(?![\d.])/;
    const sizeEntries =
      /\bbase\s*:\s*[\d.]+|['"]?\b(?:teaspoon|tablespoon|dessertspoon|cup|fluid ounce|pint|quart|gallon|ounce|pound|gram|kilogram|millilitre|litre)s?['"]?\s*:\s*(?:[\d.]+|\{[^}]*\d)/;
    const root = path.resolve(import.meta.dirname, '..');
    const offenders: string[] = [];
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'node_modules') visit(file);
        } else if (/\.(?:ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const text = fs.readFileSync(file, 'utf8');
          if (sizeLiterals.test(text) || sizeEntries.test(text)) {
            offenders.push(path.relative(root, file));
          }
        }
      }
    };
    for (const dir of ['contract', 'server', 'web', 'scripts']) visit(path.join(root, dir));
    expect(offenders).toEqual(['contract/units.ts']);
  });
});
