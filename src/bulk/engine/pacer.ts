import type { RateLimitHint } from './rate-limit-headers';

/**
 * Paces write calls below the rate limit a server announces (rate-limit-headers.ts): a token bucket
 * on the client refilled at `share` of the announced rate, and synced down to what the server says
 * is left. Without announcements it never waits, and the engine relies on AIMD and Retry-After.
 */
export class Pacer {
  /** Tokens per ms; 0 while no rate is known. */
  private perMs = 0;
  private tokens = 0;
  private capacity = 1;
  private at = 0;
  private started = 0;
  private blockedUntil = 0;
  private lastHint: RateLimitHint | null = null;

  /** `share`: the fraction of the announced rate used (latency jitter must not push calls over it). */
  constructor(private readonly share = 0.95) {}

  /** The announced rate the pacer keeps below (calls per second), or null. */
  get callsPerSecond(): number | null {
    return this.perMs > 0 ? this.perMs * 1000 : null;
  }

  /** Ms until the next call may start (0: now). */
  wait(now: number): number {
    if (now < this.blockedUntil) return this.blockedUntil - now;
    if (this.perMs === 0) return 0;
    this.refill(now);
    return this.tokens >= 1 ? 0 : Math.ceil((1 - this.tokens) / this.perMs);
  }

  /** A call starts now; returns its number for onHint. */
  take(now: number): number {
    if (this.perMs > 0) {
      this.refill(now);
      this.tokens -= 1;
    }
    this.started += 1;
    return this.started;
  }

  /** What the answer to call number `call` announced. */
  onHint(hint: RateLimitHint, call: number, now: number): void {
    if (hint === this.lastHint) return;
    this.lastHint = hint;
    this.refill(now);
    const firstRate = this.perMs === 0;
    if (hint.limit !== null && hint.limit > 0 && hint.windowMs !== null && hint.windowMs > 0) {
      this.perMs = (this.share * hint.limit) / hint.windowMs;
      // Bursts of at most a quarter second's worth: even over a window the server may count in pieces.
      this.capacity = Math.max(1, this.perMs * 250);
      if (firstRate) this.tokens = this.capacity;
    }
    if (hint.remaining === null) return;
    // Calls started after this one may have reached the server already: count them as spent.
    const left = hint.remaining - (this.started - call);
    if (this.perMs > 0) this.tokens = Math.min(this.tokens, Math.max(left, -this.capacity));
    else if (left <= 0 && hint.resetMs !== null)
      this.blockedUntil = Math.max(this.blockedUntil, now + hint.resetMs);
  }

  private refill(now: number): void {
    if (this.perMs > 0) this.tokens = Math.min(this.capacity, this.tokens + (now - this.at) * this.perMs);
    this.at = now;
  }
}
