// Debian's Chromium for the benchmark (never a downloaded browser), and the sign-in through the
// local identity provider that every measured page needs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const viewport = { width: 1350, height: 940 };

export const demoPassword = 'demo';

// Lighthouse drives pages through puppeteer-core; using the copy Lighthouse itself depends on keeps
// the two in step and needs no package of our own.
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const puppeteerPromise = import(requireFromLighthouse.resolve('puppeteer-core')).then(
  (module) => module.default ?? module,
);

/**
 * Trusts one self-signed certificate (the TLS mock API's), by the hash of its public key, and no
 * other: not the blanket --ignore-certificate-errors. Chromium honours it with --user-data-dir only.
 */
export const trustSpkiArgs = (spkiHash) =>
  spkiHash ? [`--ignore-certificate-errors-spki-list=${spkiHash}`] : [];

/**
 * Starts Chromium with a DevTools port and a fresh profile. Returns { child, endpoint, userDataDir,
 * stop() }: stop() ends the process (SIGTERM, then SIGKILL) and removes the profile.
 */
export async function spawnDebuggableChromium({
  profilePrefix = 'portal-bench-chromium-',
  startTimeoutMs = 30_000,
  extraArgs = [],
} = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), profilePrefix));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      ...extraArgs,
      '--remote-debugging-port=0',
      `--user-data-dir=${userDataDir}`,
      `--window-size=${viewport.width},${viewport.height}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not start: ${text.slice(-500)}`)),
      startTimeoutMs,
    );
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${text.slice(-500)}`)));
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      await exited;
    }
    // Chromium's helper processes may still be writing the profile for a moment after it exits.
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  return { child, endpoint, userDataDir, stop };
}

/**
 * Launches Chromium with a DevTools port and a fresh profile and connects puppeteer to it.
 * Returns { browser, close() }.
 */
export async function launchDebuggableChromium() {
  const { child, endpoint, stop } = await spawnDebuggableChromium();
  const puppeteer = await puppeteerPromise;
  const browser = await puppeteer.connect({ browserWSEndpoint: endpoint, defaultViewport: null });
  return {
    browser,
    async close() {
      await browser.close().catch(() => undefined);
      // Closed through DevTools, Chromium exits by itself once its profile is written.
      if (child.exitCode === null) {
        await new Promise((done) => {
          child.once('exit', done);
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        });
      }
      await stop();
    },
  };
}

/**
 * Signs in with a demo account in this puppeteer page and ends on `path` of the portal, signed in.
 * The session lives in this tab's sessionStorage (src/auth/user-manager.ts), so whatever is
 * measured afterwards must run in this same tab.
 */
export async function signInWithPuppeteer(page, portalUrl, email, path) {
  await page.goto(`${portalUrl}/auth/signin/redirect?returnPath=${encodeURIComponent(path)}`);
  await page.waitForSelector('#email');
  await page.type('#email', email);
  await page.type('#password', demoPassword);
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  await waitForPortal(page, portalUrl);
  return page.url();
}

/** Opens `path` in a tab that is already signed in and waits for the portal's main area. */
export async function openSignedIn(page, portalUrl, path) {
  if (new URL(page.url()).pathname !== path) await page.goto(`${portalUrl}${path}`);
  await waitForPortal(page, portalUrl);
  return page.url();
}

async function waitForPortal(page, portalUrl) {
  await page.waitForFunction(
    (origin) =>
      location.origin === origin &&
      !location.pathname.startsWith('/auth/') &&
      Boolean(document.querySelector('main')),
    { timeout: 60_000 },
    portalUrl,
  );
  // The shell's frame (a <main> too) paints before the scope is resolved into the address; the
  // callers measure the address the portal settles on, with its scope (a user without one gets none).
  await page
    .waitForFunction(() => new URLSearchParams(location.search).has('customerId'), { timeout: 30_000 })
    .catch(() => undefined);
}

/** The same sign-in with a Playwright page (timings and heap tour). */
export async function signInWithPlaywright(page, portalUrl, email, path) {
  await page.goto(`${portalUrl}/auth/signin/redirect?returnPath=${encodeURIComponent(path)}`);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(demoPassword);
  await Promise.all([
    page.waitForURL((url) => url.origin === portalUrl && !url.pathname.startsWith('/auth/')),
    page.locator('button[type=submit]').click(),
  ]);
  await page.locator('main, [role=main]').first().waitFor();
  // The shell's frame (a <main> too) paints before the scope is resolved into the address: the
  // callers read the scope from the URL, so wait for it (a user without a scope never gets one).
  await page
    .waitForURL((url) => url.searchParams.has('customerId'), { timeout: 30_000 })
    .catch(() => undefined);
  return page.url();
}
