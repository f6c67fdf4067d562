import { chromium } from 'playwright-core';
import { startStack } from './stack.mjs';
import { signInWithPlaywright } from './chromium.mjs';
const stack = await startStack({ distDir: process.env.DIST ?? '/work/main/dist', basePort: 5691 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1350, height: 900 } });
  const url = await signInWithPlaywright(page, stack.portalUrl, 'merchandiser@demo.test', process.argv[2]);
  await page.addInitScript(() => {
    const log = (window.__film = []);
    let last = '';
    const snap = () => {
      const main = document.querySelector('main');
      const state = `${document.querySelector('header') ? 'header ' : ''}${document.querySelector('nav') ? 'nav ' : ''}main=${main ? (main.innerText || '').slice(0, 60).replace(/\n/g, ' | ') : '-'} body=${document.body ? document.body.innerText.slice(0, 40).replace(/\n/g, ' | ') : ''}`;
      if (state !== last) { last = state; log.push(`${performance.now().toFixed(0)} ${state}`); }
    };
    new MutationObserver(snap).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(url);
  await page.waitForTimeout(3000);
  console.log((await page.evaluate(() => window.__film)).join('\n'));
} finally { await browser.close(); await stack.stop(); }
