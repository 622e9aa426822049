// The languages the line parser reads: English (../english.ts) and one file each here. A
// language's file holds its vocabulary and unit spellings; it is listed here once, and a file
// that is still null is left out.
import { ENGLISH } from '../english';
import type { Vocabulary } from '../vocabulary';
import { VOCABULARY as ar } from './ar';
import { VOCABULARY as de } from './de';
import { VOCABULARY as es } from './es';
import { VOCABULARY as fr } from './fr';
import { VOCABULARY as it } from './it';
import { VOCABULARY as ja } from './ja';
import { VOCABULARY as nl } from './nl';
import { VOCABULARY as pl } from './pl';
import { VOCABULARY as pt } from './pt';
import { VOCABULARY as sv } from './sv';
import { VOCABULARY as zh } from './zh';

const ALL: Record<string, Vocabulary | null> = {
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

/** The vocabularies by language code ("en", "de", "pt", "zh"). */
export const VOCABULARIES: Readonly<Record<string, Vocabulary>> = Object.fromEntries(
  Object.entries(ALL).filter((entry): entry is [string, Vocabulary] => entry[1] !== null),
);

/** A BCP 47 tag's vocabulary code: "de-AT" → "de", "pt-BR" → "pt", "zh-Hans" → "zh". */
export function languageOf(tag: string): string {
  return tag.split('-')[0]!.toLowerCase();
}
