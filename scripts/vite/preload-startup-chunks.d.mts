import type { Plugin } from 'vite';

/**
 * Preloads, from index.html, the chunks of these modules (project-relative ids), the chunks of these
 * code-splitting groups, and their static imports.
 */
export function preloadStartupChunks(sources: readonly string[], groups?: readonly string[]): Plugin;
