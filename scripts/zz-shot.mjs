import { chromium } from '@playwright/test';
import { resolve } from 'node:path';
import { chromiumArgs, chromiumPath, signInWithPlaywright } from '/work/wt-biglists/scripts/bench/chromium.mjs';
import { startStack } from '/work/wt-biglists/scripts/bench/stack.mjs';
const stack = await startStack({ distDir: resolve(process.env.SHOT_DIST), basePort: 7370 });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  await stack.setScenarios(['large-data']);
  for (const width of [1440]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } }); page.on('pageerror', (e) => console.log('PAGEERROR', e.message)); page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()));
    await signInWithPlaywright(page, stack.portalUrl, 'merchandiser@demo.test', '/configuration/synonyms/list');
    await page.waitForSelector('main table[aria-label] tbody tr[aria-rowindex]', { timeout: 60000 });
    await page.waitForTimeout(6000); console.log('vis', await page.evaluate(() => document.visibilityState), await page.evaluate(() => Promise.race([new Promise((r) => requestAnimationFrame(() => r('raf ok'))), new Promise((r) => setTimeout(() => r('raf timeout'), 2000))])));
    await page.screenshot({ path: `/tmp/biglists-shot-${width}-top.png` });
    await page.evaluate(() => { const el = document.querySelector('main table[aria-label]').parentElement; el.scrollTop = 52 * 190; });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/biglists-shot-${width}-mid.png` });
    const idx = await page.evaluate(() => [...document.querySelectorAll('main tbody tr[aria-rowindex]')].map((r) => r.getAttribute('aria-rowindex')).join(','));
    console.log(width, 'rows after scroll', idx, await page.evaluate(() => [...document.querySelectorAll('main tbody tr[aria-rowindex] td:nth-child(2)')].map((c) => c.textContent).join(' | ')));
    await page.getByRole('textbox', { name: 'Filter synonym rules' }).fill('jacke');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/biglists-shot-${width}-filter.png` });
    const idx2 = await page.evaluate(() => [...document.querySelectorAll('main tbody tr[aria-rowindex]')].map((r) => r.getAttribute('aria-rowindex')).join(',') + ' count ' + document.querySelector('main table[aria-label]').getAttribute('aria-rowcount'));
    console.log(width, 'rows after filter', idx2);
    await page.close();
  }
} finally { await browser.close(); await stack.setScenarios([]); await stack.stop(); }
