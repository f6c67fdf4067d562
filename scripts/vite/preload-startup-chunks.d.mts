import type { Plugin } from 'vite';

/** Preloads, from index.html, the chunks of these modules (project-relative ids) and their static imports. */
export function preloadStartupChunks(sources: readonly string[]): Plugin;
