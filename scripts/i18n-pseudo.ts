// npm run i18n:pseudo: writes the pseudo-locale's catalogue from English (web/i18n/pseudo.ts).
// `npm run i18n:extract` runs it after extracting, so the pseudo-locale is always complete.
import { PSEUDO_LOCALE } from '../contract/i18n/locales';
import { readCatalogue, writeCatalogue } from '../web/i18n/catalogue-files';
import { pseudoMessage } from '../web/i18n/pseudo';

const catalogue = await readCatalogue(PSEUDO_LOCALE);
for (const entry of Object.values(catalogue)) {
  entry.translation = entry.message ? pseudoMessage(entry.message) : '';
}
await writeCatalogue(PSEUDO_LOCALE, catalogue);
console.log(`i18n:pseudo: ${Object.keys(catalogue).length} messages`);
