import { describe, expect, it } from 'vitest';
import { Pacer } from './pacer';
import { parseRateLimitHeaders, rateLimitWatch } from './rate-limit-headers';

describe('rate-limit headers', () => {
  it('reads the IETF draft fields: RateLimit-Policy (quota per window) and RateLimit (left, seconds to reset)', () => {
    const headers = new Headers({
      'RateLimit-Policy': '"writes";q=200;w=1',
      RateLimit: '"writes";r=150;t=1',
    });
    expect(parseRateLimitHeaders(headers)).toEqual({
      limit: 200,
      windowMs: 1000,
      remaining: 150,
      resetMs: 1000,
    });
  });

  it("reads the draft's older single field and the classic X-RateLimit-* (Reset as seconds or as a Unix time)", () => {
    expect(parseRateLimitHeaders(new Headers({ RateLimit: 'limit=100, remaining=7, reset=30' }))).toEqual({
      limit: 100,
      windowMs: null,
      remaining: 7,
      resetMs: 30_000,
    });
    expect(
      parseRateLimitHeaders(
        new Headers({ 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '12' }),
      ),
    ).toEqual({ limit: 60, windowMs: null, remaining: 0, resetMs: 12_000 });
    const now = 1_700_000_000_000;
    expect(
      parseRateLimitHeaders(
        new Headers({ 'X-RateLimit-Remaining': '3', 'X-RateLimit-Reset': String(now / 1000 + 5) }),
        now,
      )?.resetMs,
    ).toBe(5_000);
  });

  it('announces nothing without the headers, and the latest announcement is kept across answers without them', () => {
    expect(parseRateLimitHeaders(new Headers({ 'Content-Type': 'application/json' }))).toBeNull();
    const watch = rateLimitWatch();
    watch.note(new Headers({ 'RateLimit-Policy': '"w";q=10;w=2' }));
    watch.note(new Headers({ 'Content-Type': 'application/json' }));
    expect(watch.latest()).toMatchObject({ limit: 10, windowMs: 2000 });
  });
});

describe('pacer', () => {
  it('keeps below the announced rate (95%), after a first burst of a quarter second', () => {
    const pacer = new Pacer();
    pacer.onHint({ limit: 200, windowMs: 1000, remaining: 199, resetMs: 0 }, pacer.take(0), 0);
    let calls = 0;
    for (let now = 0; now < 10_000;) {
      const wait = pacer.wait(now);
      if (wait > 0) now += wait;
      else {
        pacer.take(now);
        calls += 1;
      }
    }
    expect(calls).toBeGreaterThan(1850);
    expect(calls).toBeLessThanOrEqual(1900 + 48);
  });

  it('waits when the server says little is left, counting the calls sent since', () => {
    const pacer = new Pacer();
    const first = pacer.take(0);
    for (let i = 0; i < 5; i += 1) pacer.take(0);
    pacer.onHint({ limit: 100, windowMs: 1000, remaining: 2, resetMs: 1000 }, first, 0);
    // 2 left minus the 5 sent after the answered call: 3 in debt, so the next call in about 42 ms (95/s).
    expect(pacer.wait(0)).toBeGreaterThanOrEqual(40);
  });

  it('without a rate, waits for the reset only once nothing is left; without any announcement never', () => {
    const pacer = new Pacer();
    expect(pacer.wait(0)).toBe(0);
    pacer.onHint({ limit: null, windowMs: null, remaining: 0, resetMs: 3000 }, pacer.take(0), 0);
    expect(pacer.wait(0)).toBe(3000);
    expect(pacer.wait(3000)).toBe(0);
  });
});
