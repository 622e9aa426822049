// Import from a photo: constants the browser needs, without the schema library (see
// recipe-values.ts). The answer is an ImportPreview, like the other import calls.

/** POST the photo's bytes here (the body is the file itself); the answer is an ImportPreview. */
export const IMPORT_PHOTO_PATH = '/api/recipes/import/photo';

/** The default of the server's IMPORT_PHOTO_MAX_BYTES setting; a bigger photo is a 413. */
export const DEFAULT_IMPORT_PHOTO_MAX_BYTES = 10_485_760;

/** The 422 answer's message when the photo's text holds no ingredients. */
export const NO_RECIPE_IN_PHOTO_MESSAGE =
  'No recipe found in this photo. Try a sharper, well-lit photo of the whole page, or type the recipe in.';
