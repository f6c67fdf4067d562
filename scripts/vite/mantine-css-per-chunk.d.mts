import type { Plugin } from 'vite';

export function mantineStylesheetFor(id: string): string | null;
export function mantineCssPerChunk(): Plugin;
