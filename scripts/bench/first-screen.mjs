// What the first signed-in screen downloads before its first paint, per route (issue 14): the JS and
// CSS a cold load of that address fetches before the page can paint, gzip.
//
// Definition: the union of
//   - everything index.html itself loads or preloads: its module scripts and their chunks' static
//     imports, every modulepreload and style preload (a preload competes for the same bandwidth
//     whether or not the page needs it), in its tags or in the `#app-start` list its starter adds
//     after the static frame's paint (before the signed-in screen's);
//   - the route's own chunks: the route file's lazy chunks (TanStack Router's `?tsr-split=…`) and
//     their static imports, which src/app/route-preload.ts preloads on a cold load (started with the entry);
//   - the CSS those chunks import (Vite loads it before it runs the chunk).
// Not counted: chunks loaded with import() after the page painted (charts, dialogs' kits), the
// catalog of another language than the default, /config.json and API responses (data, not code).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The asset files index.html's own tags load or preload ('assets/x.js'), without the base: what is
 * fetched beside the static frame, before its first paint (issue 14: only the starter).
 */
export function frameAssets(html) {
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/gi)].map((match) => match[0]);
  const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return tags
    .filter((tag) => {
      if (tag.startsWith('<script')) return attr(tag, 'type') === 'module' && attr(tag, 'src');
      const rel = attr(tag, 'rel');
      return (
        rel === 'modulepreload' || rel === 'stylesheet' || (rel === 'preload' && attr(tag, 'as') === 'style')
      );
    })
    .map((tag) => (attr(tag, 'src') ?? attr(tag, 'href')).replace(/^\//, ''))
    .filter((file) => file.startsWith('assets/'));
}

/**
 * The asset files index.html loads or preloads ('assets/x.js'), without the base: its tags, and the
 * `#app-start` data block whose entry, modules and styles its starter adds after the static frame's
 * paint (scripts/vite/preload-startup-chunks.mjs); those still come before the signed-in screen's.
 */
export function indexHtmlAssets(html) {
  const block = /<script type="application\/json" id="app-start">([^<]*)<\/script>/.exec(html)?.[1];
  const start = block ? JSON.parse(block) : { entry: null, modules: [], styles: [] };
  const started = [start.entry, ...start.modules, ...start.styles]
    .filter(Boolean)
    .map((file) => file.replace(/^\//, ''));
  return [...new Set([...frameAssets(html), ...started])].filter((file) => file.startsWith('assets/'));
}

/**
 * Per route: the files and their gzip sum. `routeKeys` maps a route path to its lazy chunks'
 * manifest keys; `closure`, `file` and `gzip` come from size-budgets.mjs.
 */
export function firstScreenSizes({ distDir, manifest, routeKeys, closure, gzip }) {
  const htmlPath = join(distDir, 'index.html');
  const fromHtml = existsSync(htmlPath) ? indexHtmlAssets(readFileSync(htmlPath, 'utf8')) : [];
  const byFile = new Map(Object.entries(manifest).map(([key, item]) => [item.file, key]));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  const htmlKeys = [entryKey, ...fromHtml.map((file) => byFile.get(file))].filter(Boolean);
  const cssOf = (keys) => [...keys].flatMap((key) => manifest[key].css ?? []);
  return [...routeKeys].map(([route, keys]) => {
    const chunks = closure([...htmlKeys, ...keys]);
    const files = [
      ...new Set([...fromHtml, ...[...chunks].map((key) => manifest[key].file), ...cssOf(chunks)]),
    ];
    const js = files.filter((name) => name.endsWith('.js'));
    const css = files.filter((name) => name.endsWith('.css'));
    const sum = (list) => list.reduce((total, name) => total + gzip(name), 0);
    return { route, files, jsGzip: sum(js), cssGzip: sum(css), gzip: sum(files) };
  });
}
