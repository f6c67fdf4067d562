/**
 * The page to come back to after sign-in. Only a path on this origin is accepted:
 * an absolute URL, a protocol-relative `//host`, a backslash trick (`/\host`, which browsers
 * read as `//host`), a `javascript:` URL or control characters fall back to the root.
 */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate === '') return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return '/';
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return '/';
  try {
    const base = 'https://portal.invalid';
    const resolved = new URL(candidate, base);
    if (resolved.origin !== base) return '/';
    if (resolved.pathname.startsWith('/auth/')) return '/';
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return '/';
  }
}

/** The current location as a return path (path, query and hash of this origin). */
export function currentReturnPath(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
): string {
  return safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
}
