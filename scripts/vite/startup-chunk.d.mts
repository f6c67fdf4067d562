import type { Plugin } from 'vite';

/**
 * One chunk for the static imports of the `startup` modules that the `entry` does not load itself,
 * and optionally one for what most pages share (`pageKit`).
 */
export function startupChunk(options: {
  entry: string;
  startup: readonly string[];
  name?: string;
  pageKit?: { name?: string; pages: RegExp; minPages: number; include: readonly RegExp[] };
}): {
  plugin: Plugin;
  groups: {
    name: string;
    test: (id: string) => boolean;
    priority: number;
    includeDependenciesRecursively: boolean;
  }[];
};
