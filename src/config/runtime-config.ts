/**
 * Runtime configuration, read from `config.json` beside the bundle before the app starts,
 * so one build serves every environment (README: "Configuration").
 * Checked by hand, not with zod: the entry reads it before anything else, and zod
 * should not have to arrive first.
 */
export interface RuntimeConfig {
  /** mock: the API is answered in the browser by MSW; live: a real portal API. */
  mode: 'mock' | 'live';
  /** Portal API base URL, absolute or site-relative (e.g. `/api`). */
  apiBaseUrl: string;
  oidc: {
    authority: string;
    clientId: string;
    /** Default 'openid profile email'. */
    scope: string;
  };
  /** Spec §4: the experimental switch is offered only to users of these two e-mail domains. */
  internalEmailDomains: string[];
  /** Optional keys of the third-party tools (analytics, RUM, usage tracking, onboarding). */
  thirdParty: Record<string, string>;
  /** Origins of product images (the engine's image host); the server's CSP allows them. */
  imageHosts: string[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(path: string, expected: string): never {
  throw new Error(`Invalid runtime configuration: ${path} must be ${expected}`);
}

function text(value: unknown, path: string): string {
  if (typeof value !== 'string' || value === '') fail(path, 'a non-empty string');
  return value;
}

function texts(value: unknown, path: string, max = Infinity): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > max)
    fail(path, max === Infinity ? 'a list of strings' : `a list of at most ${max} strings`);
  return value.map((item, index) => text(item, `${path}[${index}]`));
}

function absoluteUrl(value: unknown, path: string): string {
  const url = text(value, path);
  if (!URL.canParse(url)) fail(path, 'an absolute URL');
  return url;
}

/** The configuration with its defaults, or an error naming the first key that is wrong. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (!isObject(json)) fail('config.json', 'an object');
  const { mode, apiBaseUrl, oidc, internalEmailDomains, thirdParty = {}, imageHosts } = json;
  if (mode !== 'mock' && mode !== 'live') fail('mode', "'mock' or 'live'");
  if (!isObject(oidc)) fail('oidc', 'an object');
  if (!isObject(thirdParty) || Object.values(thirdParty).some((value) => typeof value !== 'string'))
    fail('thirdParty', 'an object of strings');
  return {
    mode,
    apiBaseUrl: text(apiBaseUrl, 'apiBaseUrl'),
    oidc: {
      authority: absoluteUrl(oidc.authority, 'oidc.authority'),
      clientId: text(oidc.clientId, 'oidc.clientId'),
      scope: oidc.scope === undefined ? 'openid profile email' : text(oidc.scope, 'oidc.scope'),
    },
    internalEmailDomains: texts(internalEmailDomains, 'internalEmailDomains', 2),
    thirdParty: { ...(thirdParty as Record<string, string>) },
    imageHosts: texts(imageHosts, 'imageHosts'),
  };
}

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
  const config = parseRuntimeConfig(await response.json());
  setRuntimeConfig(config);
  return config;
}
