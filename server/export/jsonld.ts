// A recipe as schema.org Recipe JSON-LD: what other recipe apps, search engines and Potluck's own
// importer read. Everything Potluck keeps of a recipe's content has a place, so an export can be
// imported back without loss: tags as a list of keywords (a tag may hold a comma), the source
// page as isBasedOn, the tip video as a VideoObject, times as ISO 8601 durations.
import type { RecipeRow } from '../db/schema';
import { parseStringList } from '../recipes/policy';

export interface RecipeJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Recipe';
  identifier: string;
  name: string;
  description?: string;
  image?: string;
  recipeIngredient: string[];
  recipeInstructions: Array<{ '@type': 'HowToStep'; position: number; text: string }>;
  keywords: string[];
  recipeYield?: string;
  prepTime?: string;
  cookTime?: string;
  totalTime?: string;
  isBasedOn?: string;
  video?: { '@type': 'VideoObject'; name: string; contentUrl: string };
  dateCreated: string;
  dateModified: string;
}

/** Minutes as an ISO 8601 duration: 90 → 'PT1H30M', 0 → 'PT0M'. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/**
 * The recipe as JSON-LD. `image` is where its photo is to be found from the reader's point of
 * view: a path inside an export, or an absolute address.
 */
export function recipeJsonLd(row: RecipeRow, image: string | null): RecipeJsonLd {
  const steps = parseStringList(row.steps);
  const doc: RecipeJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    identifier: `potluck:${row.id}`,
    name: row.title,
    recipeIngredient: parseStringList(row.ingredients),
    recipeInstructions: steps.map((text, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text,
    })),
    keywords: parseStringList(row.tags),
    dateCreated: row.created_at,
    dateModified: row.updated_at,
  };
  if (row.description !== null) doc.description = row.description;
  if (image !== null) doc.image = image;
  if (row.servings !== null) doc.recipeYield = row.servings;
  if (row.prep_time !== null) doc.prepTime = isoDuration(row.prep_time);
  if (row.cook_time !== null) doc.cookTime = isoDuration(row.cook_time);
  if (row.prep_time !== null || row.cook_time !== null) {
    doc.totalTime = isoDuration((row.prep_time ?? 0) + (row.cook_time ?? 0));
  }
  if (row.source_url !== null) doc.isBasedOn = row.source_url;
  if (row.tip_video_url !== null) {
    doc.video = { '@type': 'VideoObject', name: row.title, contentUrl: row.tip_video_url };
  }
  return doc;
}

/** A file name for a recipe: its title's words, lower case, then a piece of its id. */
export function recipeFileName(row: Pick<RecipeRow, 'id' | 'title'>, extension: string): string {
  const words = row.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${words || 'recipe'}-${row.id.slice(0, 8)}.${extension}`;
}
