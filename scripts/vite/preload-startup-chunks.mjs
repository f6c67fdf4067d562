// Vite plugin: the list of what a cold load of the portal fetches first, started as one batch after
// the first paint (issue 14). main.tsx always imports the App chunk, and the portal layout route
// renders every page (and the sign-in view), so their chunks and the chunks those import statically
// are preloaded beside the entry (<link rel="modulepreload">, their CSS <link rel="preload"
// as="style">) instead of when the entry has run and asks for them; Vite's own loader finds these
// links and does not fetch twice. `groups` names code-splitting groups to preload as well (the page
// kit, which nearly every page imports).
//
// None of this is in index.html's head: the build moves the entry's module script, Vite's
// modulepreloads for its imports and these preloads into a JSON data block, `#app-start`, and the
// starter entry (src/app/start-after-paint.ts, a few hundred bytes, <script type="module" async>)
// adds them once the shell's static frame is on screen. Fetched from the head, even at low priority,
// they had usually arrived before the first paint on a fast connection and the entry ran before it,
// so the frame waited for them; and Lighthouse's simulation counts every request that ended before
// the first paint as needed for it: its mobile LCP jumped between ~1.2 s and ~2.9 s from run to run
// with the order of arrival. A data block is no script, so the CSP's script-src 'self' holds.

/**
 * Takes the entry's module script and the modulepreload links out of index.html (Vite writes them
 * in its head): the HTML without them, the script's src and the links' hrefs in their order.
 */
export function takeEntryTags(html) {
  const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  let entry = null;
  const modules = [];
  const rest = html
    .replace(/[ \t]*<script\b[^>]*><\/script>\n?/g, (tag) => {
      if (attr(tag, 'type') !== 'module' || !attr(tag, 'src') || /\sasync[\s>=]/.test(tag) || entry !== null)
        return tag;
      entry = attr(tag, 'src');
      return '';
    })
    .replace(/[ \t]*<link\b[^>]*>\n?/g, (tag) => {
      if (attr(tag, 'rel') !== 'modulepreload' || !attr(tag, 'href')) return tag;
      modules.push(attr(tag, 'href'));
      return '';
    });
  return { html: rest, entry, modules };
}

const facadeMatches = (chunk, sources) =>
  Boolean(chunk.facadeModuleId) &&
  sources.some((source) => chunk.facadeModuleId.replaceAll('\\', '/').endsWith(source));

export function preloadStartupChunks(sources, groups, starter) {
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
        const roots = [...chunks.values()].filter(
          (chunk) => facadeMatches(chunk, sources) || groups.includes(chunk.name),
        );
        const startup = [...closure(roots)].filter((file) => !loadedByEntry.has(file));
        const css = new Set(
          startup.flatMap((file) => [...(chunks.get(file).viteMetadata?.importedCss ?? [])]),
        );
        // Per page, the chunks its route loads beyond these: a second data block, which the starter
        // reads too (src/app/route-preload.ts), so the page's code downloads alongside the startup
        // chunk instead of after it has run.
        const preloaded = new Set([...loadedByEntry, ...startup]);
        const routeChunks = {};
        for (const chunk of chunks.values()) {
          const match = /\/src\/routes\/(.+?)\.tsx?\?tsr-split=component$/.exec(
            chunk.facadeModuleId?.replaceAll('\\', '/') ?? '',
          );
          if (!match) continue;
          const path = `/${match[1]
            .split('/')
            .filter((segment) => !segment.startsWith('_') && segment !== 'index')
            .join('/')}`;
          routeChunks[path] = [...closure([chunk])]
            .filter((file) => !preloaded.has(file))
            .map((file) => `${base}${file}`);
        }
        const starterChunk = [...chunks.values()].find(
          (chunk) => chunk.isEntry && facadeMatches(chunk, [starter]),
        );
        if (!starterChunk) throw new Error(`preloadStartupChunks: no build entry for ${starter}`);
        const taken = takeEntryTags(html);
        if (!taken.entry)
          throw new Error(
            'preloadStartupChunks: index.html has no module script to start after the first paint',
          );
        const appStart = {
          entry: taken.entry,
          modules: [...new Set([...taken.modules, ...startup.map((file) => `${base}${file}`)])],
          // crossorigin as Vite's own stylesheet links have it, or the browser downloads the file twice (app-start.ts).
          styles: [...css].map((file) => `${base}${file}`),
        };
        const dataBlock = (id, value) => ({
          tag: 'script',
          attrs: { type: 'application/json', id },
          children: JSON.stringify(value).replaceAll('<', '\\u003c'),
          injectTo: 'head',
        });
        // The starter reads both blocks when it runs (async, after the first paint), so they come before it.
        const tags = [
          dataBlock('app-start', appStart),
          dataBlock('route-chunks', routeChunks),
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `${base}${starterChunk.fileName}` },
            injectTo: 'head',
          },
        ];
        return { html: taken.html, tags };
      },
    },
  };
}
