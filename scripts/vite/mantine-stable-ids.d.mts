import type { Plugin } from 'vite';

export const mantineUseIdModule: RegExp;
export function mantineStableIds(): Plugin;
