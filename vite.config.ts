import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkModulesPlugin } from './scripts/bench/chunk-modules-plugin.mjs';
import { pruneUnusedCss } from './scripts/vite/prune-unused-css.mjs';
import { runtimeConfigPlugin } from './server/vite-runtime-config.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Only our sources use Lingui macros and need memoising; skipping the rest keeps builds fast.
const ourSources = { include: /[/\\]src[/\\].*\.[jt]sx?$/, exclude: /[/\\](node_modules|generated)[/\\]/ };

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
      ...ourSources,
      // The React Compiler memoises components and hooks, so a query that settles re-renders what
      // reads it, not the whole page. It runs after the Lingui macros: it rewrites JSX in ways the
      // macros cannot read.
      plugins: ['@lingui/babel-plugin-lingui-macro', ['babel-plugin-react-compiler', { target: '19' }]],
    }),
    react(),
    // /config.json from the environment in dev and preview, as `npm start` serves it.
    runtimeConfigPlugin(),
    // Only the rules of Mantine's stylesheet whose classes some chunk uses (scripts/vite/prune-unused-css.mjs).
    pruneUnusedCss(),
    // dist/.vite/chunks.json: the modules of every chunk, for the size budgets (npm test, npm run bench).
    chunkModulesPlugin(),
  ],
  // Workers (bulk import, large lists) are ES modules with the Lingui macros compiled.
  worker: {
    format: 'es',
    plugins: () => [babel({ ...ourSources, plugins: ['@lingui/babel-plugin-lingui-macro'] })],
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
      output: {
        // Libraries change less often than the app: their chunks stay cached across deployments.
        codeSplitting: {
          groups: [{ name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
