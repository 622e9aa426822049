// Importing a file (another app's export, or Potluck's own): what the browser needs to know
// without the schema library.

/** The kinds of file the import page offers to open (the server judges the content). */
export const IMPORT_FILE_ACCEPT = '.zip,.paprikarecipes,.paprikarecipe,.json,.jsonld';

/** The apps whose exports Potluck reads, as the import page names them. */
export const IMPORT_FILE_SOURCES = [
  'Potluck',
  'Paprika',
  'Mealie',
  'Tandoor',
  'RecipeSage',
  'Nextcloud Cookbook',
  'schema.org Recipe JSON or JSON-LD',
] as const;
