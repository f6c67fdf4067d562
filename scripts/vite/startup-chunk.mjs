// Vite plugin + code-splitting group: the modules every signed-in page needs before its route (the
// App chunk and the portal layout, with everything they import statically) go into ONE chunk
// instead of the ~50 small shared chunks the automatic splitting makes of them. Over HTTP/1.1 each
// of those costs a connection slot and a round trip, and they all sit on the way to the first
// paint. The entry's own modules stay in the entry (its size budget), lazy routes keep their own
// chunks and only import from this one.
//
// The set is computed from the module graph when the build has parsed every module (buildEnd), and
// the group's `test` reads it when Rolldown forms chunks afterwards.

// A package's index that only re-exports its modules (Mantine, Tabler icons) would pull every
// component into the closure, although a shell module imports a handful of them: through such a
// barrel the closure follows only the names each importer takes from it.
const importClause =
  /\b(import|export)\s*(type\s+)?([\w$]+\s*,\s*)?(\{[^}]*\}|\*\s*as\s+[\w$]+|\*|[\w$]+)\s*from\s*["']([^"']+)["']/g;

/** Names an import/export clause takes (`{ A, B as C }` → A, B), or null for `*` and default imports. */
function clauseNames(clause) {
  if (!clause.startsWith('{')) return null;
  return clause
    .slice(1, -1)
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim(),
    )
    .filter(Boolean);
}

/** For a barrel module: exported name → id of the module it comes from; null when it is not one. */
function barrelExports(info) {
  if (!info?.code || !/[\\/]node_modules[\\/]/.test(info.id) || info.importedIds.length < 2) return null;
  const body = info.code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const localExports = body.replace(importClause, '');
  if (localExports.replace(/export\s*\{[^}]*\}\s*;?/g, '').replace(/[\s;]/g, '') !== '') return null;
  const dir = info.id.replaceAll('\\', '/').replace(/\/[^/]+$/, '');
  const byPath = new Map(info.importedIds.map((id) => [id.replaceAll('\\', '/'), id]));
  const resolve = (spec) =>
    spec.startsWith('.')
      ? byPath.get(new URL(spec, `file://${dir}/`).pathname)
      : [...byPath].find(([path]) => path.includes(`/node_modules/${spec}/`))?.[1];
  const pairs = (list) =>
    list
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .map((word) => word.trim()),
      )
      .filter(([name]) => name);
  const local = new Map();
  const exported = new Map();
  for (const [, kind, , defaultPart, clause, spec] of body.matchAll(importClause)) {
    const target = resolve(spec);
    if (!target || defaultPart) return null;
    const star = clause.match(/^\*\s*as\s+([\w$]+)$/);
    if (star) (kind === 'import' ? local : exported).set(star[1], target);
    else if (clause.startsWith('{'))
      for (const [name, alias = name] of pairs(clause.slice(1, -1)))
        (kind === 'import' ? local : exported).set(alias, target);
    else return null; // `export * from`: its names are not listed here
  }
  for (const [, list] of localExports.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const [name, alias = name] of pairs(list)) if (local.has(name)) exported.set(alias, local.get(name));
  }
  return exported;
}

/** Static-import closure of the modules whose id ends with one of `suffixes` (barrels: only the names taken). */
function staticClosure(context, suffixes, rootIds = [], barrels = new Map()) {
  const roots = [
    ...rootIds,
    ...[...context.getModuleIds()].filter((id) =>
      suffixes.some((suffix) => id.replaceAll('\\', '/').endsWith(suffix)),
    ),
  ];
  const barrelOf = (id) => {
    if (!barrels.has(id)) barrels.set(id, barrelExports(context.getModuleInfo(id)));
    return barrels.get(id);
  };
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = context.getModuleInfo(id);
    if (!info) return;
    for (const imported of info.importedIds) {
      const exports = barrelOf(imported);
      const taken = exports ? namesTakenFrom(info.code, imported) : null;
      if (!exports || !taken) {
        visit(imported);
        continue;
      }
      const sources = taken.map((name) => exports.get(name));
      // A name the parse missed: follow the whole barrel, as a plain closure would.
      if (sources.includes(undefined)) {
        visit(imported);
        continue;
      }
      seen.add(imported);
      sources.forEach(visit);
    }
  };
  roots.forEach(visit);
  return { roots, modules: seen };
}

/** The names `code` imports from the package whose barrel is `barrelId`; null when unsure (`*`, default). */
function namesTakenFrom(code, barrelId) {
  if (!code) return null;
  const barrelPath = barrelId.replaceAll('\\', '/');
  const names = [];
  for (const [, , , defaultPart, clause, spec] of code.matchAll(importClause)) {
    if (spec.startsWith('.') || !barrelPath.includes(`/node_modules/${spec}/`)) continue;
    const taken = clauseNames(clause);
    if (!taken || defaultPart) return null;
    names.push(...taken);
  }
  // Imported some other way (a relative path to the index): unsure.
  return names.length > 0 ? names : null;
}

/**
 * `entry`: the entry module (its closure stays in the entry chunk); `startup`: the modules whose
 * closures form the startup chunk; `pageKit` (optional): the page-kit chunk, of the modules that
 * match `include`, are not startup's, and are reachable from at least `minPages` of the modules
 * that match `pages` (the lazy route components). Returns { plugin, groups } for `plugins` and
 * `build.rolldownOptions.output.codeSplitting.groups`.
 */
export function startupChunk({ entry, startup, name = 'startup', pageKit }) {
  let members = new Set();
  let kitMembers = new Set();
  const plugin = {
    name: 'engine-portal:startup-chunk',
    apply: 'build',
    buildEnd() {
      const barrels = new Map();
      const entryClosure = staticClosure(this, [entry], [], barrels);
      const startupClosure = staticClosure(this, startup, [], barrels);
      if (entryClosure.roots.length !== 1 || startupClosure.roots.length !== startup.length)
        this.error(`startup chunk: expected ${entry} and ${startup.join(', ')} among the modules`);
      // The roots stay the facades of their own (small) chunks: import() and the preloads find them there.
      const roots = new Set(startupClosure.roots);
      members = new Set(
        [...startupClosure.modules].filter((id) => !entryClosure.modules.has(id) && !roots.has(id)),
      );
      if (!pageKit) return;
      const pages = [...this.getModuleIds()].filter((id) => pageKit.pages.test(id.replaceAll('\\', '/')));
      const uses = new Map();
      for (const page of pages) {
        for (const id of staticClosure(this, [], [page], barrels).modules)
          uses.set(id, (uses.get(id) ?? 0) + 1);
      }
      kitMembers = new Set(
        [...uses]
          .filter(
            ([id, count]) =>
              count >= pageKit.minPages &&
              !members.has(id) &&
              !entryClosure.modules.has(id) &&
              pageKit.include.some((pattern) => pattern.test(id)) &&
              !(pageKit.exclude ?? []).some((pattern) => pattern.test(id)),
          )
          .map(([id]) => id),
      );
    },
  };
  const groups = [
    {
      name,
      test: (id) => members.has(id),
      priority: 2,
      // Their dependencies are members too, or belong to the entry, which must keep them.
      includeDependenciesRecursively: false,
    },
  ];
  if (pageKit)
    groups.push({
      name: pageKit.name ?? 'page-kit',
      test: (id) => kitMembers.has(id),
      priority: 1,
      includeDependenciesRecursively: false,
    });
  return { plugin, groups };
}
