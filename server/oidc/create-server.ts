import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { portalOrigins, providerConfiguration } from './configuration';
import { createInteractionHandler } from './interactions';
import { createNonce, providerPageCsp } from './pages';

export interface OidcServerOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  portalPort: number;
  accessTokenTtl: number;
}

export interface OidcServer {
  issuer: string;
  port: number;
  provider: Provider;
  close(): Promise<void>;
}

/** Starts the local OpenID Connect provider; the issuer is http://localhost:<port>. */
export async function startOidcServer(options: OidcServerOptions): Promise<OidcServer> {
  // The issuer needs the port, known only after listen (port 0 in tests); the request handler is
  // attached right after, before any request can be read.
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? 'localhost', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://localhost:${port}`;
  const origins = portalOrigins(options.portalPort);

  const provider = new Provider(issuer, providerConfiguration(options));
  // Pages the library renders (sign-out, errors, form posts) get the CSP before they render:
  // the library adds the hash of its own inline script to this header.
  provider.use(async (ctx, next) => {
    const nonce = createNonce();
    ctx.state.cspNonce = nonce;
    ctx.set('Content-Security-Policy', providerPageCsp(nonce, origins));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    await next();
  });
  provider.on('server_error', (_ctx, error) => console.error('[oidc] server error', error));

  const providerCallback = provider.callback();
  const handleInteraction = createInteractionHandler(provider, origins);
  const handle: RequestListener = (req, res) => {
    // Browsers ask every origin for a favicon; an empty answer keeps the sign-in page's console clean.
    if (req.url === '/favicon.ico') {
      res.writeHead(204, { 'Cache-Control': 'public, max-age=86400' }).end();
      return;
    }
    handleInteraction(req, res)
      .then((handled) => {
        if (!handled) providerCallback(req, res);
      })
      .catch((error: unknown) => {
        console.error('[oidc] interaction failed', error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  };

  server.on('request', handle);

  return {
    issuer,
    port,
    provider,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
