import { HttpResponse } from 'msw';
import type { PortalServerError } from '@/api/generated/model';

export interface MockUser {
  sub: string;
  email: string | null;
}

/**
 * Reads the user from the bearer token. The local identity provider issues JWT access tokens;
 * the mock API trusts their payload (it is a mock: no signature check).
 */
export function userFromRequest(request: Request): MockUser | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return null;
  const payload = match[1].split('.')[1];
  if (!payload) return { sub: 'opaque-token-user', email: null };
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    return {
      sub: typeof claims.sub === 'string' ? claims.sub : 'unknown',
      email: typeof claims.email === 'string' ? claims.email : null,
    };
  } catch {
    return { sub: 'opaque-token-user', email: null };
  }
}

/** A test or tool token the mock API accepts: an unsigned JWT carrying the claims. */
export function mockAccessToken(claims: { sub: string; email: string }): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** An error answer with the contract's PortalServerError body. */
export function serverError(status: number, userMessage: string): HttpResponse<PortalServerError> {
  return HttpResponse.json<PortalServerError>(
    { UserMessage: userMessage, Timestamp: new Date().toISOString(), DebugDetails: null },
    { status, statusText: statusTexts[status] ?? 'Error' },
  );
}

export function unauthorized(): HttpResponse<PortalServerError> {
  return serverError(401, 'Authentication required');
}
