/** The shape of /config.json; src/config/runtime-config.ts validates it in the app. */
export interface RuntimeConfig {
  mode: 'mock' | 'live';
  apiBaseUrl: string;
  oidc: { authority: string; clientId: string; scope: string };
  internalEmailDomains: string[];
  thirdParty: Record<string, string>;
  /** Origins product images are loaded from (CSP img-src). */
  imageHosts: string[];
}

export function portsFromEnv(env?: Record<string, string | undefined>): {
  portalPort: number;
  oidcPort: number;
};
export function runtimeConfigFromEnv(env?: Record<string, string | undefined>): RuntimeConfig;
