import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { appShellLight } from './scripts/vite/app-shell-light.mjs';
import { catalogPerChunk } from './scripts/vite/catalog-per-chunk.mjs';
import { chunkModulesPlugin } from './scripts/bench/chunk-modules-plugin.mjs';
import { preloadStartupChunks } from './scripts/vite/preload-startup-chunks.mjs';
import { preloadUnloadedDeps } from './scripts/vite/preload-unloaded-deps.mjs';
import { pageKit } from './scripts/vite/page-kit-chunk.mjs';
import { mantineCssPerChunk } from './scripts/vite/mantine-css-per-chunk.mjs';
import { pruneUnusedCss } from './scripts/vite/prune-unused-css.mjs';
import { scrollAreaWithoutFloatingUi } from './scripts/vite/scroll-area-without-floating-ui.mjs';
import { startupChunk } from './scripts/vite/startup-chunk.mjs';
import { runtimeConfigPlugin } from './server/vite-runtime-config.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Every signed-in page needs the App chunk and the portal layout first.
const startupModules = ['src/app/App.tsx', 'src/routes/_portal.tsx?tsr-split=component'];
const startup = startupChunk({ entry: 'src/main.tsx', startup: startupModules, pageKit });

export default defineConfig({
  plugins: [
    // The router plugin must come before react() (STACK.md).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    babel({
      // Only our sources use Lingui macros and need memoising; skipping the rest keeps builds fast.
      include: /[/\\]src[/\\].*\.[jt]sx?$/,
      exclude: /[/\\](node_modules|generated)[/\\]/,
      // The React Compiler memoises components and hooks, so a query that settles re-renders what
      // reads it, not the whole page (the list and dashboard budgets). It runs after the Lingui
      // macros: it rewrites JSX in ways the macros cannot read.
      plugins: ['@lingui/babel-plugin-lingui-macro', ['babel-plugin-react-compiler', { target: '19' }]],
    }),
    react(),
    // The English messages in the chunks that use them, not one catalog (scripts/vite/catalog-per-chunk.mjs).
    catalogPerChunk(),
    // Tables without floating-ui (scripts/vite/scroll-area-without-floating-ui.mjs).
    scrollAreaWithoutFloatingUi(),
    // The shell's AppShell without the scroll lock and resize handle it never uses (scripts/vite/app-shell-light.mjs).
    appShellLight(),
    // /config.json from the environment in dev and preview, as `npm start` serves it.
    runtimeConfigPlugin(),
    // The App chunk and the portal layout are needed by every page: index.html preloads them.
    // …and the default catalog, which main.tsx awaits before the first render, and the page kit.
    preloadStartupChunks(
      [...startupModules, 'src/i18n/locales/en/messages.ts'],
      [pageKit.name],
      'src/app/start-after-paint.ts',
    ),
    // …as one chunk, not fifty (scripts/vite/startup-chunk.mjs).
    startup.plugin,
    // A dynamic import preloads only what its importer has not loaded already (scripts/vite/preload-unloaded-deps.mjs).
    preloadUnloadedDeps(),
    // Each Mantine component's CSS in the chunk that renders it (scripts/vite/mantine-css-per-chunk.mjs)…
    mantineCssPerChunk(),
    // …and only the rules for classes some chunk uses (scripts/vite/prune-unused-css.mjs).
    pruneUnusedCss(),
    // dist/.vite/chunks.json: the modules of every chunk, for the size budgets (npm test, npm run bench).
    chunkModulesPlugin(),
  ],
  // The import worker (src/bulk/transfer/import.worker.ts) is bundled on its own: as an
  // ES module (it loads the message catalogs with import()) and with the Lingui macros compiled.
  worker: {
    format: 'es',
    plugins: () => [
      babel({
        include: /[/\\]src[/\\].*\.[jt]sx?$/,
        exclude: /[/\\](node_modules|generated)[/\\]/,
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      }),
    ],
  },
  resolve: {
    alias: {
      '@': here('./src'),
      '@mocks': here('./mocks'),
    },
  },
  define: {
    // Spec §2: the diagnostics page exists but is disabled by a build flag.
    __DIAGNOSTICS_ENABLED__: JSON.stringify(process.env.PORTAL_DIAGNOSTICS === 'true'),
  },
  server: { port: Number(process.env.PORTAL_PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORTAL_PORT ?? 5173), strictPort: true },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      // The starter runs on its own, as soon as it arrives, and starts the entry after the first paint
      // (preloadStartupChunks adds its <script async>): src/app/start-after-paint.ts.
      input: { index: here('./index.html'), start: here('./src/app/start-after-paint.ts') },
      output: { codeSplitting: { groups: startup.groups } },
    },
  },
});
