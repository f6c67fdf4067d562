import { timingSafeEqual } from 'node:crypto';

/** A demo account of the local identity provider (docs/demo-accounts.md). */
export interface DemoAccount {
  sub: string;
  email: string;
  name: string;
  locale: 'en' | 'de';
  /** What the account is for; printed on start and listed in docs/demo-accounts.md. */
  purpose: string;
}

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'demo';

export const demoAccounts: readonly DemoAccount[] = [
  {
    sub: 'demo-merchandiser',
    email: 'merchandiser@demo.test',
    name: 'Mia Merchandiser',
    locale: 'en',
    purpose: 'full access, English',
  },
  {
    sub: 'demo-analyst',
    email: 'analyst@demo.test',
    name: 'Anton Analyst',
    locale: 'de',
    purpose: 'full access, German profile',
  },
  {
    sub: 'demo-limited',
    email: 'limited@demo.test',
    name: 'Lena Limited',
    locale: 'en',
    purpose: 'synonyms and boost/bury only',
  },
  {
    sub: 'demo-pins',
    email: 'pins@demo.test',
    name: 'Pia Pins',
    locale: 'en',
    purpose: 'local pins and synonyms only (PulseLocalPinsAccess without PulseAccess)',
  },
  {
    sub: 'demo-viewer',
    email: 'viewer@demo.test',
    name: 'Vera Viewer',
    locale: 'en',
    purpose: 'no access flags',
  },
  {
    sub: 'demo-agency',
    email: 'agency@demo.test',
    name: 'Aga Agency',
    locale: 'en',
    purpose: 'full access to twelve customers, as an agency has',
  },
  {
    sub: 'demo-developer',
    email: 'developer@internal.demo.test',
    name: 'Dev Eloper',
    locale: 'en',
    purpose: 'full access, internal domain (sees the experimental switch)',
  },
];

export function findDemoAccount(sub: string): DemoAccount | undefined {
  return demoAccounts.find((account) => account.sub === sub);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The account for these credentials, or undefined; e-mail addresses compare case-insensitively. */
export function authenticate(email: string, password: string): DemoAccount | undefined {
  const wanted = email.trim().toLowerCase();
  const account = demoAccounts.find((candidate) => candidate.email === wanted);
  // Compare the password even for unknown e-mails so both failures take the same path.
  const passwordOk = sameText(password, DEMO_PASSWORD);
  return account && passwordOk ? account : undefined;
}

/** The OpenID claims of an account; the scopes decide which of them a token carries. */
export function accountClaims(account: DemoAccount): {
  sub: string;
  name: string;
  email: string;
  locale: string;
} {
  return { sub: account.sub, name: account.name, email: account.email, locale: account.locale };
}
