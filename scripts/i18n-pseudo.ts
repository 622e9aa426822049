// npm run i18n:pseudo: writes the pseudo-locale's catalogue from English (web/i18n/pseudo.ts).
// `npm run i18n:extract` runs it after extracting, so the pseudo-locale is always complete.
import { PSEUDO_LOCALE, SOURCE_LOCALE } from '../contract/i18n/locales';
import {
  CATALOGUE_NAMES,
  catalogueFile,
  englishOf,
  readCatalogue,
  writeCatalogue,
} from '../web/i18n/catalogue-files';
import { pseudoMessage } from '../web/i18n/pseudo';

for (const name of CATALOGUE_NAMES) {
  const english = await readCatalogue(SOURCE_LOCALE, catalogueFile(SOURCE_LOCALE, name));
  const file = catalogueFile(PSEUDO_LOCALE, name);
  const catalogue = await readCatalogue(PSEUDO_LOCALE, file);
  for (const [id, entry] of Object.entries(catalogue)) {
    const source = englishOf(english[id]);
    entry.translation = source ? pseudoMessage(source) : '';
  }
  await writeCatalogue(PSEUDO_LOCALE, catalogue, file);
  console.log(`i18n:pseudo: ${name}, ${Object.keys(catalogue).length} messages`);
}
