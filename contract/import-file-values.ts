// Importing a file (another app's export, or Potluck's own): what the browser needs to know
// without the schema library.

/** The kinds of file the import page offers to open (the server judges the content). */
export const IMPORT_FILE_ACCEPT = '.zip,.paprikarecipes,.paprikarecipe,.json,.jsonld';

/**
 * The apps whose exports Potluck reads, as the import page names them (names, never translated;
 * the page adds schema.org's recipe files in words of the cook's language).
 */
export const IMPORT_FILE_SOURCES = [
  'Potluck',
  'Paprika',
  'Mealie',
  'Tandoor',
  'RecipeSage',
  'Nextcloud Cookbook',
] as const;

/**
 * GET /api/export's answer headers. A library bigger than one import takes comes in parts: each
 * part names the next (`next`, sent back as `after`) until the last, which has none.
 */
export const EXPORT_HEADERS = {
  /** How many recipes this zip holds. */
  recipes: 'x-export-recipes',
  /** Where the next part starts (opaque); absent on the last part. */
  next: 'x-export-next',
  /** How many recipes the parts after this one hold together. */
  remaining: 'x-export-remaining',
} as const;
