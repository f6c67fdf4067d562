// Lighthouse (performance category) on signed-in pages, twice over: its desktop preset, and its
// default configuration, a phone on slow 4G with a 4× slower CPU, both simulated (Lantern).
//
// The portal keeps its session in the tab's sessionStorage (spec §9), and Lighthouse normally opens
// a new tab and wipes the origin's storage, which would measure the sign-in screen. So the bench
// signs in once in a tab of its own Chromium and hands that very tab (a puppeteer page) to
// Lighthouse's `navigation()` with `disableStorageReset`: same tab, same session, and a real cold
// page load of the measured URL. Because storage reset also skips Lighthouse's cache clearing, the
// bench clears the HTTP cache itself before every run, so each run downloads the bundle again.
import { navigation, defaultConfig, desktopConfig } from 'lighthouse';
import { lighthouseBudgets, lighthouseMobileBudgets, lighthousePages } from './budgets.mjs';
import { launchDebuggableChromium, openSignedIn, signInWithPuppeteer } from './chromium.mjs';

/** The two configurations measured, in this order: desktop first. */
export const lighthouseForms = [
  { form: 'desktop', label: 'Lighthouse desktop', config: desktopConfig, budgets: lighthouseBudgets },
  { form: 'mobile', label: 'Lighthouse mobile', config: defaultConfig, budgets: lighthouseMobileBudgets },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function runOnce(page, url, config) {
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
  const result = await navigation(page, url, {
    config,
    flags: { disableStorageReset: true, onlyCategories: ['performance'], logLevel: 'error' },
  });
  const { lhr } = result;
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    totalBlockingTimeMs: audit('total-blocking-time'),
    largestContentfulPaintMs: audit('largest-contentful-paint'),
    cumulativeLayoutShift: audit('cumulative-layout-shift'),
    firstContentfulPaintMs: audit('first-contentful-paint'),
    speedIndexMs: audit('speed-index'),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    warnings: lhr.runWarnings,
    lhr: process.env.BENCH_KEEP_LHR ? lhr : undefined,
  };
}

/** Lighthouse `runs` times on one signed-in page in one configuration; checks it measured the portal, not the sign-in view. */
async function measurePage(page, target, url, { form, config }, runs, log) {
  const runsOfPage = [];
  for (let run = 1; run <= runs; run += 1) {
    const measured = await runOnce(page, url, config);
    // Signed out, the portal shows its sign-in view at the same address: it has no <main>.
    const signedIn = await page.evaluate(() => Boolean(document.querySelector('main')));
    if (new URL(measured.finalUrl).pathname !== target.path || !signedIn)
      throw new Error(
        `Lighthouse on ${target.path} did not measure the signed-in page (ended on ${measured.finalUrl})`,
      );
    log(
      `[bench] lighthouse ${form} ${target.path} run ${run}: score ${measured.performance}, FCP ${Math.round(measured.firstContentfulPaintMs)} ms, LCP ${Math.round(measured.largestContentfulPaintMs)} ms, TBT ${Math.round(measured.totalBlockingTimeMs)} ms, CLS ${measured.cumulativeLayoutShift.toFixed(3)}`,
    );
    runsOfPage.push(measured);
  }
  return { ...target, form, url, runs: runsOfPage };
}

/**
 * Signs in, then measures every page in both configurations. BENCH_LIGHTHOUSE_FORM=mobile (or
 * desktop) measures one of them only, while iterating.
 */
export async function measureLighthouse({ portalUrl, runs, log = console.log }) {
  const forms = lighthouseForms.filter(
    (entry) => !process.env.BENCH_LIGHTHOUSE_FORM || entry.form === process.env.BENCH_LIGHTHOUSE_FORM,
  );
  const results = [];
  const byAccount = Map.groupBy(lighthousePages, (page) => page.email);
  for (const [email, pages] of byAccount) {
    const chromium = await launchDebuggableChromium();
    try {
      const [tab] = await chromium.browser.pages();
      const page = tab ?? (await chromium.browser.newPage());
      await page.setViewport(null);
      await signInWithPuppeteer(page, portalUrl, email, pages[0].path);
      for (const target of pages) {
        // The address the portal settles on (with its scope parameters), as a bookmark would hold it.
        const url = await openSignedIn(page, portalUrl, target.path);
        for (const form of forms) results.push(await measurePage(page, target, url, form, runs, log));
      }
    } finally {
      await chromium.close();
    }
  }
  return results.map(({ runs: runsOfPage, ...target }) => {
    const m = (key) => median(runsOfPage.map((run) => run[key]));
    return {
      ...target,
      median: {
        performance: m('performance'),
        totalBlockingTimeMs: m('totalBlockingTimeMs'),
        largestContentfulPaintMs: m('largestContentfulPaintMs'),
        cumulativeLayoutShift: m('cumulativeLayoutShift'),
        firstContentfulPaintMs: m('firstContentfulPaintMs'),
      },
      runs: runsOfPage,
    };
  });
}

const metrics = [
  ['performance', 'performance score', 'score'],
  ['firstContentfulPaintMs', 'First contentful paint', 'ms'],
  ['largestContentfulPaintMs', 'Largest contentful paint', 'ms'],
  ['totalBlockingTimeMs', 'Total blocking time', 'ms'],
  ['cumulativeLayoutShift', 'Cumulative layout shift', 'cls'],
];

/** One report row per page, configuration and budgeted metric (desktop has no FCP budget). */
export function lighthouseFigures(results) {
  return results.flatMap((result) => {
    const { label: formLabel, budgets } = lighthouseForms.find(
      (entry) => entry.form === (result.form ?? 'desktop'),
    );
    const rows = metrics
      .filter(([key]) => budgets[key] !== undefined)
      .map(([key, label, unit]) => [
        key,
        unit === 'score' ? `${formLabel} ${label}` : `${label} (${formLabel.replace('Lighthouse ', '')})`,
        budgets[key],
        unit,
        unit === 'score' ? (value, budget) => value >= budget : undefined,
      ]);
    return rows.map(([key, label, budget, unit, passes = (value, limit) => value <= limit]) => ({
      id: `lighthouse.${result.form === 'mobile' ? 'mobile.' : ''}${result.id}.${key}`,
      figure: `${result.path}: ${label} (median of ${result.runs.length})`,
      budget,
      budgetKind: unit === 'score' ? 'min' : 'max',
      measured: result.median[key],
      unit,
      pass: passes(result.median[key], budget),
    }));
  });
}
