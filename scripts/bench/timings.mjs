// List and chart timings over the large-data scenario (10,000 synonyms, 5,000 redirects, two years
// of daily KPIs), measured in Chromium driven by Playwright, from outside the app (page-probe.mjs).
//
// Definitions (also in the report):
// - list first render: the list opened from the sidebar of a portal already on screen (another
//   list); from the moment the list's data and code are in the browser (the click, the end of the
//   list's API response or of the last script download before the rows appeared, whichever comes
//   last) to the first paint that shows its rows. Includes reading and
//   decoding the JSON, sorting and filtering, React's render and commit, and the paint.
// - cold load (reported, not budgeted): the same on a full page load of the list's address, where
//   the shell mounts after its scope info and so usually in the same stretch as the list.
// - keystroke: from the keydown in the filter to the paint after the table's row count changed
//   (the filtered list on screen). Every key of `filterText` that changes the list counts; a run's
//   value is its slowest key.
// - chart render: from the moment the chart's data and code are in the browser (the latest API
//   response or script that ended before the chart's first canvas draw) to the paint after its
//   last draw call. The chart's code loads after the numbers are painted (by design), so a data
//   response that arrives first waits for the code, which is download time, not render time.
// - hover: a pointer sweep across every chart panel; the longest main-thread task during the sweep
//   and the 95th percentile of the frame intervals.
import { chromium } from '@playwright/test';
import { timingBudgets, timingRuns } from './budgets.mjs';
import { chromiumArgs, chromiumPath, signInWithPlaywright, viewport } from './chromium.mjs';
import {
  installPageProbe,
  lastApiResponseBefore,
  lastScriptBefore,
  recordFrames,
  watchNextKeystroke,
} from './page-probe.mjs';

// `api`: the list's call; `nav`: its sidebar link; `from`: the screen it is opened from.
export const listScreens = [
  {
    id: 'synonyms',
    path: '/configuration/synonyms/list',
    api: '/EngineSettings/SynonymsForScope',
    nav: 'Synonyms',
    from: '/merchandising/redirects',
    table: 'Synonym rules',
    filter: 'Filter synonym rules',
    filterText: 'jacke',
    rows: 10_000,
  },
  {
    id: 'redirects',
    path: '/merchandising/redirects',
    api: '/EngineSettings/Redirect',
    nav: 'Redirects',
    from: '/configuration/synonyms/list',
    table: 'Redirects',
    filter: 'Filter redirects',
    filterText: 'jacke',
    rows: 5_000,
  },
];

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Two years of days ending yesterday, all five metrics (the mock API keeps two years of history). */
export const chartScreen = {
  id: 'kpi-chart',
  path: '/search/overview',
  search: {
    startDate: day(-730),
    endDate: day(-1),
    metrics: 'volume,interactionRate,interactionsPerNavigation,averageInteractionPosition,revenue',
  },
};

export const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
    : Number.NaN;
};

const withPath = (url, path) => {
  const next = new URL(url);
  next.pathname = path;
  return next.toString();
};

export function withSearch(portalUrl, scopedUrl, path, search = {}) {
  const url = new URL(path, portalUrl);
  // Keep the scope the portal chose after sign-in (customerId, storefrontId, languageCode).
  for (const [key, value] of new URL(scopedUrl).searchParams) url.searchParams.set(key, value);
  for (const [key, value] of Object.entries(search)) url.searchParams.set(key, value);
  return url.toString();
}

const waitForRows = (page, label) =>
  page
    .waitForFunction(
      (table) => {
        const entry = window.__benchProbe.tables[table];
        return entry && entry.painted ? entry : null;
      },
      label,
      { timeout: 60_000 },
    )
    .then((handle) => handle.jsonValue());

/**
 * The end of the latest response of the list's call on the page's clock (performance.now()), or
 * null. From the browser's own record of the request (Playwright's request timing), not the page's
 * resource timing: the long lists are fetched in the list worker, whose requests the page's
 * timeline does not hold.
 */
async function listResponseEnd(page, finished, api) {
  const ends = finished
    .filter((request) => new URL(request.url()).pathname.endsWith(api))
    .map((request) => request.timing())
    .filter((timing) => timing.responseEnd > 0)
    .map((timing) => timing.startTime + timing.responseEnd);
  if (ends.length === 0) return null;
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  return Math.max(...ends) - timeOrigin;
}

/** Every request of `page` and its workers that has finished, from now on. */
function finishedRequests(page) {
  const finished = [];
  page.context().on('requestfinished', (request) => finished.push(request));
  return finished;
}

export async function measureList(page, url, screen) {
  const finished = finishedRequests(page);
  // Opened from the sidebar: the other list's page is on screen, then the user clicks the link.
  await page.goto(withPath(url, screen.from));
  await page.waitForSelector('main table[aria-label] tbody tr[aria-rowindex]', { timeout: 60_000 });
  await page.waitForTimeout(500);
  await page.evaluate(() =>
    window.addEventListener('click', (event) => (window.__benchClick = event.timeStamp), {
      capture: true,
      once: true,
    }),
  );
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: screen.nav, exact: true })
    .click();
  const opened = await waitForRows(page, screen.table);
  if (opened.rowCount < screen.rows)
    throw new Error(
      `${screen.path} shows ${opened.rowCount} rows, expected ${screen.rows}: is the large-data scenario on?`,
    );
  const clicked = await page.evaluate(() => window.__benchClick);
  const openedResponse = await listResponseEnd(page, finished, screen.api);
  if (!clicked || !openedResponse)
    throw new Error(`${screen.path}: no click or no ${screen.api} response before the rows appeared`);
  // The page's code is downloaded on the first visit; when it arrives after the data, that is download time, not render time.
  const code = await page.evaluate(lastScriptBefore, opened.committed);
  const firstRenderMs = opened.painted - Math.max(clicked, openedResponse, code?.responseEnd ?? 0);

  // A full page load of the list's address (reported, not budgeted), then the keystrokes.
  finished.length = 0;
  await page.goto(url);
  const first = await waitForRows(page, screen.table);
  const response = await listResponseEnd(page, finished, screen.api);
  if (!response) throw new Error(`${screen.path}: no ${screen.api} response before the rows appeared`);
  const coldFirstRenderMs = first.painted - response;

  const filter = page.getByRole('textbox', { name: screen.filter });
  await filter.click();
  await page.waitForTimeout(300);
  const keys = [];
  for (const key of screen.filterText) {
    await page.evaluate(watchNextKeystroke, screen.table);
    await page.keyboard.press(key);
    const result = await page.evaluate(() => window.__benchKeystroke);
    if (!result.timedOut) keys.push({ key, ms: result.painted - result.keydown, rowCount: result.rowCount });
    await page.waitForTimeout(150);
  }
  if (keys.length === 0)
    throw new Error(`${screen.path}: typing "${screen.filterText}" never changed the list`);
  await filter.fill('');
  return {
    firstRenderMs,
    coldFirstRenderMs,
    rowCount: first.rowCount,
    keystrokeMs: Math.max(...keys.map((k) => k.ms)),
    keys,
  };
}

async function measureChart(page, url, apiOrigin) {
  await page.goto(url);
  // Settled: every chart panel has a canvas, something was drawn, and nothing for 750 ms.
  await page.waitForFunction(
    () => {
      const probe = window.__benchProbe;
      const panels = [...document.querySelectorAll('main [role=img]')];
      const ready = panels.length > 0 && panels.every((panel) => panel.querySelector('canvas'));
      return (
        ready &&
        probe.draws > 0 &&
        probe.lastDrawPaint > probe.lastDraw &&
        performance.now() - probe.lastDraw > 750
      );
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
  const drawn = await page.evaluate(() => {
    const { firstDraw, lastDraw, lastDrawPaint, draws } = window.__benchProbe;
    return {
      firstDraw,
      lastDraw,
      lastDrawPaint,
      draws,
      panels: document.querySelectorAll('main [role=img] canvas').length,
    };
  });
  const response = await page.evaluate(lastApiResponseBefore, [drawn.firstDraw, apiOrigin]);
  if (!response) throw new Error('chart: no API response before the first draw');
  const code = await page.evaluate(lastScriptBefore, drawn.firstDraw);
  const renderMs = drawn.lastDrawPaint - Math.max(response.responseEnd, code?.responseEnd ?? 0);

  // Hover sweep: left to right across every panel, one pointer move per ~16 ms.
  const intervals = [];
  const longTasks = [];
  const canvases = page.locator('main [role=img] canvas');
  let moves = 0;
  for (let index = 0; index < (await canvases.count()); index += 1) {
    const canvas = canvases.nth(index);
    await canvas.scrollIntoViewIfNeeded();
    await page.waitForTimeout(100);
    const box = await canvas.boundingBox();
    const since = await page.evaluate(() => performance.now());
    await page.evaluate(recordFrames);
    for (let step = 0; step <= 40; step += 1) {
      await page.mouse.move(box.x + (box.width * step) / 40, box.y + box.height / 2);
      moves += 1;
      await page.waitForTimeout(16);
    }
    const frames = await page.evaluate(() => {
      window.__benchFramesStop = true;
      return window.__benchFrames;
    });
    intervals.push(...frames.slice(1).map((time, i) => time - frames[i]));
    longTasks.push(
      ...(await page.evaluate(
        (start) => window.__benchProbe.longTasks.filter((task) => task.start >= start),
        since,
      )),
    );
  }
  const hover = {
    moves,
    longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
    frameP95Ms: percentile(intervals, 95),
    frameMaxMs: Math.max(0, ...intervals),
  };
  return { renderMs, panels: drawn.panels, draws: drawn.draws, hover };
}

/** Runs every timing `runs` times (a full page load each time) and takes the medians. */
export async function measureTimings({ stack, runs = timingRuns, log = console.log }) {
  const apiOrigin = new URL(stack.apiUrl).origin;
  await stack.setScenarios(['large-data']);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(installPageProbe);
    const page = await context.newPage();
    const scoped = await signInWithPlaywright(
      page,
      stack.portalUrl,
      'merchandiser@demo.test',
      listScreens[0].path,
    );
    const perRun = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = { lists: {}, chart: null };
      for (const screen of listScreens) {
        result.lists[screen.id] = await measureList(
          page,
          withSearch(stack.portalUrl, scoped, screen.path),
          screen,
        );
        const measured = result.lists[screen.id];
        log(
          `[bench] ${screen.id} run ${run}: first render ${measured.firstRenderMs.toFixed(1)} ms (${measured.rowCount} rows; cold load ${measured.coldFirstRenderMs.toFixed(1)} ms), slowest keystroke ${measured.keystrokeMs.toFixed(1)} ms`,
        );
      }
      result.chart = await measureChart(
        page,
        withSearch(stack.portalUrl, scoped, chartScreen.path, chartScreen.search),
        apiOrigin,
      );
      log(
        `[bench] chart run ${run}: render ${result.chart.renderMs.toFixed(1)} ms (${result.chart.panels} panels), hover: longest task ${result.chart.hover.longestTaskMs.toFixed(0)} ms, frame p95 ${result.chart.hover.frameP95Ms.toFixed(1)} ms`,
      );
      perRun.push(result);
    }
    const summary = {
      lists: Object.fromEntries(
        listScreens.map((screen) => [
          screen.id,
          {
            path: screen.path,
            rows: perRun[0].lists[screen.id].rowCount,
            firstRenderMs: median(perRun.map((r) => r.lists[screen.id].firstRenderMs)),
            coldFirstRenderMs: median(perRun.map((r) => r.lists[screen.id].coldFirstRenderMs)),
            keystrokeMs: median(perRun.map((r) => r.lists[screen.id].keystrokeMs)),
          },
        ]),
      ),
      chart: {
        path: chartScreen.path,
        search: chartScreen.search,
        renderMs: median(perRun.map((r) => r.chart.renderMs)),
        hoverLongestTaskMs: median(perRun.map((r) => r.chart.hover.longestTaskMs)),
        hoverFrameP95Ms: median(perRun.map((r) => r.chart.hover.frameP95Ms)),
      },
      runs: perRun,
    };
    return summary;
  } finally {
    await browser.close();
    await stack.setScenarios([]);
  }
}

export function timingFigures(summary) {
  const runs = summary.runs.length;
  const rows = [];
  for (const [id, list] of Object.entries(summary.lists)) {
    rows.push(
      {
        id: `timing.${id}.firstRender`,
        figure: `${list.rows.toLocaleString('en')} ${id}: first render of the list, opened from the sidebar (median of ${runs})`,
        budget: timingBudgets.listFirstRenderMs,
        measured: list.firstRenderMs,
        unit: 'ms',
      },
      {
        id: `timing.${id}.keystroke`,
        figure: `${list.rows.toLocaleString('en')} ${id}: keystroke in the filter → list painted (median of ${runs})`,
        budget: timingBudgets.listFilterKeystrokeMs,
        measured: list.keystrokeMs,
        unit: 'ms',
      },
    );
  }
  rows.push(
    {
      id: 'timing.chart.render',
      figure: `Two years of daily KPIs, five metrics: chart render (median of ${runs})`,
      budget: timingBudgets.chartRenderMs,
      measured: summary.chart.renderMs,
      unit: 'ms',
    },
    {
      id: 'timing.chart.hoverLongestTask',
      figure: `Chart hover sweep: longest main-thread task (median of ${runs})`,
      budget: timingBudgets.chartHoverLongestTaskMs,
      measured: summary.chart.hoverLongestTaskMs,
      unit: 'ms',
    },
    {
      id: 'timing.chart.hoverFrameP95',
      figure: `Chart hover sweep: 95th percentile frame time (median of ${runs})`,
      budget: timingBudgets.chartHoverFrameP95Ms,
      measured: summary.chart.hoverFrameP95Ms,
      unit: 'ms',
    },
  );
  return rows.map((row) => ({ ...row, pass: Number.isFinite(row.measured) && row.measured <= row.budget }));
}
