import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';
import { authenticate } from './accounts';
import { createNonce, errorPage, loginPage, providerPageCsp } from './pages';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

const interactionPath = /^\/interaction\/([\w-]+)(\/login)?$/;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 16 * 1024) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  nonce: string,
  origins: readonly string[],
) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': providerPageCsp(nonce, origins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(html);
}

/**
 * The sign-in interaction: the provider's own login page that checks the password (the library's
 * dev interactions accept anyone). Returns false when the request is not an interaction route.
 */
export function createInteractionHandler(provider: Provider, portalOrigins: readonly string[]) {
  return async function handleInteraction(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://provider.invalid');
    const match = interactionPath.exec(url.pathname);
    if (!match) return false;
    const [, uid, login] = match;
    const nonce = createNonce();
    const action = `/interaction/${uid}/login`;

    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== uid) throw new Error('interaction mismatch');

      if (!login && req.method === 'GET') {
        if (details.prompt.name === 'login') {
          const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
          sendHtml(res, 200, loginPage({ nonce, action, email: hint }), nonce, portalOrigins);
        } else {
          // Consent is granted in loadExistingGrant; finishing here resumes any other prompt.
          await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
        }
        return true;
      }

      if (login && req.method === 'POST' && details.prompt.name === 'login') {
        const form = await readForm(req);
        const email = form.get('email') ?? '';
        const account = authenticate(email, form.get('password') ?? '');
        if (!account) {
          sendHtml(
            res,
            200,
            loginPage({ nonce, action, email, error: INVALID_CREDENTIALS }),
            nonce,
            portalOrigins,
          );
          return true;
        }
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub } },
          { mergeWithLastSubmission: false },
        );
        return true;
      }

      res.writeHead(405, { Allow: login ? 'POST' : 'GET' }).end();
      return true;
    } catch (error) {
      // Usually an expired or foreign interaction (its cookie is gone): start again from the portal.
      const description = error instanceof Error ? error.message : 'unknown error';
      const html = errorPage(
        nonce,
        { error: 'Your sign-in request is no longer valid. Please start again.', details: description },
        `${portalOrigins[0]}/`,
      );
      sendHtml(res, 400, html, nonce, portalOrigins);
      return true;
    }
  };
}
