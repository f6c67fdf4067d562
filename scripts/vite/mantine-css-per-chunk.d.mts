import type { Plugin } from 'vite';

export function mantineStylesheetFor(id: string): string | null;
export function rulesOnlyFor(css: string, kept: Set<string>): string;
export function mantineCssPerChunk(): Plugin;
