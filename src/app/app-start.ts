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

/** How many of the start's elements one task adds: each costs the browser up to 2 ms to take in. */
export const elementsPerTask = 4;

/**
 * Adds `elements` to the head a few per task (the first batch now), then runs `then` in a task of
 * its own. In one task, the thirteen of a cold start's first list were a 15–28 ms task on a desktop's
 * CPU, the page's first long task after its first paint on a phone (issue 14).
 */
export function appendInTasks(
  doc: Document,
  elements: HTMLElement[],
  then: () => void = () => undefined,
): void {
  doc.head.append(...elements.slice(0, elementsPerTask));
  const rest = elements.slice(elementsPerTask);
  setTimeout(() => (rest.length > 0 ? appendInTasks(doc, rest, then) : then()));
}

function linkTo(doc: Document, href: string, rel: string, as?: string): HTMLLinkElement {
  const link = doc.createElement('link');
  link.rel = rel;
  if (as) link.setAttribute('as', as);
  link.crossOrigin = '';
  link.href = href;
  return link;
}

/**
 * Adds the entry's module script, a modulepreload per chunk and a style preload per stylesheet, a
 * few per task (appendInTasks), then runs `then` (the caller's next step, e.g. the page's chunks).
 * The entry goes first, so its request goes out first. `crossorigin` as Vite's own tags have it:
 * without it the browser would fetch every preloaded module a second time. Returns whether it
 * started anything; a second call adds nothing.
 */
export function startApp(doc: Document = document, then: () => void = () => undefined): boolean {
  const start = readAppStart(doc);
  if (!start || doc.querySelector(`script[type="module"][src="${start.entry}"]`)) return false;
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = start.entry;
  const modules = start.modules.map((file) => linkTo(doc, file, 'modulepreload'));
  const styles = start.styles.map((file) => linkTo(doc, file, 'preload', 'style'));
  appendInTasks(doc, [script, ...modules, ...styles], then);
  return true;
}
