import type { Access } from '@/api/generated/model';
import { serverError, unauthorized, userFromRequest, type MockUser } from '../auth';
import { accessForScope } from '../db/scopes';
import { scopeFromUrl, type MockScope } from '../db/scoped-store';

export interface GuardedRequest {
  request: Request;
  user: MockUser;
  scope: MockScope;
  access: Access;
}

/**
 * Answers like the portal API would before any handler runs: 401 without a bearer token,
 * 403 for a scope the user may not use or a feature whose access flag (or every one of a list) is off.
 */
export function guarded(
  flag: keyof Access | readonly (keyof Access)[] | null,
  resolver: (ctx: GuardedRequest) => Promise<Response> | Response,
): (info: { request: Request }) => Promise<Response> {
  return async ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    const scope = scopeFromUrl(request.url);
    const access = accessForScope(user.email, scope);
    if (!access) return serverError(403, 'You may not access this scope.');
    // A list means any one of its flags suffices (e.g. PulseAccess or PulseLocalPinsAccess).
    const flags = flag === null ? [] : typeof flag === 'string' ? [flag] : flag;
    if (flags.length > 0 && !flags.some((name) => access[name]))
      return serverError(403, `Access denied: ${flags.join(' or ')} is required.`);
    return resolver({ request, user, scope, access });
  };
}

/**
 * For the calls without scope parameters (scope info, monitoring): 401 without a bearer token,
 * otherwise the resolver runs for the signed-in user.
 */
export function authenticated(
  resolver: (ctx: { request: Request; user: MockUser }) => Promise<Response> | Response,
): (info: { request: Request }) => Promise<Response> {
  return async ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    return resolver({ request, user });
  };
}
