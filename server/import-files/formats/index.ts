// The formats an upload may be, asked in this order: the first whose files it recognises reads
// it. The most particular come first, since a more general format would also accept their files
// (Potluck's, RecipeSage's and Nextcloud's are all schema.org Recipes, which any JSON-LD reader
// takes).
import type { ImportFormat } from '../types';
import { mealieFormat } from './mealie';
import { nextcloudFormat } from './nextcloud';
import { paprikaFormat } from './paprika';
import { potluckFormat } from './potluck';
import { recipeSageFormat } from './recipesage';
import { schemaOrgFormat } from './schema-org';
import { tandoorFormat } from './tandoor';

export const IMPORT_FORMATS: readonly ImportFormat[] = [
  potluckFormat,
  paprikaFormat,
  tandoorFormat,
  mealieFormat,
  nextcloudFormat,
  recipeSageFormat,
  schemaOrgFormat,
];
