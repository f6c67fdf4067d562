// Heap after a tour: one signed-in tab visits every screen of the portal once, navigating inside
// the app as a user does (no reloads), then the JS heap is measured after a forced garbage
// collection (CDP HeapProfiler.collectGarbage + Runtime.getHeapUsage).
//
// The internal developer account with experimental features switched on sees every page (spec §6),
// so the tour reaches them all. The screens come from the route files of the build (size-budgets.mjs).
import { chromium } from '@playwright/test';
import { heapBudgets } from './budgets.mjs';
import { chromiumArgs, chromiumPath, signInWithPlaywright, viewport } from './chromium.mjs';

const EXPERIMENTAL_FLAG = 'engine-portal.experimentalFeatures'; // src/app/local-flags.ts

/** Resolves once the page has had no request in flight for `quietMs` (or after `maxMs`). */
function networkQuiet(page, quietMs = 500, maxMs = 15_000) {
  return new Promise((resolve) => {
    let inFlight = 0;
    let quietTimer = null;
    const arm = () => {
      clearTimeout(quietTimer);
      if (inFlight === 0) quietTimer = setTimeout(done, quietMs);
    };
    const started = () => {
      inFlight += 1;
      clearTimeout(quietTimer);
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      arm();
    };
    const done = () => {
      clearTimeout(maxTimer);
      clearTimeout(quietTimer);
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    };
    const maxTimer = setTimeout(done, maxMs);
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    arm();
  });
}

/** In the page: an in-app navigation, as a Link click does (TanStack Router listens to pushState). */
function pushRoute(href) {
  const index = (window.history.state?.__TSR_index ?? 0) + 1;
  window.history.pushState(
    { ...window.history.state, __TSR_index: index, key: Math.random().toString(36).slice(2) },
    '',
    href,
  );
}

async function heapUsage(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize, totalSize } = await cdp.send('Runtime.getHeapUsage');
  return { usedSize, totalSize };
}

export async function measureHeapTour({ stack, routes, log = console.log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport });
    await context.addInitScript((key) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'true');
    }, EXPERIMENTAL_FLAG);
    const page = await context.newPage();
    const scoped = await signInWithPlaywright(
      page,
      stack.portalUrl,
      'developer@internal.demo.test',
      routes[0],
    );
    const scopeSearch = new URL(scoped).search;
    await networkQuiet(page);
    const cdp = await context.newCDPSession(page);
    const afterSignIn = await heapUsage(cdp);
    const visited = [];
    for (const route of routes) {
      const settled = networkQuiet(page);
      await page.evaluate(pushRoute, `${route}${scopeSearch}`);
      await page.locator('main').first().waitFor();
      await settled;
      const shown = new URL(page.url()).pathname;
      const heading = await page
        .locator('main h1')
        .first()
        .textContent({ timeout: 2000 })
        .catch(() => null);
      visited.push({ route, shown, heading });
    }
    const afterTour = await heapUsage(cdp);
    log(
      `[bench] heap tour: ${visited.length} screens, ${(afterTour.usedSize / 1048576).toFixed(1)} MB used after GC (${(afterSignIn.usedSize / 1048576).toFixed(1)} MB after sign-in)`,
    );
    const notShown = visited.filter((visit) => visit.shown !== visit.route);
    return { afterSignIn, afterTour, visited, notShown };
  } finally {
    await browser.close();
  }
}

export function heapFigures(result) {
  return [
    {
      id: 'heap.tour',
      figure: `JS heap after visiting all ${result.visited.length} screens once (after GC)`,
      budget: heapBudgets.tourHeapBytes,
      measured: result.afterTour.usedSize,
      unit: 'bytes',
      pass: result.afterTour.usedSize < heapBudgets.tourHeapBytes,
      detail: result.notShown.length ? { redirected: result.notShown } : undefined,
    },
  ];
}
