import { appendInTasks } from './app-start';

/**
 * Starts downloading the code of the page the address opens while the startup chunk still arrives:
 * index.html lists, per page, the chunks its route loads (a JSON block written by the build,
 * scripts/vite/preload-startup-chunks.mjs). Without it the router asks for them only once the
 * startup code has run. No list (dev server, tests) or an unknown page: nothing happens.
 */
export function preloadRouteChunks(pathname = window.location.pathname): void {
  const block = document.getElementById('route-chunks');
  if (!block?.textContent) return;
  let byPath: Record<string, unknown>;
  try {
    byPath = JSON.parse(block.textContent) as Record<string, unknown>;
  } catch {
    return;
  }
  const path = pathname.replace(/\/+$/, '') || '/';
  const files = Object.hasOwn(byPath, path) ? byPath[path] : undefined;
  if (!Array.isArray(files)) return;
  // Only the build's own asset paths: the list comes from the page, but a link is a request.
  const links = files
    .filter((file): file is string => typeof file === 'string' && /^\/assets\/[\w.-]+\.js$/.test(file))
    .map((file) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      // Like index.html's preloads: not needed for the first paint (the static frame).
      link.fetchPriority = 'low';
      link.href = file;
      return link;
    });
  appendInTasks(document, links);
}
