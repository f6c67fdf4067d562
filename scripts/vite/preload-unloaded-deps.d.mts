import type { Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
}

export function unloadedDeps(bundle: Record<string, BundleChunk>, hostId: string, deps: string[]): string[];
export function preloadUnloadedDeps(): Plugin;
