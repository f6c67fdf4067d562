/**
 * Starts the portal's code from the list the build writes into index.html (issue 14): a JSON data
 * block `#app-start` (scripts/vite/preload-startup-chunks.mjs) with the entry's module script, the
 * chunks to preload beside it (the entry's static imports, the App chunk, the portal layout, the
 * page kit, the default catalog) and their stylesheets. The build moves them there from index.html's
 * head so that none of them is fetched or run before the shell's static frame is on screen: the
 * frame's paint no longer waits for a 75 KB entry that arrived first and ran first, and on a phone
 * network the frame's few requests have the bandwidth to themselves. No block (dev server, tests):
 * nothing happens, the page's own module script starts the app.
 */

export interface AppStart {
  entry: string;
  modules: string[];
  styles: string[];
}

// Only the build's own files: the block comes from the page, but every element added is a request.
const assetPath = /^\/assets\/[\w.-]+\.(js|css)$/;
const isAsset = (value: unknown, extension: 'js' | 'css'): value is string =>
  typeof value === 'string' && assetPath.test(value) && value.endsWith(`.${extension}`);

/** The block's list, or null when there is none or it is not the build's (a foreign path, bad JSON). */
export function readAppStart(doc: Document = document): AppStart | null {
  const text = doc.getElementById('app-start')?.textContent;
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { entry, modules, styles } = parsed as Record<string, unknown>;
  if (!isAsset(entry, 'js') || !Array.isArray(modules) || !Array.isArray(styles)) return null;
  return {
    entry,
    modules: modules.filter((file) => isAsset(file, 'js')),
    styles: styles.filter((file) => isAsset(file, 'css')),
  };
}

/**
 * Adds the entry's module script and a modulepreload per chunk, then, in a task of its own, a style
 * preload per stylesheet (`then`: the caller's next step, e.g. the page's chunks, runs there too).
 * Each <link> costs the browser up to a millisecond to take in (more on a phone): in one task, the
 * forty of a cold start were a long task of their own (issue 14). The entry goes first, so its
 * request goes out first. `crossorigin` as Vite's own tags have it: without it the browser would
 * fetch every preloaded module a second time. Returns whether it started anything; a second call
 * adds nothing.
 */
export function startApp(doc: Document = document, then: () => void = () => undefined): boolean {
  const start = readAppStart(doc);
  if (!start || doc.querySelector(`script[type="module"][src="${start.entry}"]`)) return false;
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = start.entry;
  doc.head.append(script);
  for (const file of start.modules) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    doc.head.append(link);
  }
  setTimeout(() => {
    for (const file of start.styles) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'style');
      link.crossOrigin = '';
      link.href = file;
      doc.head.append(link);
    }
    then();
  });
  return true;
}
