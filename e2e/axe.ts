// axe-core run inside a page: WCAG 2.2 A and AA rules and axe's best practices (landmarks,
// heading order), as a list of violations readable in a test failure.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeFinding {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** The violations on the page as it is now (dialogs and menus included when open). */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the debugging protocol, so the page's own script policy is not involved.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } })
      .axe;
    type AxeResults = {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: string[]; failureSummary?: string }>;
      }>;
    };
    const results = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 6)
        .map((node) => `${node.target.join(' ')} :: ${node.failureSummary ?? ''}`.slice(0, 300)),
    }));
  });
}
