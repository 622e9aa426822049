// The recipe's title when no recipe markup names it: page titles carry the site's name
// ("Lemon Cake | Jane's Kitchen"), and pages often have a logo <h1> before the recipe's.
import type { PageMeta } from '../read/page-meta';

const SEPARATORS = /\s+[|│•·:»«~–—-]{1,2}\s+|\s*[|│]\s*/;

/** Letters only, lower case, accents dropped: "Kálci Receptjei" → "kalcireceptjei". */
function squash(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** A segment that is the site's name, its host's name or a domain name ("HEB.com"). */
function isSiteName(segment: string, meta: PageMeta): boolean {
  const key = squash(segment);
  if (!key) return true;
  if (/^[\p{L}\p{N}-]+(?:\.[a-z]{2,})+$/iu.test(segment.trim())) return true;
  // The front page's link often says only "Home": it names the site only when a whole segment
  // of the title is its text.
  return (
    key === squash(meta.siteName) ||
    key === squash(meta.homeLinkName) ||
    hostLabels(meta).includes(key)
  );
}

/** A segment that names the site, perhaps among other words ("Jane's Kitchen Blog"). */
function namesSite(segment: string, meta: PageMeta): boolean {
  const key = squash(segment);
  if (!key || isSiteName(segment, meta)) return true;
  const siteName = squash(meta.siteName);
  if (siteName && (key.includes(siteName) || siteName.includes(key))) return true;
  return hostLabels(meta).some(
    (label) => key.includes(label) || (key.length >= 4 && label.includes(key)),
  );
}

function hostLabels(meta: PageMeta): string[] {
  return meta.siteHost
    .replace(/^www\d?\./, '')
    .split('.')
    .filter((label) => label.length >= 4)
    .map(squash);
}

/** A segment that only says "recipe" ("Arretjescake – Recept"). */
const RECIPE_WORD =
  /^(?:recipe|recept|rezept|recette|receta|ricetta|receita|opskrift|oppskrift|przepis|recepty?)$/i;

/** "Arretjescake – Recept" → "Arretjescake". */
export function stripRecipeWord(title: string): string {
  const match = /^(.+?)\s+[|–—-]\s+(\S+)$/.exec(title.trim());
  return match && RECIPE_WORD.test(match[2]!) ? match[1]! : title.trim();
}

/**
 * "Lemon Cake | Jane's Kitchen" → "Lemon Cake"; also a leading "Jane's Kitchen — ". A segment
 * that is the site's name counts before one that only mentions it ("Whole30 Burger - The
 * Whole30 Program"), and between pipes the segments before the site's name are the page's
 * sections ("Lemon Vinaigrette | Dressings | Jane's Kitchen"): only the first is the title.
 */
export function stripSiteName(title: string, meta: PageMeta): string {
  const parts = title.split(new RegExp(`(${SEPARATORS.source})`));
  const segments: string[] = [];
  const separators: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const segment = parts[i]!.trim();
    if (segments.length && RECIPE_WORD.test(segment)) continue;
    if (segments.length) separators.push(parts[i - 1]!);
    segments.push(segment);
  }
  if (segments.length === 1) return segments[0]!;
  if (segments.length < 2) return title.trim();
  const exactSite = segments.findIndex((segment) => isSiteName(segment, meta));
  const firstSite =
    exactSite >= 0 ? exactSite : segments.findIndex((segment) => namesSite(segment, meta));
  if (firstSite > 0) {
    const isPiped = separators.slice(0, firstSite).every((separator) => /[|│]/.test(separator));
    return isPiped ? segments[0]! : segments.slice(0, firstSite).join(' - ');
  }
  if (firstSite === 0) {
    const rest = segments.slice(1).filter((segment) => !namesSite(segment, meta));
    return rest.join(' - ') || title.trim();
  }
  return title.trim();
}

/** A wiki's namespace before the page name, written without a space: "Cookbook:Pumpkin Pie". */
const NAMESPACE = /^\p{Lu}\p{L}+:(?=\S)/u;

/**
 * The page's own title for the recipe: the heading of the recipe card when it names the dish the
 * page is about, else the <h1> the page title agrees with, else the page title.
 */
export function chooseTitle(meta: PageMeta, cardHeading = ''): string {
  if (namesSameDish(cardHeading, meta)) return cardHeading;
  return pickTitle(meta).replace(NAMESPACE, '');
}

/**
 * A card's heading shares a word of the dish with the page's titles: "Lemon Cake" on a page
 * titled "The Best Lemon Cake (So Easy!)", not "Equipment" or "Rate this".
 */
function namesSameDish(heading: string, meta: PageMeta): boolean {
  if (!heading || heading.length > 120) return false;
  const words = (text: string) =>
    (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => !RECIPE_WORD.test(word));
  const pageWords = new Set([meta.ogTitle, meta.documentTitle, ...meta.h1s].flatMap(words));
  return words(heading).some((word) => pageWords.has(word));
}

function pickTitle(meta: PageMeta): string {
  const titles = [meta.ogTitle, meta.documentTitle]
    .map((title) => stripSiteName(title, meta))
    .filter(Boolean);
  // A heading set on several lines (a badge, then a number and the name) with a line that is
  // the page's title, perhaps after a figure: the title names the dish alone.
  for (const lines of meta.h1Lines) {
    if (lines.length < 2) continue;
    const named = titles.find((title) =>
      lines.some(
        (line) =>
          squash(line) === squash(title) || squash(line).replace(/^\d+/, '') === squash(title),
      ),
    );
    if (named) return named;
  }
  for (const h1 of meta.h1s) {
    const key = squash(h1);
    if (
      key.length >= 3 &&
      titles.some((title) => squash(title).includes(key) || key.includes(squash(title)))
    ) {
      return h1;
    }
  }
  return titles[0] ?? meta.h1s[0] ?? '';
}
