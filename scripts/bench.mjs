// npm run bench: builds the production bundle, checks its size budgets, serves it with the mock API
// and measures in Chromium (Lighthouse, list and chart timings, heap after a tour), then writes
// bench/report.md and bench/report.json (nothing else), and exits non-zero
// when a budget fails. Budgets: scripts/bench/budgets.mjs. Pieces: scripts/bench/*.mjs.
//
//   npm run bench                      everything (about 4–6 minutes on two cores)
//   npm run bench -- --skip-build      measure the existing dist/
//   npm run bench -- --only=size,heap  some stages (size, lighthouse, timings, dialog-open, heap, bulk, bulk-data,
//                                      rule-health, snapshots); the other stages' figures are kept from the last report
//   npm run bench -- --runs=1          fewer runs while iterating
// Environment: BENCH_PORT (first of three ports, default 5491), CHROMIUM_PATH (default /usr/bin/chromium),
// BENCH_BULK_ROWS (rows per bulk import, default 20,000), BENCH_SNAPSHOT_ROWS (rules restored, default 20,000)
// and BENCH_SNAPSHOT_SCENARIO (the snapshots stage's data, default huge-data).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { timingRuns } from './bench/budgets.mjs';
import { chromiumPath } from './bench/chromium.mjs';
import { bulkFigures, measureBulk } from './bench/bulk.mjs';
import { heapFigures, measureHeapTour } from './bench/heap-tour.mjs';
import { lighthouseFigures, measureLighthouse } from './bench/lighthouse.mjs';
import { figuresTable, writeReports } from './bench/report.mjs';
import { analyseBuild } from './bench/size-budgets.mjs';
import { startStack } from './bench/stack.mjs';
import { measureTimings, timingFigures } from './bench/timings.mjs';
import { bulkDataFigures, measureBulkData } from './bench/bulk-data.mjs';
import { dialogOpenFigures, measureDialogOpen } from './bench/dialog-open.mjs';
import { measureRuleHealth } from './bench/rule-health.mjs';
import { measureDormancy } from './bench/rule-health-dormancy.mjs';
import { measureSnapshots, snapshotFigures } from './bench/snapshots.mjs';

const root = resolve(import.meta.dirname, '..');
const stages = [
  'size',
  'lighthouse',
  'timings',
  'dialog-open',
  'heap',
  'bulk',
  'bulk-data',
  'rule-health',
  'snapshots',
];
const { values: options } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    runs: { type: 'string', default: String(timingRuns) },
  },
});
const only = options.only ? options.only.split(',').map((stage) => stage.trim()) : stages;
for (const stage of only)
  if (!stages.includes(stage)) throw new Error(`Unknown stage "${stage}"; stages: ${stages.join(', ')}`);
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
const basePort = Number(process.env.BENCH_PORT || 5491);
const distDir = resolve(root, 'dist');
const log = (message) => console.log(message);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/**
 * A run of some stages keeps the figures and details of the others from the last report, so the
 * report stays complete; the report says which stages this run measured and when the rest was.
 */
function keepEarlierFigures(result, reportPath) {
  if (!existsSync(reportPath)) return;
  const earlier = JSON.parse(readFileSync(reportPath, 'utf8'));
  const fresh = new Map(result.figures.map((figure) => [figure.id, figure]));
  const kept = (earlier.figures ?? []).map((figure) => fresh.get(figure.id) ?? figure);
  const keptIds = new Set(kept.map((figure) => figure.id));
  result.figures = [...kept, ...result.figures.filter((figure) => !keptIds.has(figure.id))];
  for (const key of [
    'size',
    'lighthouse',
    'timings',
    'dialogOpen',
    'heap',
    'bulk',
    'bulkData',
    'ruleHealth',
    'snapshots',
  ])
    if (result[key] === undefined && earlier[key] !== undefined) result[key] = earlier[key];
  result.stageRuns = { ...stageRunsOf(earlier), ...stageRunsOf(result) };
}

/**
 * When and from which commit each stage's figures were measured: `stageRuns` of a report, or for a
 * report written before it was kept, its own stages at its time and the rest at `earlierStagesFrom`.
 */
function stageRunsOf(report) {
  const at = { generatedAt: report.generatedAt, commit: report.commit };
  const measured = Object.fromEntries((report.stages ?? []).map((stage) => [stage, at]));
  if (report.stageRuns) return { ...report.stageRuns, ...measured };
  const rest = report.earlierStagesFrom;
  const others = rest ? Object.fromEntries(stages.map((stage) => [stage, rest])) : {};
  return { ...others, ...measured };
}

const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });
const output = (command, args) => {
  try {
    return execFileSync(command, args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
};

if (only.some((stage) => stage !== 'size') && !existsSync(chromiumPath)) {
  console.error(
    `[bench] no Chromium at ${chromiumPath}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`,
  );
  process.exit(1);
}

const started = Date.now();
const result = {
  generatedAt: new Date().toISOString(),
  commit: output('git', ['rev-parse', 'HEAD']),
  dirty: output('git', ['status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench']) !== '',
  environment: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    loadAverage: loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
    node: process.version,
    chromium: output(chromiumPath, ['--version']),
  },
  stages: only,
  runs,
  figures: [],
  errors: [],
};

if (!options['skip-build']) {
  log('[bench] building the production bundle…');
  run(process.execPath, ['scripts/generate.mjs']);
  run(resolve(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn']);
  log(`[bench] built (${seconds(started)})`);
}

// Size budgets (also the route list for the heap tour).
const size = analyseBuild(distDir);
if (only.includes('size')) {
  result.size = size;
  result.figures.push(...size.figures);
}
const tourRoutes = size.details.routes
  .map((route) => route.route)
  .filter((route) => route !== '/' && !route.startsWith('/auth/') && route !== '/diagnostics')
  .sort();

const browserStages = only.filter((stage) => stage !== 'size');
if (browserStages.length > 0) {
  const stack = await startStack({ distDir, basePort });
  log(`[bench] portal ${stack.portalUrl} (live mode), mock API ${stack.apiUrl}`);
  const stage = async (name, measure) => {
    if (!only.includes(name)) return;
    const since = Date.now();
    try {
      await measure();
    } catch (error) {
      result.errors.push(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      console.error(`[bench] ${name} failed:`, error);
    }
    log(`[bench] ${name} done (${seconds(since)})`);
  };
  try {
    await stage('lighthouse', async () => {
      result.lighthouse = await measureLighthouse({ portalUrl: stack.portalUrl, runs, log });
      result.figures.push(...lighthouseFigures(result.lighthouse));
    });
    await stage('timings', async () => {
      result.timings = await measureTimings({ stack, runs, log });
      result.figures.push(...timingFigures(result.timings));
    });
    await stage('dialog-open', async () => {
      result.dialogOpen = await measureDialogOpen({ stack, runs, log });
      result.figures.push(...dialogOpenFigures(result.dialogOpen));
    });
    await stage('heap', async () => {
      result.heap = await measureHeapTour({ stack, routes: tourRoutes, log });
      result.figures.push(...heapFigures(result.heap));
    });
    await stage('bulk', async () => {
      result.bulk = await measureBulk({ stack, log });
      result.figures.push(...bulkFigures(result.bulk));
    });
    await stage('bulk-data', async () => {
      result.bulkData = await measureBulkData({ stack, runs, log });
      result.figures.push(...bulkDataFigures(result.bulkData));
    });
    await stage('rule-health', async () => {
      result.ruleHealth = [await measureRuleHealth({ runs, log }), await measureDormancy({ stack, log })];
      result.figures.push(...result.ruleHealth);
    });
    await stage('snapshots', async () => {
      result.snapshots = await measureSnapshots({ stack, log });
      result.figures.push(...snapshotFigures(result.snapshots));
    });
  } finally {
    await stack.stop();
  }
}

result.durationSeconds = Math.round((Date.now() - started) / 1000);
if (options.only) keepEarlierFigures(result, resolve(root, 'bench/report.json'));
writeReports({ reportDir: resolve(root, 'bench'), result });

const failed = result.figures.filter((figure) => !figure.pass);
log('');
log(figuresTable(result.figures));
log('');
log(
  `[bench] ${result.figures.length - failed.length} of ${result.figures.length} budgets pass; ${result.errors.length} stage error(s); ${result.durationSeconds} s. Report: bench/report.md`,
);
process.exitCode = failed.length > 0 || result.errors.length > 0 ? 1 : 0;
