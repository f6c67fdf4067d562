// The size budgets of the production build (issue 7), checked in `npm test` right after the
// e2e stage's `vite build` (scripts/e2e.mjs), so no second build is needed. Deterministic: the
// same build always gives the same figures. Usage: node scripts/check-size-budgets.mjs [distDir]
import { resolve } from 'node:path';
import { figuresTable } from './bench/report.mjs';
import { analyseBuild } from './bench/size-budgets.mjs';

const distDir = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../dist'));

let analysis;
try {
  analysis = analyseBuild(distDir);
} catch (error) {
  console.error(`[size] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const failed = analysis.figures.filter((figure) => !figure.pass);
console.log(figuresTable(analysis.figures));
for (const figure of failed) {
  console.error(`[size] over budget: ${figure.figure}`);
  if (figure.detail) console.error(JSON.stringify(figure.detail, null, 2));
}
if (failed.length > 0) {
  console.error(`[size] ${failed.length} size budget(s) exceeded (scripts/bench/budgets.mjs; definitions in bench/report.md)`);
  process.exit(1);
}
console.log(`[size] all ${analysis.figures.length} size budgets pass`);
