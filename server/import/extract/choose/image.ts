// Choosing the recipe's picture and making its address safe to keep.
import { attr, findAll, type ElementNode, type HtmlDocument } from '../dom/dom';
import { textOf } from '../dom/dom-text';
import { decodeEntities } from '../dom/text';
import type { ImageCandidate } from '../types';

/**
 * An absolute http(s) URL for `raw` resolved against `baseUrl`, or null. Anything else
 * (`javascript:`, `data:`, `blob:`, unparsable) is dropped: page fields are plain text.
 */
export function absoluteHttpUrl(raw: string, baseUrl: string): string | null {
  const text = decodeEntities(raw).trim();
  if (!text) return null;
  try {
    const url = new URL(text, baseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The declared size, else one read from the address ("-1200x800.jpg", "?w=1200&h=800"). */
function pixelArea(image: ImageCandidate): number | undefined {
  if (image.width && image.height) return image.width * image.height;
  if (image.width) return image.width * image.width;
  const path = /(\d{2,5})x(\d{2,5})(?=[^/]*$)/.exec(image.url);
  if (path) return Number(path[1]) * Number(path[2]);
  const query = /[?&](?:w|width)=(\d{2,5})/.exec(image.url);
  if (query) {
    const height = /[?&](?:h|height)=(\d{2,5})/.exec(image.url);
    return Number(query[1]) * Number(height?.[1] ?? query[1]);
  }
  return undefined;
}

/**
 * The best picture: the largest candidate whose size is known (recipe markup's first, then
 * og:image, then twitter:image break ties); when no size is known, the recipe markup's first.
 */
export function chooseImage(candidates: ImageCandidate[], baseUrl: string): string | null {
  const usable: Array<ImageCandidate & { area?: number }> = [];
  for (const candidate of candidates) {
    const url = absoluteHttpUrl(candidate.url, baseUrl);
    if (url && !isNotAPhoto(url)) {
      usable.push({ ...candidate, url, area: pixelArea({ ...candidate, url }) });
    }
  }
  if (!usable.length) return null;
  let best = usable[0]!;
  for (const candidate of usable.slice(1)) {
    if ((candidate.area ?? 0) > (best.area ?? 0)) best = candidate;
  }
  return best.url;
}

/** Parts of an address that name the site's furniture: "site-logo", "recipeImgFallback". */
const FURNITURE = /logo|favicon|placeholder|fallback|sprite|gravatar|spacer/i;
/** Whole words of an address that do the same, where a substring would be too eager ("custard"). */
const FURNITURE_WORDS = new Set(
  'icon icons avatar badge emoji pixel blank loading ad ads banner button rating star stars print printer themes'.split(
    ' ',
  ),
);

/**
 * True when the address is a logo, icon, placeholder, theme asset or the like: the site's
 * furniture, never the recipe's photo (og:image is often the logo on recipe-less templates).
 */
export function isNotAPhoto(url: string): boolean {
  let path = url;
  let query = '';
  try {
    const parsed = new URL(url);
    path = decodeURIComponent(parsed.pathname);
    query = decodeURIComponent(parsed.search);
  } catch {
    // Not absolute or not decodable: look at the text as it is.
  }
  if (FURNITURE.test(path) || FURNITURE.test(query)) return true;
  // Words of the path only, ids kept whole: "8b46181ad1eb" is no "ad".
  const words = path
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  return words.some((word) => FURNITURE_WORDS.has(word));
}

/**
 * A page with no picture in its markup or meta tags: its first photo-like <img> after the
 * title (not a logo, icon or tracking pixel; at least 150 px where the size is given).
 */
export function firstContentImage(document: HtmlDocument, title: string): ImageCandidate | null {
  const images = findAll(document, (element) => element.name === 'img' || element.name === 'h1');
  const titleKey = title.toLowerCase();
  const afterTitle = images.findIndex(
    (element) => element.name === 'h1' && textOf(element).toLowerCase().includes(titleKey),
  );
  for (const element of images.slice(afterTitle + 1)) {
    if (element.name !== 'img') continue;
    const url = imageSource(element);
    if (!url || url.startsWith('data:') || /\.(?:svg|gif)(?:$|\?)/i.test(url) || isNotAPhoto(url))
      continue;
    const width = Number(attr(element, 'width')) || undefined;
    const height = Number(attr(element, 'height')) || undefined;
    if ((width && width < 150) || (height && height < 150)) continue;
    return { url, width, height };
  }
  return null;
}

/** The real picture of a lazily loaded <img> (its src is often a placeholder). */
export function imageSource(element: ElementNode): string {
  const src = attr(element, 'src') ?? '';
  const lazy =
    attr(element, 'data-lazy-src') ??
    attr(element, 'data-src') ??
    attr(element, 'data-original') ??
    firstSrcsetUrl(attr(element, 'data-srcset') ?? attr(element, 'srcset'));
  if (lazy && (!src || src.startsWith('data:') || /placeholder|blank|lazy/i.test(src))) return lazy;
  return src || lazy || '';
}

function firstSrcsetUrl(srcset: string | undefined): string | undefined {
  return srcset?.trim().split(/\s+/)[0] || undefined;
}
