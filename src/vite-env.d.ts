/// <reference types="vite/client" />

/** Spec §2: the diagnostics page exists but is disabled by a build flag (PORTAL_DIAGNOSTICS=true enables it). */
declare const __DIAGNOSTICS_ENABLED__: boolean;
