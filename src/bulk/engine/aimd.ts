/**
 * Additive increase, multiplicative decrease of the number of calls in flight: one more after a
 * full window of calls succeeded at normal latency, a cut on 429, on errors and when latency
 * climbs well above the best seen (the server is queueing). At most one cut per window, so a
 * burst of 429s from the same window counts once.
 */
export class ConcurrencyController {
  private value: number;
  private successesInWindow = 0;
  private bestLatency = Number.POSITIVE_INFINITY;
  private smoothedLatency = 0;
  private lastCut = Number.NEGATIVE_INFINITY;

  constructor(
    initial: number,
    private readonly max: number,
    private readonly min = 1,
  ) {
    this.value = Math.max(min, Math.min(max, initial));
  }

  get limit(): number {
    return Math.floor(this.value);
  }

  onSuccess(latencyMs: number, now: number): void {
    // The baseline drifts up slowly, so a lasting change of the network becomes the new normal
    // while a server that starts queueing (latency climbing fast) still triggers a cut.
    this.bestLatency = Math.min(latencyMs, this.bestLatency * 1.002);
    this.smoothedLatency =
      this.smoothedLatency === 0 ? latencyMs : 0.8 * this.smoothedLatency + 0.2 * latencyMs;
    // Latency well above the best seen (and clearly above noise): the server queues, slow down.
    if (this.smoothedLatency > 3 * this.bestLatency + 50) {
      this.cut(0.9, now, latencyMs);
      return;
    }
    this.successesInWindow += 1;
    if (this.successesInWindow >= this.limit) {
      this.successesInWindow = 0;
      this.value = Math.min(this.max, this.value + 1);
    }
  }

  onRateLimited(now: number): void {
    this.cut(0.7, now);
  }

  onError(now: number): void {
    this.cut(0.85, now);
  }

  private cut(factor: number, now: number, windowMs = 250): void {
    if (now - this.lastCut < Math.max(100, windowMs)) return;
    this.lastCut = now;
    this.successesInWindow = 0;
    this.value = Math.max(this.min, this.value * factor);
  }
}
