import { HttpResponse, type HttpHandler } from 'msw';
import { ReloadStatus, type RedirectEntry } from '@/api/generated/model';
import { isBlankTerm } from '@/lib/blank-term';
import { serverError } from '../auth';
import { contractHttp } from '../contract-http';
import { listRedirects, redirectsStore, replaceRedirect } from '../db/redirects';
import { sameTerms } from '../db/synonyms';

const staleRedirect = 'The redirect was changed meanwhile. Reload and try again.';
const alreadyExists = (name: string) => `A redirect named "${name}" already exists.`;
export const unsafeTargetMessage =
  "The target must be an absolute http(s) URL or a site path starting with a single '/'.";

/**
 * A target the storefront may send shoppers to without becoming an open door for script URLs or
 * other hosts: http(s) URLs, or paths that browsers cannot read as protocol-relative ('//host',
 * '/\host', or a tab or newline that browsers strip).
 */
export function isSafeTarget(target: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return false;
  if (/^https?:\/\//i.test(target)) {
    try {
      return new URL(target).hostname !== '';
    } catch {
      return false;
    }
  }
  return target.startsWith('/') && !target.startsWith('//');
}

type Fields = Partial<Record<keyof RedirectEntry, unknown>>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Spec §5 validation plus the target check; the entry as it will be stored (trimmed, terms unique). */
function validatedRedirect(value: unknown): RedirectEntry | string {
  if (!isObject(value)) return 'EditedRedirect is required';
  const name = typeof value.Name === 'string' ? value.Name.trim() : '';
  if (!name) return 'Name is required';
  if (!Array.isArray(value.Rules) || value.Rules.length === 0) return 'Terms are required';
  const rules = value.Rules.map((rule) => (typeof rule === 'string' ? rule.trim() : ''));
  if (rules.some(isBlankTerm)) return 'Terms cannot be empty';
  const target = typeof value.Target === 'string' ? value.Target.trim() : '';
  if (!target) return 'Target is required';
  if (!isSafeTarget(target)) return unsafeTargetMessage;
  if (typeof value.Enabled !== 'boolean') return 'Enabled must be true or false';
  return { Rules: [...new Set(rules)], Name: name, Target: target, Enabled: value.Enabled };
}

/** The compare-and-swap test: the client's copy still equals the stored redirect. */
function matches(stored: RedirectEntry, loaded: Fields): boolean {
  return (
    stored.Name === loaded.Name &&
    stored.Target === loaded.Target &&
    stored.Enabled === loaded.Enabled &&
    Array.isArray(loaded.Rules) &&
    sameTerms(stored.Rules, loaded.Rules.map(String))
  );
}

export const redirectsHandlers: HttpHandler[] = [
  contractHttp.get('/EngineSettings/Redirect', 'RedirectsAccess', ({ scope }) =>
    HttpResponse.json(listRedirects(scope)),
  ),

  contractHttp.put('/EngineSettings/Redirect', 'RedirectsAccess', async ({ request, scope }) => {
    const body: unknown = await request.json().catch(() => null);
    if (!isObject(body)) return serverError(400, 'The request body must be a RedirectRequest.');
    const { OldRedirect: old, EditedRedirect: edited } = body as {
      OldRedirect?: unknown;
      EditedRedirect?: unknown;
    };
    const entry = validatedRedirect(edited);
    if (typeof entry === 'string') return serverError(400, entry);
    if (old !== undefined && old !== null && !isObject(old))
      return serverError(400, 'OldRedirect must be a redirect.');
    const redirects = redirectsStore.get(scope);

    if (!old) {
      if (redirects.has(entry.Name)) return serverError(409, alreadyExists(entry.Name));
      redirects.set(entry.Name, entry);
    } else {
      const stored = typeof old.Name === 'string' ? redirects.get(old.Name) : undefined;
      if (!stored || !matches(stored, old)) return serverError(409, staleRedirect);
      if (entry.Name !== stored.Name && redirects.has(entry.Name))
        return serverError(409, alreadyExists(entry.Name));
      replaceRedirect(redirects, stored.Name, entry);
    }
    return HttpResponse.json({ Entry: entry, ReloadStatus: ReloadStatus.AllSucceeded });
  }),

  contractHttp.delete('/EngineSettings/Redirect', 'RedirectsAccess', ({ query: params, scope }) => {
    const name = params.get('name');
    if (!name) return serverError(400, 'Name is required');
    const enabled = params.get('enabled');
    if (enabled !== 'true' && enabled !== 'false') return serverError(400, 'enabled must be true or false');
    const loaded: Fields = {
      Name: name,
      Target: params.get('target'),
      Enabled: enabled === 'true',
      Rules: params.getAll('rules'),
    };
    const redirects = redirectsStore.get(scope);
    const stored = redirects.get(name);
    if (!stored || !matches(stored, loaded)) return serverError(409, staleRedirect);
    redirects.delete(name);
    return HttpResponse.json(ReloadStatus.AllSucceeded);
  }),
];
