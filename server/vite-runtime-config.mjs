// Vite plugin: /config.json from the environment on the dev server and on `vite preview`, the
// same object `npm start` serves (server/runtime-config.mjs), so no file needs editing per setup.
import { runtimeConfigFromEnv } from './runtime-config.mjs';
import { securityHeaders } from './security-headers.mjs';

function configMiddleware(req, res, next) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const path = (req.url ?? '').split('?')[0];
  if (path !== '/config.json') return next();
  const body = JSON.stringify(runtimeConfigFromEnv(), null, 2);
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Serves /config.json; on `vite preview` also sends the production security headers. */
export function runtimeConfigPlugin() {
  return {
    name: 'engine-portal:runtime-config',
    configureServer(server) {
      runtimeConfigFromEnv(); // fail at start, not at the first request, on a bad environment
      // The dev server gets the simple headers only: Vite's HMR client and React Refresh preamble
      // are inline scripts and a websocket that the production CSP (script-src 'self') forbids.
      const { 'Content-Security-Policy': _csp, ...devHeaders } = securityHeaders(runtimeConfigFromEnv());
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(devHeaders)) res.setHeader(name, value);
        next();
      });
      server.middlewares.use(configMiddleware);
    },
    configurePreviewServer(server) {
      const headers = securityHeaders(runtimeConfigFromEnv());
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
      server.middlewares.use(configMiddleware);
    },
  };
}
