// Dutch foods find their aisle (nl.ts), by whole phrase or by the last part of a compound.
import { describe, expect, it } from 'vitest';
import { sectionOf } from '../sections';

describe('Dutch foods by aisle', () => {
  it.each([
    ['uien', 'produce'],
    ['aardappelen', 'produce'],
    ['knoflook', 'produce'],
    ['peterselie', 'produce'],
    ['slagroom', 'dairy'],
    ['eieren', 'dairy'],
    ['kaas', 'dairy'],
    ['rundergehakt', 'meat_fish'],
    ['kipfilet', 'meat_fish'],
    ['stokbrood', 'bakery'],
    ['bloem', 'pantry'],
    ['pindakaas', 'pantry'],
    ['kokosmelk', 'pantry'],
    ['kaneel', 'spices'],
    ['bladerdeeg', 'frozen'],
    ['witte wijn', 'drinks'],
    ['afwasmiddel', 'household'],
  ] as const)('%s → %s', (food, section) => {
    expect(sectionOf(food)).toBe(section);
  });

  it.each([
    ['diepvries spinazie', 'frozen'],
    ['gedroogde tijm', 'spices'],
    ['jonge belegen kaas', 'dairy'],
    ['gerookte zalm', 'meat_fish'],
    ['biologische volle yoghurt', 'dairy'],
    ['kastanjechampignons', 'produce'],
    ['ijsbergsla', 'produce'],
    ['rookzalm', 'meat_fish'],
  ] as const)('%s → %s', (food, section) => {
    expect(sectionOf(food)).toBe(section);
  });
});
