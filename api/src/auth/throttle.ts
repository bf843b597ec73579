/**
 * Counts attempts per key in fixed windows, in this process's memory (the shop runs one API
 * process; a restart forgets the counts, the lock in the database stays). `hit` counts and
 * checks in one synchronous step, so parallel requests cannot all slip under the limit.
 */
export class Throttle {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts one attempt for `key`; the seconds to wait when it is over the limit, else 0. */
  hit(key: string, now: number): number {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= this.maxKeys) this.prune(now);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  /** Forgets `key`, e.g. after a successful login. */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full of live windows (a flood of distinct keys): drop the oldest rather than grow.
    while (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
  }
}
