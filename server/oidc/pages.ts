import { randomBytes } from 'node:crypto';

/**
 * The provider's own HTML pages: sign-in, sign-out and errors. They load nothing from the internet
 * (the library's default pages import a Google font) and work without JavaScript; the only script
 * submits the sign-out form, and a button does the same when scripts are off.
 */

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * CSP of the provider's pages. form-action names the portal origins too: Chromium applies
 * form-action to the redirects that follow a form post, and the sign-in and sign-out posts end
 * in redirects to the portal's callback pages.
 */
export function providerPageCsp(nonce: string, portalOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "img-src 'self'",
    `form-action 'self' ${portalOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const css = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f1f3f5; color: #212529; }
  main { max-width: 24rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 8px;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15); }
  h1 { font-size: 1.5rem; margin: 0 0 1.5rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.5rem; font: inherit; border: 1px solid #868e96;
    border-radius: 4px; }
  input:focus-visible, button:focus-visible { outline: 3px solid #1c7ed6; outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.6rem; font: inherit; font-weight: 600; color: #fff;
    background: #1864ab; border: 0; border-radius: 4px; cursor: pointer; }
  button:hover { background: #0b4f8a; }
  .error { margin: 0 0 1rem; padding: 0.75rem; border-radius: 4px; background: #fff5f5; color: #a51111;
    border: 1px solid #e03131; }
  .hint { margin-top: 1.5rem; font-size: 0.875rem; color: #495057; }
  a { color: #1864ab; }
`;

function layout(title: string, nonce: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${css}</style>
${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  nonce: string;
  action: string;
  email?: string;
  error?: string;
}

export function loginPage({ nonce, action, email = '', error }: LoginPageOptions): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="signin-error"' : '';
  const errorBlock = error ? `<p class="error" id="signin-error" role="alert">${escapeHtml(error)}</p>` : '';
  return layout(
    'Engine Portal sign-in',
    nonce,
    `<h1>Engine Portal sign-in</h1>
${errorBlock}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${email ? '' : ' autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${email ? ' autofocus' : ''}>
  <button type="submit">Sign in</button>
</form>
<p class="hint">Local demo identity provider: every demo account uses the password <code>demo</code>.</p>`,
  );
}

/** RP-initiated logout is confirmed without a click: the form submits itself (spec: sign-out lands on the root). */
export function logoutPage(nonce: string, form: string): string {
  // The library's form carries the xsrf token; `logout=yes` confirms the sign-out.
  const confirmingForm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return layout(
    'Signing out of Engine Portal',
    nonce,
    `<h1>Signing out…</h1>
${confirmingForm}
<noscript><button type="submit" form="op.logoutForm">Continue signing out</button></noscript>`,
    `<script nonce="${nonce}">addEventListener('DOMContentLoaded', function () { document.forms[0].submit(); });</script>`,
  );
}

export function signedOutPage(nonce: string): string {
  return layout('Signed out', nonce, '<h1>Signed out</h1><p>You have been signed out of Engine Portal.</p>');
}

export function errorPage(nonce: string, details: Record<string, string>, portalUrl?: string): string {
  const rows = Object.entries(details)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const back = portalUrl ? `<p><a href="${escapeHtml(portalUrl)}">Back to Engine Portal</a></p>` : '';
  return layout('Sign-in error', nonce, `<h1>Something went wrong</h1><dl>${rows}</dl>${back}`);
}
