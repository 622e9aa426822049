// What the page says about itself outside any recipe markup: Open Graph and Twitter cards,
// <title>, <h1>, <base href>.
import { attr, findAll, findFirst, type ElementNode, type HtmlDocument } from '../dom/dom';
import { textOf } from '../dom/dom-text';
import { cleanText } from '../dom/text';
import type { ImageCandidate } from '../types';

export interface PageMeta {
  /** The URL relative links resolve against (the page URL, or its <base href>). */
  baseUrl: string;
  ogTitle: string;
  documentTitle: string;
  /** Every <h1>'s text (pages often have a logo h1 before the recipe's). */
  h1s: string[];
  /** Each <h1>'s lines, where it breaks them (<br>, blocks inside it). */
  h1Lines: string[][];
  /** og:site_name, and the host of the canonical URL: both name the site in titles. */
  siteName: string;
  siteHost: string;
  /** The words on the link back to the front page (the logo): the site's name, most often. */
  homeLinkName: string;
  description: string;
  /** og:image and twitter:image, with their declared sizes. */
  images: ImageCandidate[];
}

/** The page's facts about itself, one after another. Long: a flat list of fields, each read once. */
export function readPageMeta(document: HtmlDocument, pageUrl: string): PageMeta {
  const metas = findAll(document, (element) => element.name === 'meta');
  const content = new Map<string, string[]>();
  for (const meta of metas) {
    const key = (
      attr(meta, 'property') ??
      attr(meta, 'name') ??
      attr(meta, 'itemprop') ??
      ''
    ).toLowerCase();
    const value = attr(meta, 'content');
    if (!key || value === undefined) continue;
    const list = content.get(key) ?? [];
    list.push(value);
    content.set(key, list);
  }
  const first = (...keys: string[]) => {
    for (const key of keys) {
      const value = cleanText(content.get(key)?.[0]);
      if (value) return value;
    }
    return '';
  };

  const images: ImageCandidate[] = [];
  const ogImage = first('og:image:secure_url', 'og:image', 'og:image:url');
  if (ogImage) {
    images.push({
      url: ogImage,
      width: toNumber(content.get('og:image:width')?.[0]),
      height: toNumber(content.get('og:image:height')?.[0]),
    });
  }
  const twitterImage = first('twitter:image', 'twitter:image:src');
  if (twitterImage) images.push({ url: twitterImage });

  const base = findFirst(
    document,
    (element) => element.name === 'base' && Boolean(attr(element, 'href')),
  );
  let baseUrl = pageUrl;
  if (base) {
    try {
      baseUrl = new URL(attr(base, 'href')!.trim(), pageUrl).href;
    } catch {
      // an unusable <base href> is ignored, as browsers do
    }
  }
  const titleElement = findFirst(document, (element) => element.name === 'title');
  const h1Elements = findAll(document, (element) => element.name === 'h1');
  const h1s = h1Elements.map((h1) => cleanText(textOf(h1))).filter(Boolean);
  // A heading set on several lines (a badge, a number, then the name) is read line by line too.
  const h1Lines = h1Elements.map((h1) =>
    textOf(h1, { blockSeparator: '\n' }).split('\n').map(cleanText).filter(Boolean),
  );
  const canonical = findFirst(
    document,
    (element) => element.name === 'link' && /\bcanonical\b/i.test(attr(element, 'rel') ?? ''),
  );
  let siteHost = '';
  for (const candidate of [
    canonical ? attr(canonical, 'href') : undefined,
    content.get('og:url')?.[0],
    pageUrl,
  ]) {
    if (!candidate) continue;
    try {
      siteHost = new URL(candidate, pageUrl).hostname;
      break;
    } catch {
      // try the next one
    }
  }
  return {
    baseUrl,
    ogTitle: first('og:title', 'twitter:title'),
    documentTitle: titleElement ? cleanText(textOf(titleElement)) : '',
    h1s,
    h1Lines,
    siteName: first('og:site_name', 'application-name'),
    homeLinkName: homeLinkName(document, siteHost),
    siteHost,
    description: first('og:description', 'description', 'twitter:description'),
    images,
  };
}

/** The name on the link back to the site's front page: "<a href="/">Jane's Kitchen</a>". */
function homeLinkName(document: HtmlDocument, siteHost: string): string {
  const home = findFirst(document, (element) => {
    if (element.name !== 'a') return false;
    const href = (attr(element, 'href') ?? '').trim();
    if (href !== '/' && !isFrontPage(href, siteHost)) return false;
    return Boolean(linkName(element));
  });
  return home ? linkName(home) : '';
}

function isFrontPage(href: string, siteHost: string): boolean {
  try {
    const url = new URL(href);
    return /^https?:$/.test(url.protocol) && url.hostname === siteHost && url.pathname === '/';
  } catch {
    return false;
  }
}

/** A link's words, or its logo's alternative text: a name of a few words, not a sentence. */
function linkName(link: ElementNode): string {
  const logo = findFirst(
    link,
    (element) => element.name === 'img' && Boolean(attr(element, 'alt')),
  );
  const name = cleanText(textOf(link)) || cleanText(logo ? attr(logo, 'alt') : '');
  return name.length <= 40 ? name : '';
}

function toNumber(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const number = parseFloat(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}
