import type { Plugin } from 'vite';

export function chunkModulesPlugin(): Plugin;
