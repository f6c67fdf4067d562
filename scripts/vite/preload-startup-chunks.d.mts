import type { Plugin } from 'vite';

/**
 * Lists, in index.html's `#app-start` data block, the entry and the chunks of these modules
 * (project-relative ids), of these code-splitting groups and their static imports, with their CSS;
 * `starter`: the build entry that starts them after the first paint, loaded with
 * <script type="module" async>.
 */
export function preloadStartupChunks(
  sources: readonly string[],
  groups: readonly string[],
  starter: string,
): Plugin;

/** index.html without the entry's module script and the modulepreload links, and what they named. */
export function takeEntryTags(html: string): { html: string; entry: string | null; modules: string[] };
