// Every language's foods by aisle, English first (../section-words.ts): a shopping list reads a
// food in whichever language it is written, so the tables are one (sections.ts).
import { FORM_WORDS, SECTION_WORDS, type SectionTable } from '../section-words';
import { FOODS as ar } from './ar';
import { FOODS as de } from './de';
import { FOODS as es } from './es';
import { FOODS as fr } from './fr';
import { FOODS as it } from './it';
import { FOODS as ja } from './ja';
import { FOODS as nl } from './nl';
import { FOODS as pl } from './pl';
import { FOODS as pt } from './pt';
import { FOODS as sv } from './sv';
import { FOODS as zh } from './zh';

const ENGLISH: SectionTable = { sections: SECTION_WORDS, forms: FORM_WORDS };

/** The tables by language code. */
export const FOOD_TABLES: Readonly<Record<string, SectionTable>> = {
  en: ENGLISH,
  de,
  fr,
  es,
  it,
  nl,
  sv,
  pt,
  pl,
  ja,
  zh,
  ar,
};
