// Nextcloud Cookbook keeps each recipe as a folder of the user's files: recipe.json (schema.org
// Recipe as Nextcloud writes it: `keywords` a comma-separated string, one `recipeCategory`,
// `recipeYield` a number, `image` the address it was first found at) beside full.jpg, thumb.jpg
// and thumb16.jpg. A zip of that folder (Nextcloud's download) is what is read; the photo is
// full.jpg, the largest, since the original address is not fetched.
import type { ImportFile, ImportFormat } from '../types';
import { baseName, contentFiles, fileAt, folderOf } from './files';
import { readSchemaOrgFiles, recipesIn } from './schema-org';

const isRecipeJson = (file: ImportFile) => baseName(file.path).toLowerCase() === 'recipe.json';

const fullPhotoBeside = (file: ImportFile, files: readonly ImportFile[]) =>
  fileAt(files, `${folderOf(file.path)}full.jpg`)?.bytes ?? null;

export const nextcloudFormat: ImportFormat = {
  id: 'nextcloud',
  name: 'Nextcloud Cookbook',
  matches: (files) =>
    contentFiles(files).some((file) => isRecipeJson(file) && recipesIn(file).length > 0),
  read: async (files, open) =>
    readSchemaOrgFiles(
      files,
      { isRecipeFile: isRecipeJson, photoBeside: fullPhotoBeside },
      open.maxRecipes,
    ),
};
