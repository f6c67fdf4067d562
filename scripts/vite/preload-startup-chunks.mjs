// Vite plugin: index.html starts downloading the chunks every portal page needs right away,
// instead of when the entry has run and asks for them. main.tsx always imports the App chunk, and
// the portal layout route renders every page (and the sign-in view), so their chunks and the chunks
// those import statically get <link rel="modulepreload">, their CSS <link rel="preload" as="style">.
// Vite's own loader finds these links and does not fetch twice. `groups` names code-splitting
// groups to preload as well (the page kit, which nearly every page imports).
// They are fetched at low priority (issue 14): none of them is needed for the first paint (the shell's
// static frame in index.html), so the entry's own chunk and its imports, which start the
// configuration, catalog and route downloads, come first; a phone's bandwidth is shared either way.
// The entry's own <script type="module"> and the modulepreloads Vite adds for its imports: low
// priority as well (issue 14). At their default (high) priority a phone fetches them before and
// beside the first paint's only needs (the document and public/boot-description.js), and Lighthouse's
// simulation counts every high-priority script that has arrived by the first paint as render
// blocking: on slow 4G that alone put FCP and LCP at ~1.7 s and ~2.6 s although nothing paints
// later without them. Low, they still go out at once (nothing else high is pending), in this order.
export function lowPriorityEntry(html) {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)([^>]*)>/g, '<$1 fetchpriority="low"$2>');
}

const facadeMatches = (chunk, sources) =>
  Boolean(chunk.facadeModuleId) && sources.some((source) => chunk.facadeModuleId.replaceAll('\\', '/').endsWith(source));

export function preloadStartupChunks(sources, groups = [], routePreloader = null) {
  let base = '/';
  return {
    name: 'engine-portal:preload-startup-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.chunk) return [];
        const chunks = new Map(
          Object.values(context.bundle)
            .filter((output) => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const closure = (roots) => {
          const seen = new Set();
          const visit = (chunk) => {
            if (!chunk || seen.has(chunk.fileName)) return;
            seen.add(chunk.fileName);
            chunk.imports.forEach((file) => visit(chunks.get(file)));
          };
          roots.forEach(visit);
          return seen;
        };
        const loadedByEntry = closure([context.chunk]);
        const roots = [...chunks.values()].filter((chunk) => facadeMatches(chunk, sources) || groups.includes(chunk.name));
        const startup = [...closure(roots)].filter(
          (file) => !loadedByEntry.has(file),
        );
        const css = new Set(startup.flatMap((file) => [...(chunks.get(file).viteMetadata?.importedCss ?? [])]));
        // Per page, the chunks its route loads beyond these: a JSON data block (not a script, so the
        // CSP's script-src 'self' holds) that a tiny async entry reads as soon as it arrives (src/app/route-preload-start.ts),
        // so the page's code downloads alongside the startup chunk instead of after it has run.
        const preloaded = new Set([...loadedByEntry, ...startup]);
        const routeChunks = {};
        for (const chunk of chunks.values()) {
          const match = /\/src\/routes\/(.+?)\.tsx?\?tsr-split=component$/.exec(chunk.facadeModuleId?.replaceAll('\\', '/') ?? '');
          if (!match) continue;
          const path = `/${match[1].split('/').filter((segment) => !segment.startsWith('_') && segment !== 'index').join('/')}`;
          routeChunks[path] = [...closure([chunk])].filter((file) => !preloaded.has(file)).map((file) => `${base}${file}`);
        }
        // The preloader entry reads the block as soon as it arrives (async), so it comes after it.
        const preloader = routePreloader ? [...chunks.values()].find((chunk) => chunk.isEntry && facadeMatches(chunk, [routePreloader])) : null;
        const tags = [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'route-chunks' },
            children: JSON.stringify(routeChunks).replaceAll('<', '\\u003c'),
            injectTo: 'head',
          },
          ...(preloader ? [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `${base}${preloader.fileName}` }, injectTo: 'head' }] : []),
          ...startup.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `${base}${file}` }, injectTo: 'head' })),
          // crossorigin as Vite's own stylesheet links have it, or the browser downloads the file twice.
          ...[...css].map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, fetchpriority: 'low', href: `${base}${file}` }, injectTo: 'head' })),
        ];
        return { html: lowPriorityEntry(html), tags };
      },
    },
  };
}
