// The languages a photo is read in, each from its npm language-data package
// (@tesseract.js-data/<code>) in node_modules. Nothing is ever downloaded: a language whose
// package is missing stops the server at start, with the command that installs it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The packages' LSTM model (what the recogniser runs), integer-quantised: small and fast. */
const MODEL_FOLDER = '4.0.0_best_int';

export interface LanguageData {
  code: string;
  /** The gzipped .traineddata file inside the language's package. */
  file: string;
}

const require = createRequire(import.meta.url);

/**
 * The data file of every language in `languages` (tesseract codes joined by `+`). Throws an
 * Error naming the package to install when one is missing.
 */
export function findLanguageData(languages: string): LanguageData[] {
  return languages.split('+').map((code) => {
    const packageName = `@tesseract.js-data/${code}`;
    let folder: string;
    try {
      folder = path.dirname(require.resolve(`${packageName}/package.json`));
    } catch {
      throw new Error(
        `IMPORT_PHOTO_LANGUAGES names '${code}', but ${packageName} is not installed (npm install ${packageName})`,
      );
    }
    const file = path.join(folder, MODEL_FOLDER, `${code}.traineddata.gz`);
    if (!fs.existsSync(file)) {
      throw new Error(`${packageName} has no ${MODEL_FOLDER}/${code}.traineddata.gz`);
    }
    return { code, file };
  });
}
