// Tools for translating a catalogue (docs/i18n.md), by hand or in batches:
//   npm run i18n:translate -- status [code…]         how much of each language is translated
//   npm run i18n:translate -- todo <code> [count]     the next untranslated messages, as JSON
//   npm run i18n:translate -- apply <code> <file>     writes translations from a JSON file
//   npm run i18n:translate -- merge <code> <po file>  takes the translations of another copy of
//                                                     the catalogue (a translator's), for the
//                                                     messages the code still has
// `todo` prints [{ id, english, context?, comment?, where }]; `apply` takes { "<id>": "text" }
// (or the `todo` list with a `translation` added to each), checks each translation like the
// catalogue test (parses, English's placeholders and tags, the language's plural forms), writes
// the good ones and lists the others. `--file <path>` works on a copy of the catalogue;
// `--catalogue server` on the server's (e-mails, the calendar feed) instead of the web's.
import fs from 'node:fs';
import { LOCALES, PSEUDO_LOCALE, SOURCE_LOCALE } from '../contract/i18n/locales';
import { translationProblem } from '../web/i18n/catalogue-checks';
import {
  CATALOGUE_NAMES,
  catalogueFile,
  englishOf,
  readCatalogue,
  writeCatalogue,
  type CatalogueName,
} from '../web/i18n/catalogue-files';

const args = process.argv.slice(2);
const fileAt = args.indexOf('--file');
const givenFile = fileAt >= 0 ? args.splice(fileAt, 2)[1] : undefined;
const nameAt = args.indexOf('--catalogue');
const name = (nameAt >= 0 ? args.splice(nameAt, 2)[1] : 'web') as CatalogueName;
if (!CATALOGUE_NAMES.includes(name)) {
  console.error(`i18n:translate: --catalogue is one of ${CATALOGUE_NAMES.join(', ')}`);
  process.exit(2);
}
const fileOf = (locale: string) => givenFile ?? catalogueFile(locale, name);
const [command, code, arg] = args;
const translatable = LOCALES.map((l) => l.code).filter(
  (c) => c !== SOURCE_LOCALE && c !== PSEUDO_LOCALE,
);

function fail(message: string): never {
  console.error(`i18n:translate: ${message}`);
  process.exit(2);
}

function localeArg(): string {
  if (!code || !LOCALES.some((l) => l.code === code)) {
    fail(`name a language: ${translatable.join(', ')}`);
  }
  return code;
}

const english = await readCatalogue(SOURCE_LOCALE, catalogueFile(SOURCE_LOCALE, name));

switch (command) {
  case 'status': {
    for (const locale of code ? args.slice(1) : translatable) {
      const catalogue = await readCatalogue(locale, fileOf(locale));
      const entries = Object.entries(catalogue);
      const done = entries.filter(([, entry]) => entry.translation);
      const problems = done.filter(([id, entry]) =>
        translationProblem(englishOf(english[id]), entry.translation!, locale),
      );
      console.log(
        `${locale.padEnd(8)} ${done.length}/${entries.length} translated, ${problems.length} with problems`,
      );
    }
    break;
  }
  case 'todo': {
    const locale = localeArg();
    const count = Number(arg ?? 100);
    const catalogue = await readCatalogue(locale, fileOf(locale));
    // Grouped by the file that shows them, so a batch reads as one screen's texts.
    const where = (entry: (typeof catalogue)[string]) => entry.origin?.[0]?.[0] ?? '';
    const todo = Object.entries(catalogue)
      .filter(([, entry]) => !entry.translation)
      .sort(([, a], [, b]) => where(a).localeCompare(where(b)))
      .slice(0, count)
      .map(([id, entry]) => ({
        id,
        english: englishOf(english[id]),
        ...(entry.context ? { context: entry.context } : {}),
        ...(entry.comments?.length ? { comment: entry.comments.join(' ') } : {}),
        where: [...new Set((entry.origin ?? []).map(([path]) => path))],
      }));
    console.log(JSON.stringify(todo, null, 1));
    break;
  }
  case 'apply': {
    const locale = localeArg();
    if (!arg) fail('name the JSON file of translations');
    const given = JSON.parse(fs.readFileSync(arg, 'utf8')) as
      Record<string, string> | Array<{ id: string; translation: string }>;
    const pairs = Array.isArray(given)
      ? given.map((item) => [item.id, item.translation] as const)
      : Object.entries(given);
    const target = fileOf(locale);
    const catalogue = await readCatalogue(locale, target);
    let written = 0;
    for (const [id, translation] of pairs) {
      const entry = catalogue[id];
      if (!entry) {
        console.log(`✗ ${id}: no such message`);
        continue;
      }
      const source = englishOf(english[id]);
      const problem = translation ? translationProblem(source, translation, locale) : 'empty';
      if (problem) {
        console.log(`✗ ${id} ${JSON.stringify(source)}: ${problem}`);
        continue;
      }
      entry.translation = translation;
      written += 1;
    }
    await writeCatalogue(locale, catalogue, target);
    const left = Object.values(catalogue).filter((entry) => !entry.translation).length;
    console.log(`${locale}: ${written} written, ${pairs.length - written} refused, ${left} left`);
    break;
  }
  case 'merge': {
    const locale = localeArg();
    if (!arg) fail('name the PO file to take translations from');
    const theirs = await readCatalogue(locale, arg);
    const target = fileOf(locale);
    const catalogue = await readCatalogue(locale, target);
    let taken = 0;
    let refused = 0;
    for (const [id, entry] of Object.entries(catalogue)) {
      const translation = theirs[id]?.translation;
      if (!translation || translation === entry.translation) continue;
      const problem = translationProblem(englishOf(english[id]), translation, locale);
      if (problem) {
        refused += 1;
        console.log(`✗ ${id} ${JSON.stringify(englishOf(english[id]))}: ${problem}`);
        continue;
      }
      entry.translation = translation;
      taken += 1;
    }
    await writeCatalogue(locale, catalogue, target);
    const left = Object.values(catalogue).filter((entry) => !entry.translation).length;
    console.log(`${locale}: ${taken} taken, ${refused} refused, ${left} left`);
    break;
  }
  default:
    fail(
      'status | todo <code> [count] | apply <code> <file> | merge <code> <po>  (see the header)',
    );
}
