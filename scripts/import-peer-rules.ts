// Which of the extractor's rules decided the pages it gets wrong (`npm run score:import:rules`):
// runs the import scorer (read-only, in ../shared/tools) with one of the peers, the peer noting
// each page's decisions (import-peer-record.ts), then prints, for each page not read in full, its
// scores beside the rule that decided each choice, and how often each rule decided those pages
// against all pages.
//
//   tsx scripts/import-peer-rules.ts [--variant stripped|renamed|boxes|unnamed|lines|foreign]
//                                    [--corpus DIR] [--scorer FILE] [--only REGEX]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    variant: { type: 'string' },
    corpus: { type: 'string', default: '../shared/import-corpus' },
    scorer: { type: 'string', default: '../shared/tools/import-score.mjs' },
    only: { type: 'string' },
  },
});
const peer = `./scripts/import-peer${values.variant ? `-${values.variant}` : ''}.ts`;
if (!fs.existsSync(peer)) throw new Error(`no peer ${peer}`);

interface Case {
  id: string;
  full: boolean;
  title: boolean;
  ingredients: { f1: number } | null;
  steps: { f1: number } | null;
}
type Decisions = Record<string, string>;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
const scores = path.join(work, 'scores.json');
const rules = path.join(work, 'rules.jsonl');
const run = spawnSync(
  'npx',
  [
    'tsx',
    values.scorer,
    '--corpus',
    values.corpus,
    '--peer',
    peer,
    '--json',
    scores,
    ...(values.only ? ['--only', values.only] : []),
  ],
  { env: { ...process.env, IMPORT_PEER_RULES: rules }, encoding: 'utf8' },
);
const summary = run.stdout.trim().split('\n').at(-1) ?? '';
if (run.status !== 0 || !fs.existsSync(scores)) {
  process.stderr.write(run.stderr);
  throw new Error(`the scorer did not run: ${summary}`);
}

const decisionsById = new Map<string, Decisions>();
for (const line of fs.readFileSync(rules, 'utf8').split('\n').filter(Boolean)) {
  const { url, decisions } = JSON.parse(line) as { url: string; decisions: Decisions };
  decisionsById.set(decodeURIComponent(new URL(url).pathname.slice(1)), decisions);
}
const cases = (JSON.parse(fs.readFileSync(scores, 'utf8')) as { cases: Case[] }).cases;
const failing = cases.filter((c) => !c.full);
const f3 = (n: number | undefined) => (n === undefined ? 'n/a' : n.toFixed(3));

console.log(`${failing.length} of ${cases.length} pages not read in full (${peer}):\n`);
for (const c of failing) {
  const scored = `title=${c.title ? 1 : 0} ingF1=${f3(c.ingredients?.f1)} stepsF1=${f3(c.steps?.f1)}`;
  const decided = Object.entries(decisionsById.get(c.id) ?? {})
    .map(([choice, rule]) => `${choice}: ${rule}`)
    .join('; ');
  console.log(`${c.id}  ${scored}\n    ${decided}`);
}

// How often each rule decided a failing page, and all pages, per choice.
const tally = new Map<string, { failing: number; all: number }>();
for (const c of cases) {
  for (const [choice, rule] of Object.entries(decisionsById.get(c.id) ?? {})) {
    const key = `${choice}: ${rule}`;
    const counts = tally.get(key) ?? { failing: 0, all: 0 };
    counts.all++;
    if (!c.full) counts.failing++;
    tally.set(key, counts);
  }
}
console.log('\nrules that decided (failing pages / all pages):');
for (const [key, counts] of [...tally].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`  ${String(counts.failing).padStart(4)} / ${String(counts.all).padEnd(4)} ${key}`);
console.log(`\n${summary}`);
fs.rmSync(work, { recursive: true, force: true });
