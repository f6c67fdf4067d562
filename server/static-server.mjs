// The production static server of the built portal (node:http only): the bundle from dist/, the
// runtime configuration at /config.json, the SPA fallback, and the security headers everywhere.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { securityHeaders } from './security-headers.mjs';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);

/**
 * The SPA fallback answers app routes (paths whose last segment has no file extension) with
 * index.html. Missing files keep their 404: a service worker or a script answered with HTML breaks
 * the app in confusing ways (STACK.md: MSW's worker fails with a MIME error).
 */
export function isAppRoute(pathname) {
  if (pathname.startsWith('/assets/')) return false;
  const last = pathname.split('/').pop() ?? '';
  return extname(last) === '';
}

function cacheControl(pathname) {
  // Vite puts content hashes in the names under /assets/; everything else may change per deploy.
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Creates the server; call `.listen(port, host)` on the result. */
export function createPortalServer({ distDir, config }) {
  const root = resolve(distDir);
  const headers = securityHeaders(config);
  const configBody = JSON.stringify(config, null, 2);
  const gzipCache = new Map();

  async function fileFor(pathname) {
    const relative = normalize(pathname).replace(/^([/\\])+/, '');
    const path = resolve(join(root, relative));
    if (path !== root && !path.startsWith(root + sep)) return null; // path traversal
    try {
      const info = await stat(path);
      if (info.isFile()) return { path, info };
      if (info.isDirectory()) {
        const index = join(path, 'index.html');
        const indexInfo = await stat(index);
        if (indexInfo.isFile()) return { path: index, info: indexInfo };
      }
    } catch {
      // not found
    }
    return null;
  }

  function send(req, res, status, extra, body) {
    const length = body === undefined ? {} : { 'Content-Length': Buffer.byteLength(body) };
    res.writeHead(status, { ...headers, ...length, ...extra });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function serveFile(req, res, file, pathname) {
    const type = extname(file.path);
    const etag = `W/"${file.info.size.toString(16)}-${Math.floor(file.info.mtimeMs).toString(16)}"`;
    const base = {
      'Content-Type': contentTypes[type] ?? 'application/octet-stream',
      'Cache-Control': file.path.endsWith('index.html') ? 'no-cache' : cacheControl(pathname),
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === etag) return send(req, res, 304, base);

    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (acceptsGzip && compressible.has(type) && file.info.size > 1024) {
      let cached = gzipCache.get(file.path);
      if (!cached || cached.etag !== etag) {
        cached = { etag, body: gzipSync(await readFile(file.path)) };
        gzipCache.set(file.path, cached);
      }
      return send(req, res, 200, { ...base, 'Content-Encoding': 'gzip' }, cached.body);
    }

    res.writeHead(200, { ...headers, ...base, 'Content-Length': file.info.size });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file.path).pipe(res);
  }

  async function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(
        req,
        res,
        405,
        { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
        'Method not allowed',
      );
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://portal.invalid').pathname);
    } catch {
      return send(req, res, 400, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Bad request');
    }

    if (pathname === '/config.json') {
      return send(
        req,
        res,
        200,
        { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
        configBody,
      );
    }

    const file = await fileFor(pathname);
    if (file) return serveFile(req, res, file, pathname);

    if (isAppRoute(pathname)) {
      const index = await fileFor('/index.html');
      if (index) return serveFile(req, res, index, '/index.html');
    }
    return send(
      req,
      res,
      404,
      { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
      'Not found',
    );
  }

  return createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error('[portal] request failed', error);
      if (!res.headersSent) res.writeHead(500, headers);
      res.end();
    });
  });
}
