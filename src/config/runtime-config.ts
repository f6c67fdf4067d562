import { z } from 'zod';

/**
 * Runtime configuration, read from `config.json` beside the bundle before the app starts,
 * so one build serves every environment (README: "Runtime configuration").
 */
export const runtimeConfigSchema = z.object({
  /** mock: the API is answered in the browser by MSW; live: a real portal API. */
  mode: z.enum(['mock', 'live']),
  /** Portal API base URL, absolute or site-relative (e.g. `/api`). */
  apiBaseUrl: z.string().min(1),
  oidc: z.object({
    authority: z.url(),
    clientId: z.string().min(1),
    scope: z.string().min(1).default('openid profile email'),
  }),
  /** Spec §4: the experimental switch is offered only to users of these two e-mail domains. */
  internalEmailDomains: z.array(z.string().min(1)).max(2).default([]),
  /** Optional keys of the third-party tools (analytics, RUM, usage tracking, onboarding). */
  thirdParty: z.record(z.string(), z.string()).default({}),
  /** Origins of product images (the engine's image host); the server's CSP allows them. */
  imageHosts: z.array(z.string().min(1)).default([]),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration was not loaded');
  return current;
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  // No cache option: index.html preloads this very request, and the server marks it no-store.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  const config = runtimeConfigSchema.parse(await response.json());
  setRuntimeConfig(config);
  return config;
}
