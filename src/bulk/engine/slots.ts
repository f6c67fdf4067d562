/** A semaphore whose size can change while it is used (the adaptive concurrency limit). */
export class Slots {
  private active = 0;
  private readonly waiters: (() => void)[] = [];

  constructor(private readonly limit: () => number) {}

  get inUse(): number {
    return this.active;
  }

  acquire(): Promise<void> {
    if (this.active < this.limit() && this.waiters.length === 0) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  release(): void {
    this.active -= 1;
    this.wake();
  }

  /** Lets waiters in when the limit grew. */
  wake(): void {
    while (this.waiters.length > 0 && this.active < this.limit()) {
      this.active += 1;
      this.waiters.shift()?.();
    }
  }
}
