import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { filterHelpSections, HELP_SECTIONS } from './help-topics';

// English, the language the messages are written in, needs no catalogue.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('filterHelpSections', () => {
  it('keeps everything for an empty query', () => {
    expect(filterHelpSections(HELP_SECTIONS, '  ', i18n)).toBe(HELP_SECTIONS);
  });
  it('keeps only matching topics', () => {
    const found = filterHelpSections(HELP_SECTIONS, 'webp', i18n);
    expect(found).toHaveLength(1);
    expect(found[0]!.topics).toHaveLength(1);
    expect(found[0]!.id).toBe('recipe-management');
  });
  it('keeps a whole section whose title matches', () => {
    const found = filterHelpSections(HELP_SECTIONS, 'sharing and', i18n);
    expect(found[0]!.topics.length).toBe(HELP_SECTIONS[2]!.topics.length);
  });
  it('mentions the admin dashboard', () => {
    expect(filterHelpSections(HELP_SECTIONS, '/admin', i18n)).toHaveLength(1);
  });
});

describe('importing from sites that refuse', () => {
  it('finds the paste and bookmarklet answer', () => {
    const found = filterHelpSections(HELP_SECTIONS, 'bookmarklet', i18n);
    expect(found).toHaveLength(1);
    expect(i18n._(found[0]!.topics[0]!.answer)).toMatch(/choose "Pasted text"/);
  });
});

describe('cooking from a recipe', () => {
  it('answers scaling, units, cook mode and printing', () => {
    for (const query of ['servings', 'metric', 'cook mode', 'print']) {
      expect(filterHelpSections(HELP_SECTIONS, query, i18n).length, query).toBeGreaterThan(0);
    }
  });
});

describe('every feature', () => {
  it('answers offline use, installing, the meal plan, shopping, history and access', () => {
    for (const query of [
      'offline',
      'install',
      'meal plan',
      'shopping list',
      'calendar',
      'history',
      'only view it',
      'withdrawn',
      'already have a copy',
      'paprika',
      'export',
      'api token',
    ]) {
      expect(filterHelpSections(HELP_SECTIONS, query, i18n).length, query).toBeGreaterThan(0);
    }
  });
});

describe('the trash', () => {
  it('explains how to get a deleted recipe back', () => {
    const found = filterHelpSections(HELP_SECTIONS, 'trash', i18n);
    expect(found).toHaveLength(1);
    expect(i18n._(found[0]!.topics[0]!.answer)).toMatch(/Undo/);
    expect(i18n._(found[0]!.topics[0]!.answer)).toMatch(/Restore/);
  });
});
