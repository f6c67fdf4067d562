/**
 * The production build's first script (vite.config.ts, entry `start`): index.html loads it with
 * `async`, a file of a few hundred bytes. Once the shell's static frame is on screen it starts the
 * portal's code (app-start.ts) and the opened page's chunks (route-preload.ts), a few requests per
 * short task, so the page's code downloads beside the entry instead of after it has arrived and run. The frame
 * itself needs none of them (index.html, public/boot-description.js).
 *
 * Framed (the sign-in client's silent renewal loads this page in a hidden iframe, which never
 * paints) the app starts at once; and a paint that takes longer than `latestMs` (a hidden or
 * prerendered tab, a very slow device) does not keep it waiting either.
 */
import { startApp } from './app-start';
import { preloadRouteChunks } from './route-preload';

const latestMs = 1000;

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // The page's chunks in the task after the entry's (app-start.ts): both lists in one were a long task.
  if (!startApp(document, () => preloadRouteChunks())) preloadRouteChunks();
}

// As afterNextPaint (src/lib/after-paint.ts), written out: importing it would make this file import
// the startup chunk, which the build groups it into, and fetch 85 KB before the first paint.
if (
  window.self !== window.top ||
  typeof requestAnimationFrame !== 'function' ||
  document.visibilityState !== 'visible'
) {
  start();
} else {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
  setTimeout(start, latestMs);
}
