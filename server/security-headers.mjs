// Security headers of the served portal: the production server
// (scripts/start.mjs), `vite preview` (server/vite-runtime-config.mjs) and the nginx example
// (docs/deployment.md, checked by server/security-headers.test.ts) send exactly these.

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a site-relative API base such as /api is covered by 'self'
  }
}

/** The Content-Security-Policy directives for a runtime configuration, in a stable order. */
export function cspDirectives(config) {
  const authority = originOf(config.oidc.authority);
  const api = originOf(config.apiBaseUrl);
  const unique = (...sources) => [...new Set(sources.filter(Boolean))];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Mantine injects a <style> element with its theme's CSS variables and renders style props as
    // style attributes at run time; without 'unsafe-inline' the themed UI breaks. Scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Avatars come from Gravatar (spec §1); data: covers inline SVG placeholders; product images
    // come from the engine's image host (PORTAL_IMAGE_HOSTS).
    'img-src': unique("'self'", 'data:', 'https://www.gravatar.com', ...(config.imageHosts ?? [])),
    // The API (when it lives on another origin) and the identity provider's token, userinfo and
    // revocation endpoints; in mock mode MSW answers /api inside the page.
    'connect-src': unique("'self'", authority, api),
    // Silent sign-in loads the identity provider in a hidden iframe, which redirects back to the
    // portal's silent callback: frame-src is checked on every redirect, so 'self' is needed too.
    'frame-src': unique("'self'", authority),
    // The sign-in redirect and the sign-out are navigations, but a form post to the provider
    // must stay possible (and redirects after a form post are checked against form-action).
    'form-action': unique("'self'", authority),
    // The silent-renew callback page is framed by the portal itself; nobody else may frame it.
    'frame-ancestors': ["'self'"],
    // MSW's service worker (mock mode) is served from this origin.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
  };
}

export function contentSecurityPolicy(config) {
  return Object.entries(cspDirectives(config))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Headers for every response of the served bundle. */
export function securityHeaders(config) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
