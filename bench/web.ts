// bench/web: My Recipes with a big library, in headless Chromium (Debian's, as the journeys use).
// Seeds one user with BENCH_WEB_RECIPES (5,000) recipes, opens My Recipes on a desktop screen,
// and measures, in the page:
//   firstCards   navigation start → the first card of the grid in the document;
//   lcp          the largest contentful paint the browser reports;
//   scroll       wheel-scrolling to the end of the grid (every page loaded), with the longest task
//                on the main thread meanwhile (longTask) and how many took over 100 ms;
//   keystroke    the longest input-to-paint time of the keystrokes of a typed search;
//   results      the last keystroke → the grid's count showing the search's answer (the search box
//                waits for a pause in typing first), and which searches the page asked for.
// Prints one summary line. Needs `npm run build` first (npm run bench:web does it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RecipeCardPage } from '../contract/recipes';
import { launchBrowser, DESKTOP } from '../e2e/browser';
import { SESSION_COOKIE } from '../server/auth/sessions';
import { benchEngines, ensureBuilt, startServer } from './lib';
import { seedRecipes } from './seed-recipes';

const RECIPES = Number(process.env.BENCH_WEB_RECIPES ?? 5_000);
const port = Number(process.env.BENCH_PORT ?? 5611);
const SEARCH = process.env.BENCH_WEB_SEARCH ?? 'chicken';
/** Between keystrokes: a quick typist, faster than the search box's pause. */
const TYPING_GAP_MS = 120;
const WHEEL_STEP_PX = 1_500;

interface PageMeasures {
  firstCards: number | null;
  lcp: number;
  longTasks: Array<{ start: number; duration: number }>;
  events: Array<{ name: string; start: number; duration: number }>;
}

declare global {
  interface Window {
    benchMeasures: PageMeasures;
  }
}

async function main() {
  ensureBuilt();
  const engines = benchEngines();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-bench-web-'));
  const token = await seedRecipes(dataDir, engines, {
    recipes: RECIPES,
    users: 2,
    heavyUserRecipes: RECIPES,
  });
  const server = await startServer(port, { DATA_DIR: dataDir, ...engines.settings });
  const browser = await launchBrowser();
  try {
    const headers = { cookie: `${SESSION_COOKIE}=${token}` };
    const searched = (await (
      await fetch(`${server.baseUrl}/api/recipes/cards?search=${SEARCH}&sort=recent&limit=1`, {
        headers,
      })
    ).json()) as RecipeCardPage;

    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: server.baseUrl }]);
    await context.addInitScript(() => {
      const measures: PageMeasures = { firstCards: null, lcp: 0, longTasks: [], events: [] };
      window.benchMeasures = measures;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          measures.longTasks.push({ start: entry.startTime, duration: entry.duration });
        }
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) measures.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          measures.events.push({
            name: entry.name,
            start: entry.startTime,
            duration: entry.duration,
          });
        }
      }).observe({
        type: 'event',
        buffered: true,
        durationThreshold: 16,
      } as PerformanceObserverInit);
      new MutationObserver((_, observer) => {
        if (document.querySelector('section[aria-label="Recipes"] article')) {
          measures.firstCards = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${server.baseUrl}/`);
    await page.waitForFunction(() => window.benchMeasures.firstCards !== null, null, {
      timeout: 30_000,
    });
    await page.waitForTimeout(1_000);
    const loaded = await page.evaluate(() => ({ ...window.benchMeasures }));

    // Scroll to the end: until every page is in and the bottom is on screen.
    const scrollStart = await page.evaluate(() => performance.now());
    const scrollStarted = Date.now();
    let still = 0;
    let lastHeight = 0;
    while (still < 10 && Date.now() - scrollStarted < 300_000) {
      await page.mouse.wheel(0, WHEEL_STEP_PX);
      await page.waitForTimeout(16);
      const { height, atBottom, loading } = await page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        atBottom: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 4,
        loading: document.querySelector('[aria-label="Loading more recipes"]') !== null,
      }));
      still = atBottom && !loading && height === lastHeight ? still + 1 : 0;
      if (atBottom && loading) await page.waitForTimeout(50);
      lastHeight = height;
    }
    const scrollSeconds = (Date.now() - scrollStarted) / 1000;
    const cardsInDocument = await page.evaluate(
      () => document.querySelectorAll('section[aria-label="Recipes"] article').length,
    );
    const lastTitle = await page
      .locator('section[aria-label="Recipes"] article h2')
      .last()
      .innerText();
    const oldest = (
      (await (
        await fetch(`${server.baseUrl}/api/recipes?sort=recent`, { headers })
      ).json()) as Array<{ title: string }>
    ).at(-1)!.title;
    const scrolled = await page.evaluate(
      (since) => window.benchMeasures.longTasks.filter((task) => task.start >= since),
      scrollStart,
    );

    // A typed search.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    const box = page.getByPlaceholder('Search recipes or tags...');
    await box.click();
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/recipes/cards' && url.searchParams.has('search')) {
        searches.push(url.searchParams.get('search')!);
      }
    });
    const answered = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/recipes/cards' && url.searchParams.get('search') === SEARCH;
    });
    const typingStart = await page.evaluate(() => performance.now());
    let lastKeystroke = 0;
    for (const char of SEARCH) {
      lastKeystroke = await page.evaluate(() => performance.now());
      await page.keyboard.type(char);
      await page.waitForTimeout(TYPING_GAP_MS);
    }
    await answered;
    const expected = `${searched.total} recipe`;
    await page.waitForFunction(
      (text) => document.querySelector('main')?.textContent?.includes(text) ?? false,
      expected,
      { timeout: 30_000, polling: 'raf' },
    );
    const resultsShown = await page.evaluate(() => performance.now());
    await page.waitForTimeout(200);
    const typed = await page.evaluate(
      (since) => window.benchMeasures.events.filter((event) => event.start >= since),
      typingStart,
    );
    await context.close();

    const longest = (tasks: Array<{ duration: number }>) =>
      Math.round(Math.max(0, ...tasks.map((task) => task.duration)));
    const keyEvents = typed.filter((event) => /^key|^input|^beforeinput/.test(event.name));
    console.log(
      `bench-web: ${engines.label} recipes=${RECIPES} firstCards=${Math.round(loaded.firstCards!)}ms lcp=${Math.round(loaded.lcp)}ms longTaskLoading=${longest(loaded.longTasks)}ms | scroll=${scrollSeconds.toFixed(1)}s reachedEnd=${lastTitle === oldest ? 'yes' : 'no'} cardsInDocument=${cardsInDocument} longTask=${longest(scrolled)}ms over100=${scrolled.filter((task) => task.duration > 100).length} | search="${SEARCH}" keystroke=${longest(keyEvents)}ms (${keyEvents.length} slow events) results=${Math.round(resultsShown - lastKeystroke)}ms after the last keystroke, pause included (${searched.total} found, ${searches.length} request${searches.length === 1 ? '' : 's'}: ${searches.join(',')})`,
    );
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await engines.cleanUp();
  }
}

await main();
