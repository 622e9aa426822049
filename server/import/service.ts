// Import verbs: read a recipe from a URL (through the guarded fetch) or from pasted HTML or
// text. Nothing is stored: the answer is a preview the user edits and saves as a new recipe.
import { RECIPE_LIMITS, type ImportPasteInput, type ImportPreview } from '../../contract/recipes';
import type { Config } from '../config';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { storeImageFromBuffer } from '../objects/service';
import { AppError, badRequest } from '../http/errors';
import { toStorableText } from '../http/text-safety';
import { extractRecipe } from './extract';
import { extractFromPlainText } from './extract/plain-text';
import { FetchError, fetchImage, fetchPage, type FetchPolicy, type ResolveHost } from './fetch';

export const noRecipeFound = () =>
  new AppError(422, 'No recipe found on that page', 'no_recipe_found');

/** The fetch limits from configuration. */
export function fetchPolicyFrom(config: Config, resolve?: ResolveHost): FetchPolicy {
  return {
    allowPrivateNetwork: config.IMPORT_ALLOW_PRIVATE_NETWORK,
    maxBytes: config.IMPORT_MAX_BYTES,
    timeoutMs: config.IMPORT_TIMEOUT_MS,
    maxRedirects: config.IMPORT_MAX_REDIRECTS,
    resolve,
  };
}

const FAILURE_STATUS: Record<FetchError['failure'], number> = {
  bad_url: 400,
  not_allowed: 400,
  unreachable: 502,
  timeout: 504,
  too_large: 502,
  too_many_redirects: 502,
  http_status: 502,
  not_html: 422,
  not_image: 422,
};

/** A FetchError as the AppError the user sees (its message is already safe); others pass. */
function asAppError(error: unknown): unknown {
  return error instanceof FetchError
    ? new AppError(
        FAILURE_STATUS[error.failure],
        error.message,
        `import_${error.situation ?? error.failure}`,
        error.status === undefined ? {} : { siteStatus: error.status },
      )
    : error;
}

/** Fetches `url` and reads its recipe. Fetch failures become AppErrors with safe messages. */
export async function importFromUrl(url: string, policy: FetchPolicy): Promise<ImportPreview> {
  // "example.com/pie" is what people type; it means https.
  const address = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
  let page;
  try {
    page = await fetchPage(address, policy);
  } catch (error) {
    throw asAppError(error);
  }
  const preview = extractRecipe(page.html, page.url);
  if (!preview) throw noRecipeFound();
  return fitPreview(preview);
}

/** Reads a recipe from pasted HTML (same extractor as pages) or plain text. */
export function importFromPaste(input: ImportPasteInput): ImportPreview {
  const sourceUrl = input.sourceUrl ?? '';
  // Relative links in pasted HTML resolve against the page it came from, if we know it.
  const base = sourceUrl || 'https://pasted.invalid/';
  let preview: ImportPreview | null = null;
  if (input.html?.trim()) {
    preview = extractRecipe(input.html, base);
    if (preview && !sourceUrl) preview.imageUrl = imageOutside(preview.imageUrl, base);
  } else if (input.text?.trim()) {
    preview = extractFromPlainText(input.text, sourceUrl);
  } else {
    throw badRequest('Paste the page or the recipe text', 'text_required', { field: 'text' });
  }
  if (!preview) throw noRecipeFound();
  preview.sourceUrl = sourceUrl;
  return fitPreview(preview);
}

/** A relative image in pasted HTML with no source page has nowhere to point. */
function imageOutside(imageUrl: string | null, base: string): string | null {
  return imageUrl && new URL(imageUrl).origin === new URL(base).origin ? null : imageUrl;
}

/**
 * Cuts a preview to what a recipe may hold, so saving it never fails on length, and makes its
 * text storable (a page's NUL characters and broken surrogates would be refused on save).
 */
export function fitPreview(preview: ImportPreview): ImportPreview {
  const lines = (list: string[]) =>
    list
      .slice(0, RECIPE_LIMITS.lines)
      .map((line) => toStorableText(line, RECIPE_LIMITS.lineLength))
      .filter(Boolean);
  const fitted: ImportPreview = {
    ...preview,
    title: toStorableText(preview.title, RECIPE_LIMITS.title),
    description: toStorableText(preview.description, RECIPE_LIMITS.description),
    ingredients: lines(preview.ingredients),
    steps: lines(preview.steps),
  };
  if (fitted.servings !== undefined)
    fitted.servings = toStorableText(fitted.servings, RECIPE_LIMITS.servings);
  return fitted;
}

/**
 * Copies an imported page's picture into the object store, so no page of ours hotlinks another
 * site: fetched through the guarded client (same address rules as pages, JPEG/PNG/WebP content
 * types only, at most IMPORT_IMAGE_MAX_BYTES), then checked and re-encoded like an upload and
 * recorded as `user`'s own, not yet shown by any recipe (swept if no recipe ever shows it).
 * Answers the image's object path; throws an AppError with a safe message when refused.
 */
export async function copyImportedImage(
  deps: AppDeps,
  user: UserRow,
  url: string,
  policy: FetchPolicy,
): Promise<string> {
  let image;
  try {
    image = await fetchImage(url, { ...policy, maxBytes: deps.config.IMPORT_IMAGE_MAX_BYTES });
  } catch (error) {
    throw asAppError(error);
  }
  return storeImageFromBuffer(deps, user.id, image.bytes);
}
