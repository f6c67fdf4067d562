import type { Plugin } from 'vite';

/**
 * Preloads, from index.html, the chunks of these modules (project-relative ids), the chunks of these
 * code-splitting groups, and their static imports; `routePreloader`: the build entry that preloads
 * the opened page's chunks, loaded with <script type="module" async>.
 */
export function preloadStartupChunks(sources: readonly string[], groups?: readonly string[], routePreloader?: string | null): Plugin;

/** index.html with fetchpriority="low" on every module script and modulepreload that has no priority of its own. */
export function lowPriorityEntry(html: string): string;
