import type { Plugin } from 'vite';

export function scrollAreaWithoutFloatingUi(): Plugin;
