// Vite plugin + code-splitting group: the modules every signed-in page needs before its route (the
// App chunk and the portal layout, with everything they import statically) go into ONE chunk
// instead of the ~50 small shared chunks the automatic splitting makes of them. Over HTTP/1.1 each
// of those costs a connection slot and a round trip, and they all sit on the way to the first
// paint. The entry's own modules stay in the entry (its size budget), lazy routes keep their own
// chunks and only import from this one.
//
// The set is computed from the module graph when the build has parsed every module (buildEnd), and
// the group's `test` reads it when Rolldown forms chunks afterwards.

/** Static-import closure of the modules whose id ends with one of `suffixes`. */
function staticClosure(context, suffixes) {
  const roots = [...context.getModuleIds()].filter((id) => suffixes.some((suffix) => id.replaceAll('\\', '/').endsWith(suffix)));
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    context.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  roots.forEach(visit);
  return { roots, modules: seen };
}

/**
 * `entry`: the entry module (its closure stays in the entry chunk); `startup`: the modules whose
 * closures form the startup chunk. Returns { plugin, groups } for `plugins` and
 * `build.rolldownOptions.output.codeSplitting.groups`.
 */
export function startupChunk({ entry, startup, name = 'startup' }) {
  let members = new Set();
  const plugin = {
    name: 'engine-portal:startup-chunk',
    apply: 'build',
    buildEnd() {
      const entryClosure = staticClosure(this, [entry]);
      const startupClosure = staticClosure(this, startup);
      if (entryClosure.roots.length !== 1 || startupClosure.roots.length !== startup.length)
        this.error(`startup chunk: expected ${entry} and ${startup.join(', ')} among the modules`);
      // The roots stay the facades of their own (small) chunks: import() and the preloads find them there.
      const roots = new Set(startupClosure.roots);
      members = new Set([...startupClosure.modules].filter((id) => !entryClosure.modules.has(id) && !roots.has(id)));
    },
  };
  const groups = [
    {
      name,
      test: (id) => members.has(id),
      // Their dependencies are members too, or belong to the entry, which must keep them.
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}
