// The one browser lifecycle of the journeys, as Vitest fixtures: a journey file writes
// `it('…', async ({ newContext }) => { … })` and gets Debian's Chromium launched once for the
// file (browser.ts: the flags, and the Content-Security-Policy watch that fails the file when
// the browser closes), a fresh context per person, and every context it opened closed when the
// journey ends, whether it passed or not.
import { test } from 'vitest';
import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import { launchBrowser } from './browser';

/** Opens a browser context (a person with their own cookies) that closes when the journey ends. */
export type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

export const it = test
  // Vitest reads a fixture's dependencies from its destructured first argument; this one has none.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('newContext', async ({ browser }, { onCleanup }): Promise<NewContext> => {
    const open = new Set<BrowserContext>();
    onCleanup(async () => {
      for (const context of open) await context.close();
    });
    return async (options) => {
      const context = await browser.newContext(options);
      open.add(context);
      context.once('close', () => open.delete(context));
      return context;
    };
  });
