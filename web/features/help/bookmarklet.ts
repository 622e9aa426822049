// The "Send to Potluck" bookmarklet and the two messages it exchanges with Potluck's receive
// page (/import/receive). The bookmarklet runs on the recipe page the user is looking at: it
// opens Potluck, waits until that window says it is ready, and hands it the page's HTML and
// address with postMessage, addressed to Potluck's origin only. Nothing is fetched by a server
// and no remote script is loaded: the page is sent as data, and Potluck treats it as untrusted
// text for the paste importer.

/** The app route the bookmarklet opens (its query tells the page who opened it). */
export const RECEIVE_PATH = '/import/receive';
export const RECEIVE_QUERY = '?via=bookmarklet';

/** Sent by the receive page to the window that opened it, until the page arrives. */
export const READY_MESSAGE = 'potluck:ready';
/** Sent by the bookmarklet: `{type, url, html}`. */
export const PAGE_MESSAGE = 'potluck:page';

/** What the bookmarklet says when the browser blocks the window it opens (English by default). */
export const POPUP_BLOCKED_TEXT = 'Please allow pop-ups to send this page to Potluck.';

/**
 * The bookmarklet's source for a Potluck reached at `appOrigin`, readable before minifying;
 * `popupBlocked` is its one sentence, in the language of the page it was taken from.
 */
export function bookmarkletSource(appOrigin: string, popupBlocked = POPUP_BLOCKED_TEXT): string {
  const app = JSON.stringify(appOrigin);
  const blocked = JSON.stringify(popupBlocked);
  return `(() => {
  const app = ${app};
  const win = window.open(app + '${RECEIVE_PATH}${RECEIVE_QUERY}', 'potluck-import');
  if (!win) { alert(${blocked}); return; }
  const page = { type: '${PAGE_MESSAGE}', url: location.href, html: document.documentElement.outerHTML };
  const onMessage = (event) => {
    if (event.source !== win || event.origin !== app) return;
    if (!event.data || event.data.type !== '${READY_MESSAGE}') return;
    removeEventListener('message', onMessage);
    win.postMessage(page, app);
  };
  addEventListener('message', onMessage);
})();`;
}

/** The bookmark's address: the source on one line behind `javascript:`. */
export function bookmarkletHref(appOrigin: string, popupBlocked = POPUP_BLOCKED_TEXT): string {
  const oneLine = bookmarkletSource(appOrigin, popupBlocked)
    .split('\n')
    .map((line) => line.trim())
    .join(' ');
  return `javascript:${encodeURI(oneLine)}`;
}

export interface ReceivedPage {
  html: string;
  /** The page's address when it is an http(s) address of the origin that sent it, else ''. */
  sourceUrl: string;
}

/**
 * Reads a message posted to the receive page. Only a page message from the window that opened
 * the receive page counts; anything else (another window, another shape) is ignored (null).
 * The claimed address is kept only when it belongs to the sending origin, so one site cannot
 * pass its page off as another's.
 */
export function readPageMessage(
  event: { data: unknown; origin: string; source: unknown },
  opener: unknown,
): ReceivedPage | null {
  if (!opener || event.source !== opener) return null;
  const data = event.data as { type?: unknown; url?: unknown; html?: unknown } | null;
  if (!data || typeof data !== 'object' || data.type !== PAGE_MESSAGE) return null;
  if (typeof data.html !== 'string' || !data.html.trim()) return null;
  return { html: data.html, sourceUrl: sameOriginHttpUrl(data.url, event.origin) };
}

function sameOriginHttpUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string') return '';
  try {
    const parsed = new URL(url);
    const isHttp = parsed.protocol === 'http:' || parsed.protocol === 'https:';
    return isHttp && parsed.origin === origin ? parsed.href : '';
  } catch {
    return '';
  }
}
