// The size budgets of the production build, checked in `npm test` right after the
// e2e stage's `vite build` (scripts/e2e.mjs), so no second build is needed. Deterministic: the
// same build always gives the same figures. Usage: node scripts/check-size-budgets.mjs [distDir]
import { resolve } from 'node:path';
import { figuresTable } from './bench/report.mjs';
import { pendingSizeBudgets } from './bench/budgets.mjs';
import { analyseBuild } from './bench/size-budgets.mjs';

const distDir = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../dist'));

let analysis;
try {
  analysis = analyseBuild(distDir);
} catch (error) {
  console.error(`[size] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const failed = analysis.figures.filter((figure) => !figure.pass && !pendingSizeBudgets.has(figure.id));
const pending = analysis.figures.filter((figure) => pendingSizeBudgets.has(figure.id));
console.log(figuresTable(analysis.figures));
for (const figure of pending) {
  if (figure.pass)
    console.warn(
      `[size] ${figure.figure} now passes: remove '${figure.id}' from pendingSizeBudgets (scripts/bench/budgets.mjs) so npm test enforces it`,
    );
  else
    console.warn(
      `[size] not met yet, not enforced (pendingSizeBudgets in scripts/bench/budgets.mjs): ${figure.figure}`,
    );
}
for (const route of analysis.details.firstScreenPendingNowPassing) {
  console.warn(
    `[size] ${route} now meets the first-screen budget: remove it from firstScreenPendingRoutes (scripts/bench/budgets.mjs) so npm test holds it there`,
  );
}
for (const figure of failed) {
  console.error(`[size] over budget: ${figure.figure}`);
  if (figure.detail) console.error(JSON.stringify(figure.detail, null, 2));
}
if (failed.length > 0) {
  console.error(
    `[size] ${failed.length} size budget(s) exceeded (scripts/bench/budgets.mjs; definitions in bench/report.md)`,
  );
  process.exit(1);
}
const unmet = pending.filter((figure) => !figure.pass).length;
console.log(
  `[size] ${analysis.figures.length - unmet} of ${analysis.figures.length} size budgets pass${unmet ? `; ${unmet} not met yet and not enforced` : ''}`,
);
