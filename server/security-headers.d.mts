import type { RuntimeConfig } from './runtime-config.mjs';

export function cspDirectives(config: RuntimeConfig): Record<string, string[]>;
export function contentSecurityPolicy(config: RuntimeConfig): string;
export function securityHeaders(config: RuntimeConfig): Record<string, string>;
