// Vite plugin: a dynamic import preloads only the chunks that can still be missing (issue 14, mobile
// blocking time).
//
// For every `import()` Vite lists all the chunks the imported one needs, and its preload helper runs
// a `document.querySelector('link[href=…]')` over the whole page and maybe an appendChild for each
// of them, in the task that calls `import()`. When the overview's lists load (a timer after its
// first render), that was 41 entries, most of them chunks the importing chunk itself imports
// statically: they are certainly in already. On a phone's CPU that task alone came to 30–80 ms.
//
// The importing chunk's own static-import closure is dropped from each list, and so is the entry's:
// every `import()` runs after the entry has. Stylesheets stay: Vite keeps them out of this hook.

/** The chunks `fileName` and the entries load statically (themselves included). */
function loadedWith(bundle, fileName) {
  const loaded = new Set();
  const entries = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  const pending = [fileName, ...entries.map((chunk) => chunk.fileName)];
  while (pending.length > 0) {
    const next = pending.pop();
    if (loaded.has(next)) continue;
    loaded.add(next);
    const chunk = bundle[next];
    if (chunk?.type === 'chunk') pending.push(...chunk.imports);
  }
  return loaded;
}

/** `deps` of an `import()` in chunk `hostId`, without those certainly loaded when it runs. */
export function unloadedDeps(bundle, hostId, deps) {
  if (!bundle[hostId]) return deps;
  const loaded = loadedWith(bundle, hostId);
  return deps.filter((dep) => !loaded.has(dep));
}

export function preloadUnloadedDeps() {
  /** The bundle as Vite's import analysis rewrites it (captured before it runs). */
  let bundle;
  return {
    name: 'engine-portal:preload-unloaded-deps',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId, hostType }) =>
            hostType === 'js' && bundle ? unloadedDeps(bundle, hostId, deps) : deps,
        },
      },
    }),
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
}
