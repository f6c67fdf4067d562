// Vite plugin: writes dist/.vite/chunks.json next to Vite's manifest. The manifest names chunks
// and their imports but not the modules inside them; the size budgets need those to prove that
// nivo, MSW and faker stay out of the entry and the route chunks (scripts/check-size-budgets.mjs).
import { relative, sep } from 'node:path';

/** Project-relative module id with the query (e.g. `?tsr-split=component`) kept. */
function moduleName(root, id) {
  const clean = id.replace(/^\0/, '');
  if (!clean.startsWith('/')) return clean;
  return relative(root, clean).split(sep).join('/');
}

export function chunkModulesPlugin() {
  let root = process.cwd();
  return {
    name: 'engine-portal:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId ? moduleName(root, output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.entries(output.modules)
            .map(([id, info]) => [moduleName(root, id), info.renderedLength])
            .sort((a, b) => b[1] - a[1]),
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify({ chunks }) });
    },
  };
}
