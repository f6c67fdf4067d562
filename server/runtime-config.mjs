// The runtime configuration the portal reads from /config.json before it starts (README:
// "Configuration"). `npm start`, `npm run dev` and `vite preview` all derive it from the
// environment with this one function, so one build serves every environment.

const DEFAULT_INTERNAL_DOMAINS = ['internal.demo.test', 'labs.demo.test'];

function port(env, name, fallback) {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return value;
}

function list(raw, fallback) {
  if (raw === undefined || raw.trim() === '') return fallback;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function thirdParty(raw) {
  if (raw === undefined || raw.trim() === '') return {};
  let value;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error('PORTAL_THIRD_PARTY must be a JSON object of strings, e.g. {"analytics":"key"}');
  }
  const valid =
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string');
  if (!valid) throw new Error('PORTAL_THIRD_PARTY must be a JSON object of strings');
  return value;
}

/**
 * PORTAL_IMAGE_HOSTS: the origins product images come from (the engine's image host), comma
 * separated. Only origins: the CSP's img-src lists them, and a path there would be misleading.
 */
function imageHosts(raw) {
  return list(raw, []).map((item) => {
    let url;
    try {
      url = new URL(item);
    } catch {
      throw new Error(`PORTAL_IMAGE_HOSTS: "${item}" is not an origin such as https://images.example.com`);
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/+$/, '')) {
      throw new Error(`PORTAL_IMAGE_HOSTS: "${item}" is not an http(s) origin (scheme, host and port only)`);
    }
    return url.origin;
  });
}

/** Ports of the portal and the local identity provider. */
export function portsFromEnv(env = process.env) {
  return { portalPort: port(env, 'PORTAL_PORT', 5173), oidcPort: port(env, 'OIDC_PORT', 5174) };
}

/**
 * The runtime configuration from environment variables:
 * PORTAL_MODE (mock|live, default mock), PORTAL_API_BASE_URL (default /api),
 * OIDC_AUTHORITY (default http://localhost:<OIDC_PORT>), OIDC_CLIENT_ID (default engine-portal),
 * OIDC_SCOPE (default "openid profile email offline_access"),
 * PORTAL_INTERNAL_EMAIL_DOMAINS (comma-separated, default internal.demo.test,labs.demo.test),
 * PORTAL_THIRD_PARTY (JSON object of tool keys, default {}),
 * PORTAL_IMAGE_HOSTS (comma-separated origins of product images, default none).
 */
export function runtimeConfigFromEnv(env = process.env) {
  const { oidcPort } = portsFromEnv(env);
  const mode = env.PORTAL_MODE || 'mock';
  if (mode !== 'mock' && mode !== 'live') throw new Error(`PORTAL_MODE must be mock or live, got "${mode}"`);
  const authority = (env.OIDC_AUTHORITY || `http://localhost:${oidcPort}`).replace(/\/+$/, '');
  new URL(authority); // throws on a malformed authority before anything is served
  const internalEmailDomains = list(env.PORTAL_INTERNAL_EMAIL_DOMAINS, DEFAULT_INTERNAL_DOMAINS);
  if (internalEmailDomains.length > 2)
    throw new Error('PORTAL_INTERNAL_EMAIL_DOMAINS takes at most two domains');
  return {
    mode,
    apiBaseUrl: env.PORTAL_API_BASE_URL || '/api',
    oidc: {
      authority,
      clientId: env.OIDC_CLIENT_ID || 'engine-portal',
      scope: env.OIDC_SCOPE || 'openid profile email offline_access',
    },
    internalEmailDomains,
    thirdParty: thirdParty(env.PORTAL_THIRD_PARTY),
    imageHosts: imageHosts(env.PORTAL_IMAGE_HOSTS),
  };
}
