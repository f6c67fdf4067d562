import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { analyseBuild } from './size-budgets.mjs';

interface FakeChunk {
  key: string;
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  modules: string[];
  /** Incompressible bytes, so gzip sizes are predictable. */
  bytes?: number;
}

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Random bytes do not compress: a chunk of n bytes is a little over n bytes gzip. */
const noise = (bytes: number) => randomBytes(bytes);

function fakeDist(chunks: FakeChunk[], extraFiles: Record<string, string | Buffer> = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'size-budgets-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  const manifest = Object.fromEntries(
    chunks.map((chunk) => [
      chunk.key,
      {
        file: chunk.file,
        src: chunk.src,
        isEntry: chunk.isEntry,
        isDynamicEntry: chunk.isDynamicEntry,
        imports: chunk.imports,
        dynamicImports: chunk.dynamicImports,
      },
    ]),
  );
  const modules = Object.fromEntries(
    chunks.map((chunk) => [chunk.file, { modules: chunk.modules.map((id) => [id, 1]) }]),
  );
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, '.vite/chunks.json'), JSON.stringify({ chunks: modules }));
  for (const chunk of chunks) writeFileSync(join(dist, chunk.file), noise(chunk.bytes ?? 100));
  for (const [file, text] of Object.entries(extraFiles)) writeFileSync(join(dist, file), text);
  return dist;
}

const shell: FakeChunk[] = [
  {
    key: 'index.html',
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/app/App.tsx', 'mocks/browser.ts'],
    modules: ['src/main.tsx'],
    bytes: 1000,
  },
  { key: '_vendor.js', file: 'assets/vendor.js', modules: ['node_modules/react-dom/index.js'], bytes: 500 },
  {
    key: 'src/app/App.tsx',
    file: 'assets/App.js',
    src: 'src/app/App.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
    dynamicImports: [
      'src/routes/_portal.tsx?tsr-split=component',
      'src/routes/_portal/search/overview.tsx?tsr-split=component',
      'src/routes/_portal/merchandising/redirects.tsx?tsr-split=component',
    ],
    modules: ['src/app/App.tsx'],
    bytes: 400,
  },
  {
    key: 'src/routes/_portal.tsx?tsr-split=component',
    file: 'assets/_portal.js',
    src: 'src/routes/_portal.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_mantine.js'],
    modules: ['src/routes/_portal.tsx?tsr-split=component'],
    bytes: 300,
  },
  {
    key: '_mantine.js',
    file: 'assets/mantine.js',
    modules: ['node_modules/@mantine/core/index.js'],
    bytes: 300,
  },
  {
    key: 'mocks/browser.ts',
    file: 'assets/browser.js',
    src: 'mocks/browser.ts',
    isDynamicEntry: true,
    modules: [
      'mocks/browser.ts',
      'node_modules/msw/lib/browser.mjs',
      'node_modules/@faker-js/faker/dist/index.js',
    ],
    bytes: 2000,
  },
];

const overview = (imports: string[]): FakeChunk => ({
  key: 'src/routes/_portal/search/overview.tsx?tsr-split=component',
  file: 'assets/overview.js',
  src: 'src/routes/_portal/search/overview.tsx?tsr-split=component',
  isDynamicEntry: true,
  imports,
  dynamicImports: ['src/components/charts/LinePanel.tsx'],
  modules: ['src/features/kpi/screens/KpiOverviewPage.tsx'],
  bytes: 700,
});
const redirects: FakeChunk = {
  key: 'src/routes/_portal/merchandising/redirects.tsx?tsr-split=component',
  file: 'assets/redirects.js',
  src: 'src/routes/_portal/merchandising/redirects.tsx?tsr-split=component',
  isDynamicEntry: true,
  imports: ['_mantine.js', '_form.js'],
  modules: ['src/features/redirects/RedirectsPage.tsx'],
  bytes: 600,
};
const form: FakeChunk = {
  key: '_form.js',
  file: 'assets/form.js',
  modules: ['node_modules/@mantine/form/index.js'],
  bytes: 200,
};
const linePanel: FakeChunk = {
  key: 'src/components/charts/LinePanel.tsx',
  file: 'assets/LinePanel.js',
  src: 'src/components/charts/LinePanel.tsx',
  isDynamicEntry: true,
  imports: ['_nivo.js'],
  modules: ['src/components/charts/LinePanel.tsx'],
  bytes: 300,
};
const nivo: FakeChunk = {
  key: '_nivo.js',
  file: 'assets/nivo.js',
  modules: ['node_modules/@nivo/line/dist/nivo-line.mjs'],
  bytes: 3000,
};

const figure = (dist: string, id: string) => analyseBuild(dist).figures.find((f) => f.id === id)!;

describe('size budgets of a build', () => {
  test('entry = index chunk + static imports; a route counts its chunks the shell does not load', () => {
    const dist = fakeDist([...shell, overview(['_mantine.js']), redirects, form, linePanel, nivo]);
    const { details, figures } = analyseBuild(dist);
    expect(details.entry.files.sort()).toEqual(['assets/index.js', 'assets/vendor.js']);
    expect(details.entry.gzip).toBeGreaterThan(1500);
    expect(details.entry.gzip).toBeLessThan(1700);
    const byRoute = Object.fromEntries(details.routes.map((route) => [route.route, route]));
    expect(byRoute['/merchandising/redirects']!.files.sort()).toEqual([
      'assets/form.js',
      'assets/redirects.js',
    ]);
    // The chart is loaded with import(): listed, but not part of the route's own chunks.
    expect(byRoute['/search/overview']!.files).toEqual(['assets/overview.js']);
    expect(byRoute['/search/overview']!.lazyChunks.map((chunk) => chunk.file)).toEqual([
      'assets/LinePanel.js',
    ]);
    expect(figures.every((f) => f.pass)).toBe(true);
  });

  test('nivo reachable from a route without import() fails', () => {
    const dist = fakeDist([
      ...shell,
      overview(['_mantine.js', '_nivo.js']),
      redirects,
      form,
      linePanel,
      nivo,
    ]);
    const nivoFigure = figure(dist, 'size.nivoOutsideCharts');
    expect(nivoFigure.pass).toBe(false);
    expect(nivoFigure.detail).toEqual([
      { file: 'assets/nivo.js', modules: ['node_modules/@nivo/line/dist/nivo-line.mjs'] },
    ]);
  });

  test('MSW or faker in the entry fails; in the mock-mode chunk it passes', () => {
    const passing = fakeDist([...shell, overview([]), redirects, form, linePanel, nivo]);
    expect(figure(passing, 'size.mocksOutsideMockChunk').pass).toBe(true);
    const leaking = shell.map((chunk) =>
      chunk.key === '_vendor.js'
        ? { ...chunk, modules: [...chunk.modules, 'node_modules/@faker-js/faker/dist/index.js'] }
        : chunk,
    );
    expect(
      figure(
        fakeDist([...leaking, overview([]), redirects, form, linePanel, nivo]),
        'size.mocksOutsideMockChunk',
      ).pass,
    ).toBe(false);
    // A route loading mock code lazily is still mock code outside the mock-mode chunk.
    const lazyMocks: FakeChunk = { ...linePanel, modules: ['mocks/db/synonyms.ts'], imports: [] };
    expect(
      figure(fakeDist([...shell, overview([]), redirects, form, lazyMocks]), 'size.mocksOutsideMockChunk')
        .pass,
    ).toBe(false);
  });

  test('over-budget route, CSS and an icon font fail', () => {
    const bigRoute = { ...redirects, bytes: 110 * 1024 };
    const dist = fakeDist([...shell, overview([]), bigRoute, form, linePanel, nivo], {
      'assets/app.css': noise(51 * 1024),
      'assets/tabler-icons.woff2': 'font',
    });
    expect(figure(dist, 'size.route.max')).toMatchObject({
      pass: false,
      figure: expect.stringContaining('/merchandising/redirects'),
    });
    expect(figure(dist, 'size.css').pass).toBe(false);
    expect(figure(dist, 'size.iconFont')).toMatchObject({
      pass: false,
      detail: ['assets/tabler-icons.woff2'],
    });
  });

  test('first screen: what index.html loads plus the layout, the chunks and CSS of the route, heaviest page budgeted', () => {
    const indexHtml = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/App.js">',
      '<link rel="stylesheet" crossorigin href="/assets/app.css">',
      '<link rel="preload" href="/config.json" as="fetch">',
      '<link rel="icon" href="/favicon.svg">',
    ].join('\n');
    const styledRedirects = { ...redirects, bytes: 285 * 1024 };
    const dist = fakeDist([...shell, overview(['_mantine.js']), styledRedirects, form, linePanel, nivo], {
      'index.html': indexHtml,
      'assets/app.css': noise(1000),
    });
    const screens = Object.fromEntries(
      analyseBuild(dist).details.firstScreens.map((screen) => [screen.route, screen]),
    );
    // The portal layout comes before every signed-in page; the chart (import()) after the paint.
    expect(screens['/search/overview']!.files.sort()).toEqual([
      'assets/App.js',
      'assets/_portal.js',
      'assets/app.css',
      'assets/index.js',
      'assets/mantine.js',
      'assets/overview.js',
      'assets/vendor.js',
    ]);
    expect(screens['/merchandising/redirects']!.files).toContain('assets/form.js');
    expect(figure(dist, 'size.firstScreen.max')).toMatchObject({
      pass: false,
      figure: expect.stringContaining('/merchandising/redirects'),
    });
    const small = fakeDist([...shell, overview(['_mantine.js']), redirects, form, linePanel, nivo], {
      'index.html': indexHtml,
      'assets/app.css': noise(1000),
    });
    expect(figure(small, 'size.firstScreen.max').pass).toBe(true);
    // Above the budget but under the ceiling passes the ceiling; a page past it fails it.
    expect(figure(dist, 'size.firstScreen.ceiling').pass).toBe(true);
    const heavier = fakeDist(
      [...shell, overview(['_mantine.js']), { ...redirects, bytes: 410 * 1024 }, form, linePanel, nivo],
      { 'index.html': indexHtml, 'assets/app.css': noise(1000) },
    );
    expect(figure(heavier, 'size.firstScreen.ceiling')).toMatchObject({
      pass: false,
      figure: expect.stringContaining('/merchandising/redirects'),
    });

    // The pages not listed as still over budget are held to it, and a listed page that passes is named.
    const held = (pendingRoutes: Set<string>) =>
      analyseBuild(dist, { pendingRoutes }).figures.find((f) => f.id === 'size.firstScreen.others')!;
    expect(held(new Set())).toMatchObject({
      pass: false,
      detail: [expect.stringContaining('/merchandising/redirects')],
    });
    expect(held(new Set(['/merchandising/redirects']))).toMatchObject({
      pass: true,
      figure: expect.stringContaining('/search/overview'),
    });
    expect(
      analyseBuild(dist, { pendingRoutes: new Set(['/search/overview']) }).details
        .firstScreenPendingNowPassing,
    ).toEqual(['/search/overview']);
  });
});
