// A store section's name as a shopper reads it, in the active language.
import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StoreSection } from '../../../contract/shopping/sections';

const SECTION_NAMES: Record<StoreSection, MessageDescriptor> = {
  produce: msg`Produce`,
  dairy: msg`Dairy & eggs`,
  meat_fish: msg`Meat & fish`,
  bakery: msg`Bakery`,
  pantry: msg`Pantry`,
  frozen: msg`Frozen`,
  spices: msg`Spices`,
  drinks: msg`Drinks`,
  household: msg({ message: 'Household', context: 'store section' }),
  other: msg({ message: 'Other', context: 'store section' }),
};

export function sectionName(section: StoreSection, i18n: I18n = activeI18n): string {
  return i18n._(SECTION_NAMES[section]);
}
