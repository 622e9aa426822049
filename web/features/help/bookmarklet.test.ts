import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  PAGE_MESSAGE,
  READY_MESSAGE,
  RECEIVE_PATH,
  RECEIVE_QUERY,
  bookmarkletHref,
  bookmarkletSource,
  readPageMessage,
} from './bookmarklet';

const APP = 'https://potluck.example';

/** Runs the bookmarklet in a fake recipe page and answers what it did. */
function runBookmarklet(opened: object | null) {
  const listeners: Array<(event: unknown) => void> = [];
  const posted: Array<{ data: unknown; target: string }> = [];
  const alerts: string[] = [];
  const win = opened
    ? {
        ...opened,
        postMessage: (data: unknown, target: string) => posted.push({ data, target }),
      }
    : null;
  const openedUrls: string[] = [];
  const context = {
    window: {
      open: (url: string) => {
        openedUrls.push(url);
        return win;
      },
    },
    location: { href: 'https://cooking.test/pie' },
    document: { documentElement: { outerHTML: '<html><h1>Pie</h1></html>' } },
    alert: (text: string) => alerts.push(text),
    addEventListener: (_type: string, listener: (event: unknown) => void) =>
      listeners.push(listener),
    removeEventListener: (_type: string, listener: (event: unknown) => void) =>
      listeners.splice(listeners.indexOf(listener), 1),
  };
  const href = bookmarkletHref(APP);
  vm.runInNewContext(decodeURI(href.slice('javascript:'.length)), context);
  const send = (event: unknown) => [...listeners].forEach((listener) => listener(event));
  return { win, posted, alerts, openedUrls, listeners, send };
}

describe('the bookmarklet', () => {
  it('is one line of readable code that loads no remote script', () => {
    const href = bookmarkletHref(APP);
    expect(href.startsWith('javascript:')).toBe(true);
    expect(href).not.toMatch(/\n/);
    expect(bookmarkletSource(APP)).not.toMatch(/createElement|import\(|\.src\s*=|fetch\(/);
  });

  it('opens the receive page and sends the page only to Potluck, once it is ready', () => {
    const run = runBookmarklet({});
    expect(run.openedUrls).toEqual([`${APP}${RECEIVE_PATH}${RECEIVE_QUERY}`]);
    // Ignored: another window, another origin, another message.
    run.send({ source: {}, origin: APP, data: { type: READY_MESSAGE } });
    run.send({ source: run.win, origin: 'https://evil.test', data: { type: READY_MESSAGE } });
    run.send({ source: run.win, origin: APP, data: 'hello' });
    expect(run.posted).toEqual([]);

    run.send({ source: run.win, origin: APP, data: { type: READY_MESSAGE } });
    expect(run.posted).toEqual([
      {
        data: {
          type: PAGE_MESSAGE,
          url: 'https://cooking.test/pie',
          html: '<html><h1>Pie</h1></html>',
        },
        target: APP,
      },
    ]);
    // Sent once; later ready messages find no listener.
    expect(run.listeners).toHaveLength(0);
  });

  it('says so when the pop-up is blocked', () => {
    const run = runBookmarklet(null);
    expect(run.alerts).toEqual(['Please allow pop-ups to send this page to Potluck.']);
    expect(run.listeners).toHaveLength(0);
  });
});

describe('readPageMessage', () => {
  const opener = {};
  const page = (data: unknown, origin = 'https://cooking.test', source: unknown = opener) => ({
    data,
    origin,
    source,
  });

  it('accepts a page from the opener, keeping its address when the origin matches', () => {
    expect(
      readPageMessage(
        page({ type: PAGE_MESSAGE, url: 'https://cooking.test/pie', html: '<p>x</p>' }),
        opener,
      ),
    ).toEqual({ html: '<p>x</p>', sourceUrl: 'https://cooking.test/pie' });
  });

  it("drops an address that is not the sender's own or not http(s)", () => {
    for (const url of ['https://other.test/pie', 'javascript:alert(1)', 42, undefined]) {
      expect(readPageMessage(page({ type: PAGE_MESSAGE, url, html: '<p>x</p>' }), opener)).toEqual({
        html: '<p>x</p>',
        sourceUrl: '',
      });
    }
  });

  it('ignores messages from other windows, other shapes, or with no opener', () => {
    const good = { type: PAGE_MESSAGE, url: 'https://cooking.test/', html: '<p>x</p>' };
    expect(readPageMessage(page(good, 'https://cooking.test', {}), opener)).toBeNull();
    expect(readPageMessage(page(good), null)).toBeNull();
    expect(readPageMessage(page({ ...good, type: 'other' }), opener)).toBeNull();
    expect(readPageMessage(page({ ...good, html: 12 }), opener)).toBeNull();
    expect(readPageMessage(page({ ...good, html: '  ' }), opener)).toBeNull();
    expect(readPageMessage(page('just text'), opener)).toBeNull();
    expect(readPageMessage(page(null), opener)).toBeNull();
  });
});
