// Writes bench/report.md (figure · budget · before · measured · pass, then the details) and
// bench/report.json; nothing else. "Before" is the figure of the same id in bench/before.json.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { bulkDataGrowthTable } from './bulk-data.mjs';
import { snapshotDetails } from './snapshots.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatValue(value, unit) {
  if (value === null || value === undefined || Number.isNaN(value)) return 'n/a';
  switch (unit) {
    case 'bytes':
      return value >= 1024 * 1024 ? `${(value / 1048576).toFixed(1)} MB` : kb(value);
    case 'ms':
      return `${value < 100 && !Number.isInteger(value) ? value.toFixed(1) : Math.round(value)} ms`;
    case 'percent':
      return `${value.toFixed(1)} %`;
    case 'cls':
      return value.toFixed(3);
    default:
      return String(Math.round(value * 10) / 10);
  }
}

function formatBudget(figure) {
  const value = formatValue(figure.budget, figure.unit);
  if (figure.unit === 'count' && figure.budget === 0) return 'none';
  if (figure.id === 'heap.tour') return `< ${value}`;
  return figure.budgetKind === 'min' ? `≥ ${value}` : `≤ ${value}`;
}

/** `before`: figures by id (bench/before.json); with it, a "Before" column. */
export function figuresTable(figures, before = null) {
  const escape = (text) => String(text).replaceAll('|', '\\|');
  const earlier = (figure) => {
    const old = before?.get(figure.id);
    return old ? formatValue(old.measured, old.unit) : '–';
  };
  return [
    before ? '| Figure | Budget | Before | Measured | Pass |' : '| Figure | Budget | Measured | Pass |',
    before ? '| --- | --- | --- | --- | --- |' : '| --- | --- | --- | --- |',
    ...figures.map(
      (figure) =>
        `| ${escape(figure.figure)} | ${formatBudget(figure)} |${before ? ` ${earlier(figure)} |` : ''} ${formatValue(figure.measured, figure.unit)} | ${figure.pass ? '✅' : '❌ FAIL'} |`,
    ),
  ].join('\n');
}

/** The figures of bench/before.json by id, or null without that file. */
export function readBefore(reportDir) {
  const path = `${reportDir}/before.json`;
  if (!existsSync(path)) return null;
  const { figures } = JSON.parse(readFileSync(path, 'utf8'));
  return new Map(figures.map((figure) => [figure.id, figure]));
}

const definitions = `## Definitions

- **Entry JS**: the chunk of \`index.html\` plus every chunk it imports statically, transitively (Vite's \`dist/.vite/manifest.json\`), gzip (zlib default level, as \`npm start\` serves it).
- **First signed-in screen**: per page a bookmark can open (every route but \`/\`, the sign-in callbacks and diagnostics), the JS and CSS a cold load fetches before that page can paint: what \`index.html\` loads (its module script with that chunk's static imports, every \`modulepreload\` and stylesheet), the English catalog \`src/main.tsx\` awaits, the portal layout route and the page's route chunks with their static imports, and the CSS those chunks import; gzip. Not counted: \`import()\` after the paint (charts, transfer kit), the German catalog, \`/config.json\` and API data. Budgeted on the heaviest page; listed per page below (\`scripts/bench/size-budgets.mjs\`).
- **Shell**: what every signed-in page loads before its route: the entry, the App chunk that \`src/main.tsx\` always imports, and the portal layout route (\`src/routes/_portal.tsx\`), each with its static imports. Reported, not budgeted.
- **A route's own chunks**: the lazy chunks TanStack Router splits off the route file (\`?tsr-split=…\`) plus every chunk they import statically that the shell does not already load. A chunk shared by several routes counts for each of them (what opening that route first downloads). Chunks the route loads later with \`import()\` (charts) are listed separately and are not part of it.
- **nivo only in chart chunks**: no chunk with a module of \`@nivo/*\` may be reachable from the entry, the shell or any route without crossing an \`import()\` (module ids per chunk from \`dist/.vite/chunks.json\`, written by \`scripts/bench/chunk-modules-plugin.mjs\`).
- **MSW and faker only in the mock-mode chunk**: modules of \`msw\`, \`@mswjs/*\`, \`@faker-js/*\` and \`mocks/\` may only be in the chunk of \`import('@mocks/browser')\` (started by \`src/main.tsx\` in mock mode) and the chunks it imports, and none of those may be reachable from the entry, the shell or a route without an \`import()\`.
- **Icon fonts**: font files or \`@font-face\` families named like an icon set, or an icon-font package among the modules.
- **Lighthouse**: performance category, twice per page: the desktop preset, and Lighthouse's default configuration (**mobile**: a phone screen, slow 4G simulated at 1.6 Mbit/s with 150 ms round trips, CPU 4× slower), both with simulated throttling (Lantern, so a busy machine matters less than for the timings), on the production bundle in live mode (\`scripts/start.mjs\`) against the mock API over HTTP (\`mocks/server.ts\`), signed in: the bench signs in once in a tab and hands that tab to Lighthouse with \`disableStorageReset\` (the session lives in the tab's sessionStorage); the HTTP cache is cleared before every run.
- **List first render**: the list opened from the sidebar while the portal shows another list (large-data scenario); from the moment its data and code are in the browser (the click, the end of the list's API response or of the last script download before its rows appeared, whichever comes last; resource timing) to the first paint showing its rows. Includes decoding, sorting, rendering and painting. The same on a full page load of the list's address is reported in the timing runs as "cold load", not budgeted: there the portal's shell mounts once its scope info has arrived, usually in the same stretch as the list, and the page's speed on a cold load is what the Lighthouse budgets measure.
- **Keystroke**: from the keydown in the list's filter to the paint after the table's row count changed; a run counts its slowest key.
- **Chart render**: two years of daily KPIs with all five metrics on /search/overview; from the moment the chart's data and code are in the browser (the end of the last API response or script download before the chart's first canvas draw) to the paint after its last draw. The chart's code is downloaded after the numbers are painted, by design.
- **Hover**: a pointer sweep across every chart panel (41 moves each, ~16 ms apart): the longest main-thread task and the 95th percentile of the frame intervals during the sweeps.
- **Dialog opening**: on /configuration/synonyms/list (desktop, no throttling), signed in and settled (network idle: the page requests its dialogs' code once it is idle), from the press on "New synonym rule" (the pointerdown event's timestamp) to the first animation frame in which the dialog has a size on screen; the first opening, then, after Escape, the second.
- **Heap**: one tab, signed in as the internal developer with experimental features on, visits every route once by in-app navigation; JS heap used after two forced garbage collections (CDP).
- **Snapshots** (stage \`snapshots\`, \`scripts/bench/snapshots.mjs\`): /configuration/snapshots, signed in as the merchandiser, in the huge-data scope (100,000 synonyms, 50,000 redirects and the demo scope's other rule types), on the production bundle in live mode against the mock API over HTTP. Each time is taken by the page itself (\`performance.now()\`): from a capture-phase listener of the click to the first task after the next animation frame once the result is in the DOM.
- **Snapshot**: from the click on "Take snapshot" to the paint of the Snapshots table with one row more (every rule read through the API, kept in IndexedDB, the list read back). Two snapshots: the first into an empty IndexedDB, the second after 20,000 rules were changed on the server through the mock API with the merchandiser's token (per five: two synonyms changed, one deleted, one added, one redirect changed); the slower counts.
- **Compare**: the older snapshot picked under "Compare", the newer under "with"; from the click on the Compare button to the paint once its spinner has come and gone and the Differences table is there (both snapshots loaded from IndexedDB and compared, the counts and the first page of differences rendered). **Longest task**: the longest \`longtask\` entry (PerformanceObserver) that started in that window. **Heap**: then, with the comparison on screen, JS heap used after two forced garbage collections (CDP); with the IndexedDB usage from \`navigator.storage.estimate()\` (\`usageDetails.indexedDB\`), reported, not budgeted.
- **Restore**: with the 20,000 changes on the server, the oldest snapshot is compared with the live scope and "Select all shown differences" checked; from the click on "Restore selected (20,000)" to the paint of the job's progress reading "20,000 of 20,000 rows done" (finished: journal flushed, the running figures gone). It includes the snapshot the page takes before a restore and all the page does per row; rows per second = 20,000 / that time. The details split it at the first DOM change that shows the job running: before it the snapshot and the job's start, after it the writing. The bench is disconnected from the browser while the job runs (as in the bulk stage: a DevTools client costs the browser CPU per request). Then the same against the mock's limit of 200 writes per second (the changes made again first, without the limit). **Not restored**: after each restore, synonyms and redirects missing, different or extra on the server compared with its rules before the changes.
- **Timings** are the median of the runs; wall-clock, so a busy machine makes them worse.`;

function sizeDetails(size) {
  const { details } = size;
  const lines = ['## Bundle details', ''];
  lines.push(
    `- Entry: ${kb(details.entry.gzip)} gzip in ${details.entry.files.length} files (${details.entry.files.join(', ')})`,
  );
  lines.push(
    `- Shell (entry + App + portal layout): ${kb(details.shell.gzip)} gzip in ${details.shell.files.length} files`,
  );
  lines.push(`- CSS: ${details.css.map((css) => `${css.file} ${kb(css.gzip)}`).join(', ')}`);
  lines.push(
    `- Chunks with nivo: ${details.nivoChunks.map((chunk) => `${chunk.file} ${kb(chunk.gzip)}`).join(', ') || 'none'}`,
  );
  lines.push(
    `- Mock-mode chunk (\`import('@mocks/browser')\`): ${kb(details.mockChunk.gzip)} gzip (${details.mockChunk.files.join(', ')})`,
  );
  if (details.firstScreens?.length) {
    lines.push(
      '',
      '| Page opened first | JS + CSS before its first paint, gzip | of it CSS | Files |',
      '| --- | --- | --- | --- |',
    );
    for (const screen of details.firstScreens)
      lines.push(`| ${screen.route} | ${kb(screen.gzip)} | ${kb(screen.cssGzip)} | ${screen.files.length} |`);
  }
  lines.push(
    '',
    '| Route | Own chunks, gzip | Files | Loaded later with import() |',
    '| --- | --- | --- | --- |',
  );
  for (const route of details.routes) {
    const lazy = route.lazyChunks
      .map((chunk) => `${chunk.file.replace('assets/', '')} ${kb(chunk.gzip)}`)
      .join(', ');
    lines.push(`| ${route.route} | ${kb(route.gzip)} | ${route.files.length} | ${lazy || '–'} |`);
  }
  return lines.join('\n');
}

function lighthouseDetails(results) {
  const lines = [
    '## Lighthouse runs',
    '',
    '| Page | Configuration | Run | Score | TBT | LCP | CLS | FCP |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const result of results) {
    result.runs.forEach((run, index) => {
      lines.push(
        `| ${result.path} (${result.email}) | ${result.form ?? 'desktop'} | ${index + 1} | ${run.performance} | ${formatValue(run.totalBlockingTimeMs, 'ms')} | ${formatValue(run.largestContentfulPaintMs, 'ms')} | ${formatValue(run.cumulativeLayoutShift, 'cls')} | ${formatValue(run.firstContentfulPaintMs, 'ms')} |`,
      );
    });
  }
  return lines.join('\n');
}

function timingDetails(timings) {
  const lines = [
    '## Timing runs',
    '',
    '| Run | Screen | First render (from the sidebar) | Cold load (not budgeted) | Slowest keystroke | Keys (ms → rows) |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  timings.runs.forEach((run, index) => {
    for (const [id, list] of Object.entries(run.lists)) {
      const keys = list.keys.map((key) => `${key.key}: ${Math.round(key.ms)} → ${key.rowCount}`).join(', ');
      lines.push(
        `| ${index + 1} | ${id} (${list.rowCount} rows) | ${formatValue(list.firstRenderMs, 'ms')} | ${formatValue(list.coldFirstRenderMs, 'ms')} | ${formatValue(list.keystrokeMs, 'ms')} | ${keys} |`,
      );
    }
  });
  lines.push(
    '',
    '| Run | Chart render | Panels | Hover: longest task | Hover: frame p95 | Hover: longest frame |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  timings.runs.forEach((run, index) => {
    const { chart } = run;
    lines.push(
      `| ${index + 1} | ${formatValue(chart.renderMs, 'ms')} | ${chart.panels} | ${formatValue(chart.hover.longestTaskMs, 'ms')} | ${formatValue(chart.hover.frameP95Ms, 'ms')} | ${formatValue(chart.hover.frameMaxMs, 'ms')} |`,
    );
  });
  return lines.join('\n');
}

function heapDetails(heap) {
  return [
    '## Heap tour',
    '',
    `After sign-in: ${formatValue(heap.afterSignIn.usedSize, 'bytes')}; after the tour: ${formatValue(heap.afterTour.usedSize, 'bytes')} used of ${formatValue(heap.afterTour.totalSize, 'bytes')} allocated.`,
    '',
    `Screens: ${heap.visited.map((visit) => visit.route + (visit.shown !== visit.route ? ` (→ ${visit.shown})` : '')).join(', ')}`,
  ].join('\n');
}

function bulkDataDetails(bulk) {
  return [
    '## Bulk data: 1,000 → 10,000 → 100,000 synonyms',
    '',
    'The synonyms list and an import of a CSV with as many rows as the scope holds (a tenth changed, a tenth new), over the mock scenarios medium-data, large-data and huge-data. Per-row cost should stay flat: the "per 1,000" columns should not grow with the size (fixed costs make them shrink). The import is read and compared in a Web Worker; the longest main-thread task while it runs is listed.',
    '',
    bulkDataGrowthTable(bulk),
  ].join('\n');
}

/** Which stages this run measured, and when and at which commit the figures of the others were. */
function stageRunLines(result) {
  const earlier = Map.groupBy(
    Object.entries(result.stageRuns).filter(([stage]) => !result.stages.includes(stage)),
    ([, run]) => `${run.generatedAt} (commit \`${run.commit}\`)`,
  );
  return [
    `This run measured the stages ${result.stages.join(', ')}.`,
    ...[...earlier].map(
      ([when, entries]) => `Kept from the run of ${when}: ${entries.map(([stage]) => stage).join(', ')}.`,
    ),
  ];
}

export function writeReports({ reportDir, result }) {
  const { figures } = result;
  const failed = figures.filter((figure) => !figure.pass);
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(`${reportDir}/report.json`, `${JSON.stringify(result, null, 2)}\n`);

  const env = result.environment;
  const md = [
    '# Engine Portal benchmark',
    '',
    `Generated by \`npm run bench\` on ${result.generatedAt} from commit \`${result.commit}\`${result.dirty ? ' (with uncommitted changes)' : ''}.`,
    `Machine: ${env.cpus} × ${env.cpuModel}, load average ${env.loadAverage} at the start; Node ${env.node}; ${env.chromium}.`,
    ...(result.stageRuns ? stageRunLines(result) : []),
    '',
    failed.length === 0
      ? `**All ${figures.length} budgets pass.**`
      : `**${failed.length} of ${figures.length} budgets fail.**`,
    '',
    'Before: the same figure in `bench/before.json`, measured before Vite, TanStack Router, React Query, Lingui and zod were used as they ship (the old boot sequence, stand-in controls and build plugins); – where the figure is new or its definition changed.',
    '',
    figuresTable(figures, readBefore(reportDir)),
    ...(result.errors.length ? ['', '## Errors', '', ...result.errors.map((error) => `- ${error}`)] : []),
    '',
    definitions,
    '',
    ...(result.size ? [sizeDetails(result.size), ''] : []),
    ...(result.lighthouse ? [lighthouseDetails(result.lighthouse), ''] : []),
    ...(result.timings ? [timingDetails(result.timings), ''] : []),
    ...(result.heap ? [heapDetails(result.heap), ''] : []),
    ...(result.bulkData ? [bulkDataDetails(result.bulkData), ''] : []),
    ...(result.snapshots ? [snapshotDetails(result.snapshots), ''] : []),
  ].join('\n');
  writeFileSync(`${reportDir}/report.md`, md);
}
