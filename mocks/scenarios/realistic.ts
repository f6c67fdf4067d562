import { delay, getResponse, HttpResponse, type RequestHandler } from 'msw';
import { serverError, userFromRequest } from '../auth';
import type { PreludeStep } from './prelude';
import { onScenariosChange, scenarioParam } from './state';

/**
 * A server as it behaves in the field (docs/mocks.md, "Scenarios"): latency, per-user token-bucket
 * rate limits on writes and on reads, and faults on writes. Parameters come with the scenario name
 * ("latency:40-120", "rate-limit:200", "read-limit:50", "faults:500=2/drop=1/lost=1").
 */

export function parseLatency(param: string | undefined): { min: number; max: number } | null {
  const match = /^(\d+)(?:-(\d+))?$/.exec(param ?? '');
  if (!match) return null;
  const min = Number(match[1]);
  return { min, max: Math.max(min, Number(match[2] ?? min)) };
}

export function parseRateLimit(param: string | undefined): { perSecond: number; burst: number } | null {
  const match = /^(\d+(?:\.\d+)?)(?:\/(\d+))?$/.exec(param ?? '');
  if (!match || Number(match[1]) <= 0) return null;
  const perSecond = Number(match[1]);
  return { perSecond, burst: Math.max(1, Number(match[2] ?? perSecond)) };
}

export interface FaultShares {
  /** Percent of writes answered 500 (not applied). */
  error500: number;
  /** Percent of writes whose connection drops before the server acts. */
  drop: number;
  /** Percent of writes applied whose response is lost. */
  lost: number;
}

export function parseFaults(param: string | undefined): FaultShares {
  const shares: FaultShares = { error500: 0, drop: 0, lost: 0 };
  for (const part of (param ?? '').split(/[/;]/)) {
    const [name, value] = part.split('=');
    const percent = Number(value);
    if (!Number.isFinite(percent)) continue;
    if (name === '500') shares.error500 = percent;
    if (name === 'drop') shares.drop = percent;
    if (name === 'lost') shares.lost = percent;
  }
  return shares;
}

/** What a limit counts: the writes (rate-limit) or the reads (read-limit), each with its own bucket. */
export type RatePolicy = 'writes' | 'reads';

/** Token buckets per policy and user; emptied whenever the scenarios change. */
const buckets = new Map<string, { tokens: number; at: number }>();
onScenariosChange(() => buckets.clear());

/** Takes a token, or says how many milliseconds until the next one; and what is left afterwards. */
function takeToken(
  bucketKey: string,
  limit: { perSecond: number; burst: number },
  now: number,
): { wait: number; remaining: number; fullInMs: number } {
  const bucket = buckets.get(bucketKey) ?? { tokens: limit.burst, at: now };
  bucket.tokens = Math.min(limit.burst, bucket.tokens + ((now - bucket.at) * limit.perSecond) / 1000);
  bucket.at = now;
  buckets.set(bucketKey, bucket);
  const wait = bucket.tokens >= 1 ? 0 : ((1 - bucket.tokens) * 1000) / limit.perSecond;
  if (wait === 0) bucket.tokens -= 1;
  return {
    wait,
    remaining: Math.floor(bucket.tokens),
    fullInMs: ((limit.burst - bucket.tokens) * 1000) / limit.perSecond,
  };
}

/**
 * The limit announced on every limited call's answer, in the IETF draft's form (RateLimit-Policy:
 * quota per window; RateLimit: calls left, seconds until the quota is full again) named "writes" or
 * "reads", and the classic X-RateLimit-* (Reset in seconds from now), so the portal can pace itself
 * instead of hitting 429s.
 */
export function announceRateLimit(
  headers: Headers,
  limit: { perSecond: number; burst: number },
  left: { remaining: number; fullInMs: number },
  policy: RatePolicy = 'writes',
): void {
  // A bucket of `burst` refilled at perSecond: the quota `burst` per burst/perSecond seconds.
  const windowSeconds = Math.max(1, Math.round(limit.burst / limit.perSecond));
  const quota = Math.round(limit.perSecond * windowSeconds);
  const reset = Math.ceil(left.fullInMs / 1000);
  headers.set('RateLimit-Policy', `"${policy}";q=${quota};w=${windowSeconds}`);
  headers.set('RateLimit', `"${policy}";r=${left.remaining};t=${reset}`);
  headers.set('X-RateLimit-Limit', String(quota));
  headers.set('X-RateLimit-Remaining', String(left.remaining));
  headers.set('X-RateLimit-Reset', String(reset));
}

const isWrite = (request: Request) => request.method !== 'GET' && request.method !== 'HEAD';

/** `downstream` answers a write that is applied before its response is lost, and every limited call. */
export function realisticStep(downstream: () => readonly RequestHandler[]): PreludeStep {
  return async (request) => {
    const latency = parseLatency(scenarioParam('latency'));
    if (latency) await delay(latency.min + Math.random() * (latency.max - latency.min));
    const policy: RatePolicy = isWrite(request) ? 'writes' : 'reads';
    const limit = parseRateLimit(scenarioParam(policy === 'writes' ? 'rate-limit' : 'read-limit'));
    let announce = (response: Response) => response;
    if (limit) {
      const user = userFromRequest(request)?.email ?? 'anonymous';
      const token = takeToken(`${policy} ${user}`, limit, Date.now());
      announce = (response) => {
        announceRateLimit(response.headers, limit, token, policy);
        return response;
      };
      if (token.wait > 0) {
        const response = serverError(429, 'Too many requests: slow down.');
        // Retry-After is whole seconds (RFC 9110).
        response.headers.set('Retry-After', String(Math.max(1, Math.ceil(token.wait / 1000))));
        return announce(response);
      }
    }
    if (policy === 'writes') {
      const faults = parseFaults(scenarioParam('faults'));
      const roll = Math.random() * 100;
      if (roll < faults.error500)
        return announce(serverError(500, 'Injected fault: the engine database did not answer.'));
      if (roll < faults.error500 + faults.drop) return HttpResponse.error();
      if (roll < faults.error500 + faults.drop + faults.lost) {
        await getResponse([...downstream()], request.clone());
        return HttpResponse.error();
      }
    }
    if (!limit) return undefined;
    // Answered here, not by falling through, to carry the rate-limit headers.
    const answer = await getResponse([...downstream()], request);
    return answer ? announce(answer) : undefined;
  };
}
