// One way to start Debian's Chromium for the journeys; never a downloaded browser.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve(
  process.env.E2E_SCREENSHOT_DIR ?? path.join(import.meta.dirname, 'screenshots'),
);

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Launches Chromium. Every page of every context it opens is watched for Content-Security-Policy
 * refusals (the app's policy must never block the app itself); closing the browser fails the
 * journey if any was seen.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  const browser = await startChromium();
  const violations: string[] = [];
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    // The console line names no element; the event does.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const target = event.target as Element | null;
        console.error(
          `Content Security Policy: ${event.violatedDirective} refused ${event.sample || event.blockedURI}` +
            ` on ${target?.outerHTML?.slice(0, 200) ?? 'the document'}`,
        );
      });
    });
    context.on('console', (message) => {
      if (!/Content Security Policy/i.test(message.text())) return;
      const { url, lineNumber, columnNumber } = message.location();
      violations.push(`${message.text()} (at ${url}:${lineNumber}:${columnNumber})`);
    });
    return context;
  };
  const close = browser.close.bind(browser);
  browser.close = async (...args) => {
    await close(...args);
    if (violations.length > 0) {
      throw new Error(`Content-Security-Policy refused part of the app:\n${violations.join('\n')}`);
    }
  };
  return browser;
}

function startChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/**
 * Saves a full-page screenshot as e2e/screenshots/<name>.png (or under E2E_SCREENSHOT_DIR), for
 * people to look at.
 */
export async function snap(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Finite animations (a dialog opening) are run to their end first.
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** Screenshots the page at phone and then desktop width, as <name>-phone and <name>-desktop. */
export async function snapBoth(page: Page, name: string) {
  const before = page.viewportSize();
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    await snap(page, `${name}-${label}`);
  }
  if (before) await page.setViewportSize(before);
}
