/** The parts of a unified file and a Markdown tree that the docs rules read. */
export interface DocsFile {
  cwd: string;
  path?: string;
  dirname?: string;
  value: unknown;
  message(reason: string, place?: unknown): unknown;
}

export interface DocsNode {
  url?: string;
  children?: DocsNode[];
}

export function linksInsideRepository(): (tree: DocsNode, file: DocsFile) => void;
export function readmeLength(options?: { max?: number }): (tree: unknown, file: DocsFile) => void;
