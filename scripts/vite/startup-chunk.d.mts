import type { Plugin } from 'vite';

/** One chunk for the static imports of the `startup` modules that the `entry` does not load itself. */
export function startupChunk(options: { entry: string; startup: readonly string[]; name?: string }): {
  plugin: Plugin;
  groups: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean }[];
};
