/**
 * What a server announces about its rate limit, read from its response headers so the engine can
 * pace itself below the limit instead of learning it from 429s (each 429 is a wasted call, and its
 * whole-second Retry-After stalls the job far longer than a token bucket needs):
 *
 * - the IETF draft (draft-ietf-httpapi-ratelimit-headers): `RateLimit-Policy: "writes";q=200;w=1`
 *   (quota q per window of w seconds) and `RateLimit: "writes";r=150;t=1` (r left, t seconds until
 *   the quota is back); also its older form `RateLimit: limit=200, remaining=150, reset=1`;
 * - the classic `X-RateLimit-Limit` / `X-RateLimit-Remaining` / `X-RateLimit-Reset` (Reset as
 *   seconds from now, or as a Unix time when it is that large).
 *
 * Cross-origin, the API must list them in Access-Control-Expose-Headers (the mock server does).
 */
export interface RateLimitHint {
  /** Calls allowed per window, and the window (ms); null when only remaining/reset were sent. */
  limit: number | null;
  windowMs: number | null;
  /** Calls left now, and ms until the quota is back. */
  remaining: number | null;
  resetMs: number | null;
}

/** Parameters of the first item of a structured-field list: `"name";q=200;w=1` → {q: 200, w: 1}. */
function itemParams(value: string): Record<string, number> {
  const params: Record<string, number> = {};
  const first = value.split(',')[0] ?? '';
  for (const part of first.split(';')) {
    const match = /^\s*([a-z][a-z0-9_-]*)\s*=\s*(-?\d+(?:\.\d+)?)\s*$/i.exec(part);
    if (match) params[(match[1] as string).toLowerCase()] = Number(match[2]);
  }
  return params;
}

/** Comma-separated key=value (the draft's older single RateLimit field). */
function pairs(value: string): Record<string, number> {
  const result: Record<string, number> = {};
  for (const part of value.split(',')) {
    const match = /^\s*([a-z-]+)\s*=\s*(\d+(?:\.\d+)?)\s*$/i.exec(part);
    if (match) result[(match[1] as string).toLowerCase()] = Number(match[2]);
  }
  return result;
}

const numberOrNull = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
};

/** The limit a response announces, or null when it announces none. */
export function parseRateLimitHeaders(headers: Headers, nowMs: number = Date.now()): RateLimitHint | null {
  const hint: RateLimitHint = { limit: null, windowMs: null, remaining: null, resetMs: null };
  const policy = headers.get('RateLimit-Policy');
  if (policy) {
    const params = itemParams(policy);
    if (params.q !== undefined && params.q > 0) {
      hint.limit = params.q;
      hint.windowMs = (params.w ?? 1) * 1000;
    }
  }
  const current = headers.get('RateLimit');
  if (current) {
    const params = /\br\s*=/.test(current) ? itemParams(current) : {};
    const old = pairs(current);
    hint.remaining = params.r ?? old.remaining ?? null;
    hint.resetMs =
      params.t !== undefined ? params.t * 1000 : old.reset !== undefined ? old.reset * 1000 : null;
    hint.limit ??= old.limit ?? null;
  }
  hint.limit ??= numberOrNull(headers.get('X-RateLimit-Limit'));
  hint.remaining ??= numberOrNull(headers.get('X-RateLimit-Remaining'));
  const reset = numberOrNull(headers.get('X-RateLimit-Reset'));
  // Large values are Unix times (GitHub's style), small ones seconds from now.
  if (hint.resetMs === null && reset !== null)
    hint.resetMs = reset > 1e9 ? Math.max(0, reset * 1000 - nowMs) : reset * 1000;
  const announced = hint.limit !== null || hint.remaining !== null;
  return announced ? hint : null;
}

/**
 * The latest limit the API announced to one job's calls: the job's target hands `note` to each call
 * (the fetch layer's `onResponseHeaders`) and the engine reads `latest` when it paces itself.
 */
export interface RateLimitWatch {
  note(headers: Headers): void;
  latest(): RateLimitHint | null;
}

export function rateLimitWatch(): RateLimitWatch {
  let latest: RateLimitHint | null = null;
  return {
    note(headers) {
      // Most responses carry none: one cheap look before parsing anything.
      if (
        !headers.has('RateLimit') &&
        !headers.has('RateLimit-Policy') &&
        !headers.has('X-RateLimit-Remaining')
      )
        return;
      latest = parseRateLimitHeaders(headers) ?? latest;
    },
    latest: () => latest,
  };
}
