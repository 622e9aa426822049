// bench/lighthouse: Lighthouse's mobile performance score (its default throttling: a slow 4G
// link and a 4× slower processor) of the two pages a visit starts on, on this machine:
//   landing      `/` signed out;
//   my-recipes   `/` signed in, with BENCH_LIGHTHOUSE_RECIPES (5) recipes.
// Each page is measured BENCH_LIGHTHOUSE_RUNS (3) times in Debian's Chromium; the line gives the
// median run's score with its total blocking time, largest contentful paint and script
// evaluation, and every run's score. Lighthouse 12 runs through npx (it is not a dependency).
// Needs `npm run build` first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from '../e2e/browser';
import { SESSION_COOKIE } from '../server/auth/sessions';
import { benchEngines, ensureBuilt, startServer } from './lib';
import { seedRecipes } from './seed-recipes';

const RECIPES = Number(process.env.BENCH_LIGHTHOUSE_RECIPES ?? 5);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 5612);
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE_PACKAGE ?? 'lighthouse@12';

interface Run {
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
  scriptMs: number;
}

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

function runLighthouse(url: string, headers: Record<string, string>): Promise<Run> {
  const args = [
    '-y',
    LIGHTHOUSE,
    url,
    '--chrome-flags=--headless --no-sandbox --disable-gpu',
    '--only-categories=performance',
    '--output=json',
    '--quiet',
  ];
  if (Object.keys(headers).length > 0) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}`));
      const report = JSON.parse(output) as LighthouseReport;
      const audit = (name: string) => Math.round(report.audits[name]?.numericValue ?? NaN);
      resolve({
        score: Math.round(report.categories.performance.score * 100),
        tbt: audit('total-blocking-time'),
        lcp: audit('largest-contentful-paint'),
        fcp: audit('first-contentful-paint'),
        scriptMs: audit('bootup-time'),
      });
    });
  });
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try again. */
async function runWithRetry(url: string, headers: Record<string, string>): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, headers);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<string> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runWithRetry(url, headers));
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `score=${median.score} tbt=${median.tbt}ms lcp=${median.lcp}ms fcp=${median.fcp}ms script=${median.scriptMs}ms (runs ${runs.map((run) => run.score).join(',')})`;
}

async function main() {
  ensureBuilt();
  const engines = benchEngines();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-bench-lighthouse-'));
  const token = await seedRecipes(dataDir, engines, {
    recipes: RECIPES,
    users: 2,
    heavyUserRecipes: RECIPES,
  });
  const server = await startServer(port, { DATA_DIR: dataDir, ...engines.settings });
  try {
    const landing = await measure(`${server.baseUrl}/`);
    const myRecipes = await measure(`${server.baseUrl}/`, {
      Cookie: `${SESSION_COOKIE}=${token}`,
    });
    console.log(
      `bench-lighthouse: ${engines.label} mobile | landing ${landing} | my-recipes (${RECIPES} recipes) ${myRecipes}`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await engines.cleanUp();
  }
}

await main();
