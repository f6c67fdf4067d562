/**
 * A second, tiny entry of the production build (vite.config.ts): index.html loads it with `async`,
 * so the page's own chunks start downloading as soon as this file arrives, instead of after the
 * entry (~90 KB gzip: React DOM, the sign-in client) has arrived and run. Nothing else imports
 * route-preload.ts, so this entry is one small file. Without it (dev server) the router loads the
 * page's chunks itself.
 */
import { preloadRouteChunks } from './route-preload';

preloadRouteChunks();
