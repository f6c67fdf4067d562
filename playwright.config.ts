import { defineConfig } from '@playwright/test';

/** Ports of the end-to-end stacks (kept away from the developer's 5173-5175; E2E_PORT_BASE moves them). */
const base = Number(process.env.E2E_PORT_BASE ?? 5373);
export const e2ePorts = {
  portal: base,
  oidc: base + 1,
  livePortal: base + 10,
  liveOidc: base + 11,
  mockApi: base + 12,
  /** A second origin for product images, like the engine's image host. */
  imageHost: base + 13,
  /** Prism validating every call of the live portal against the contract, in front of the mock API. */
  contractProxy: base + 14,
  /** The production build served by Debian's nginx with deploy/nginx/portal.conf.template. */
  nginxPortal: base + 20,
  nginxOidc: base + 21,
} as const;

const imageHost = `http://localhost:${e2ePorts.imageHost}`;
const mockApiBase = `http://localhost:${e2ePorts.mockApi}/api`;
/** The live portal's API base: the mock API behind the validating proxy (tests/e2e/contract-proxy.ts). */
export const liveApiBase = `http://localhost:${e2ePorts.contractProxy}/api`;

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // Two spec files at a time: the stacks are shared, each test has its own browser context and
  // account session, and the mock mode keeps its data per context (E2E_WORKERS=1 to debug).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    viewport: { width: 1400, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [
    {
      name: 'mock',
      testIgnore: /(live-mode|nginx)\.spec\.ts/,
      use: { baseURL: `http://localhost:${e2ePorts.portal}` },
    },
    {
      name: 'live',
      testMatch: /live-mode\.spec\.ts/,
      use: { baseURL: `http://localhost:${e2ePorts.livePortal}` },
    },
    {
      name: 'nginx',
      testMatch: /nginx\.spec\.ts/,
      use: { baseURL: `http://localhost:${e2ePorts.nginxPortal}` },
    },
  ],
  webServer: [
    {
      // The production bundle in mock mode with the local identity provider.
      command: 'node scripts/start.mjs',
      url: `http://localhost:${e2ePorts.portal}/config.json`,
      env: { PORTAL_PORT: String(e2ePorts.portal), OIDC_PORT: String(e2ePorts.oidc) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node tests/e2e/servers/image-host.mjs',
      url: `${imageHost}/health`,
      env: { IMAGE_HOST_PORT: String(e2ePorts.imageHost) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Product image URLs point at the image host: live mode loads them from a second origin.
      command: 'tsx mocks/server.ts',
      url: `${mockApiBase}/__mock/scenarios`,
      env: { MOCK_API_PORT: String(e2ePorts.mockApi), MOCK_IMAGE_BASE_URL: imageHost },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Stoplight Prism between the live portal and the mock API: every request and response is
      // validated against the contract, and the live specs fail with what it flagged.
      command: `tsx scripts/contract-check/prism.ts --upstream ${mockApiBase} --port ${e2ePorts.contractProxy}`,
      // Passed through to the mock API: ready once the whole chain answers.
      url: `${liveApiBase}/__mock/scenarios`,
      // SIGTERM: the proxy stops Prism with it.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The same bundle in live mode, against the mock API over HTTP, through the validating proxy.
      command: 'node scripts/start.mjs',
      url: `http://localhost:${e2ePorts.livePortal}/config.json`,
      env: {
        PORTAL_PORT: String(e2ePorts.livePortal),
        OIDC_PORT: String(e2ePorts.liveOidc),
        PORTAL_MODE: 'live',
        PORTAL_API_BASE_URL: liveApiBase,
        PORTAL_IMAGE_HOSTS: imageHost,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Debian's nginx serving dist/ with the deployment's own configuration, in live mode.
      command: 'node tests/e2e/servers/nginx.mjs',
      url: `http://localhost:${e2ePorts.nginxPortal}/config.json`,
      env: {
        NGINX_PORT: String(e2ePorts.nginxPortal),
        OIDC_PORT: String(e2ePorts.nginxOidc),
        PORTAL_MODE: 'live',
        PORTAL_API_BASE_URL: mockApiBase,
        PORTAL_IMAGE_HOSTS: imageHost,
      },
      // SIGTERM instead of Playwright's default SIGKILL: the launcher removes its temporary directory.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
