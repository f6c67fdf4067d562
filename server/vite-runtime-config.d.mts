import type { Plugin } from 'vite';

export function runtimeConfigPlugin(): Plugin;
