// Size budgets of a production build, from Vite's manifest (dist/.vite/manifest.json: chunks and
// their static/dynamic imports) and dist/.vite/chunks.json (the modules inside every chunk,
// written by chunk-modules-plugin.mjs). Deterministic, so `npm test` checks them.
//
// Definitions used in the report:
// - entry: index.html's chunk plus every chunk it imports statically (transitively).
// - shell: what every signed-in page loads before its route: the entry, the App chunk main.tsx
//   always imports, and the portal layout route (src/routes/_portal.tsx), each with its static imports.
// - a route's own chunks: the route file's lazy chunks (TanStack Router's `?tsr-split=…` chunks)
//   plus every chunk they import statically that the shell does not already load. Chunks shared by
//   several routes count for each of them: it is what opening that route first downloads.
//   Chunks a route loads with import() (charts, the editor's heavy parts) are listed separately.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstScreenPendingRoutes, sizeBudgets } from './budgets.mjs';

const FONT = /\.(woff2?|ttf|eot|otf)$/i;
const ICON_FONT = /icon|tabler|awesome|material|glyph|symbol|feather|ionic/i;
const ICON_FONT_MODULE =
  /node_modules\/(@tabler\/icons-webfont|@fortawesome\/fontawesome-free|font-awesome|material-icons|material-symbols|bootstrap-icons|@mdi\/font|remixicon)\//;
const NIVO = /node_modules\/@nivo\//;
const MOCK_ONLY = /node_modules\/(msw|@mswjs|@faker-js)\/|^mocks\//;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Manifest key → output file, and the static closure of any manifest key. */
function graph(manifest) {
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  return { closure, file: (key) => manifest[key].file };
}

/** The asset files index.html's own tags load or preload ('assets/x.js'): module scripts, modulepreloads, stylesheets. */
export function indexHtmlAssets(html) {
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/gi)].map((match) => match[0]);
  const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return tags
    .filter((tag) =>
      tag.startsWith('<script')
        ? attr(tag, 'type') === 'module' && attr(tag, 'src')
        : ['modulepreload', 'stylesheet'].includes(attr(tag, 'rel')),
    )
    .map((tag) => (attr(tag, 'src') ?? attr(tag, 'href')).replace(/^\//, ''))
    .filter((file) => file.startsWith('assets/'));
}

function routeFileOf(src) {
  const match = /^src\/routes\/(.+?\.tsx?)\?tsr-split=/.exec(src ?? '');
  return match ? match[1] : null;
}

/** The route a route file serves ('_portal/configuration/synonyms/list.tsx' → '/configuration/synonyms/list'). */
function routePath(file) {
  const path = file
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .join('/');
  return `/${path}`;
}

/** `pendingRoutes`: the pages still above the first-screen budget (budgets.mjs; tests pass their own). */
export function analyseBuild(distDir, { pendingRoutes = firstScreenPendingRoutes } = {}) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  let chunkModules;
  try {
    chunkModules = JSON.parse(readFileSync(join(distDir, '.vite/chunks.json'), 'utf8')).chunks;
  } catch {
    throw new Error(
      `${distDir}/.vite/chunks.json is missing: build with vite.config.ts (chunkModulesPlugin)`,
    );
  }
  const gzipCache = new Map();
  const gzip = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(distDir, file))).length);
    return gzipCache.get(file);
  };
  const { closure, file } = graph(manifest);
  const files = (keys) => [...keys].map(file);
  const sum = (list) => list.reduce((total, name) => total + gzip(name), 0);
  const modulesOf = (name) => (chunkModules[name]?.modules ?? []).map(([id]) => id);

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error('The manifest has no index.html entry');
  const appKey = Object.keys(manifest).find((key) => manifest[key].src === 'src/app/App.tsx');
  const layoutKeys = Object.keys(manifest).filter((key) => routeFileOf(manifest[key].src) === '_portal.tsx');
  const mockKey = Object.keys(manifest).find((key) => manifest[key].src === 'mocks/browser.ts');

  const entry = closure([entryKey]);
  const shell = closure([entryKey, ...(appKey ? [appKey] : []), ...layoutKeys]);

  // Route files (not the layout) and their lazy chunks.
  const routeChunks = new Map();
  for (const [key, item] of Object.entries(manifest)) {
    const routeFile = routeFileOf(item.src);
    if (!item.isDynamicEntry || !routeFile || routeFile === '_portal.tsx' || routeFile === '__root.tsx')
      continue;
    routeChunks.set(routeFile, [...(routeChunks.get(routeFile) ?? []), key]);
  }
  const routes = [...routeChunks]
    .map(([routeFile, keys]) => {
      const own = [...closure(keys)].filter((key) => !shell.has(key));
      const lazy = new Set();
      for (const key of own) for (const dynamic of manifest[key].dynamicImports ?? []) lazy.add(dynamic);
      return {
        route: routePath(routeFile),
        source: `src/routes/${routeFile}`,
        files: files(own),
        gzip: sum(files(own)),
        lazyChunks: [...lazy]
          .filter((key) => !shell.has(key) && !routeFileOf(manifest[key].src))
          .map((key) => ({
            file: file(key),
            gzip: sum(files([...closure([key])].filter((k) => !shell.has(k) && !own.includes(k)))),
          })),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);

  // Everything a page can load without crossing an import(): the entry, the shell, each route.
  const staticallyReached = new Set([
    ...shell,
    ...[...routeChunks.values()].flatMap((keys) => [...closure(keys)]),
  ]);
  const offending = (pattern) =>
    [...staticallyReached]
      .map((key) => ({ file: file(key), modules: modulesOf(file(key)).filter((id) => pattern.test(id)) }))
      .filter((chunk) => chunk.modules.length > 0);

  const nivoChunks = Object.keys(chunkModules).filter((name) => modulesOf(name).some((id) => NIVO.test(id)));
  const mockClosure = mockKey ? files(closure([mockKey])) : [];
  const mockOnlyChunks = Object.keys(chunkModules).filter((name) =>
    modulesOf(name).some((id) => MOCK_ONLY.test(id)),
  );

  const all = walk(distDir).map((path) => relative(distDir, path));
  const css = all.filter((name) => name.endsWith('.css'));
  const fonts = all.filter((name) => FONT.test(name));
  const cssText = css.map((name) => readFileSync(join(distDir, name), 'utf8')).join('\n');
  const iconFontFaces = [...cssText.matchAll(/@font-face\s*{[^}]*font-family:\s*["']?([^;"'}]+)/gi)]
    .map((match) => match[1])
    .filter((family) => ICON_FONT.test(family));
  const iconFontModules = Object.values(chunkModules).flatMap((chunk) =>
    chunk.modules.map(([id]) => id).filter((id) => ICON_FONT_MODULE.test(id)),
  );
  const iconFonts = [...fonts.filter((name) => ICON_FONT.test(name)), ...iconFontFaces, ...iconFontModules];

  const nivoOffending = offending(NIVO);
  // Also no mock code in some other lazy chunk: only the mock-mode chunk and what it imports.
  const mockOffending = [
    ...offending(MOCK_ONLY),
    ...mockOnlyChunks
      .filter(
        (name) => !mockClosure.includes(name) && !offending(MOCK_ONLY).some((chunk) => chunk.file === name),
      )
      .map((name) => ({ file: name, modules: modulesOf(name).filter((id) => MOCK_ONLY.test(id)) })),
  ];
  const largestRoute = routes[0];
  // The first signed-in screen: any page a bookmark opens (not the sign-in callbacks, '/', diagnostics).
  const signedInRoutes = [...routeChunks]
    .map(([routeFile, keys]) => [routePath(routeFile), keys])
    .filter(([route]) => route !== '/' && !route.startsWith('/auth/') && route !== '/diagnostics');
  // Before the first paint of a signed-in page: what index.html loads, the App chunk and the default
  // (English) catalog main.tsx awaits, the portal layout and the page's route chunks, with their
  // static imports and CSS.
  const htmlPath = join(distDir, 'index.html');
  const fromHtml = existsSync(htmlPath) ? indexHtmlAssets(readFileSync(htmlPath, 'utf8')) : [];
  const keyOfFile = new Map(Object.entries(manifest).map(([key, item]) => [item.file, key]));
  const catalogKey = Object.keys(manifest).find(
    (key) => manifest[key].src === 'src/i18n/locales/en/messages.ts',
  );
  const startKeys = [
    entryKey,
    ...fromHtml.map((name) => keyOfFile.get(name)),
    appKey,
    catalogKey,
    ...layoutKeys,
  ];
  const firstScreens = signedInRoutes
    .map(([route, keys]) => {
      const chunks = closure([...startKeys.filter(Boolean), ...keys]);
      const names = [
        ...new Set([...fromHtml, ...files(chunks), ...[...chunks].flatMap((key) => manifest[key].css ?? [])]),
      ];
      const css = names.filter((name) => name.endsWith('.css'));
      return { route, files: names, cssGzip: sum(css), gzip: sum(names) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const heaviestFirstScreen = firstScreens[0];
  const heaviestHeldScreen = firstScreens.find((screen) => !pendingRoutes.has(screen.route));
  const figures = [
    {
      id: 'size.entry',
      figure: 'Entry JS (index chunk + its static imports), gzip',
      budget: sizeBudgets.entryGzip,
      measured: sum(files(entry)),
      unit: 'bytes',
    },
    {
      id: 'size.route.max',
      figure: `Largest route's own chunks, gzip (${largestRoute?.route ?? 'none'})`,
      budget: sizeBudgets.routeGzip,
      measured: largestRoute?.gzip ?? 0,
      unit: 'bytes',
    },
    {
      id: 'size.firstScreen.max',
      figure: `JS + CSS before the first signed-in screen's first paint, gzip, heaviest page (${heaviestFirstScreen?.route ?? 'none'})`,
      budget: sizeBudgets.firstScreenGzip,
      measured: heaviestFirstScreen?.gzip ?? 0,
      unit: 'bytes',
    },
    {
      id: 'size.firstScreen.ceiling',
      figure: `JS + CSS before the first paint, gzip, heaviest page (${heaviestFirstScreen?.route ?? 'none'}), no heavier than the ceiling held until the budget above is met`,
      budget: sizeBudgets.firstScreenCeilingGzip,
      measured: heaviestFirstScreen?.gzip ?? 0,
      unit: 'bytes',
    },
    {
      id: 'size.css',
      figure: `All CSS (${css.length} files), gzip`,
      budget: sizeBudgets.cssGzip,
      measured: sum(css),
      unit: 'bytes',
    },
    {
      id: 'size.iconFont',
      figure: 'Icon fonts in dist',
      budget: 0,
      measured: iconFonts.length,
      unit: 'count',
      detail: iconFonts,
    },
    {
      id: 'size.nivoOutsideCharts',
      figure: 'Chunks with nivo reachable without import() from the entry, shell or a route',
      budget: 0,
      measured: nivoOffending.length,
      unit: 'count',
      detail: nivoOffending,
    },
    {
      id: 'size.mocksOutsideMockChunk',
      figure:
        "Chunks with MSW/faker/mocks outside the mock-mode chunk (import('@mocks/browser') and its imports)",
      budget: 0,
      measured: mockOffending.length,
      unit: 'count',
      detail: mockOffending,
    },
    {
      id: 'size.firstScreen.others',
      figure: `JS + CSS before the first paint, gzip, heaviest page not yet listed as over budget (${heaviestHeldScreen?.route ?? 'none'}; firstScreenPendingRoutes in budgets.mjs)`,
      budget: sizeBudgets.firstScreenGzip,
      measured: heaviestHeldScreen?.gzip ?? 0,
      unit: 'bytes',
    },
  ].map((figure) => ({ ...figure, pass: figure.measured <= figure.budget }));

  const failingRoutes = routes.filter((route) => route.gzip > sizeBudgets.routeGzip);
  if (failingRoutes.length > 0)
    figures[1].detail = failingRoutes.map((route) => `${route.route}: ${route.gzip} B`);
  const heavyScreens = firstScreens.filter((screen) => screen.gzip > sizeBudgets.firstScreenGzip);
  if (heavyScreens.length > 0)
    figures[2].detail = heavyScreens.map((screen) => `${screen.route}: ${screen.gzip} B`);
  const heldOver = heavyScreens.filter((screen) => !pendingRoutes.has(screen.route));
  if (heldOver.length > 0)
    figures.find((figure) => figure.id === 'size.firstScreen.others').detail = heldOver.map(
      (screen) => `${screen.route}: ${screen.gzip} B`,
    );
  // Pages listed as over budget that meet it now: check-size-budgets.mjs asks to take them out.
  const pendingNowPassing = firstScreens
    .filter((screen) => pendingRoutes.has(screen.route) && screen.gzip <= sizeBudgets.firstScreenGzip)
    .map((screen) => screen.route);

  return {
    figures,
    details: {
      entry: { files: files(entry), gzip: sum(files(entry)) },
      shell: { files: files(shell), gzip: sum(files(shell)) },
      routes,
      firstScreens,
      firstScreenPendingNowPassing: pendingNowPassing,
      css: css.map((name) => ({ file: name, gzip: gzip(name) })),
      fonts,
      nivoChunks: nivoChunks.map((name) => ({ file: name, gzip: gzip(name) })),
      mockChunk: { files: mockClosure, gzip: sum(mockClosure), chunksWithMockModules: mockOnlyChunks },
    },
  };
}
