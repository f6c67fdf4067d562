import type { Plugin } from 'vite';

export function appShellLight(): Plugin;
