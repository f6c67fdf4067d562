import type { Server } from 'node:http';
import type { RuntimeConfig } from './runtime-config.mjs';

export function isAppRoute(pathname: string): boolean;
export function createPortalServer(options: { distDir: string; config: RuntimeConfig }): Server;
