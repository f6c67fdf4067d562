import type { Plugin } from 'vite';

/** The CSS without the selectors that need a hashed Mantine class outside `used`. */
export function pruneCss(css: string, used: Set<string>): string;
export function pruneUnusedCss(): Plugin;
